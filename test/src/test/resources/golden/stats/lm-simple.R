# simple regression: print, coefficients, residuals, fitted values, summary
x <- c(1, 2, 3, 4, 5, 6, 7, 8)
y <- c(2.1, 3.9, 6.2, 7.8, 10.1, 12.2, 13.8, 16.1)
fit <- lm(y ~ x)
fit
coef(fit)
residuals(fit)
resid(fit)
fitted(fit)
deviance(fit)
df.residual(fit)
nobs(fit)
summary(fit)
