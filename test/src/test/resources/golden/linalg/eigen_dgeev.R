# eigen() of non-symmetric matrices along LAPACK dgeev: balancing, Hessenberg QR, back substitution
e <- eigen(matrix(c(2, 1, 0, 1, 3, 1, 0, 0, 4), 3))
print(e)
print(eigen(matrix(c(1, 2, 3, 4, 5, 6, 7, 8, 10), 3)))
print(eigen(matrix(c(1, 0, 0, 2, 3, 0, 4, 5, 6), 3)))
print(eigen(matrix(c(1, 2, 3, 0, 4, 5, 0, 0, 6), 3)))
print(eigen(matrix(c(2, 0, 0, 0, 1, 3, 0, 0, 0, 0, 1, 2, 0, 0, 0, 4), 4)))
print(eigen(matrix(c(2, 1, 1, 0, 2, 1, 0, 0, 2), 3)))
print(eigen(matrix(c(1, 2, 3, 4, 5, 6, 7, 8, 10), 3), only.values = TRUE))
for (s in 31:38) {
  set.seed(s)
  n <- sample(3:6, 1)
  x <- matrix(round(rnorm(n * n), 1), n)
  x <- x %*% diag(sample(1:9, n)) %*% solve(x)
  e <- eigen(x)
  print(round(e$values, 8))
  print(round(e$vectors, 8))
}
