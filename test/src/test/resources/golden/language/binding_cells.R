# Variables read and written by loops whose call sites remember binding cells.
s <- 0
for (i in 1:5) s <- s + i * 2
print(s); print(i)
f <- function() {
  x <- 0
  for (k in 1:3) {
    x <- x + k
    if (k == 2) rm(x)
    if (k == 2) x <- 100
  }
  x
}
print(f())
g <- function() {
  y <- 1
  for (k in 1:3) {
    y <- y + 1
    assign("y", 10 * k)
  }
  y
}
print(g())
h <- function() {
  z <- 1
  for (k in 1:2) {
    z <- z + 1
    eval(quote(z <- z * 10), envir = environment())
  }
  z
}
print(h())
total <- 5
bump <- function() for (k in 1:3) total <<- total + k
bump(); print(total)
fs <- list()
for (i in 1:3) { local({ j <- i; fs[[j]] <<- function() j }) }
print(sapply(fs, function(f) f()))
u <- function() {
  w <- 1
  for (k in 1:3) w <- w + 1
  rm(w)
  exists("w", inherits = FALSE)
}
print(u())
w <- "global"
v <- function() { p <- function(a = q) a; q <- 3; p() + 1 }
print(v())
s <- 1; t <- s; for (i in 1:3) s <- s + 1; print(c(s, t))
s <- 1; l <- list(s); for (i in 1:2) s <- s + 1; print(l[[1]])
s <- 1; print(s + (s <- s + 1)); print(s)
s <- 1; print(c(s, s <- s + 1)); print(s)
m <- function(x) { x <- x + 1; x }
s <- 2; for (i in 1:2) print(m(s)); print(s)
e <- new.env(); assign("a", 1, envir = e)
for (i in 1:3) local(a <- a + i, envir = e)
print(get("a", envir = e))
n <- 0L; for (i in 1:3) n <- n + i; print(n); print(typeof(n))
d <- 0; for (i in 1:3) { d <- d + NA_integer_ * 2 }; print(d)
s <- 1; print(s * (s <- s + 1) + s); print(s)
s <- 1; for (i in 1:2) print(c(s, (s <- s + 0.5)))
k <- function(v) { v <- v * 2; v }
s <- 3; print(k(s)); print(s)
s <- 1; r <- (s <- s / 4); s <- s + 1; print(c(r, s))
s <- 1; for (i in 3:(s <- s + 10)) NULL; print(s)
s <- 1.5; x <- c(a = 1); x <- x + s; print(x)
z <- 2L; z <- z / 2L; print(z); z <- z * NA_integer_; print(z)
# values updated in place: made unshared first (a constant of the program is shared)
s <- 1 + 0; print(s + (s <- s + 1)); print(s)
s <- 1 + 0; print(c(s, s <- s + 1))
s <- 1 + 0; s <- s + 1; print(s * (s <- s + 1) + s)
s <- 1 + 0; t <- s; s <- s + 1; print(c(s, t))
s <- 1 + 0; s <- s * 2; l <- list(s); s <- s + 1; print(l[[1]])
s <- 1 + 0; s <- s + 0; for (i in 3:(s <- s + 10)) NULL; print(s)
s <- 1 + 0; s <- s + 0; r <- (s <- s / 4); s <- s + 1; print(c(r, s))
s <- 1 + 0; s <- s + 0; k2 <- function(v) { s <<- 0; v }; print(k2(s))
s <- 1 + 0; s <- s + 0; k3 <- function(v) { force(v); eval(quote(s <- s + 5), globalenv()); v }; print(k3(s)); print(s)
s <- 1 + 0; s <- s + 0; e2 <- environment(); f2 <- function() s; g2 <- f2(); s <- s + 1; print(c(g2, s))
s <- 1 + 0; s <- s + 0; print(sapply(1:2, function(j) { eval(quote(s <- s + 1), globalenv()); s }))
s <- 1 + 0; s <- s + 0; print(c(s, evalq(s <- s + 1, globalenv()))); print(s)
print(Reduce(function(a, b) { a <- a + b; a }, c(1, 2, 3), accumulate = TRUE))
acc <- function(n) { t <- 0; for (i in seq_len(n)) t <- t + i / 2; t }
print(acc(10)); print(c(acc(4), acc(2)))
print(sapply(1:3, function(j) { u <- j + 0; for (k in 1:j) u <- u * 2; u }))
