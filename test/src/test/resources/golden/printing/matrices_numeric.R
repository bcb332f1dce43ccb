# numeric matrices: each column formatted separately
m <- matrix(1:6, nrow = 2)
print(m)
m2 <- matrix(c(1, 2.5, 3, 4), 2)
m2
print(matrix(c(1.123456789, 2, 3e10, 4), 2))
print(matrix(c(NA, 1, 2, NA), 2))
print(matrix(c(-1.5, 2, 3, -4), 2))
print(matrix(1:3, ncol = 1))
print(matrix(1:3, nrow = 1))
