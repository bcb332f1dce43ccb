mv <- ar(cbind(mdeaths, fdeaths), method = "ols", order.max = 2)
mv
mv$asy.se.coef$x.mean
b <- try(ar(cbind(a = as.vector(mdeaths), b = as.vector(fdeaths)), method = "ols", aic = FALSE, order.max = 1))
b$var.pred
