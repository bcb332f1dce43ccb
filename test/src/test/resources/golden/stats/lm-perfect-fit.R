# summary.lm's test for an essentially perfect fit (resvar < (mean(f)^2 + var(f)) * 1e-30), with
# and without an intercept, at and near its limit, and with non-finite fitted values' variance
w <- function(expr) withCallingHandlers(expr, warning = function(c) {
    cat("warning:", conditionMessage(c), "\n"); invokeRestart("muffleWarning") })
x <- 1:10
s <- w(summary(lm(y ~ x, data.frame(x = x, y = 2 * x + 1))))
print(s$r.squared); print(signif(s$sigma, 3) == 0 | s$sigma < 1e-10)
s <- w(summary(lm(y ~ x - 1, data.frame(x = x, y = 3 * x))))
print(s$df)
set.seed(1)
for (e in c(1e-14, 1e-15, 1e-16, 1e-17, 0)) {
    d <- data.frame(x = x, y = 5 + 0.5 * x + e * rnorm(10))
    s <- w(summary(lm(y ~ x, d)))
    cat(e, format(s$coefficients[, 1], digits = 10), "\n")
}
d <- data.frame(x = c(1, 2, 3, 4), g = factor(c("a", "b", "a", "b")), y = c(1e200, 2e200, 3e200, 4.5e200))
s <- w(summary(lm(y ~ x + g, d))); print(signif(s$coefficients[, 1], 6))
s <- w(summary(lm(y ~ 1, data.frame(y = c(2, 2, 2))))); print(s$coefficients)
