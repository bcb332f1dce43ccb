# glm of a 0/1 response on a matrix of a million elements (the fit runs in engine passes where the
# matrix is held by the engine): deviance, AIC and the closing warnings as R gives them
set.seed(17)
n <- 125000
X <- matrix(rnorm(n * 8), n, 8)
y <- as.numeric(runif(n) < 1 / (1 + exp(-(0.3 + X %*% seq(-0.5, 0.2, by = 0.1)))))
fit <- glm(y ~ X, family = binomial)
print(fit)
print(c(fit$deviance, fit$null.deviance, fit$aic, AIC(fit)), digits = 10)
print(c(fit$iter, fit$converged, fit$boundary))
print(signif(head(unname(fitted(fit))), 8))
probit <- glm(y ~ X, family = binomial(link = "probit"))
print(c(probit$deviance, probit$aic), digits = 10)
yi <- as.integer(y)
print(c(glm(yi ~ X, family = binomial)$aic, fit$aic), digits = 10)
# separated: probabilities numerically 0 or 1
ys <- as.numeric(X[, 1] + 0.05 * X[, 2] > 0)
sep <- glm(ys ~ X, family = binomial)
print(c(sep$converged, sep$iter))
