# rowSums and friends with NA and na.rm
m <- matrix(c(1, NA, 3, 4, NaN, 6), 2)
print(rowSums(m))
print(rowSums(m, na.rm = TRUE))
print(colMeans(m))
print(colMeans(m, na.rm = TRUE))
print(rowMeans(matrix(c(NA, NA, 3, 4), 2), na.rm = TRUE))
print(colSums(matrix(c(1L, NA, 3L, 4L), 2)))
print(colSums(matrix(c(Inf, -Inf, 1, 2), 2)))
