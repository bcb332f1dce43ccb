# loess on random data: large n (more vertices than 200), ties, spans above 1, exact and approximate
# statistics, weights, parametric and drop.square terms, three predictors, NA rows, enp.target, loess.smooth
set.seed(1)
n <- 300
x <- runif(n, 0, 10); y <- sin(x) + rnorm(n, sd = 0.3)
f <- loess(y ~ x); summary(f); print(fitted(f)[1:10], digits = 10)
f <- loess(y ~ x, span = 0.3, family = "symmetric"); summary(f); print(fitted(f)[1:10], digits = 10)
f <- loess(y ~ x, span = 1.5, degree = 1); summary(f); print(fitted(f)[1:10], digits = 10)
f <- loess(y ~ x, control = loess.control(statistics = "exact")); summary(f)
f <- loess(y ~ x, control = loess.control(statistics = "exact", surface = "direct")); summary(f)
f <- loess(y ~ x, control = loess.control(trace.hat = "approximate")); summary(f)
f <- loess(y ~ x, control = loess.control(statistics = "none")); print(f$fitted[1:5], digits = 10); print(f$enp)
xr <- round(x); f <- loess(y ~ xr); summary(f); print(fitted(f)[1:10], digits = 10)
print(predict(f, data.frame(xr = c(0, 0.5, 3.2, 10, 11)), se = TRUE), digits = 10)
z <- runif(n); w <- runif(n) + 0.5
g <- loess(y ~ x + z, weights = w); summary(g); print(fitted(g)[1:10], digits = 10)
g <- loess(y ~ x * z, parametric = "z", drop.square = "z"); summary(g); print(fitted(g)[1:10], digits = 10)
g <- loess(y ~ x + z, normalize = FALSE, span = 0.5, degree = 1); summary(g); print(fitted(g)[1:10], digits = 10)
u <- rnorm(n)
g <- loess(y ~ x + z + u); summary(g); print(fitted(g)[1:10], digits = 10)
g <- loess(y ~ x + z + u, control = loess.control(surface = "direct")); summary(g); print(fitted(g)[1:10], digits = 10)
nd <- data.frame(x = c(2, 5, 8), z = c(.2, .5, .9), u = c(0, .1, -.3))
print(predict(g, nd, se = TRUE), digits = 10)
s <- loess.smooth(x, y); print(s$y[1:10], digits = 10)
s <- loess.smooth(x, y, family = "gaussian", degree = 2, evaluation = 7); print(s, digits = 10)
y2 <- y; y2[c(3, 7)] <- NA
f <- loess(y2 ~ x); f; print(residuals(f)[1:5], digits = 10)
f <- loess(y ~ x, enp.target = 8); f
set.seed(2)
x <- 1:100; y <- x + rnorm(100)
f <- loess(y ~ x, span = 0.29, control = loess.control(surface = "direct")); print(fitted(f)[1:5], digits = 12); f
f <- loess(y ~ x, span = 0.07, degree = 2); f
x <- c(1, 1, 1, 2, 2, 3, 3, 3, 4, 5); y <- c(2, 3, 1, 5, 4, 6, 7, 5, 9, 8)
f <- loess(y ~ x, degree = 1, span = 0.5); f
print(fitted(f), digits = 10)
