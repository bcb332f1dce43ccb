x <- c(2.1, 3.4, 1.9, 5.6, 4.2, 3.3, 6.1, 5.0, 4.4, 7.2, 6.3, 5.1, 8.0, 7.7, 6.2, 9.1,
       8.4, 7.0, 9.9, 9.2, 8.1, 10.6, 10.0, 9.3)
a <- ar(x)
a
a$order; a$aic; a$partialacf[, 1, 1]; a$var.pred; a$x.mean
a$resid
a3 <- ar(x, aic = FALSE, order.max = 3)
a3
a3$asy.var.coef
predict(a3, n.ahead = 5)
predict(a, n.ahead = 3)
tx <- ts(x, start = c(2010, 1), frequency = 4)
b <- ar.yw(tx, order.max = 2, aic = FALSE)
b
b$resid
predict(b, n.ahead = 4, se.fit = FALSE)
set.seed(1)
e <- rnorm(60)
y <- filter(e, c(0.6, -0.3), method = "recursive")
f <- ar(y, method = "yw")
f
round(f$aic, 4)
ar(y, order.max = 1, demean = FALSE)
z <- ar(e)
z
predict(z, n.ahead = 2)
tryCatch(ar(rep(1, 10)), error = function(e) conditionMessage(e))
tryCatch(ar(x, order.max = 30), error = function(e) conditionMessage(e))
tryCatch(ar(x, order.max = 0), error = function(e) conditionMessage(e))
