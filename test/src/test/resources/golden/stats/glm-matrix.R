# glm with a numeric matrix on the right of the formula: coefficients named after the matrix
set.seed(42)
n <- 60
X <- matrix(rnorm(n * 3), n, 3)
y <- as.numeric(runif(n) < 1 / (1 + exp(-(0.5 + X %*% c(1, -0.5, 0.25)))))
fit <- glm(y ~ X, family = binomial)
print(fit)
print(summary(fit))
colnames(X) <- c("a", "b", "c")
fit2 <- glm(y ~ X, family = binomial(link = "probit"))
print(coef(fit2))
print(c(deviance(fit2), AIC(fit2), fit2$iter))
counts <- rpois(n, exp(0.3 + X[, 1] / 2))
print(glm(counts ~ X, family = poisson))
# a million elements: the fit runs in engine passes where the matrix is held by the engine
n <- 125000
X <- matrix(rnorm(n * 8), n, 8)
y <- as.numeric(runif(n) < 1 / (1 + exp(-(0.2 + X %*% seq(-0.4, 0.3, by = 0.1)))))
big <- glm(y ~ X, family = binomial)
print(big)
print(summary(big))
