set.seed(123)
x <- arima.sim(list(ar = c(0.6, -0.3), ma = 0.4), n = 120)
round(head(x, 8), 6)
f <- arima(x, order = c(2, 0, 1), include.mean = FALSE)
f
f$code; f$nobs; f$n.cond; f$arma
round(f$model$a, 6)
p <- predict(f, n.ahead = 5)
round(p$pred, 6); round(p$se, 6)
predict(f, n.ahead = 2, se.fit = FALSE)
y <- arima.sim(list(order = c(1, 1, 0), ar = 0.7), n = 60)
length(y); tsp(y)
g <- arima(y, order = c(1, 1, 0))
g
fl <- arima(LakeHuron, order = c(2, 0, 0), xreg = time(LakeHuron) - 1920)
predict(fl, n.ahead = 3, newxreg = 1973:1975 - 1920)
tryCatch(arima(lh, order = c(1, 0)), error = function(e) conditionMessage(e))
tryCatch(arima(lh, order = c(1, 0, 0), xreg = 1:10), error = function(e) conditionMessage(e))
tryCatch(arima(lh, order = c(1, 0, 0), fixed = c(NA, NA, 1)), error = function(e) conditionMessage(e))
tryCatch(arima.sim(list(ar = 1.2), n = 10), error = function(e) conditionMessage(e))
w <- arima(lh, order = c(1, 0, 0), fixed = c(0.5, NA))
w
pdf(tempfile(fileext = ".pdf")); tsdiag(arima(lh, order = c(1, 0, 0))); invisible(dev.off())
