# smooth.spline with shared x values: groups summed, singletons as they are, equal and unequal weights
x <- c(rep(1:5, 3), 6, 7, 7, 8, 9, 10, 10, 10, 10)
y <- sin(x) + c(0.1, -0.2, 0.3, 0.05, -0.1, 0.2, 0.15, -0.3, 0.1, 0.0, -0.05, 0.12, 0.3, -0.2, 0.1, 0.02, -0.1, 0.2, 0.05, 0.3, -0.15, 0.1, 0.2, -0.1)
s <- smooth.spline(x, y); s; s$w; print(s$yin, digits = 15)
sw <- smooth.spline(x, y, w = seq_along(x)); sw; print(sw$yin, digits = 15)
set.seed(3); n <- 20000; x <- runif(n) * 10; y <- sin(x) + rnorm(n, sd = 0.3)
