# svd() of square and tall matrices: dgesdd path (QR, bidiagonalisation, bidiagonal QR), R signs
s <- svd(matrix(1:9, 3))   # rank two: the null vector's sign and the zero's digits differ between LAPACK builds
print(s$d[1:2]); print(s$u[, 1:2]); print(s$v[, 1:2]); print(s$d[3] < 1e-12)
print(svd(matrix(c(2,1,0,1,3,1,0,1,4), 3)))
set.seed(11); for (i in 1:4) { x <- matrix(round(rnorm(9), 2), 3); print(svd(x)) }
set.seed(12); for (i in 1:3) { x <- matrix(round(rnorm(12), 2), 4); print(svd(x)) }
set.seed(13); for (i in 1:3) { x <- matrix(round(rnorm(18), 2), 6); print(svd(x)) }
set.seed(14); x <- matrix(round(rnorm(50), 2), 10); print(svd(x))
set.seed(15); x <- matrix(round(rnorm(25), 2), 5); print(svd(x))
