# svd() of wide matrices: dgesdd paths (LQ first, or lower bidiagonal), R signs
s <- svd(matrix(1:12, 3))   # rank two: the null space's basis and the zero's digits differ between LAPACK builds
print(s$d[1:2]); print(s$u[, 1:2]); print(s$v[, 1:2]); print(s$d[3] < 1e-12)
set.seed(21); for (i in 1:3) { x <- matrix(round(rnorm(12), 2), 3); print(svd(x)) }
set.seed(22); for (i in 1:3) { x <- matrix(round(rnorm(15), 2), 3); print(svd(x)) }
set.seed(23); for (i in 1:2) { x <- matrix(round(rnorm(40), 2), 4); print(svd(x)) }
set.seed(24); x <- matrix(round(rnorm(30), 2), 5); print(svd(x))
set.seed(25); x <- matrix(round(rnorm(20), 2), 4); print(svd(x))
