# R's default qr() and lm() bit for bit: every value of qr, qraux, pivot, qr.qty, qr.qy, qr.coef,
# qr.fitted, lm.fit and lm on random shapes (rank-deficient ones pivoted), written as %.17g lines.
# Usage: Rscript qr-bits.R r.txt; flashr qr-bits.R f.txt; cmp r.txt f.txt   (flashr's default mode
# against GNU R linked to the same OpenBLAS; with options(flashr.exact.blas = TRUE) first, against
# R with the reference BLAS: LD_PRELOAD=/usr/lib/x86_64-linux-gnu/blas/libblas.so.3 Rscript ...)
set.seed(42)
out <- character(0)
add <- function(tag, v) out <<- c(out, paste(tag, sprintf("%.17g", as.vector(v))))
for (sh in list(c(1,1), c(5,3), c(3,5), c(40,40), c(100,7), c(333,211), c(60,90), c(1000,20))) {
  n <- sh[1]; p <- sh[2]
  A <- matrix(rnorm(n * p), n, p)
  if (p >= 4) { A[, 3] <- A[, 1] + 2 * A[, 2]; A[, p] <- 0 }  # rank deficient: pivoting and a zero column
  q <- qr(A)
  add(paste("qr", n, p), q$qr); add(paste("qraux", n, p), q$qraux); add(paste("pivot", n, p), q$pivot); add(paste("rank", n, p), q$rank)
  y <- rnorm(n)
  add(paste("qty", n, p), qr.qty(q, y)); add(paste("qy", n, p), qr.qy(q, y))
  add(paste("coef", n, p), qr.coef(q, y)); add(paste("fitted", n, p), qr.fitted(q, y))
  if (n >= p) { f <- lm.fit(A, y); add(paste("lmcoef", n, p), f$coefficients); add(paste("lmres", n, p), f$residuals); add(paste("eff", n, p), f$effects) }
}
X <- cbind(1, matrix(runif(2000 * 5), 2000))
fit <- lm(rnorm(2000) ~ X[, -1])
add("lm", coef(fit)); add("lmres", residuals(fit))
writeLines(out, commandArgs(TRUE)[1])
