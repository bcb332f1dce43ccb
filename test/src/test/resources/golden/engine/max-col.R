# max.col with ties.method = "first" (in the engine: which.max per row, NA for a row with NA or
# NaN), on rows with ties, -0 and 0, Inf and -Inf, integers, one row or one column, a wide
# matrix, and the positions used as k-means uses them (rowsum, tabulate)
m <- matrix(c(1, 3, 3, 2, 3, 1, 0, 3, 2, -Inf, -Inf, -Inf, 0, -0, 0, Inf, 7, Inf), 6, byrow = TRUE)
max.col(m, "first")
max.col(-m, "first")
max.col(m, ties.method = "first")
max.col(matrix(c(1, NA, 2, 3, NaN, 4), 3), "first")
max.col(matrix(c(2L, 7L, NA, 1L, 5L, 5L, 3L, 9L), 4, 2), "first")
max.col(matrix(c(4L, -2L, 8L), 1, 3), "first")
max.col(matrix(c(2.5, 1, 7), 3, 1), "first")
w <- matrix(c(5, 1, 9, 9, 2, 8, 3, 3, 7, 6, 0, 1, 4, 4, 2, 1), 2)
max.col(w, "first")
max.col(t(w), "first")
set.seed(11)
X <- matrix(runif(3 * 37), 37, 3)
C <- X[1:4, ]
D <- sweep(-2 * tcrossprod(X, C), 2, rowSums(C^2), "+")
cl <- max.col(-D, ties.method = "first")
cl
typeof(cl)
rowsum(X, cl) / tabulate(cl, 4)
identical(cl, apply(D, 1, which.min))
