# Gaussian naive Bayes: per-class means and variances of each feature (rowsum by class), then
# the class of each point by the largest log posterior, all with whole-matrix operations.
# Usage: flashr examples/naive-bayes.R [n]     (n rows; default 100000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 100000
p <- 8
k <- 3

set.seed(5)
class.means <- matrix(rnorm(k * p, sd = 1.5), k, p)
class.sd <- matrix(runif(k * p, 0.5, 2), k, p)
y <- sample(k, n, replace = TRUE)
X <- matrix(rnorm(n * p), n, p) * class.sd[y, ] + class.means[y, ]

start <- proc.time()
# training: class priors, means and (maximum likelihood) variances
counts <- tabulate(y, k)
prior <- counts / n
mu <- unname(rowsum(X, y)) / counts
sigma2 <- unname(rowsum(X^2, y)) / counts - mu^2
# log posterior up to a constant: log prior - sum_j (log sigma2 + (x - mu)^2 / sigma2) / 2,
# expanded so that the data meet the parameters in two matrix products
const <- log(prior) - 0.5 * rowSums(log(sigma2) + mu^2 / sigma2)
L <- -0.5 * (X^2 %*% t(1 / sigma2)) + X %*% t(mu / sigma2)
L <- sweep(L, 2, const, "+")
pred <- apply(L, 1, which.max)
accuracy <- mean(pred == y)
elapsed <- (proc.time() - start)[["elapsed"]]

cat("rows:", format(n, scientific = FALSE), " features:", p, " classes:", k, "\n")
cat("class counts:", counts, "\n")
cat("estimated means:\n")
print(round(mu, 3))
cat("estimated standard deviations:\n")
print(round(sqrt(sigma2), 3))
cat("training accuracy:", format(round(accuracy, 4), nsmall = 4), "\n")
message(sprintf("naive Bayes: %.2f s", elapsed))
