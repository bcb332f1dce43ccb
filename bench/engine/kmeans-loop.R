# Steady-state k-means passes through the R binding: 25 Lloyd iterations over X (n x 8),
# timed with proc.time after the data is in the engine. Usage: flashr kmeans-loop.R [n] [k]
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 4e6
k <- if (length(args) > 1) as.integer(args[2]) else 5L
p <- 8
set.seed(1)
X <- matrix(runif(n * p), n, p)
centers <- X[1:k, ]
t0 <- proc.time()
for (i in 1:25) {
  D <- sweep(-2 * X %*% t(centers), 2, rowSums(centers^2), "+")
  cl <- apply(D, 1, which.min)
  size <- tabulate(cl, k)
  centers <- unname(rowsum(X, cl)) / size
}
el <- (proc.time() - t0)[["elapsed"]]
cat(sprintf("k-means loop: n=%d k=%d 25 iterations %.3f s (%.4f s each)\n", n, k, el, el / 25))
cat(sprintf("sizes: %s\n", paste(size, collapse = " ")))
