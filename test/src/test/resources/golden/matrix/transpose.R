# t(): matrices, vectors, dimnames, other attributes
m <- matrix(1:6, 2, dimnames = list(c("a", "b"), c("x", "y", "z")))
print(t(m))
print(t(1:3))
print(t(c(a = 1, b = 2)))
n <- matrix(1:6, 2, dimnames = list(r = c("a", "b"), c = NULL))
print(t(n))
x <- matrix(1:4, 2)
attr(x, "foo") <- "bar"
print(attributes(t(x)))
print(t(t(m)))
print(t(matrix(c(TRUE, FALSE), 1)))
