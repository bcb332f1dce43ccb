# kmeans refuses data or centers that are not finite, as R's compiled routines do: the
# argument's number, the error raised in do_one, x checked before centers, for every algorithm
x <- cbind(c(1, 2, 3, 10, 11, 12, 20, 21), c(1, 1.5, 1, 10, 10.5, 11, 20, 19))
cen <- x[c(1, 4), ]
show <- function(expr) tryCatch(expr, error = function(e) cat(deparse(conditionCall(e)), ":", conditionMessage(e), "\n"))
for (alg in c("Hartigan-Wong", "Lloyd", "Forgy", "MacQueen")) {
  y <- x; y[3, 1] <- Inf
  show(kmeans(y, cen, algorithm = alg))
  c2 <- cen; c2[2, 2] <- NaN
  show(kmeans(x, c2, algorithm = alg))
  show(kmeans(y, c2, algorithm = alg))
  y[1, 2] <- NA
  show(kmeans(y, 2, algorithm = alg))
}
km <- kmeans(x, cen, algorithm = "Lloyd")
print(km$cluster)
kmeans(x[, 1, drop = FALSE] * NA, 1)
