set.seed(1)
x <- 1:20
y <- 3 + 2 * x + rnorm(20)
fit <- lm(y ~ x)
print(coef(fit))
fit
summary(fit)
df <- data.frame(a = rnorm(30), b = runif(30))
df$y <- 1 + df$a - 2 * df$b + rnorm(30, sd = 0.1)
m <- lm(y ~ a + b, data = df)
print(round(predict(m, newdata = data.frame(a = c(0, 1), b = c(0.5, 0.5))), 4))
print(round(summary(m)$r.squared, 4))
print(round(resid(m)[1:3], 4))
