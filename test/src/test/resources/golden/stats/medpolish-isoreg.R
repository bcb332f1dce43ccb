mp <- medpolish(USArrests[1:10, ])
mp
mp$overall
m2 <- medpolish(as.matrix(mtcars[1:6, 1:5]), trace.iter = FALSE)
print(m2, digits = 4)
ir <- isoreg(c(1, 0, 4, 3, 3, 5, 4, 2, 0))
ir
fitted(ir)
ir2 <- isoreg(cars$speed, cars$dist)
ir2
head(fitted(ir2), 10)
residuals(ir2)[1:5]
tl <- line(cars)
tl
coef(tl)
round(residuals(tl), 3)
line(1:10, c(2, 4, 3, 5, 7, 8, 8, 10, 12, 11), iter = 3)
k <- ksmooth(cars$speed, cars$dist, "normal", bandwidth = 2)
round(k$y[1:10], 5)
k2 <- ksmooth(cars$speed, cars$dist, "box", bandwidth = 5, n.points = 20)
k2
symnum(cor(mtcars[, 1:6]))
symnum(c(0.001, 0.02, 0.3, 0.9), cutpoints = c(0, 0.001, 0.01, 0.05, 0.1, 1), symbols = c("***", "**", "*", ".", " "))
symnum(c(TRUE, FALSE, NA, TRUE))
pbirthday(23)
qbirthday(0.5)
pbirthday(23, coincident = 3)
qbirthday(coincident = 3)
qbirthday(0.9, classes = 100)
