# an aliased column gets an NA coefficient; a perfect fit
d <- data.frame(a = c(3.1, 4.5, 1.2, 7.7, 5.5, 6.1, 2.2, 8.8),
                b = c(10, 12, 9, 15, 13, 11, 8, 16),
                r = c(5.2, 7.1, 3.3, 11.9, 8.8, 9.0, 4.1, 13.5))
d$c <- 2 * d$a
fit <- lm(r ~ a + c + b, d)
fit
coef(fit)
summary(fit)
x <- 1:10
y <- 3 + 2 * x
coef(lm(y ~ x))
