if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# eigs (RSpectra's) of matrices that are not symmetric: complex values by decreasing magnitude,
# each vector scaled so that its largest entry is real and positive (its first rows shown)
unit.phase <- function(v) apply(v, 2, function(x) { j <- which.max(Mod(x)); x * Conj(x[j]) / Mod(x[j]) })
show <- function(r) { print(round(r$values, 6)); print(round(unit.phase(r$vectors)[1:4, , drop = FALSE], 5)) }
set.seed(7)
A <- matrix(rnorm(40 * 40), 40)
r <- eigs(A, 3)
names(r)
typeof(r$values)
r$nconv
show(r)
# the selection rules, on an R matrix and on a FlashR matrix (restarted: n > ncv)
for (w in c("LM", "LR", "SR", "LI")) {
  cat(w, "\n")
  show(eigs(A, 4, which = w))
  show(eigs(fm.conv.R2FM(A), 2, which = w, opts = list(ncv = 12)))
}
# shift and invert: the values nearest sigma
show(eigs(A, 3, sigma = 0.5))
show(eigs(A, 2, which = "LR", sigma = -1))
# a function that multiplies by the matrix; a spectrum of real values (still complex)
B <- matrix(c(4, 1, 0, 0, 0, 1, 3, 1, 0, 0, 0, 1, 2, 1, 0, 0, 0, 1, 1, 1, 0.5, 0, 0, 0, 0), 5, 5)
show(eigs(function(x, args) as.vector(args %*% x), 2, n = 5, args = B))
show(eigs(B, 2, which = "SM"))
