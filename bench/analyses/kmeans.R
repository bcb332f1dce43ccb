# Everyday analysis: k-means with Lloyd's algorithm.
# Usage: kmeans.R [rows]   (default 200000; 8 columns)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 2e5
p <- 8
k <- 5
set.seed(5)
centers <- matrix(rnorm(k * p, sd = 10), k, p)
X <- centers[sample(k, n, replace = TRUE), ] + matrix(rnorm(n * p), n, p)
start <- centers + matrix(runif(k * p, -2, 2), k, p)
km <- kmeans(X, start, iter.max = 30, algorithm = "Lloyd")
o <- order(km$centers[, 1])
print(round(km$centers[o, ], 4))
print(km$size[o])
cat("iterations:", km$iter, " withinss:", format(sum(km$withinss), digits = 8), "\n")
