# colSums/colMeans of matrices of 2^20 elements and more (their columns shared between two threads):
# each column R's long double chain, NA, NaN and infinities in some, an odd number of columns
set.seed(7)
n <- 131072
X <- matrix(rnorm(n * 9), n, 9)
X[, 2] <- X[, 2] * 1e10 + runif(n)
X[, 3] <- round(X[, 3] * 100)
X[5, 4] <- NA
X[7, 6] <- NaN
X[9, 7] <- Inf
X[11, 8] <- -Inf; X[12, 8] <- Inf
print(colSums(X), digits = 17)
print(colMeans(X), digits = 17)
print(colSums(X, na.rm = TRUE), digits = 17)
print(colMeans(X, na.rm = TRUE), digits = 17)
Y <- matrix(runif(2 * 600000), 600000, 2)
print(colMeans(Y), digits = 17)
print(colSums(Y[, 1, drop = FALSE]), digits = 17)
