# Principal component analysis as FlashR computes it for a tall matrix: center the columns,
# form the small p x p Gram matrix with crossprod (one pass over the data), take its eigen
# decomposition, and project the data on the leading components.
# Usage: flashr examples/pca.R [n]     (n rows; default 100000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 100000
p <- 8

# correlated columns: independent normals mixed by a fixed matrix
set.seed(3)
mixing <- matrix(runif(p * p, -1, 1), p, p)
X <- matrix(rnorm(n * p), n, p) %*% mixing

start <- proc.time()
center <- colMeans(X)
Xc <- sweep(X, 2, center)
gram <- crossprod(Xc) / (n - 1)
e <- eigen(gram, symmetric = TRUE)
# an eigenvector's sign is arbitrary: make the largest entry of each positive
rotation <- sweep(e$vectors, 2, apply(e$vectors, 2, function(v) sign(v[which.max(abs(v))])), "*")
scores <- Xc %*% rotation[, 1:2]
score.var <- colSums(scores^2) / (n - 1)
elapsed <- (proc.time() - start)[["elapsed"]]

cat("rows:", format(n, scientific = FALSE), " columns:", p, "\n")
cat("standard deviations:", format(round(sqrt(e$values), 4), nsmall = 4), "\n")
cat("proportion of variance:", format(round(e$values / sum(e$values), 4), nsmall = 4), "\n")
cat("loadings of the first two components:\n")
print(round(rotation[, 1:2], 4))
cat("variance of the scores:", format(round(score.var, 4), nsmall = 4), "\n")
message(sprintf("PCA: %.2f s", elapsed))
