m <- matrix(c(TRUE, NA, FALSE), 3, 1)
print(as.numeric(m)); print(as.integer(t(m))); print(as.vector(m)); print(as.logical(matrix(c(0, 2, NA), 1)))
x <- matrix(1:6, 2); print(as.numeric(x)); print(as.vector(t(x)))
print(dim(as.numeric(m))); print(is.matrix(as.vector(m)))
