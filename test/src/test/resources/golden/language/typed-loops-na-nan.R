# NA and NaN mixed in loops a compiled jar keeps in JVM locals and in functions typed on doubles:
# R's build gives the first NaN operand's payload for + - * / (NA + NaN is NA, NaN + NA is NaN),
# NA before NaN for %%, the first operand's for %/%, the second's for ^ (NaN^NA is NA)

x <- c(NA, NaN, 1.5, -2, Inf, 0)
ops <- c("+", "-", "*", "/", "^", "%%", "%/%")
r <- matrix("", length(x) * length(x), length(ops))
k <- 0L
for (i in seq_along(x)) for (j in seq_along(x)) {
  a <- x[i]; b <- x[j]
  k <- k + 1L
  r[k, 1] <- format(a + b); r[k, 2] <- format(a - b); r[k, 3] <- format(a * b); r[k, 4] <- format(a / b)
  r[k, 5] <- format(a ^ b); r[k, 6] <- format(a %% b); r[k, 7] <- format(a %/% b)
}
dimnames(r) <- list(paste(rep(format(x), each = length(x)), rep(format(x), length(x))), ops)
print(r, quote = FALSE)

# the same operations on locals of a typed loop
res <- numeric(0)
for (i in 1:6) {
  a <- x[i]
  p <- NaN + a; q <- a + NaN; s <- NA_real_ * a; t <- a * NA_real_
  u <- (a - NaN) / NA_real_; w <- -a + NaN; m <- a %% NaN; d <- NaN %/% a
  res <- c(res, p, q, s, t, u, w, m, d)
}
print(matrix(res, ncol = 8, byrow = TRUE))

# sums accumulated in typed loops: the first NaN stays
s1 <- 0; for (z in c(1, NaN, NA, 2)) s1 <- s1 + z
s2 <- 0; for (z in c(1, NA, NaN, 2)) s2 <- s2 + z
s3 <- 1; for (i in 1:4) s3 <- s3 * (if (i == 2) NaN else if (i == 3) NA else i)
s4 <- 0; for (i in 1:4) s4 <- (if (i == 2) NA else if (i == 3) NaN else i) - s4
print(c(s1, s2, s3, s4))

# a NaN from Inf - Inf or 0 / 0 meeting NA, and integer NA turned into a double
e <- 0; for (i in 1:3) e <- (Inf - Inf) + e * NA_real_
f <- 0; for (i in 1:3) f <- NA_real_ + (0 / 0) * i
g <- 0; for (i in 1:3) g <- g + (if (i == 2) NA_integer_ else i) * NaN
h <- 0; for (i in 1:3) h <- NaN * i + (if (i == 2) NA_integer_ else i)
print(c(e, f, g, h))

# math functions of NA and NaN, and comparisons (NA either way)
m <- numeric(0); cmp <- logical(0)
for (v in c(NA, NaN)) {
  m <- c(m, sqrt(v), exp(v), log(v), floor(v), abs(v), round(v), v + sin(v))
  cmp <- c(cmp, v < NaN, NaN == v, v >= NA_real_, is.na(v + NaN), is.nan(NaN + v))
}
print(m); print(cmp)

# functions typed on doubles
fa <- function(x, y) x + y
fm <- function(x, y) x * y - y
fd <- function(x, y) (x - y) / y
fp <- function(x, y) x ^ y + x %% y
for (f in list(fa, fm, fd, fp)) {
  out <- numeric(0)
  for (i in 1:4) out <- c(out, f(NaN, NA_real_), f(NA_real_, NaN), f(1, NaN), f(NA_real_, 2))
  print(out)
}
acc <- function(n, first, second) { s <- 0; for (i in 1:n) s <- s + (if (i == 2) first else if (i == 3) second else i); s }
print(c(acc(4, NaN, NA_real_), acc(4, NA_real_, NaN), acc(1, NaN, NA_real_)))
