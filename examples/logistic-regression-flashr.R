# The FlashR paper's logistic regression (its figure): gradient descent with line search using
# R's base functions on FlashR matrices (fm.conv.R2FM). The paper's while condition is reversed;
# here the step shrinks while the cost does not fall enough (Armijo's condition).
# Usage: flashr examples/logistic-regression-flashr.R [n]     (n rows; default 10000)
if (!exists("fm.conv.R2FM")) library(FlashR)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 10000
num.features <- 8
max.iters <- 15

logistic.regression <- function(X, y) {
  grad <- function(X, y, w)
    (t(X) %*% (1 / (1 + exp(-X %*% t(w))) - y)) / length(y)
  cost <- function(X, y, w)
    sum(y * (-X %*% t(w)) + log(1 + exp(X %*% t(w)))) / length(y)
  theta <- matrix(rep(0, num.features), nrow = 1)
  for (i in 1:max.iters) {
    g <- t(as.matrix(grad(X, y, theta)))
    l <- as.vector(cost(X, y, theta))
    eta <- 1
    delta <- 0.5 * as.vector((-g) %*% t(g))
    # Convert it to an R value for the while loop.
    l2 <- as.vector(cost(X, y, theta + eta * (-g)))
    while (l2 > l + delta * eta) {
      eta <- eta * 0.2
      l2 <- as.vector(cost(X, y, theta + eta * (-g)))
    }
    theta <- theta + (-g) * eta
    cat(sprintf("iteration %2d: cost %.6f, step %g\n", i, l, eta))
  }
  theta
}

set.seed(1)
x <- matrix(rnorm(n * num.features), n, num.features)
w.true <- seq(-1, 1, length.out = num.features)
X <- fm.conv.R2FM(x)
y <- fm.conv.R2FM(as.numeric(runif(n) < 1 / (1 + exp(-x %*% w.true))))

start <- proc.time()
theta <- logistic.regression(X, y)
elapsed <- (proc.time() - start)[["elapsed"]]
cat("estimated weights:", format(round(drop(theta), 3), nsmall = 3), "\n")
message(sprintf("logistic regression (FlashR): %d iterations in %.2f s", max.iters, elapsed))
