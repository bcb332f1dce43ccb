# The same products in GNU R with the Matrix package (dgCMatrix), for comparison with spmm.R.
# Usage: Rscript bench/sparse/spmm-matrix.R FILE
library(Matrix)
file <- commandArgs(trailingOnly = TRUE)[1]
t0 <- proc.time()[["elapsed"]]
e <- scan(file, what = list(0L, 0L), quiet = TRUE)
n <- max(e[[1]], e[[2]]) + 1
A <- sparseMatrix(i = e[[1]] + 1, j = e[[2]] + 1, x = 1, dims = c(n, n))
cat(sprintf("load: %.2f s\n", proc.time()[["elapsed"]] - t0))
nnz <- sum(A)
At <- t(A)
for (k in c(1, 8)) {
    X <- matrix(runif(n * k), n, k)
    for (rep in 1:2) Y <- A %*% X
    reps <- if (k == 1) 10 else 4
    t0 <- proc.time()[["elapsed"]]
    for (rep in seq_len(reps)) Y <- A %*% X
    t <- (proc.time()[["elapsed"]] - t0) / reps
    cat(sprintf("k = %d: %.3f s per product, %.1f M edges/s\n", k, t, nnz / t / 1e6))
    t0 <- proc.time()[["elapsed"]]
    for (rep in seq_len(reps)) Y <- At %*% X
    t <- (proc.time()[["elapsed"]] - t0) / reps
    cat(sprintf("k = %d, t(A): %.3f s per product, %.1f M edges/s\n", k, t, nnz / t / 1e6))
}
