if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# FlashR-learn's Newton step solves H z = -g by pcg (CRAN's pcg); its lda.fm names a FlashR
# table's counts by the FlashR factor's levels and a posterior's columns by those names
set.seed(21)
A <- crossprod(matrix(rnorm(60), 12, 5)) + diag(5)
b <- rnorm(5)
x <- pcg(A, b, tol = 1e-20)
print(dim(x))
print(all.equal(as.vector(x), solve(A, b)))
print(all.equal(as.vector(pcg(fm.conv.R2FM(A), fm.conv.R2FM(b), tol = 1e-20)), solve(A, b)))
print(all.equal(as.vector(pcg(A, b, M = diag(diag(A)), tol = 1e-20)), solve(A, b)))
# the default tolerance is on the squared residual norm
print(sum((A %*% pcg(A, b) - b)^2) <= 1e-6)
# a 1 x 1 system and a zero diagonal entry's preconditioner
print(as.vector(pcg(matrix(4), 2)))
print(pcg(matrix(2), 0))
print(capture.output(pcg(A, b, maxiter = 1))[1])
# the zero vector when b meets the tolerance; the message itself after maxiter steps
print(pcg(A, b * 1e-4))
print(pcg(A, b, maxiter = 2))
# names of a FlashR table's counts from a FlashR factor's levels (lda.fm)
g <- fm.as.factor(fm.conv.R2FM(c(3, 1, 3, 3, 7, 1)))
lev <- levels(g)
counts <- as.vector(fm.table(g))
prior <- counts / 6
names(prior) <- names(counts) <- lev
print(as.character(fm.conv.FM2R(names(counts))))
print(as.character(fm.conv.FM2R(names(prior))))
print(as.vector(fm.conv.FM2R(prior)))
post <- matrix(c(0.2, 0.5, 0.3, 0.1, 0.1, 0.8), 2, 3, byrow = TRUE)
dimnames(post) <- list(NULL, names(prior))
print(post)
