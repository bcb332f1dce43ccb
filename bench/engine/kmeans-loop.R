# Steady-state k-means passes through the R binding: Lloyd iterations over X (n x 8),
# timed with proc.time after the data is in the engine and 5 warm-up iterations. Usage: flashr kmeans-loop.R [n] [k] [iterations]
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 4e6
k <- if (length(args) > 1) as.integer(args[2]) else 5L
iters <- if (length(args) > 2) as.integer(args[3]) else 25L
p <- 8
set.seed(1)
X <- matrix(runif(n * p), n, p)
centers <- X[1:k, ]
lloyd <- function(centers, iters) {
  for (i in seq_len(iters)) {
    D <- sweep(-2 * X %*% t(centers), 2, rowSums(centers^2), "+")
    cl <- apply(D, 1, which.min)
    size <- tabulate(cl, k)
    centers <- unname(rowsum(X, cl)) / size
  }
  list(centers = centers, size = size)
}
centers <- lloyd(centers, 5)$centers   # warm-up: the first passes compile the kernels
t0 <- proc.time()
fit <- lloyd(centers, iters)
tm <- proc.time() - t0
el <- tm[["elapsed"]]
size <- fit$size
cat(sprintf("k-means loop: n=%d k=%d %d iterations %.3f s (%.4f s each), CPU user %.2f s sys %.2f s\n",
            n, k, iters, el, el / iters, tm[["user.self"]], tm[["sys.self"]]))
cat(sprintf("sizes: %s\n", paste(size, collapse = " ")))
