if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# Logistic regression by Newton's method written against FlashR's API the way FlashR-learn
# writes it (standardized columns by fm.mapply.row, an intercept column by fm.rep.int, a
# row-major materialized X, the Hessian t(X) %*% sweep(X, 1, D2), the step from pcg, a
# backtracking line search whose two trial costs are materialized together), run to
# convergence and checked against glm(family = binomial).
set.seed(5)
n <- 400
x <- matrix(rnorm(n * 3), n, 3)
y <- as.integer(x %*% c(1.2, -0.7, 0.3) + rnorm(n) > 0)
X <- fm.conv.R2FM(x)
Y <- fm.conv.R2FM(y)
avg <- colSums(X) / n
sdev <- sqrt((colSums(X * X) - n * avg * avg) / (n - 1))
X <- fm.mapply.row(fm.mapply.row(X, avg, fm.bo.sub), 1 / sdev, fm.bo.mul)
X <- cbind(fm.as.matrix(fm.rep.int(1, n)), X)
X <- fm.materialize(fm.conv.layout(X, byrow = TRUE))
grad <- function(w) t(t(X) %*% (1 / (1 + exp(-X %*% t(w))) - Y))
cost <- function(w) {
  xw <- X %*% t(w)
  exw <- exp(xw)
  sum(Y * (-xw) + ifelse(is.finite(exw), log(1 + exw), xw))
}
weights <- function(w) {
  exw <- exp(X %*% t(w))
  ifelse(is.infinite(exw), 0, exw / (1 + exw)^2)
}
theta <- matrix(0, 1, ncol(X))
iters <- 0
repeat {
  iters <- iters + 1
  g <- as.matrix(grad(theta)) / n
  l <- as.vector(cost(theta)) / n
  H <- as.matrix(t(X) %*% sweep(X, 1, fm.as.vector(weights(theta)), FUN = "*"))
  h.max <- max(abs(H[H != 0]))
  if (h.max > 1) H <- H / h.max
  z <- t(pcg(H, as.vector(-g), maxiter = 1000, tol = 1e-24))
  delta <- 0.5 * as.vector(z %*% t(g))
  # the stopping test FlashR-learn lacks: a zero step, or no step length that still lowers
  # the cost in floating point
  accepted <- FALSE
  eta <- 10
  while (delta < 0 && eta > 1e-12 && !accepted) {
    costs <- lapply(fm.materialize.list(list(cost(theta + eta * z), cost(theta + 0.2 * eta * z))),
                    function(o) as.vector(o) / n)
    if (costs[[1]] < l + delta * eta) accepted <- TRUE
    else if (costs[[2]] < l + delta * 0.2 * eta) { eta <- 0.2 * eta; accepted <- TRUE }
    else eta <- 0.04 * eta
  }
  if (!accepted || iters == 200) break
  theta <- theta + eta * z
}
xs <- scale(x)
fit <- glm(y ~ xs, family = binomial)
print(iters < 200)
print(all.equal(as.vector(theta), unname(coef(fit)), tolerance = 1e-7))
print(round(as.vector(theta), 5))
print(round(unname(coef(fit)), 5))
# why FlashR-learn's own loop never ends once it has converged: below pcg's default tolerance
# on the squared residual the step is the zero vector, so every trial cost equals the current
# one exactly and the Armijo test (cost >= l + delta * eta, delta = 0) holds for every eta
gs <- as.vector(grad(theta)) / n
print(sum(gs^2) <= 1e-6)
z0 <- pcg(H, -gs)
print(z0)
print(identical(as.vector(cost(theta + 10 * t(z0))), as.vector(cost(theta))))
