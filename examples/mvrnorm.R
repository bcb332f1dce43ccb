# Sampling from a multivariate normal distribution, as MASS::mvrnorm does: independent normals
# times a square root of the covariance (here its Cholesky factor), shifted by the mean; then
# the sample mean and covariance, which must approach the true ones.
# Usage: flashr examples/mvrnorm.R [n]     (n samples; default 200000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 200000

mvrnorm <- function(n, mu, Sigma) {
  p <- length(mu)
  Z <- matrix(rnorm(n * p), n, p)
  sweep(Z %*% chol(Sigma), 2, mu, "+")
}

mu <- c(1, -2, 0.5, 3, 0)
Sigma <- matrix(c(4, 1.2, 0.6, 0, 0.3,
                  1.2, 2, -0.5, 0.4, 0,
                  0.6, -0.5, 1, 0.2, 0.1,
                  0, 0.4, 0.2, 3, -0.9,
                  0.3, 0, 0.1, -0.9, 1.5), 5, 5)
set.seed(7)
start <- proc.time()
X <- mvrnorm(n, mu, Sigma)
m <- colMeans(X)
S <- cov(X)
elapsed <- (proc.time() - start)[["elapsed"]]

cat("samples:", format(n, scientific = FALSE), "\n")
cat("sample mean:", format(round(m, 2), nsmall = 2), "\n")
cat("sample covariance:\n")
print(round(S, 2))
cat("largest error in the covariance:", format(round(max(abs(S - Sigma)), 2), nsmall = 2), "\n")
cat("standard deviations:", format(round(sqrt(diag(S)), 2), nsmall = 2), "\n")
message(sprintf("mvrnorm: %.2f s", elapsed))
