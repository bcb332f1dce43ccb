fit1 <- arima(lh, order = c(1, 0, 0))
fit1
coef(fit1); vcov(fit1); logLik(fit1); AIC(fit1); BIC(fit1)
predict(fit1, n.ahead = 6)
fit3 <- arima(lh, order = c(3, 0, 0))
fit3
fit11 <- arima(lh, order = c(1, 0, 1))
fit11
predict(fit11, n.ahead = 3)
arima(lh, order = c(3, 0, 0), method = "CSS")
fitu <- arima(USAccDeaths, order = c(0, 1, 1), seasonal = list(order = c(0, 1, 1)))
fitu
predict(fitu, n.ahead = 12)
round(head(residuals(fitu), 14), 4)
fitl <- arima(LakeHuron, order = c(2, 0, 0), xreg = time(LakeHuron) - 1920)
fitl
arima(presidents, c(1, 0, 0))
arima(presidents, c(3, 0, 0), fixed = c(NA, 0, NA, NA))
arima(Nile, order = c(0, 1, 1), method = "ML")
