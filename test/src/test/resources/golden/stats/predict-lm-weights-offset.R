# prediction intervals of a weighted fit with an offset: R's prediction variance and warnings
d <- data.frame(y = c(3.1, 5.2, 4.0, 8.3, 9.1, 12.5, 11.8, 15.2, 14.1, 18.9), x = 1:10,
                o = c(0.5, 1.1, 0.2, 1.8, 0.9, 2.4, 1.3, 2.2, 1.0, 3.1), w = c(1, 2, 1, 3, 1, 2, 2, 1, 3, 1))
f <- lm(y ~ x + offset(o), d, weights = w)
predict(f, data.frame(x = 3, o = 1), interval = "prediction")
predict(f, data.frame(x = 3:4, o = 1), interval = "prediction", weights = c(2, 4))
predict(f, interval = "prediction")
u <- lm(y ~ x, d)
predict(u, interval = "prediction")[1:3, ]
predict(u, data.frame(x = 11), interval = "prediction", level = 0.9)
