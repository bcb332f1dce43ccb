r <- try(ar(lh, method = "burg", order.max = 0))
r <- try(ar(cbind(mdeaths, fdeaths), method = "mle"))
r <- try(ar(lh, method = "ols", order.max = 48))
r <- try(ar(lh, method = "nope"))
ar(rep(1, 10), method = "burg")$var.pred
