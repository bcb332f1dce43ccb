# tiny and large p-values in the coefficient table; few residual degrees of freedom
set.seed(1)
x <- 1:50
z <- c(0.3, -0.2, 0.1, 0.4, -0.5, 0.2, 0.0, -0.1, 0.3, -0.3)
y <- 5 + 3 * x + rep(z, 5)
w <- rep(c(1, -1, 2, -2, 0.5), 10)
summary(lm(y ~ x + w))
u <- c(1, 3, 2, 5, 4)
v <- c(2.2, 2.9, 3.1, 4.8, 4.0)
summary(lm(v ~ u))
