# cor, cov and var of vectors and matrices in cov.c's long double arithmetic: differences,
# products and sums rounded to 64 bits; cor(x, y)'s standard deviations by sqrtl
set.seed(2)
a <- rnorm(2.2e6)
b <- a * 0.5 + rnorm(2.2e6)
print(cor(a, b), digits = 17)
print(cov(a, b), digits = 17)
cat(sprintf("%a", c(cor(a, b), cov(a, b), var(a))), sep = "\n")
X <- matrix(rnorm(3e5 * 6), ncol = 6)
X[, 2] <- X[, 2] + X[, 1]
X[, 5] <- X[, 5] * 1e-3 + 2
print(cor(X), digits = 17)
print(var(X), digits = 17)
print(cor(X, X[, 1:3]), digits = 17)
print(cov(X[, 4], X[, c(2, 5)]), digits = 17)
print(cor(X[, 3], X[, 5]), digits = 17)
small <- matrix(c(rnorm(40), 1:10 + 0.5), ncol = 5)
print(cor(small), digits = 17)
print(cor(small, method = "kendall"), digits = 17)
print(cor(small[, 1:2], small[, 4:5], method = "kendall"), digits = 17)
print(cor(small[, 1], small[, 5]), digits = 17)
print(cov(c(1, 2, NA, 4), c(2, 3, 4, 5)))
print(cor(c(1, 2, 3), c(1, 1, 1)))
