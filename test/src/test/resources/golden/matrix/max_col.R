# max.col(): first and last ties methods
m <- matrix(c(1, 3, 3, 2, 3, 1, 0, 3, 2), 3, byrow = TRUE)
print(max.col(m, "first"))
print(max.col(m, "last"))
print(max.col(matrix(c(1, NA, 2, 3), 2), "first"))
print(max.col(matrix(c(5, 1, 2, 7), 2)))
