# A typed loop calling small functions typed on scalars: their typed methods called directly
# (no frame, no promises), arguments computed in the loop's JVM locals.
sq <- function(x) x * 0.5 + 1
add3 <- function(a, b, c) { t <- a + b; t * c }
f <- function(n) { s <- 0; for (i in 1:n) s <- add3(s, i, 0.5) + sq(i + 0.5); s }
print(f(1e6))
