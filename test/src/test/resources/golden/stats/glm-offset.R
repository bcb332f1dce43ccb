# offsets in glm: poisson rate models, offset = argument, weights, prediction and update
d <- data.frame(count = c(2, 3, 6, 7, 8, 9, 10, 12, 15, 20),
                x = c(0.1, 0.5, 1.2, 1.9, 2.1, 2.9, 3.5, 3.8, 4.4, 5.0),
                g = factor(rep(c("lo", "hi"), 5), levels = c("lo", "hi")),
                exposure = c(10, 12, 20, 18, 25, 22, 30, 28, 33, 40))
fit <- glm(count ~ x + offset(log(exposure)), family = poisson, data = d)
fit
summary(fit)
anova(fit, test = "Chisq")
fit$offset
fit$null.deviance
fitted(fit)
predict(fit)
residuals(fit, type = "pearson")
nd <- data.frame(x = c(1, 2.5), exposure = c(10, 100), g = c("lo", "hi"))
predict(fit, nd)
predict(fit, nd, type = "response")
fit2 <- glm(count ~ x + g, family = poisson, data = d, offset = log(exposure))
fit2
coef(fit2)
predict(fit2, nd, type = "response")
u <- update(fit, . ~ . + g)
formula(u)
all.equal(coef(u), coef(fit2))
anova(fit, u, test = "Chisq")
fitw <- glm(count ~ x, family = poisson, data = d, offset = log(exposure), weights = rep(c(1, 2), 5))
summary(fitw)
fitg <- glm(count ~ x + offset(log(exposure)), data = d)
fitl <- lm(count ~ x + offset(log(exposure)), data = d)
all.equal(coef(fitg), coef(fitl))
fitg
AIC(fit, u)
logLik(fit)
# binomial with an offset on the logit scale
b <- data.frame(s = c(1, 3, 4, 7, 8), n = c(10, 10, 10, 10, 10), x = 1:5, o = c(0.2, -0.1, 0.3, 0, 0.1))
fb <- glm(cbind(s, n - s) ~ x + offset(o), family = binomial, data = b)
fb
predict(fb, data.frame(x = 6, o = 0.5), type = "response")
# na.exclude with an offset
dn <- d
dn$exposure[3] <- NA
dn$count[7] <- NA
fn <- glm(count ~ x + offset(log(exposure)), family = poisson, data = dn, na.action = na.exclude)
fn
fitted(fn)
residuals(fn)
predict(fn, type = "response")
# standard errors of predictions with offsets, on both scales
fit3 <- glm(count ~ x + g + offset(log(exposure)), family = poisson, data = d)
predict(fit3, data.frame(x = 1, g = "hi", exposure = 5), se.fit = TRUE)
predict(fit3, data.frame(x = c(1, 4), g = c("hi", "lo"), exposure = 5), se.fit = TRUE, type = "response")
predict(fit3, se.fit = TRUE)$se.fit
predict(fn, se.fit = TRUE, type = "response")
predict(glm(count ~ x, data = d, offset = exposure / 10), data.frame(x = 2, exposure = 20), se.fit = TRUE)
# an offset alone: nothing is fitted
f0 <- glm(count ~ offset(log(exposure)) - 1, family = poisson, data = d)
f0
fitted(f0)
deviance(f0)
