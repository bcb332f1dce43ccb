# models without intercept and with I() terms
d <- data.frame(a = c(3.1, 4.5, 1.2, 7.7, 5.5, 6.1, 2.2, 8.8, 9.1, 4.4),
                r = c(5.2, 7.1, 3.3, 11.9, 8.8, 9.0, 4.1, 13.5, 14.9, 7.0))
lm(r ~ a - 1, d)
summary(lm(r ~ a - 1, d))
lm(r ~ 0 + a + I(a^2), d)
q <- lm(r ~ a + I(a^2), data = d)
summary(q)
predict(q, data.frame(a = 1:3))
