# multiple regression on a data frame, y ~ ., predict with new data
d <- data.frame(a = c(3.1, 4.5, 1.2, 7.7, 5.5, 6.1, 2.2, 8.8, 9.1, 4.4),
                b = c(10, 12, 9, 15, 13, 11, 8, 16, 18, 12),
                r = c(5.2, 7.1, 3.3, 11.9, 8.8, 9.0, 4.1, 13.5, 14.9, 7.0))
m <- lm(r ~ a + b, data = d)
m
summary(m)
summary(lm(r ~ ., data = d))
predict(m, newdata = data.frame(a = c(1, 2, 10), b = c(10, 20, 5)))
predict(m)
