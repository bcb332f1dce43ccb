# cov, cor and var to the last bit: R's cov.c takes each difference from the mean and each
# product of two differences in long double, so printing 17 digits shows every bit
p <- function(m) cat(sprintf("%.17g", m), "\n")
set.seed(1); x <- matrix(runif(160), 40, 4)
p(cov(x)); p(cor(x)); p(var(x[, 1])); p(var(x))
set.seed(2); y <- matrix(rnorm(300, mean = 1e6), 100, 3)
p(cov(y)); p(cor(y)); p(cov(x[1:30, ], y[1:30, ])); p(cor(x[1:30, ], y[1:30, ]))
set.seed(3); big <- matrix(rnorm(400, sd = 1e-3) + 1e9, 80, 5)
p(cov(big)); p(cor(big))
set.seed(4); v <- matrix(rexp(2000) * 1e-120, 500, 4)
p(cov(v)); p(cor(v))
z <- x; z[3, 2] <- NA
p(cov(z)); p(cov(z, use = "complete.obs")); p(cor(z, use = "complete.obs")); p(var(z, na.rm = TRUE))
p(cov(x[1:2, ])); p(cor(x[1:2, ])); p(cov(x[1, , drop = FALSE])); p(var(x[1:2, 1]))
w <- cbind(x[, 1], 5, x[, 3] * 1e-10)
p(cov(w)); p(suppressWarnings(cor(w)))
p(cov(c(1, Inf, 3), c(1, 2, 3))); p(cov(c(1, NaN, 3), c(1, 2, 3)))
p(cov(1:10, (1:10)^2)); p(cor(1:10, (1:10)^2)); p(sd(x[, 4]))
