d <- data.frame(y = c(3.1, 4.5, 5.2, 6.8, 7.1, 8.9, 9.4, 11.2),
  x1 = 1:8, x2 = c(2.3, 1.1, 4.5, 3.2, 6.1, 5.5, 7.7, 6.2), x3 = c(0.5, -1.2, 0.3, 2.2, -0.7, 1.1, 0.0, -0.4))
m <- lm(y ~ x1 + x2, data = d)
r <- try(drop1(m, ~ x3))
r <- try(add1(m))
r <- try(add1(m, ~ x1 + x2))
r <- try(drop1(m, c("x1", "zz")))
drop1(m, "x2", test = "F")
add1(m, "x3", test = "F")
s <- step(m, trace = 0)
s$anova
s <- step(m, scope = list(lower = ~ x3, upper = ~ x1 + x2 + x3))
