fit <- ar(lh, method = "burg")
fit
predict(fit, n.ahead = 5)
ar(lh, method = "burg", aic = FALSE, order.max = 3)
ar.burg(lh, var.method = 2L)
ar(LakeHuron, method = "burg", demean = FALSE)
b <- ar(Nile, method = "burg", order.max = 4)
b$aic
b$partialacf
fo <- ar(lh, method = "ols")
fo
predict(fo, n.ahead = 4)
ar(lh, method = "ols", aic = FALSE, order.max = 4)
ar(LakeHuron, method = "ols", intercept = FALSE)
ar.ols(LakeHuron, demean = FALSE, order.max = 2, aic = FALSE)
fo$asy.se.coef
fm <- ar(lh, method = "mle")
fm
p <- predict(fm, n.ahead = 3)
round(as.vector(p$pred), 3)
round(as.vector(p$se), 3)
ar(lh, method = "mle", order.max = 2, aic = FALSE)
round(fm$aic[1:4], 2)
fm$order.max
