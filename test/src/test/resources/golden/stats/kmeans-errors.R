# kmeans: R's errors and warnings
show <- function(expr) tryCatch(withCallingHandlers(expr,
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") }),
  error = function(e) cat("error:", conditionMessage(e), "\n"))
x <- cbind(c(1, 2, 3, 10, 11, 12, 20, 21), c(1, 1.5, 1, 10, 10.5, 11, 20, 19))
show(kmeans(x))
show(kmeans(x, 3, algorithm = "Elkan"))
show(kmeans(x, 3, iter.max = 0))
show(kmeans(x, x[c(1, 1), ]))
show(kmeans(x, x[c(1, 4), 1, drop = FALSE]))
show(kmeans(x, matrix(1:18, 9)))
show(kmeans(x, 8))
show(kmeans(rbind(x, x), 9, nstart = 2))
show(kmeans(x, 9))
set.seed(1)
show(kmeans(x, 4, algorithm = "Lloyd", iter.max = NA))
y <- x
y[2, 2] <- NA
show(kmeans(y, x[c(1, 4), ]))
show(kmeans(x, cbind(c(1, NA), c(1, 10))))

# non-convergence: R warns, and print() says so
set.seed(4)
z <- matrix(rnorm(600), 300)
for (alg in c("Hartigan-Wong", "Lloyd", "MacQueen")) {
  set.seed(6)
  r <- withCallingHandlers(kmeans(z, 8, iter.max = 1, algorithm = alg),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
  cat(alg, ": iter", r$iter, " ifault", if (is.null(r$ifault)) "NULL" else r$ifault, "\n")
}
set.seed(6)
r <- kmeans(z, 8, iter.max = 2, algorithm = "Lloyd")
r$size
print(r)
# an empty cluster: Hartigan-Wong stops, Lloyd warns (twice, as R does)
far <- rbind(c(0, 0), c(100, 100), c(-100, 100))
pts <- cbind(c(0, 1, 0, 1), c(0, 0, 1, 1))
show(kmeans(pts, far))
r <- kmeans(pts, far, algorithm = "Lloyd")
r$size
kmeans(pts, far[1:2, ], algorithm = "MacQueen")$size
# an uncaught error names the call as R does
kmeans(y, x[c(1, 4), ])
