x <- 1:6
dim(x) <- c(2, 3)
print(x)
print(dim(x))
dim(x) <- NULL
print(x)
y <- c(a = 1, b = 2)
dim(y) <- c(1, 2)
print(attributes(y))
print(dim(1:3))
