# Everyday analysis: principal components of scaled data (prcomp with scale. = TRUE).
# Usage: prcomp.R [rows]   (default 200000; 8 columns)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 2e5
p <- 8
set.seed(1)
mixing <- matrix(runif(p * p, -1, 1), p, p)
X <- matrix(rnorm(n * p), n, p) %*% mixing
colnames(X) <- paste0("x", 1:p)
pc <- prcomp(X, scale. = TRUE)
# an eigenvector's sign is arbitrary: make the largest entry of each positive
s <- apply(pc$rotation, 2, function(v) sign(v[which.max(abs(v))]))
print(summary(pc))
print(round(sweep(pc$rotation, 2, s, "*"), 4))
print(round(colMeans(abs(pc$x)), 4))
