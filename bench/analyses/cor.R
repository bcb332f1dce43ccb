# Everyday analysis: correlations, column means and standard deviations.
# Usage: cor.R [rows]   (default 200000; 8 columns)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 2e5
p <- 8
set.seed(2)
X <- matrix(rnorm(n * p), n, p)
X[, 2] <- X[, 1] + 0.5 * X[, 2]
X[, 5] <- X[, 5] * 3 + runif(n)
colnames(X) <- paste0("v", 1:p)
print(round(cor(X), 4))
print(round(colMeans(X), 5))
print(round(apply(X, 2, sd), 5))
print(round(cor(X[, 1], X[, 2], method = "pearson"), 6))
