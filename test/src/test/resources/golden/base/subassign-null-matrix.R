# NULL assigned into rows of a matrix or array: R's MatrixAssign/ArrayAssign length error
m <- matrix(0, 2, 2)
try(m[1, ] <- NULL)
try(m[1, ] <- numeric(0))
a <- array(0, c(2, 2, 2))
try(a[1, , ] <- NULL)
m[integer(0), ] <- NULL
print(m)
x <- 1:3
try(x[2] <- NULL)
l <- list(1, 2, 3)
l[2] <- NULL
str(l)
