# k-means with FlashR's GenOps, twice: the FlashR paper's version (its figure: inner.prod,
# agg.row, set.cache, groupby.row) and one in the style of FlashR-learn's fm.kmeans (aggregation
# operators made by fm.create.agg.op, fm.inner.prod, fm.agg.mat, fm.groupby, empty clusters kept).
# Usage: flashr examples/kmeans-flashr.R [n]     (n points; default 20000)
if (!exists("fm.conv.R2FM")) library(FlashR)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 20000
p <- 8
k <- 5

set.seed(2)
true.centers <- matrix(runif(k * p, -3, 3), k, p)
group <- sample(k, n, replace = TRUE)
x <- matrix(rnorm(n * p), n, p) + true.centers[group, ]
X <- fm.conv.R2FM(x)
init <- x[sample(n, k), ]

# The paper's figure, with a bound on the iterations. X is the data matrix, C the centers.
kmeans.paper <- function(X, C, max.iters = 30) {
  I <- NULL
  num.moves <- nrow(X)
  iter <- 0
  while (num.moves > 0 && iter < max.iters) {
    D <- inner.prod(X, t(C), "euclidean", "+")
    old.I <- I
    I <- agg.row(D, "which.min")
    # Inform FlashR to save data during computation.
    I <- set.cache(I, TRUE)
    CNT <- groupby.row(fm.rep.int(1, nrow(X)), I, "+")
    C <- fm.conv.FM2R(fm.mapply.col(groupby.row(X, I, "+"), CNT, "/"))
    if (!is.null(old.I))
      num.moves <- as.vector(fm.agg(fm.mapply2(old.I, I, "!="), "+"))
    iter <- iter + 1
  }
  list(centers = C, size = as.vector(CNT), iter = iter)
}

# FlashR-learn's way: named aggregation operators, and a center left where it was when no
# point is assigned to it.
kmeans.learn <- function(data, centers, max.iters = 30) {
  agg.sum <- fm.create.agg.op(fm.bo.add, fm.bo.add, "sum")
  agg.which.min <- fm.create.agg.op(fm.bo.which.min, NULL, "which.min")
  parts <- NULL
  for (iter in 1:max.iters) {
    dist <- fm.inner.prod(data, t(centers), fm.bo.euclidean, fm.bo.add)
    old.parts <- parts
    parts <- fm.agg.mat(dist, 1, agg.which.min)
    fm.set.cached(parts, TRUE)
    sums <- fm.conv.FM2R(fm.groupby(data, 2, parts, agg.sum))
    counts <- as.vector(fm.groupby(fm.rep.int(1, nrow(data)), 2, parts, agg.sum))
    keep <- counts > 0
    centers[keep, ] <- sums[keep, , drop = FALSE] / counts[keep]
    if (!is.null(old.parts) && as.vector(fm.agg(fm.mapply2(old.parts, parts, "!="), "+")) == 0) break
  }
  list(centers = centers, size = counts, iter = iter)
}

# runs one version, prints its result and reports its time on standard error
run <- function(kmeans.fn, title, timing.title) {
  start <- proc.time()
  fit <- kmeans.fn(X, init)
  elapsed <- (proc.time() - start)[["elapsed"]]
  cat(title, fit$iter, "iterations; cluster sizes:", fit$size, "\n")
  print(round(fit$centers, 3))
  message(sprintf("k-means (%s): %d iterations in %.2f s", timing.title, fit$iter, elapsed))
  fit
}
fit <- run(kmeans.paper, "paper's k-means:", "paper's GenOps")
fit2 <- run(kmeans.learn, "FlashR-learn style k-means:", "FlashR-learn style")
