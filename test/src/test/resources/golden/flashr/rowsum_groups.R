if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# rowsum of FlashR objects by groups held in R: integer groups, whole-number doubles (0/1 labels
# as as.numeric makes them), names as as.character gives them, and groups the engine leaves to R
X <- fm.conv.R2FM(matrix(c(1.5, 2, 3, 4, 5, 6, 7, 8, 9.25, 10, 11, 12), 6, 2))
rowsum(X, c(1, 0, 1, 1, 0, 0))
rowsum(X, c(2L, 1L, 2L, 3L, 1L, 2L))
rowsum(X^2, c(1, 0, 1, 1, 0, 0)) / c(3, 3)
rowsum(X, c(100000, -3, 100000, 7, -0, 0))
rowsum(X, c(5, 5, 9, 9, 5, 5))
rowsum(X, c(1e15, 0, 0, 0, 1, 1))
rowsum(X, c(0.5, 1, 0.5, 1, 2, 2))
rowsum(X, c(1, 2, 1, 2, 1, 2), reorder = FALSE)
suppressWarnings(rowsum(X, c(1, NA, 1, 2, 2, 1)))
suppressWarnings(rowsum(X, c(1, NaN, 1, 2, 2, 1)))
# one row, a FlashR vector, non-finite values
rowsum(fm.conv.R2FM(matrix(c(1, 2, 3), 1, 3)), 4)
rowsum(fm.conv.R2FM(c(1, 2, 3, 4)), c(1, 2, 1, 2))
rowsum(fm.conv.R2FM(matrix(c(NA, 1, NaN, 2, Inf, -Inf), 3, 2)), c(1, 1, 0))
# a plain R matrix by double groups
rowsum(matrix(c(1.5, 2, 3, 4), 2, 2), c(1, 1))
