# PageRank to convergence on a graph's adjacency matrix, in memory or in the file store (each
# iteration's t(A) %*% v then reads A's transpose from disk: semi-external memory, the vectors of
# N doubles in memory). Prints the load time, each iteration's converged vertices, the seconds and
# CPU seconds of the whole run and per iteration, and the sum and largest ranks.
# Usage: flashr bench/sparse/pagerank.R FILE [heap|files] [max.niters (100)] [epsilon (1e-2)]
args <- commandArgs(trailingOnly = TRUE)
file <- args[1]
in.mem <- !identical(args[2], "files")
niters <- if (length(args) > 2) as.integer(args[3]) else 100L
epsilon <- if (length(args) > 3) as.numeric(args[4]) else 1e-2
t0 <- proc.time()[["elapsed"]]
A <- fm.load.sparse.matrix(file, in.mem = in.mem)
cat(sprintf("load: %.2f s, %d vertices\n", proc.time()[["elapsed"]] - t0, nrow(A)))
t0 <- proc.time()
pr <- fm.PageRank(A, max.niters = niters, epsilon = epsilon, verbose = TRUE)
t <- proc.time() - t0
pr <- as.vector(fm.conv.FM2R(pr))
cpu <- t[["user.self"]] + t[["sys.self"]]
cat(sprintf("PageRank: %.2f s (%.2f s CPU), sum %.6f, largest %s\n", t[["elapsed"]], cpu, sum(pr),
            paste(sprintf("%.3e", head(sort(pr, decreasing = TRUE), 3)), collapse = " ")))
