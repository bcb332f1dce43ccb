# SpMM throughput of flashr: A %*% X for a graph's adjacency matrix A and dense X of k columns,
# several times each; prints seconds per product, edges per second and the bytes of A read per
# second, and the mean of the product (as spmm-matrix.R and spmm-scipy.py print it: X is uniform).
# Usage: flashr bench/sparse/spmm.R FILE [heap|files] [KS] [t]
#   FILE: an edge list (make-graph.R, rmat.R); "files": the matrix in the file store, read from
#   disk by each product (semi-external memory); KS: the k to run, e.g. 1,8,32 (default 1,8);
#   "t": t(A) %*% X as well.
args <- commandArgs(trailingOnly = TRUE)
file <- args[1]
in.mem <- !identical(args[2], "files")
ks <- if (length(args) > 2) as.integer(strsplit(args[3], ",")[[1]]) else c(1L, 8L)
with.t <- identical(args[4], "t")
t0 <- proc.time()[["elapsed"]]
A <- fm.load.sparse.matrix(file, in.mem = in.mem)
cat(sprintf("load: %.2f s\n", proc.time()[["elapsed"]] - t0))
n <- dim(A)[1]
nnz <- as.vector(fm.conv.FM2R(fm.agg(rowSums(A), "+")))
cat(sprintf("%d vertices, %.0f entries (sum of A)\n", n, nnz))
At <- if (with.t) t(A)
timed <- function(what, k, f) {
    for (rep in 1:2) Y <- f()                  # warm-up
    reps <- if (k == 1) 10 else if (k <= 8) 4 else 2
    t0 <- proc.time()
    for (rep in seq_len(reps)) Y <- f()
    t <- proc.time() - t0
    el <- t[["elapsed"]] / reps
    cpu <- (t[["user.self"]] + t[["sys.self"]]) / reps
    cat(sprintf("%s k = %d: %.3f s per product (%.3f s CPU), %.1f M edges/s, %.2f GB/s of CSR, mean %.4f\n",
                what, k, el, cpu, nnz / el / 1e6, nnz * 4 / el / 1e9,
                as.vector(fm.conv.FM2R(fm.agg(Y, "+"))) / (n * k)))
}
for (k in ks) {
    X <- fm.materialize(fm.runif.matrix(n, k))
    timed("A %*% X", k, function() fm.materialize(A %*% X))
    if (with.t) timed("t(A) %*% X", k, function() fm.materialize(At %*% X))
    rm(X); gc()
}
