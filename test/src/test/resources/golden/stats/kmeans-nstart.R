# kmeans with several random starts: the best of them, from R's random draws
set.seed(21)
x <- rbind(matrix(rnorm(80, 0, 0.5), 40), matrix(rnorm(80, 3, 0.5), 40), matrix(rnorm(80, c(0, 3), 0.5), 40, byrow = TRUE))
for (alg in c("Hartigan-Wong", "Lloyd", "MacQueen")) {
  set.seed(100)
  r <- kmeans(x, 4, nstart = 10, algorithm = alg)
  cat(alg, ":", r$size, " iter", r$iter, "\n")
  print(r$tot.withinss, digits = 12)
  print(r$cluster)
}
set.seed(1)
r <- kmeans(x, 3, nstart = 25)
r
# duplicated rows: the centers are drawn from the distinct ones
d <- rbind(x[1:10, ], x[1:10, ], x[41:50, ], x[81:90, ])
set.seed(2)
kmeans(d, 3, nstart = 3)$size
set.seed(8)
rd <- kmeans(d[c(1, 1, 1, 11, 11, 21, 31), ], 3)
rd$size
rd$cluster
# the random stream continues after kmeans as it does in R
runif(2)
