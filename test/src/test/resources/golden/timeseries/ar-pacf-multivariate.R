x <- c(2.1, 3.4, 1.9, 5.6, 4.2, 3.3, 6.1, 5.0, 4.4, 7.2, 6.3, 5.1, 8.0, 7.7, 6.2, 9.1)
m <- cbind(u = x, v = rev(x) + sin(seq_along(x)))
p <- pacf(m, lag.max = 3, plot = FALSE)
p
a <- ar(m, order.max = 2)
a
a$aic
a$partialacf
round(a$resid, 6)
ar(m, aic = FALSE, order.max = 1)
