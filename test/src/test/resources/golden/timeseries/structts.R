# StructTS: local level, local linear trend and basic structural models by maximum likelihood
# (printed at R's digits: the optimizer's last steps may round differently), with the Kalman tools
fit <- StructTS(Nile, "level")
fit
round(fit$loglik, 3)
fit$code
head(round(fitted(fit), 2))
round(residuals(fit)[1:6], 4)
p <- predict(fit, n.ahead = 3)
round(p$pred, 2); round(p$se, 2)
round(tsSmooth(fit)[1:5], 2)
names(fit)
class(fit)
fit$series
trend <- StructTS(log10(UKgas), type = "trend")
trend
bsm <- StructTS(log10(UKgas), type = "BSM")
bsm
round(bsm$loglik, 3)
dim(fitted(bsm)); colnames(fitted(bsm))
round(window(fitted(bsm), end = c(1961, 4)), 4)
round(tsSmooth(bsm)[1:4, ], 4)
pb <- predict(bsm, n.ahead = 4)
round(pb$pred, 4); round(pb$se, 4)
# default type: BSM for seasonal series, trend otherwise
StructTS(log10(UKgas))$coef > -1
names(StructTS(Nile)$coef)
# fixed variances and starting values
fx <- StructTS(Nile, "level", fixed = c(NA, 15000))
fx
print(StructTS(Nile, "trend", fixed = c(NA, 0, NA)), digits = 3)
StructTS(Nile, "level", init = c(1000, 10000))
# missing values inside the series
y <- Nile; y[c(20, 40:42)] <- NA
fy <- StructTS(y, "level")
fy
round(fitted(fy)[c(19:21, 39:43)], 2)
round(tsSmooth(fy)[c(19:21, 39:43)], 2)
sum(is.na(residuals(fy)))
# a plain vector and a matrix column
StructTS(as.numeric(Nile[1:50]), "level")
# the Kalman tools on a model list
mod <- fit$model0
k <- KalmanLike(Nile, mod, nit = -1L)
round(unlist(k), 6)
r <- KalmanRun(Nile, mod, nit = -1L)
names(r); round(r$values, 6); round(r$resid[1:4], 6); dim(r$states)
s <- KalmanSmooth(Nile, mod, nit = -1L)
names(s); dim(s$smooth); dim(s$var); round(s$smooth[1:3, ], 2); round(s$var[1:3, , ], 2)
u <- KalmanRun(Nile, mod, nit = -1L, update = TRUE)
round(attr(u, "mod")$a, 4)
kf <- KalmanForecast(3, fit$model)
round(kf$pred, 3); round(kf$var, 1)
kfu <- KalmanForecast(2, fit$model, update = TRUE)
round(attr(kfu, "mod")$P, 1)
# diagnostics: the Ljung-Box p-values tsdiag plots
tsdiag(fit)
round(sapply(1:5, function(i) Box.test(residuals(fit), i, type = "Ljung-Box")$p.value), 5)
Box.test(residuals(bsm), 4, type = "Ljung-Box")$p.value > 0
# errors
e <- function(expr) tryCatch(expr, error = function(e) cat("Error:", conditionMessage(e), "\n"))
e(StructTS(cbind(1:10, 1:10)))
e(StructTS(letters))
e(StructTS(c(NA, 1:10), "level"))
e(StructTS(Nile, "BSM"))
e(StructTS(Nile, "level", fixed = c(1, 2)))
e(StructTS(Nile, "other"))
e(KalmanLike(1:10, mod))
e(KalmanForecast(-1, fit$model))
e(KalmanForecast(NA, fit$model))
KalmanForecast(0, fit$model)
e(KalmanLike(Nile, list(Z = 1, a = 1)))
e(KalmanLike(Nile, fit$model0[-2]))
e(KalmanRun(as.integer(Nile), fit$model0))
e(KalmanSmooth(Nile, 1:3))
e(supsmu(1:3, 1:3, span = c(0.1, 0.2)))
