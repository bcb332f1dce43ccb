# SpMM throughput of flashr: A %*% X for a graph's adjacency matrix A and dense X of k = 1, 8
# columns, several times each; prints edges per second and the bytes of A read per second.
# Usage: flashr bench/sparse/spmm.R FILE [files]   (an edge list from make-graph.R; "files": the
# matrix in the file store, read from disk by each product: semi-external memory)
args <- commandArgs(trailingOnly = TRUE)
file <- args[1]
in.mem <- !identical(args[2], "files")
t0 <- proc.time()[["elapsed"]]
A <- fm.load.sparse.matrix(file, in.mem = in.mem)
cat(sprintf("load: %.2f s\n", proc.time()[["elapsed"]] - t0))
n <- dim(A)[1]
nnz <- as.vector(fm.conv.FM2R(fm.agg(rowSums(A), "+")))
At <- t(A)
for (k in c(1, 8)) {
    X <- fm.materialize(fm.runif.matrix(n, k))
    for (rep in 1:2) Y <- A %*% X                  # warm-up
    reps <- if (k == 1) 10 else 4
    t0 <- proc.time()[["elapsed"]]
    for (rep in seq_len(reps)) Y <- A %*% X
    t <- (proc.time()[["elapsed"]] - t0) / reps
    cat(sprintf("k = %d: %.3f s per product, %.1f M edges/s, %.2f GB/s of CSR (8 bytes an edge)\n",
                k, t, nnz / t / 1e6, nnz * 8 / t / 1e9))
    t0 <- proc.time()[["elapsed"]]
    for (rep in seq_len(reps)) Y <- At %*% X
    t <- (proc.time()[["elapsed"]] - t0) / reps
    cat(sprintf("k = %d, t(A): %.3f s per product, %.1f M edges/s\n", k, t, nnz / t / 1e6))
}
