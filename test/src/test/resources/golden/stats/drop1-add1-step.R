d <- data.frame(y = c(3.1, 4.5, 5.2, 6.8, 7.1, 8.9, 9.4, 11.2, 11.9, 13.5, 14.2, 15.8, 16.1, 18.0),
  x1 = c(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14),
  x2 = c(2.3, 1.1, 4.5, 3.2, 6.1, 5.5, 7.7, 6.2, 9.1, 8.8, 10.4, 12.1, 11.0, 13.9),
  x3 = c(0.5, -1.2, 0.3, 2.2, -0.7, 1.1, 0.0, -0.4, 1.8, -1.5, 0.9, 0.2, -0.8, 1.3),
  g = factor(rep(c("a", "b"), 7)))
m <- lm(y ~ x1 + x2 + x3 + g, data = d)
drop1(m)
drop1(m, test = "F")
drop1(m, test = "Chisq")
drop1(m, ~ x2 + x3)
drop1(m, scale = 0.1)
mi <- lm(y ~ x1 * g + x2, data = d)
drop1(mi)
m1 <- lm(y ~ x1, data = d)
add1(m1, ~ . + x2 + x3 + g)
add1(m1, ~ . + x2 + x3 + g, test = "F")
add1(m1, ~ . + x2 * g, test = "Chisq")
extractAIC(m)
extractAIC(m, k = log(14))
drop.scope(y ~ a * b + c)
add.scope(y ~ a, y ~ a * b + c)
s <- step(m)
s
s$anova
s2 <- step(m1, scope = ~ x1 + x2 + x3 + g)
s2$anova
s3 <- step(m, trace = 0, direction = "backward", k = log(14))
formula(s3)
s4 <- step(lm(y ~ 1, data = d), scope = list(lower = ~ 1, upper = ~ x1 + x2 + x3 + g), direction = "forward")
