# offsets in lm: offset() terms, the offset = argument, both; terms, model frames, predictions
d <- data.frame(y = c(3.1, 5.2, 4.0, 8.3, 9.1, 12.5, 11.8, 15.2, 14.1, 18.9),
                x = c(1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
                f = factor(c("a", "b", "c", "a", "b", "c", "a", "b", "c", "a")),
                o = c(0.5, 1.1, 0.2, 1.8, 0.9, 2.4, 1.3, 2.2, 1.0, 3.1),
                w = c(1, 2, 1, 3, 1, 2, 2, 1, 3, 1))
tt <- terms(y ~ x + offset(o) + f:x + offset(log(w)))
attr(tt, "variables")
attr(tt, "offset")
attr(terms(y ~ x + offset(o) + f), "factors")
attr(tt, "term.labels")
attr(terms(y ~ offset(o)), "offset")
attr(terms(~ offset(o) + x), "offset")
attr(delete.response(tt), "offset")
attr(terms(y ~ x:f + z), "variables")
mf <- model.frame(y ~ x + offset(o), d, offset = w)
names(mf)
model.offset(mf)
mf2 <- model.frame(y ~ x, d)
model.offset(mf2)
fit1 <- lm(y ~ x + offset(o), d)
fit1
coef(fit1)
fitted(fit1)
residuals(fit1)
deviance(fit1)
fit1$offset
summary(fit1)
anova(fit1)
fit2 <- lm(y ~ x, d, offset = o)
all.equal(coef(fit1), coef(fit2))
fit2$offset
names(fit2$model)
fit3 <- lm(y ~ x + offset(o), d, offset = 2 * w)
coef(fit3)
fit3$offset
summary(fit3)$coefficients
fit4 <- lm(y ~ x + f + offset(o), d, weights = w)
fit4
summary(fit4)
anova(fit4)
deviance(fit4)
nd <- data.frame(x = c(2.5, 11), f = factor(c("b", "c"), levels = c("a", "b", "c")), o = c(1, 0), w = c(2, 5))
predict(fit1, nd)
predict(fit2, nd)
predict(fit3, nd)
predict(fit4, nd)
predict(fit1)
predict(fit1, se.fit = TRUE)
predict(fit1, nd, interval = "confidence")
predict(fit4, nd, se.fit = TRUE)
predict(fit4, se.fit = TRUE)$se.fit
u <- update(fit1, . ~ . + f)
formula(u)
coef(u)
u2 <- update(fit2, . ~ . + f)
coef(u2)
u2$call
update(y ~ x + offset(o), . ~ . + f)
update(y ~ offset(o) + x, . ~ . - x)
fit0 <- lm(y ~ offset(o) - 1, d)
fit0
fitted(fit0)
# term selection keeps the offset (and the weights)
drop1(fit4)
drop1(fit1, test = "F")
add1(lm(y ~ offset(o), d), ~ . + x + f)
add1(lm(y ~ x, d, offset = o, weights = w), ~ . + f, test = "F")
formula(step(lm(y ~ x + f + offset(o), d), trace = 0))
