# sapply, vapply and lapply over a numeric vector with a typed function of one parameter (issue 25):
# the values written straight into the result in one loop; names as R's (X's names; USE.NAMES has
# nothing to add for numbers); where one element gives up (an NA condition, an overflow, a NaN R warns
# about) every element is applied as R applies it, with R's errors and warnings.
x <- c(a = 1.5, b = -2, c = NA, d = 4)
print(sapply(x, function(v) v * 2 + 1)); print(sapply(unname(x), function(v) v * 2 + 1)); print(sapply(x, function(v) v > 0))
print(sapply(x, function(v) v * 2, USE.NAMES = FALSE)); print(sapply(x, function(v) v * 2, simplify = FALSE))
print(sapply(1:6, function(i) i %/% 2L)); print(sapply(1:6, function(i) i / 2)); print(sapply(c(p = 1L, q = NA), function(i) -i))
print(sapply(numeric(0), function(v) v + 1)); print(sapply(integer(0), function(i) i > 0)); print(vapply(numeric(0), function(v) v, 0))
print(vapply(x, function(v) v - 1, numeric(1))); print(vapply(x, function(v) v > 0, logical(1))); print(vapply(x, function(v) v > 0, numeric(1)))
print(vapply(1:4, function(i) i * 2L, numeric(1))); print(vapply(1:4, function(i) i > 2L, integer(1))); print(vapply(1:3, function(i) i, c(n = 0)))
print(vapply(x, function(v) v * 2, numeric(1), USE.NAMES = FALSE)); print(tryCatch(vapply(c(2, 3), function(v) v, 0L), error = function(e) conditionMessage(e)))
print(tryCatch(vapply(1:3, function(i) i / 2, integer(1)), error = function(e) conditionMessage(e)))
print(tryCatch(vapply(c(1, 2), function(v) v > 1, integer(1)), error = function(e) conditionMessage(e)))
print(lapply(c(u = 1, v = 2), function(v) v^2)); print(lapply(1:3, function(i) i %% 2L == 0L))
r <- tryCatch(sapply(c(1, 2, NA, 4), function(v) if (v > 1) v else -v), error = function(e) e); print(conditionMessage(r)); print(conditionCall(r))
print(sapply(c(1L, 2147483647L, 5L), function(i) i + 1L)); print(vapply(c(4, -1, 9), function(v) sqrt(v), 0))
print(sapply(factor(c("lo", "hi", "lo")), function(v) v + 1)); print(sapply(as.Date("2020-01-01") + 0:1, function(v) v + 1))
m <- matrix(1:4, 2); print(sapply(m, function(i) i * 10L)); print(sapply(structure(1:2, foo = "bar"), function(i) i + 1L))
sq <- function(v) v * v; print(sapply(1:5, sq)); print(sapply(seq(0.5, 2.5, by = 0.5), sq)); print(vapply(c(one = 1, two = 2), sq, 0))
deep <- function(n) if (n == 0) 0 else sum(sapply(n, function(i) deep(i - 1) + 1)); print(deep(50))
print(sapply(1:3, function(i) sapply(1:2, function(j) i * 10 + j)))
