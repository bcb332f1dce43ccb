# multivariate linear models: lm(cbind(a, b) ~ ...) of class "mlm"
d <- data.frame(a = c(1.2, 2.3, 2.9, 4.1, 5.2, 5.8, 7.1, 8.3),
                b = c(3.3, 2.1, 4.4, 3.9, 6.1, 5.5, 7.9, 8.8),
                x = c(1, 2, 3, 4, 5, 6, 7, 8),
                f = factor(c("p", "q", "p", "q", "p", "q", "p", "q")))
fit <- lm(cbind(a, b) ~ x, d)
class(fit)
fit
coef(fit)
fitted(fit)
residuals(fit)
deviance(fit)
summary(fit)
vcov(fit)
sigma(fit)
predict(fit, data.frame(x = c(2.5, 10)))
predict(fit)
fit2 <- lm(cbind(a, b) ~ x + f, d)
fit2
summary(fit2)
vcov(fit2)
predict(fit2, data.frame(x = 3, f = "q"))
fit3 <- lm(cbind(a, b, a + b) ~ x, d)
coef(fit3)
s3 <- summary(fit3)
names(s3)
fit4 <- lm(cbind(a, b) ~ x + offset(x / 2), d)
coef(fit4)
predict(fit4, data.frame(x = 9))
fit5 <- lm(cbind(a, b) ~ x, d, weights = rep(1:2, 4))
coef(fit5)
deviance(fit5)
dn <- d
dn$a[3] <- NA
fit6 <- lm(cbind(a, b) ~ x, dn, na.action = na.exclude)
fitted(fit6)
residuals(fit6)
df.residual(fit6)
# tests of the terms by Pillai's trace and the others
anova(fit2)
anova(fit2, test = "Wilks")
anova(fit2, test = "Hotelling-Lawley")
anova(fit2, test = "Roy")
tryCatch(anova(fit3), error = function(e) conditionMessage(e))
SSD(fit)$SSD
estVar(fit2)
update(fit2, . ~ . - f)
lm(cbind(a, b) ~ 1, d)
update(y ~ x, log(.) ~ . * z)
update(a + b ~ x, . ~ . - x + w)
