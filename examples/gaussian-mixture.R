# A Gaussian mixture fitted by expectation-maximization (diagonal covariances). Each EM step is
# a few passes over the data: log densities by two matrix products, responsibilities by a
# row-wise log-sum-exp, new weights, means and variances by crossprod with the responsibilities.
# Usage: flashr examples/gaussian-mixture.R [n]     (n rows; default 50000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 50000
p <- 4
k <- 3
max.iters <- 20

set.seed(6)
true.means <- matrix(c(-3, 0, 3, 0, 3, -3, 1, -1, 2, 2, -2, 0), k, p)
true.sd <- c(1, 0.7, 1.3)
z <- sample(k, n, replace = TRUE, prob = c(0.5, 0.3, 0.2))
X <- matrix(rnorm(n * p), n, p) * true.sd[z] + true.means[z, ]

em <- function(X, means, vars, weights, iters) {
  n <- nrow(X)
  X2 <- X^2
  for (i in 1:iters) {
    # E step: log(weight_k) + log N(x | mean_k, diag(var_k)) for every point and component
    const <- log(weights) - 0.5 * rowSums(log(2 * pi * vars) + means^2 / vars)
    L <- sweep(-0.5 * (X2 %*% t(1 / vars)) + X %*% t(means / vars), 2, const, "+")
    m <- apply(L, 1, max)
    R <- exp(L - m)
    s <- rowSums(R)
    loglik <- sum(m + log(s))
    R <- R / s
    # M step
    nk <- colSums(R)
    weights <- nk / n
    means <- crossprod(R, X) / nk
    vars <- crossprod(R, X2) / nk - means^2
    cat(sprintf("iteration %2d: log-likelihood %.4f\n", i, loglik))
  }
  list(weights = weights, means = means, vars = vars, loglik = loglik)
}

start <- proc.time()
fit <- em(X, means = X[1:k, ], vars = matrix(1, k, p), weights = rep(1 / k, k), iters = max.iters)
elapsed <- (proc.time() - start)[["elapsed"]]
o <- order(fit$means[, 1])
cat("rows:", format(n, scientific = FALSE), " columns:", p, " components:", k, "\n")
cat("weights:", format(round(fit$weights[o], 4), nsmall = 4), "\n")
cat("means:\n")
print(round(fit$means[o, ], 3))
cat("standard deviations:\n")
print(round(sqrt(fit$vars[o, ]), 3))
message(sprintf("Gaussian mixture EM: %d iterations in %.2f s", max.iters, elapsed))
