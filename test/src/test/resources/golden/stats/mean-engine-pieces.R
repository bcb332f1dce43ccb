# mean of engine doubles read from the store in pieces (R's two long double passes, the same
# bits as the whole vector): vectors and matrices past the engine threshold (2^21), a transposed
# one, column subsets, data near and far from zero, and the NA, NaN, Inf and overflow cases
# whose rules read the whole vector
set.seed(7)
x <- rnorm(2.5e6)
cat(sprintf("%a", c(mean(x), mean(1000 + x), mean(x - 0.25))), sep = "\n")
X <- matrix(x, ncol = 5)
cat(sprintf("%a", c(mean(X), mean(t(X)), mean(X[, 2:4]), mean(X[1:400000, ]))), sep = "\n")
u <- runif(2.5e6, -1, 1)
cat(sprintf("%a", c(mean(u), mean(u + 3), mean(u * u))), sep = "\n")
y <- x
y[123457] <- NA
print(mean(y))
y[123457] <- NaN
print(mean(y))
y[123457] <- Inf
print(mean(y))
y[5] <- -Inf
print(mean(y))
w <- c(x, 1e308, 1e308, -1e308)
cat(sprintf("%a", mean(w)), "\n")
