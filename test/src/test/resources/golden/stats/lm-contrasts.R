# lm and model.matrix with R's contrasts: ordered factors (contr.poly), a factor's own contrasts, contrasts =
d <- data.frame(y = c(4.2, 5.1, 6.3, 5.8, 7.9, 8.4, 6.6, 7.2, 9.1),
                g = factor(rep(c("a", "b", "c"), 3)),
                o = factor(rep(c("lo", "mid", "hi"), each = 3), levels = c("lo", "mid", "hi"), ordered = TRUE),
                x = c(1.5, 2.1, 2.9, 3.3, 4.2, 4.8, 5.5, 6.1, 6.8))
fit <- lm(y ~ o, data = d)
round(coef(fit), 6)
fit$contrasts
mm <- model.matrix(y ~ g + x, data = d, contrasts.arg = list(g = "contr.sum"))
mm
attr(mm, "contrasts")
round(coef(lm(y ~ g, data = d, contrasts = list(g = "contr.helmert"))), 6)
m2 <- model.matrix(~ g, data = d, contrasts.arg = list(g = contr.sum))
m2
d2 <- d
contrasts(d2$g) <- contr.sum(3)
colnames(model.matrix(y ~ g, data = d2))
round(coef(lm(y ~ g, data = d2)), 6)
colnames(model.matrix(y ~ g - 1, data = d))
colnames(model.matrix(y ~ o + x, data = d))
s <- summary(lm(y ~ o + x, data = d))
round(s$coefficients, 5)
