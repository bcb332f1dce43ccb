# Extra numeric arguments (by position or exact name) of a typed function mapped over a numeric vector
# (issue 25): bound once, the elements in one loop; the element matched to another formal, a
# vector, a named number or a logical extra: element by element as R.
f <- function(v, k) v * k
print(sapply(1:4, f, k = 2)); print(sapply(c(a = 1.5, b = 2), f, k = 3L)); print(sapply(1:3, f, 2))
print(vapply(c(1.5, 2, NA), function(v, k) v * k, numeric(1), k = 3)); print(vapply(1:3, function(i, k) i * k, integer(1), k = 2L))
g <- function(a, b, c) a * 100 + b * 10 + c
print(sapply(1:3, g, c = 1, b = 2)); print(sapply(c(x = 1, y = 2), g, 5, c = 7L)); print(lapply(1:2, g, b = 0, 9))
print(sapply(1:3, function(k, v) k - v, v = 1)); print(sapply(1:3, function(v, k) v > k, k = 2))
print(Filter(function(v, k) v > 2, 1:5))
print(sapply(1:3, f, k = c(1, 2))); print(sapply(1:3, f, k = c(a = 2))); print(sapply(1:3, f, k = TRUE))
print(sapply(c(1L, 2147483647L), function(i, k) i + k, k = 1L))
r <- tryCatch(sapply(c(1, NA), function(v, lim) if (v > lim) v else lim, lim = 0), error = function(e) e)
print(conditionMessage(r)); print(conditionCall(r))
r <- tryCatch(sapply(c(1, 2), function(v, lim) if (v > lim) v else lim, lim = NA), error = function(e) e)
print(conditionMessage(r)); print(conditionCall(r))
print(sapply(1:3, function(v, k) v * k, k = 1:3 > 0))
h <- function(v, lo, hi) if (v < lo) lo else if (v > hi) hi else v
print(sapply(c(-3, 0.5, 7, NA_real_ + 0, 2), function(v, lo, hi) max(lo, min(hi, v)), lo = 0, hi = 5))
print(vapply(seq(-2, 8, by = 2), h, 0, lo = 0, hi = 5)); print(sapply(-2:8, h, hi = 5L, lo = 0L))
print(sapply(1:3, f, k = 2L)); print(sapply(c(2.5, 3), f, 2L))
