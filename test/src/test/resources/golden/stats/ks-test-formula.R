set.seed(4)
d <- data.frame(v = c(rnorm(12), rnorm(9, 1)), g = rep(c("ctl", "trt"), c(12, 9)))
ks.test(v ~ g, data = d)
ks.test(v ~ g, data = d, alternative = "less")
ks.test(v ~ g, data = d, alternative = "greater", exact = FALSE)
ks.test(v ~ 1, data = d, y = "pnorm")
ks.test(v ~ 1, data = d, y = "pnorm", alternative = "greater")
r <- ks.test(v ~ g, data = d)
r$groups
r$response
