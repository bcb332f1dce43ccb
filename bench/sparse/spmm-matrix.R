# The products of spmm.R in GNU R with the Matrix package (dgCMatrix), for comparison. Prints
# seconds and CPU seconds per product, edges per second and the mean of the product.
# Usage: Rscript bench/sparse/spmm-matrix.R FILE [KS] [t]   (KS e.g. 1,8,32; "t": t(A) %*% X as well)
library(Matrix)
args <- commandArgs(trailingOnly = TRUE)
file <- args[1]
ks <- if (length(args) > 1) as.integer(strsplit(args[2], ",")[[1]]) else c(1L, 8L)
with.t <- identical(args[3], "t")
t0 <- proc.time()[["elapsed"]]
e <- scan(file, what = list(0L, 0L), quiet = TRUE)
n <- max(e[[1]], e[[2]]) + 1
A <- sparseMatrix(i = e[[1]] + 1, j = e[[2]] + 1, x = 1, dims = c(n, n))
rm(e)
cat(sprintf("load: %.2f s\n", proc.time()[["elapsed"]] - t0))
nnz <- sum(A)
cat(sprintf("%d vertices, %.0f entries (sum of A)\n", n, nnz))
At <- if (with.t) t(A)
timed <- function(what, k, f) {
    for (rep in 1:2) Y <- f()
    reps <- if (k == 1) 10 else if (k <= 8) 4 else 2
    t0 <- proc.time()
    for (rep in seq_len(reps)) Y <- f()
    t <- proc.time() - t0
    el <- t[["elapsed"]] / reps
    cpu <- (t[["user.self"]] + t[["sys.self"]]) / reps
    cat(sprintf("%s k = %d: %.3f s per product (%.3f s CPU), %.1f M edges/s, mean %.4f\n",
                what, k, el, cpu, nnz / el / 1e6, sum(Y) / (n * k)))
}
for (k in ks) {
    X <- matrix(runif(n * k), n, k)
    timed("A %*% X", k, function() A %*% X)
    if (with.t) timed("t(A) %*% X", k, function() At %*% X)
    rm(X)
}
