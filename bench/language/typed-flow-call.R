# A typed loop passing its integer counter to typed functions whose bodies hold if/else
# statements, break and next, one calling the other: typed methods for an integer argument,
# JVM calls between them (no frames, no promises).
digits <- function(x) { y <- x * 1.0; k <- 0; repeat { k <- k + 1; y <- y / 10; if (y < 1) break }; k }
score <- function(x) {
  s <- 0
  for (j in 1:8) { if (j > x) break; if (j %% 2 == 0) next; s <- s + j * 0.5 }
  if (s > 4) s <- s - 1 else s <- s + 1
  s + digits(x)
}
f <- function(n) { t <- 0; for (i in 1:n) t <- t + score(i); t }
print(f(1000000L))
