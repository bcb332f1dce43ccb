d <- data.frame(y = c(3.1, 4.5, 5.2, 6.8, 7.1, 8.9, 9.4, 11.2, 11.9, 13.5, 14.2, 15.8),
  x1 = c(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), x2 = c(2.3, 1.1, 4.5, 3.2, 6.1, 5.5, 7.7, 6.2, 9.1, 8.8, 10.4, 12.1),
  g = factor(rep(c("a","b","c"), 4)))
update(y ~ x, . ~ . + z)
update(y ~ x, ~ . + z)
update(y ~ x * z, log(.) ~ .:w)
update(~ x, y ~ .)
update(y ~ x, . ~ 0 + .)
update(y ~ x, . ~ . - x)
update(y ~ x, . ~ . - x - 1)
update(y ~ a + b + c, . ~ . - b)
update(y ~ a + b, sqrt(.) ~ . + a:b)
m1 <- lm(y ~ x1, data = d)
m2 <- update(m1, . ~ . + x2)
m2
m3 <- update(m2, . ~ . - x1)
coef(m3)
m4 <- update(m1, data = d[1:8, ])
m4
update(m1, . ~ . + g, evaluate = FALSE)
m5 <- update(m1, subset = x1 > 2)
m5$call
anova(m1, m2, update(m2, . ~ . + g))
reformulate(c("a", "b:c"), "y")
reformulate(c("a", "b"), intercept = FALSE)
reformulate(character(), "y")
r <- try(update(list(a = 1), . ~ .))
