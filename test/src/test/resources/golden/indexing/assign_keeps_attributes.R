x <- structure(1:4, myattr = "keep")
x[2] <- 10L
print(attributes(x))
m <- matrix(1:4, 2)
m[1] <- 0L
print(dim(m))
y <- structure(c(a = 1, b = 2), foo = "bar")
print(attributes(y[1]))
