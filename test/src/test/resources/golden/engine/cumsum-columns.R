# Cumulative ops over one column of a plain R matrix (read in place by the engine's cum loops)
set.seed(20)
n <- 30000
X <- matrix(round(runif(n * 4, -100, 100), 3), n, 4)
X[c(7, 20000), 3] <- NA
X[15000, 4] <- NaN
s <- cumsum(X[, 1])
print(s[c(1, 2, 1000, n)], digits = 15)
print(sum(s))
print(tail(cumsum(X[, 3]), 3))
print(cumsum(X[, 3])[1:8])
print(tail(cummax(X[, 2]), 2)); print(tail(cummin(X[, 4]), 2))
print(cumprod(1 + X[, 2] / 1e5)[n], digits = 15)
print(sum(cumprod(1 + X[, 2] / 1e5)))
