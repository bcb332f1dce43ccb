# math functions of one number and logical operands in scalar loops (typed when compiled)
f <- function(n) {
  s <- 0
  for (i in 1:n) s <- s + sqrt(i) + log(i) / exp(i / 50) - abs(floor(i / 7) - ceiling(i / 9))
  s
}
print(f(300), digits = 17)
x <- c(2, NA, Inf, -0, 1e-300, NaN, 0.5, -Inf, -2.5)
r <- numeric(length(x))
for (i in seq_along(x)) r[i] <- sqrt(abs(x[i])) + exp(x[i]) - floor(x[i]) * ceiling(x[i] / 3)
print(r, digits = 17)
lg <- numeric(4)
for (i in 1:4) lg[i] <- log(i - 1)
print(lg)
g <- function(k) { s <- 0; for (i in 1:5) s <- s + sqrt(k - i); s }
print(g(10), digits = 17)
print(g(3))
h <- function() {
  t <- 0L; q <- NA; u <- 0; b <- FALSE
  for (i in -3:3) {
    t <- t + abs(i) + abs(i > 0) + TRUE - (i < 0) * 2L + (i > 1) %/% TRUE
    q <- q | i > 2
    b <- !b
    u <- u + b * 1.5 + (b == TRUE) + -b + (b > 0.5) + b %% 2
  }
  list(t, q, u, typeof(t))
}
str(h())
n <- 0L
for (i in 1:3) n <- n + NA + (i > 5)
print(n)
z <- NA
m <- 0L
for (i in 1:3) m <- abs(z) + i
print(c(m, typeof(m)))
hyp <- function(a, b) sqrt(a * a + b * b) + floor(log(abs(a) + 1)) - ceiling(exp(b / 10))
print(hyp(3, 4), digits = 17)
print(hyp(-1e300, NA))
print(hyp(0, -Inf))
sq <- function(x) sqrt(x - 2L) + 1
print(sq(6))
print(sq(1))
