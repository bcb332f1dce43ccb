x <- c(2.1, 3.4, 1.9, 5.6, 4.2, 3.3, 6.1, 5.0, 4.4, 7.2, 6.3, 5.1, 8.0, 7.7, 6.2, 9.1)
a <- acf(x, plot = FALSE)
a
str(a)
acf(x, lag.max = 4, type = "covariance", plot = FALSE)
acf(x, lag.max = 3, demean = FALSE, plot = FALSE)
p <- pacf(x, plot = FALSE)
p
acf(x, type = "partial", lag.max = 5, plot = FALSE)
tm <- ts(x, start = c(2000, 1), frequency = 12)
acf(tm, plot = FALSE)
pacf(tm, lag.max = 6, plot = FALSE)
acf(ts(x, frequency = 4), lag.max = 6, plot = FALSE)$lag[, 1, 1]
y <- x; y[c(3, 9)] <- NA
acf(y, na.action = na.pass, plot = FALSE)
tryCatch(acf(y, plot = FALSE), error = function(e) conditionMessage(e))
acf(na.omit(y), lag.max = 3, plot = FALSE)
acf(1:3, plot = FALSE)
acf(5, plot = FALSE)
tryCatch(pacf(5, plot = FALSE), error = function(e) conditionMessage(e))
m <- cbind(u = x, v = rev(x) + sin(seq_along(x)))
acf(m, lag.max = 2, plot = FALSE)
acf(m, lag.max = 2, type = "covariance", plot = FALSE)$acf
Box.test(x)
Box.test(x, lag = 4, type = "Ljung")
Box.test(x, lag = 5, type = "Ljung-Box", fitdf = 2)
Box.test(y, lag = 3)
tryCatch(Box.test(m), error = function(e) conditionMessage(e))
a[1:3]
