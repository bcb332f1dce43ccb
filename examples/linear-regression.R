# Linear regression by the normal equations, on data the script generates itself.
# Usage: flashr examples/linear-regression.R [n]     (n rows; default 1000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.integer(args[1]) else 1000L
p <- 4

set.seed(42)
X <- cbind(1, matrix(rnorm(n * (p - 1)), n, p - 1))
beta <- c(2, -1, 0.5, 3)
y <- drop(X %*% beta) + rnorm(n, sd = 0.1)

# Solve (X'X) b = X'y
b <- solve(crossprod(X), crossprod(X, y))
cat("rows:", format(n, scientific = FALSE), " columns:", p, "\n")
cat("true coefficients:     ", format(beta, nsmall = 4), "\n")
cat("estimated coefficients:", format(round(drop(b), 4), nsmall = 4), "\n")
res <- y - X %*% b
cat("residual standard error:", format(sqrt(sum(res^2) / (n - p)), digits = 4), "\n")
