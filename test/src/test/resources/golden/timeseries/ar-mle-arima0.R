# ar.mle fits each order by arima0, as R does: R's coefficients, variances and AIC to the last digit
a <- ar.mle(lh); a; a$var.pred; a$asy.var.coef
ar(lh, method = "mle", order.max = 3, aic = FALSE)$ar
ar.mle(USAccDeaths, order.max = 4)$aic
