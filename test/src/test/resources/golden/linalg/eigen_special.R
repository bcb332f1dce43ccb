# eigen() of diagonal, block-diagonal and tridiagonal symmetric matrices
print(eigen(diag(3)))
print(eigen(diag(c(1, 2, 3))))
print(eigen(diag(c(3, 1, 2)))$vectors)
print(eigen(matrix(c(2, 1, 0, 1, 2, 0, 0, 0, 5), 3)))
print(eigen(matrix(c(4, 1, 0, 1, 3, 1, 0, 1, 2), 3)))
print(eigen(matrix(c(1, 0.5, 0.5, 1), 2)))
print(eigen(matrix(c(2, 0, 0, 2), 2)))
print(eigen(matrix(5)))
