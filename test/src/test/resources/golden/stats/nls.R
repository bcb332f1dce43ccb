# nonlinear least squares (Gauss-Newton) printed as R prints the fit and its summary
x <- c(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
y <- c(2.9, 4.3, 6.2, 9.1, 13.4, 19.7, 29.4, 43.8, 65.3, 97.1)
# the tolerance reached at convergence is rounding noise of the BLAS, so it is checked, not printed
options(show.nls.convergence = FALSE)
fit <- nls(y ~ a * exp(b * x), start = list(a = 1, b = 0.2))
fit
coef(fit)
summary(fit)
deviance(fit)
df.residual(fit)
round(residuals(fit), 5)
round(fitted(fit), 4)
predict(fit, newdata = list(x = c(11, 12)))
round(vcov(fit), 8)
logLik(fit)
nobs(fit)
formula(fit)
fit$convInfo$isConv
fit$convInfo$finIter
fit$convInfo$finTol < 1e-5
d <- data.frame(conc = c(0.02, 0.06, 0.11, 0.22, 0.56, 1.1, 0.02, 0.06, 0.11, 0.22, 0.56, 1.1),
                rate = c(76, 97, 123, 159, 191, 207, 47, 107, 139, 152, 201, 200))
mm <- nls(rate ~ Vm * conc / (K + conc), data = d, start = c(Vm = 200, K = 0.1))
mm
summary(mm, correlation = TRUE)
predict(mm, data.frame(conc = c(0.5, 1)))
w <- nls(rate ~ Vm * conc / (K + conc), data = d, start = list(Vm = 200, K = 0.1), weights = 1 / rate)
w
ctl <- nls(y ~ a * exp(b * x), start = list(a = 1, b = 0.2), control = nls.control(maxiter = 2, warnOnly = TRUE))
ctl$convInfo$stopMessage
try(nls(y ~ a * exp(b * x), start = list(a = 1, b = 0.2), control = list(maxiter = 2)))
try(nls(y ~ a * exp(b * x) + c * exp(b * x), start = list(a = 1, b = 0.2, c = 1)))
try(nls(y ~ a * exp(b * x), start = list(a = 1)))
nls.control()
nd <- numericDeriv(quote(a * exp(b * x)), c("a", "b"), list2env(list(a = 2, b = 0.1, x = 1:3)))
nd
