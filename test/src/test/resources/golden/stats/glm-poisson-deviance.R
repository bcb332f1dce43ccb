# poisson's deviance residuals: zeros, NA counts and means, weights, recycling
d <- poisson()$dev.resids
y <- c(0, 1, 2, 5, 0, NA, 3, 10)
mu <- c(0.5, 1.2, 2, 4.1, 3, 1, NA, 9.7)
print(d(y, mu, 1), digits = 17)
print(d(y, mu, c(1, 2)), digits = 17)
print(d(0, 2.5, 3), digits = 17)
print(sum(d(c(3, 0, 1), c(2.9, 0.1, 1.1), 1)), digits = 17)
set.seed(4)
x <- rnorm(200)
yy <- rpois(200, exp(0.3 + 0.5 * x))
fit <- glm(yy ~ x, family = poisson)
print(fit$deviance, digits = 17)
print(summary(fit))
