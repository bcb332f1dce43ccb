# k-means clustering (Lloyd's algorithm) in base R: distances to the centers by one matrix
# product, the nearest center of each point by apply(D, 1, which.min), new centers by rowsum.
# Usage: flashr examples/kmeans.R [n]     (n points; default 20000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 20000
p <- 8
k <- 5

# k well separated groups of points
set.seed(2)
true.centers <- matrix(runif(k * p, -3, 3), k, p)
group <- sample(k, n, replace = TRUE)
X <- matrix(rnorm(n * p), n, p) + true.centers[group, ]

kmeans.lloyd <- function(X, centers, max.iters = 30) {
  cl <- NULL
  for (iter in 1:max.iters) {
    # squared distance up to a term constant in each row: |c|^2 - 2 x.c
    D <- sweep(-2 * X %*% t(centers), 2, rowSums(centers^2), "+")
    old <- cl
    cl <- apply(D, 1, which.min)
    size <- tabulate(cl, nrow(centers))
    centers <- unname(rowsum(X, cl)) / size   # the group labels as row names are not needed
    moved <- if (is.null(old)) length(cl) else sum(cl != old)
    cat(sprintf("iteration %d: %d points moved\n", iter, moved))
    if (moved == 0) break
  }
  list(cluster = cl, centers = centers, size = size, iter = iter)
}

start <- proc.time()
fit <- kmeans.lloyd(X, X[sample(n, k), ])
elapsed <- (proc.time() - start)[["elapsed"]]
cat("points:", format(n, scientific = FALSE), " dimensions:", p, " clusters:", k, "\n")
cat("cluster sizes:", fit$size, "\n")
cat("centers:\n")
print(round(unname(fit$centers), 3))
# each center is the mean of its points: the within-cluster sum of squares is the total sum of
# squares less size * |center|^2 per cluster (one more pass over X, and no n x p matrix)
wss <- sum(X^2) - sum(fit$size * rowSums(fit$centers^2))
cat("within-cluster sum of squares:", format(round(wss, 1), nsmall = 1), "\n")
message(sprintf("k-means: %d iterations in %.2f s", fit$iter, elapsed))
