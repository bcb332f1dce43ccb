if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.svd: singular values and vectors from the eigen decomposition of the Gram matrix
set.seed(17)
m <- matrix(round(rnorm(15 * 4), 2), 15, 4)
x <- fm.conv.R2FM(m)
s <- fm.svd(x)
names(s)
round(s$d, 6)
class(s$u)
dim(s$u)
dim(s$v)
round(abs(fm.conv.FM2R(s$v)), 6)
round(abs(fm.conv.FM2R(s$u))[1:5, ], 6)
s$options
# as GNU R's svd, up to the signs of the vectors
round(svd(m)$d, 6)
# only some vectors
s2 <- fm.svd(x, nu = 2, nv = 0)
round(s2$d, 6)
dim(s2$u)
s2$v
s3 <- fm.svd(x, nu = 0, nv = 1)
s3$u
round(abs(fm.conv.FM2R(s3$v)), 6)
# a wide matrix: the left vectors come from the small Gram matrix
w <- fm.conv.R2FM(t(m))
sw <- fm.svd(w, nu = 3, nv = 2)
round(sw$d, 6)
dim(sw$u)
dim(sw$v)
round(abs(fm.conv.FM2R(sw$u)), 6)
round(abs(fm.conv.FM2R(sw$v))[1:4, ], 6)
# the long vectors have unit length
round(colSums(fm.conv.FM2R(s$u)^2), 10)
# only FlashR matrices
r <- tryCatch(fm.svd(m), error = function(e) conditionMessage(e))
r
