# PageRank on a sparse matrix, as FlashR computes it: the graph's edge list is loaded as a sparse
# adjacency matrix A (A[i, j] = 1 for an edge i -> j), and each iteration is one SpMM, t(A) times
# the ranks divided by the out-degrees, until the ranks change by less than epsilon in L1.
# The same iteration in plain R over the edge list checks the result.
# Usage: flashr examples/pagerank.R [vertices]     (default 2000, 10 edges per vertex)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 2000

pagerank <- function(A, d = 0.15, max.niters = 30, epsilon = 1e-2, verbose = FALSE) {
    fm.set.test.na(FALSE)
    N <- dim(A)[1]
    epsilon <- epsilon / N
    out.deg <- A %*% fm.rep.int(1, N)
    pr <- fm.rep.int(1 / N, N)
    At <- t(A)
    L1 <- N
    niters <- 0
    while (L1 >= epsilon && niters < max.niters) {
        pr2 <- d / N + (1 - d) * (At %*% (pr / out.deg))
        L1 <- sum(abs(pr - pr2))
        if (verbose) cat("iter", niters, ", L1:", L1 * N, "\n")
        pr <- pr2
        niters <- niters + 1
    }
    fm.set.test.na(TRUE)
    list(ranks = pr, niters = niters)
}

# the same iteration over the edge list in base R (vertex ids from 0)
pagerank.r <- function(from, to, N, d = 0.15, niters) {
    out.deg <- tabulate(from + 1, N)
    pr <- rep(1 / N, N)
    for (i in seq_len(niters)) {
        w <- pr[from + 1] / out.deg[from + 1]
        pr <- d / N + (1 - d) * tabulate.weighted(to + 1, w, N)
    }
    pr
}
tabulate.weighted <- function(bin, w, N) {
    s <- numeric(N)
    sums <- rowsum(w, bin)
    s[as.integer(rownames(sums))] <- sums
    s
}

# a graph with skewed degrees: edge ends drawn with probabilities that fall as a power law
set.seed(11)
m <- 10 * n
p <- 1 / seq_len(n)^0.8
from <- sample.int(n, m, replace = TRUE, prob = p) - 1
to <- sample.int(n, m, replace = TRUE, prob = rev(p)) - 1
file <- tempfile(fileext = ".txt")
writeLines(sprintf("%d %d", as.integer(from), as.integer(to)), file)

start <- proc.time()
A <- fm.load.sparse.matrix(file)
loaded <- proc.time()
res <- pagerank(A)
done <- proc.time()
unlink(file)

ranks <- as.vector(fm.conv.FM2R(res$ranks))
# duplicate edges count twice, in A (summed entries) as in the reference
ref <- pagerank.r(from, to, dim(A)[1], niters = res$niters)
cat("vertices:", dim(A)[1], " edges:", format(m, scientific = FALSE), " iterations:", res$niters, "\n")
cat("agrees with the plain R iteration:", isTRUE(all.equal(ranks, ref, tolerance = 1e-10)), "\n")
cat("top vertices:", order(ranks, decreasing = TRUE)[1:5] - 1, "\n")
message(sprintf("load %.2f s, PageRank %.2f s", (loaded - start)[["elapsed"]], (done - loaded)[["elapsed"]]))
