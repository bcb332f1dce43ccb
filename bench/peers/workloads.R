# The workloads of docs/BENCHMARKS.md ("Peers") written as an R user writes them; runs unchanged
# in flashr (./flashr workloads.R N P) and GNU R (Rscript workloads.R N P). Each result is forced
# inside system.time (flashr computes lazy values there too). Prints "name seconds" (median of 3).
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) >= 1) as.numeric(args[1]) else 2e7
p <- if (length(args) >= 2) as.integer(args[2]) else 8L
k <- 10L
set.seed(42)
X <- matrix(runif(n * p, -1, 1), n, p)
y <- as.numeric(runif(n) < 0.5)
w <- rep(0.1, p)
C <- X[1:k, , drop = FALSE]
work <- list(
  sum = function() sum(X),
  colSums = function() colSums(X),
  crossprod = function() crossprod(X),
  kmeans = function() {
    D <- sweep(-2 * tcrossprod(X, C), 2, rowSums(C^2), "+")
    cl <- max.col(-D, ties.method = "first")
    rowsum(X, cl) / tabulate(cl, k)
  },
  logreg = function() crossprod(X, 1 / (1 + exp(-(X %*% w))) - y),
  chain = function() sum(sqrt(abs(X)) * 2 + 1),
  cumsum = function() cumsum(X[, 1])
)
for (nm in names(work)) {
  f <- work[[nm]]
  ts <- numeric(3)
  for (r in 1:3) ts[r] <- system.time(res <- f())[["elapsed"]]
  cat(sprintf("%s %.4f\n", nm, median(ts)))
}
