# kmeans with each algorithm: iris-like overlapping groups and a medium data set
make_groups <- function(n, means, sd) {
  k <- nrow(means)
  g <- rep(seq_len(k), length.out = n)
  x <- means[g, , drop = FALSE] + matrix(rnorm(n * ncol(means), sd = sd), n)
  dimnames(x) <- list(NULL, paste0("V", seq_len(ncol(means))))
  x
}
set.seed(11)
iris_like <- make_groups(150, rbind(c(5.0, 3.4, 1.5, 0.2), c(5.9, 2.8, 4.3, 1.3), c(6.6, 3.0, 5.6, 2.0)), 0.35)
for (alg in c("Hartigan-Wong", "Lloyd", "Forgy", "MacQueen")) {
  set.seed(2)
  r <- kmeans(iris_like, 3, algorithm = alg)
  cat(alg, ": sizes", r$size, " iter", r$iter, " ifault", if (is.null(r$ifault)) "NULL" else r$ifault, "\n")
  print(r$centers)
  print(r$withinss, digits = 12)
  print(r$cluster)
}
set.seed(5)
medium <- make_groups(2000, matrix(runif(6 * 5, -4, 4), 6), 1.2)
for (alg in c("Hartigan-Wong", "Lloyd", "MacQueen")) {
  set.seed(9)
  r <- kmeans(medium, 6, iter.max = 50, algorithm = alg)
  cat(alg, ": sizes", r$size, " iter", r$iter, "\n")
  print(table(r$cluster))
  print(tabulate(r$cluster[1:500], 6))
  print(r$tot.withinss, digits = 12)
  print(round(r$centers, 4))
}
# many clusters in heavily overlapping data
set.seed(3)
blob <- matrix(rnorm(400), 200)
for (alg in c("Hartigan-Wong", "Lloyd", "MacQueen")) {
  set.seed(4)
  r <- kmeans(blob, 7, iter.max = 100, algorithm = alg)
  cat(alg, ":", r$size, r$iter, format(r$tot.withinss, digits = 12), "\n")
  print(r$cluster)
}
