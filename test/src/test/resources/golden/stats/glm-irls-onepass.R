# binomial's logit link, validmu, AIC terms and glm.fit's one-loop working weights, with the
# cases where they hand back to R's code: zero weights, counts, offsets, NAs, out-of-range values
set.seed(7)
n <- 300
x1 <- rnorm(n); x2 <- runif(n)
p <- 1 / (1 + exp(-(0.3 + 1.1 * x1 - 2 * x2)))
y <- rbinom(n, 1, p)
fit <- glm(y ~ x1 + x2, family = binomial)
print(coef(summary(fit)))
cat(format(c(deviance(fit), AIC(fit), fit$null.deviance), digits = 15), fit$iter, "\n")
print(head(fit$weights)); print(head(fit$working.weights)); print(sum(fit$weights))
# some zero prior weights: glm.fit's subsetting path
w <- rep(c(1, 0, 2), length.out = n)
fw <- glm(y ~ x1 + x2, family = binomial, weights = w)
print(coef(summary(fw))); cat(format(c(deviance(fw), AIC(fw)), digits = 15), "\n")
# counts: n > 1 in the AIC
m <- rpois(n, 5) + 1
k <- rbinom(n, m, p)
fc <- glm(cbind(k, m - k) ~ x1 + x2, family = binomial)
print(coef(fc)); cat(format(c(deviance(fc), AIC(fc)), digits = 15), "\n")
# proportions with weights, an offset, quasibinomial and probit
fp <- glm(k / m ~ x1, family = binomial, weights = m, offset = 0.1 * x2)
print(coef(fp)); cat(format(c(deviance(fp), AIC(fp), fp$null.deviance), digits = 15), "\n")
fq <- glm(y ~ x1 + x2, family = quasibinomial)
print(coef(summary(fq)))
fpr <- glm(y ~ x1 + x2, family = binomial(link = "probit"))
cat(format(c(coef(fpr), deviance(fpr), AIC(fpr)), digits = 15), "\n")
# poisson (integer y) and gaussian go through R's code as before
fpo <- glm(m ~ x1 + x2, family = poisson)
cat(format(c(coef(fpo), deviance(fpo), AIC(fpo)), digits = 15), "\n")
# the family functions on their own
b <- binomial()
print(b$linkfun(c(0.1, 0.5, 0.9, NA, 0, 1)))
print(b$linkfun(c(a = 0.25, b = 0.75)))
print(tryCatch(b$linkfun(c(0.5, 1.5)), error = conditionMessage))
print(b$validmu(c(0.2, 0.7))); print(b$validmu(c(0.2, NA))); print(b$validmu(c(0.2, 1)))
print(b$validmu(c(0.2, Inf))); print(b$validmu(numeric(0)))
print(b$aic(c(1, 0, 1), rep(1, 3), c(0.3, 0.4, 0.8), rep(1, 3), 0))
print(b$aic(c(1, 0, NA), rep(1, 3), c(0.3, 0.4, 0.8), rep(1, 3), 0))
print(b$aic(c(0.5, 0, 1), c(2, 1, 3), c(0.3, 0.4, 0.8), c(2, 1, 3), 0))
print(b$aic(c(1, 0), rep(1, 2), c(0.3, 1.4), rep(1, 2), 0))
print(b$aic(c(1, 0, 1, 1), 1, c(0.3, 0.4), rep(1, 4), 0))
