if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.eigen on a larger operator, where the basis restarts before the pairs converge
set.seed(8)
n <- 240
Q <- qr.Q(qr(matrix(rnorm(n * n), n)))
lam <- c(50, -45, 40, 36, 30, seq(10, -10, length.out = n - 5))
A <- Q %*% (lam * t(Q))
A <- (A + t(A)) / 2
Afm <- fm.conv.R2FM(A)
r <- fm.eigen(function(x, extra) Afm %*% x, 4, n)
round(r$values, 6)
v <- fm.conv.FM2R(r$vectors)
round(abs(v[1:8, ]), 5)
# the vectors are orthonormal eigenvectors
round(crossprod(v), 8)
max(abs(A %*% v - v %*% diag(r$values))) < 1e-6
r <- fm.eigen(function(x, extra) Afm %*% x, 2, n, which = "SR", options = list(tol = 1e-12, block_size = 2, num_blocks = 8))
round(r$values, 6)
round(abs(fm.conv.FM2R(r$vectors)[1:5, ]), 5)
