if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# the paper's logistic regression (its Figure) written with FlashR GenOps: gradient, cost, line search
X <- fm.conv.R2FM(matrix(cos(seq_len(4000) * 0.37), 1000, 4))
xm <- fm.conv.FM2R(X)
y <- fm.conv.R2FM(as.numeric(xm %*% c(1, -2, 0.5, 1) + 0.3 * sin(seq_len(1000)) > 0))
n <- 1000
sigmoid <- function(z) fm.mapply2(1, fm.mapply2(1, fm.sapply(fm.sapply(z, fm.buo.neg), "exp"), "+"), "/")
grad <- function(X, y, w)
  fm.mapply2(fm.multiply(fm.t(X), fm.mapply2(sigmoid(fm.multiply(X, t(w))), y, "-")), n, "/")
cost <- function(X, y, w) {
  xw <- fm.multiply(X, t(w))
  l <- fm.mapply2(fm.mapply2(y, fm.sapply(xw, fm.buo.neg), "*"),
                  fm.sapply(fm.mapply2(1, fm.sapply(xw, "exp"), "+"), "log"), "+")
  fm.mapply2(fm.agg(l, "+"), n, "/")
}
theta <- matrix(rep(0, 4), nrow = 1)
for (i in 1:8) {
  g <- t(fm.conv.FM2R(grad(X, y, theta)))
  l <- as.vector(cost(X, y, theta))
  eta <- 1
  delta <- 0.5 * as.vector((-g) %*% t(g))
  l2 <- as.vector(cost(X, y, theta + eta * (-g)))
  # Armijo line search (the paper's figure has the comparison reversed)
  while (l2 > l + delta * eta) {
    eta <- eta * 0.2
    l2 <- as.vector(cost(X, y, theta + eta * (-g)))
  }
  theta <- theta + (-g) * eta
  cat(i, round(l, 6), round(eta, 4), "\n")
}
round(theta, 5)
round(as.vector(grad(X, y, theta)), 6)
