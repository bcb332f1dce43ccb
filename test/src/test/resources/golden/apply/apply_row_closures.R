# apply over the rows or columns of a matrix with a closure that reduces its slice (on an engine
# matrix flashr compiles such closures into row/column aggregations): R's values to the bit,
# types, names, NA/NaN, integer sums past the integer range, warnings, and what apply makes of
# closures that give vectors
bits <- function(v) print(if (is.double(v)) sprintf("%a", v) else v)
set.seed(42)
v <- round(rnorm(60) * 10, 3)
v[c(26, 4, 17, 54, 7, 43, 20)] <- c(NA, NaN, Inf, -Inf, NA, NaN, -0)
x <- matrix(v, 12, 5)
m <- c(0.5, -1, 2, 0.25, 3)
s <- 1.5
bits(apply(x, 1, function(r) sum(r^2)))
bits(apply(x, 1, function(r) sqrt(sum((r - m)^2))))
bits(apply(x, 1, function(r) sqrt(sum((r - s)^2))))
bits(apply(x, 1, max))
bits(apply(x, 1, function(r) max(r) - min(r)))
bits(apply(x, 2, function(x) mean(x)))
bits(apply(x, 2, function(col) sum(col^2)))
bits(apply(x, 1, function(r) sum(abs(r)) / length(r)))
bits(apply(x, 1, function(r) { d <- r - m; sum(d * d) }))
bits(apply(x, 1, function(r) sum(r - max(r))))
bits(apply(x, 1, function(r) prod(r)))
bits(apply(x, 1, function(r) sum(is.na(r))))
bits(apply(x, 2, function(r) sum(r > 0) / length(r)))
# the same on clean data, wider
y <- matrix(rnorm(400), 40, 10)
bits(apply(y, 1, function(r) sum(r^2)))
bits(apply(y, 2, function(r) sqrt(sum((r - 0.1)^2))))
bits(apply(y, 1, function(r) mean(r)))
# one row, one column
bits(apply(y[1, , drop = FALSE], 1, function(r) sum(r^2)))
bits(apply(y[, 1, drop = FALSE], 1, function(r) sum(r^2)))
bits(apply(y[, 1, drop = FALSE], 2, function(r) sum(r^2)))
# integers: sums beyond the integer range are doubles, and then so is the whole result
i <- matrix(c(2147483647L, 1L, -5L, 100L, NA, 3L, 7L, 2147483647L, 9L), 3, 3)
r <- apply(i, 1, function(r) sum(r)); print(typeof(r)); print(r)
r <- apply(i, 2, function(r) sum(r)); print(typeof(r)); print(r)
r <- apply(i[c(1, 3), c(1, 3)], 1, function(r) sum(r)); print(typeof(r)); print(r)
r <- apply(i[2:3, ], 1, function(r) sum(r)); print(typeof(r)); print(r)
r <- apply(i, 1, function(r) max(r)); print(typeof(r)); print(r)
r <- apply(i, 1, function(r) mean(r)); print(typeof(r)); print(r)
r <- apply(i, 1, function(r) sum(r) / length(r)); print(typeof(r)); print(r)
l <- matrix(c(TRUE, FALSE, NA, TRUE, TRUE, FALSE), 3, 2)
r <- apply(l, 1, function(r) sum(r)); print(typeof(r)); print(r)
r <- apply(l, 2, function(r) max(r)); print(typeof(r)); print(r)
# names come from the dimnames along the margin
dimnames(x) <- list(paste0("row", 1:12), LETTERS[1:5])
print(apply(x, 1, function(r) sum(abs(r))))
print(apply(x, 2, function(r) max(r)))
rownames(i) <- c("a", "b", "c")
print(apply(i, 1, function(r) sum(r)))
print(apply(i, 2, function(r) sum(r)))
C <- matrix(c(1, 2, -1, 0.5, 3, 1, 0, 2, 1, -1, 0.5, 0.25, 2, 2, 1, 0, 1, -2, 3, 1), 2, 10, dimnames = list(c("p", "q"), NULL))
print(apply(tcrossprod(y, C), 2, function(r) sqrt(sum(r^2))))
print(apply(tcrossprod(y, C), 1, function(r) sum(r))[1:5])
# closures that give vectors: a matrix; a constant: one value per slice
print(apply(y[1:3, 1:4], 1, function(r) r^2))
print(apply(y[1:3, 1:4], 2, function(r) range(r)))
print(apply(y[1:3, 1:4], 1, function(r) 1))
# zero rows or columns
print(apply(y[0, , drop = FALSE], 1, function(r) sum(r^2)))
print(apply(y[, 0, drop = FALSE], 1, function(r) sum(r^2)))
print(apply(y[, 0, drop = FALSE], 2, function(r) sum(r^2)))
# products with NA and NaN, and through the subnormal range
print(prod(c(NaN, NA))); print(prod(c(NA, NaN))); print(prod(c(Inf, NaN, 2, NA)))
print(cumprod(c(2, NaN, NA, 3)))
bits(prod(c(1e-310, 0.7, -3.3, 1.9)))
bits(apply(rbind(c(1e-310, 0.7, -3.3, 1.9), c(1e-300, 1e-20, 3, 7)), 1, function(r) prod(r)))
# warnings: each slice's, as R gives them
w <- character(0)
v <- withCallingHandlers(apply(x, 1, function(r) sum(log(r))),
  warning = function(c) { w <<- c(w, paste(conditionMessage(c), deparse(conditionCall(c)))); invokeRestart("muffleWarning") })
bits(unname(v)); print(w)
w <- character(0)
v <- withCallingHandlers(apply(i, 2, function(r) sum(r * 2L)),
  warning = function(c) { w <<- c(w, paste(conditionMessage(c), deparse(conditionCall(c)))); invokeRestart("muffleWarning") })
print(v); print(w)
v <- apply(y, 1, function(r) log(sum(r) + 1))
print(sum(is.nan(v)))
