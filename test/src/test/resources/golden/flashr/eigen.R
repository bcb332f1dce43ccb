if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.eigen: eigenpairs of a symmetric operator given as a function that multiplies a block of vectors
set.seed(21)
B <- matrix(rnorm(60 * 12), 60, 12)
A <- crossprod(B)
mul <- function(x, extra) A %*% x
r <- fm.eigen(mul, 3, 12)
names(r)
round(r$values, 6)
class(r$vectors)
dim(r$vectors)
round(abs(fm.conv.FM2R(r$vectors)), 5)
# the same from GNU R's eigen of the explicit matrix
round(eigen(A, symmetric = TRUE)$values[1:3], 6)
# an operator on a FlashR matrix
Afm <- fm.conv.R2FM(A)
r2 <- fm.eigen(function(x, extra) Afm %*% x, 2, 12, which = "LR")
round(r2$values, 6)
# the selection rules on a matrix with negative eigenvalues
Q <- qr.Q(qr(matrix(rnorm(100), 10)))
lam <- c(9, -8, 6, 4, 2.5, 1, -0.5, -3, 0.25, 7)
S <- Q %*% (lam * t(Q))
S <- (S + t(S)) / 2
for (w in c("LM", "SM", "LR", "SR")) {
  e <- fm.eigen(function(x, extra) S %*% x, 3, 10, which = w)
  cat(w, ":", format(round(e$values, 6)), "\n")
  print(round(abs(fm.conv.FM2R(e$vectors)), 4))
}
# only symmetric operators; k at most n
r <- fm.eigen(mul, 2, 12, sym = FALSE)
r
r <- fm.eigen(mul, 13, 12)
