# offsets with missing values: na.exclude pads fitted values, residuals and predictions
d <- data.frame(y = c(2.0, 3.9, NA, 8.1, 9.7, 12.2, 14.3, 15.8, 18.4, 19.9),
                x = c(1, 2, 3, 4, 5, 6, 7, 8, NA, 10),
                f = factor(c("u", "v", "u", "v", "u", "v", "u", "v", "u", "v")),
                o = c(0.3, 0.6, 0.1, NA, 0.8, 1.1, 0.4, 0.9, 1.2, 1.5))
fit <- lm(y ~ x + f + offset(o), d, na.action = na.exclude)
fit
fitted(fit)
residuals(fit)
predict(fit)
predict(fit, se.fit = TRUE)
summary(fit)
nobs(fit)
fit2 <- lm(y ~ x + f, d, offset = o, na.action = na.exclude)
all.equal(fitted(fit), fitted(fit2))
length(fit2$offset)
fit3 <- lm(y ~ x, d, offset = o, subset = x > 2)
coef(fit3)
fit3$offset
predict(fit2, data.frame(x = 3:4, f = c("v", "u"), o = c(0, 1)))
m <- model.frame(y ~ x + offset(o), d, na.action = na.exclude)
dim(m)
model.offset(m)
