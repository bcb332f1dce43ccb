# smooth.spline: ties, weights, unsorted x, more points than knots, knot choices, CV, df
set.seed(1)
x <- c(5, 1, 3, 3, 8, 2, 9, 7, 7, 7, 4, 6, 10, 12, 11)
y <- c(2.1, 0.5, 1.4, 1.7, 3.9, 1.0, 4.2, 3.1, 3.3, 2.9, 1.9, 2.6, 4.8, 5.5, 5.1)
s <- smooth.spline(x, y)
s
s$x; s$w; s$yin
round(s$lev, 6)
fitted(s)
residuals(s)
w <- c(1, 2, 1, 1, 3, 1, 1, 2, 1, 1, 1, 0.5, 1, 2, 1)
sw <- smooth.spline(x, y, w = w)
sw
residuals(sw, type = "pearson")
sc <- suppressWarnings(smooth.spline(x, y, cv = TRUE))
sc
tryCatch(smooth.spline(x, y, cv = TRUE), warning = function(w) conditionMessage(w))
n <- 120
xx <- seq(0, 10, length.out = n)
yy <- sin(xx) + 0.3 * cos(37 * xx^1.3)
b <- smooth.spline(xx, yy)
b
b$fit$nk
.nknots.smspl(c(49)); .nknots.smspl(120); .nknots.smspl(1000); .nknots.smspl(5000)
ba <- smooth.spline(x, y, all.knots = TRUE)
ba
bk <- smooth.spline(xx, yy, nknots = 15)
bk
bdf <- smooth.spline(xx, yy, df = 10)
bdf
p <- predict(bdf, c(-1, 0, 3.3, 10, 12))
p
predict(bdf, c(-1, 0, 3.3, 10, 12), deriv = 1)
predict(bdf, c(-1, 3.3, 12), deriv = 2)
predict(bdf, c(-1, 3.3, 12), deriv = 3)
str(predict(bdf))
str(predict(bdf, deriv = 1))
str(predict(bdf$fit))
s0 <- smooth.spline(xx, yy, spar = 0)
s0
s15 <- smooth.spline(xx, yy, spar = 1.5)
s15
sl <- smooth.spline(xx, yy, lambda = 1e-5, df.offset = 1, penalty = 1.4)
sl
sna <- smooth.spline(xx, yy, spar = 0.6, cv = NA)
sna$df; sna$cv.crit; sna$lev
sm <- smooth.spline(cbind(xx, yy), df = 6)
sm$df
d <- smooth.spline(xx, yy, df = 200)
d$df
class(s$fit); names(s)
smooth.spline(x, y, all.knots = c(0, 0.2, 0.5, 0.7, 1))
