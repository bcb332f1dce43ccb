if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.svd of a matrix with 120 columns: a few singular values come from fm.eigen on the Gram matrix
set.seed(29)
n <- 300
p <- 120
m <- matrix(rnorm(n * p), n, p) %*% diag(c(40, 30, 22, 15, rep(1, p - 4)))
x <- fm.conv.R2FM(m)
s <- fm.svd(x, nu = 3, nv = 3)
round(s$d, 5)
dim(s$u)
dim(s$v)
round(abs(fm.conv.FM2R(s$v))[1:6, ], 5)
round(abs(fm.conv.FM2R(s$u))[1:6, ], 5)
round(crossprod(fm.conv.FM2R(s$u)), 8)
