if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# a non-conformable inner product is an R error
X <- fm.seq.matrix(1, 6, 2, 3)
print(fm.conv.FM2R(fm.multiply(X, matrix(1, 3, 1))))
fm.inner.prod(X, matrix(1, 2, 2), "*", "+")
