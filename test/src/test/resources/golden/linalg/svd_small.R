# svd() of matrices with one or two rows or columns: signs as LAPACK dgesdd gives them
print(svd(matrix(1:4, 2)))
print(svd(matrix(1:6, 2)))
print(svd(matrix(1:6, 3)))
print(svd(matrix(c(1,2), 2)))
print(svd(matrix(c(1,2,3), 1)))
print(svd(matrix(c(-1,2,3), 1)))
print(svd(matrix(-3)))
print(svd(diag(2)))
print(svd(matrix(c(2,0,0,-3),2)))
print(svd(matrix(c(0,1,1,0),2)))
print(svd(matrix(c(3,1,4,1,5,9,2,6),4)))
print(svd(matrix(c(3,-1,4,1,-5,9,2,6,5,3),2)))
set.seed(5); for (i in 1:5) { x <- matrix(round(rnorm(8), 2), 4); print(svd(x)) }
set.seed(6); for (i in 1:5) { x <- matrix(round(rnorm(10), 2), 2); print(svd(x)) }
set.seed(7); for (i in 1:5) { x <- matrix(round(rnorm(4), 2), 2); print(svd(x)) }
