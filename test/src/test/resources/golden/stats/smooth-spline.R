# smooth.spline: GCV, df, spar, lambda and CV fits; print, predict with derivatives, fitted, residuals
x <- c(1:20, 22, 25, 30)
y <- sin(x/4) + c(0.1, -0.2, 0.05, 0.3, -0.1, 0.02, -0.15, 0.2, -0.05, 0.1, 0.12, -0.3, 0.04, 0.2, -0.1, 0.05, 0.15, -0.2, 0.1, -0.05, 0.2, -0.1, 0.03)
s <- smooth.spline(x, y)
s
str(unclass(s)[c("df", "lambda", "spar", "crit", "pen.crit", "cv.crit")])
predict(s, c(0, 2.5, 10, 31, 35))
predict(s, c(0, 2.5, 10, 31, 35), deriv = 1)
predict(s, c(2.5, 10), deriv = 2)
head(fitted(s)); head(residuals(s))
s2 <- smooth.spline(x, y, df = 5)
s2
s3 <- smooth.spline(x, y, spar = 0.5)
s3
s4 <- smooth.spline(x, y, lambda = 1e-3)
s4
s5 <- smooth.spline(x, y, cv = TRUE)
s5
