# Loops a compiled jar keeps in JVM locals: the math functions of one number (sin, cos, tan,
# trunc, round, sign, log2, log10, log1p, expm1, gamma, lgamma), length() of a scalar, and
# nested loops whose generic rest runs their inner loops generically

# every function over NA, NaN, Inf, -Inf, -0, tiny, halves and ordinary numbers
x <- c(NA, NaN, Inf, -Inf, -0, 1e-300, 0.5, 1.5, 2.5, -2.5, -0.5, 3, 100, 1e10, 0.25, 7.77)
fs <- c("sin", "cos", "tan", "trunc", "round", "sign", "expm1")
r <- matrix(0, length(x), 7)
for (i in seq_along(x)) {
  v <- x[i]
  r[i, 1] <- sin(v); r[i, 2] <- cos(v); r[i, 3] <- tan(v); r[i, 4] <- trunc(v)
  r[i, 5] <- round(v); r[i, 6] <- sign(v); r[i, 7] <- expm1(v)
}
dimnames(r) <- list(NULL, fs)
print(r, digits = 12)

# the logarithms and gammas of positive numbers (no NaN): typed throughout
p <- c(1e-300, 0.5, 1, 2, 8, 10, 1000, 1e300, Inf, NA, NaN, 0)
lr <- matrix(0, length(p), 5)
for (i in seq_along(p)) {
  lr[i, 1] <- log2(p[i]); lr[i, 2] <- log10(p[i]); lr[i, 3] <- log1p(p[i])
  lr[i, 4] <- gamma(p[i] + 0.5); lr[i, 5] <- lgamma(p[i] + 0.5)
}
print(lr, digits = 12)

# sums whose every digit shows that the typed loop computes what the builtins compute
s <- 0
for (i in 1:2000) s <- s + sin(i) * cos(i / 3) - tan(i / 1000) + trunc(i / 7) + round(i / 3) +
  sign(i - 1000) + log2(i) + log10(i) + log1p(i) + expm1(-i / 500) + lgamma(i / 10) - gamma(i / 400)
print(s, digits = 13)

# integers and logicals: NA gives a double NA, TRUE is 1
iv <- c(1L, NA, -3L, 0L, 2147483647L)
out <- numeric(5)
for (i in 1:5) out[i] <- sin(iv[i]) + trunc(iv[i]) + round(iv[i]) + sign(iv[i]) + log1p(abs(iv[i])) + gamma(i) + lgamma(i)
print(out, digits = 12)
b <- NA; t <- 0
for (i in 1:3) { t <- t + sign(i > 1) + round(i == 2) + cos(i < 3); b <- b | i > 2 }
print(c(t, b))
na <- 0; for (i in 1:3) na <- na + sin(NA_integer_) + log2(NA) + expm1(NA_real_)
print(na)

# round as R's: halves to even, large numbers kept
h <- c(0.5, 1.5, 2.5, -1.5, 4503599627370497, -0.49999999999999994)
rh <- numeric(6); for (i in 1:6) rh[i] <- round(h[i])
print(rh, digits = 17)

# a NaN from a number: R warns "NaNs produced", once per call, from the generic rest of the loop
acc <- 0
for (i in 1:4) acc <- acc + log2(3 - i) + sin(if (i == 2) Inf else i)
print(acc)
g <- numeric(4)
for (i in 1:4) g[i] <- gamma(2 - i)
print(g)
lg <- 0; for (i in 1:3) lg <- lg + log10(i - 2) + log1p(-i)
print(lg)
f <- function(k) { s <- 0; for (i in 1:3) s <- s + tan(k * i) + log1p(k - i); s }
print(f(0.5))
print(withCallingHandlers(f(1), warning = function(w) { cat("caught:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") }))

# length() of the counter and of a scalar the iteration assigned: 1
tot <- 0
for (i in 1:100) for (j in 1:10) { odd <- (i * j) %% 2L == 1L; if (odd) tot <- tot + -(j %/% 3L) else tot <- tot + length(i) + length(odd) }
print(tot)

# nested loops: an outer iteration given up (integer overflow) runs the rest generically, inner loops too
big <- 2147483000L; cnt <- 0L; m2 <- matrix(0, 4, 3)
for (i in 1:4) {
  for (j in 1:3) { m2[i, j] <- sqrt(i * j) + round(j / 2); cnt <- cnt + 1L }
  if (i == 2) big <- big + 1000L
}
print(m2); print(c(cnt, big))
deep <- 0
for (a in 1:3) for (b in 1:3) for (c in 1:3) for (d in 1:3) deep <- deep + sin(a * b) * cos(c + d)
print(deep, digits = 13)
