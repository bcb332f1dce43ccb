# matrix() and array() of a factor use its labels
f <- structure(c(1L, 2L, 1L), levels = c("a", "b"), class = "factor")
print(matrix(f, 1)); print(array(f, c(1,3))); print(matrix(f))
