set.seed(42)
x <- rnorm(500)
d <- density(x)
d
round(d$bw, 6)
round(range(d$y), 6)
round(d$y[c(1, 100, 256, 400, 512)], 8)
d2 <- density(c(1, 2, 2.5, 7), kernel = "epanechnikov", n = 20, from = 0, to = 8)
round(d2$y, 6)
density(x, bw = "nrd", adjust = 2)$bw
for (k in c("rectangular", "triangular", "biweight", "cosine", "optcosine")) print(round(density(x, kernel = k, n = 8)$y, 6))
density(x, give.Rkern = TRUE)
dw <- density(x[1:10], weights = rep(0.1, 10))
round(dw$y[1:5], 6)
tryCatch(density(c(1, NA)), error = function(e) conditionMessage(e))
density(c(1, NA, 3, 4), na.rm = TRUE)$n
