# Extra named arguments passed through the apply family to a typed function (issue 25): matched to
# the formals by name, the element by position; a partial name, a name no formal has, a name given
# twice go the general way (R's matching and errors).
f <- function(v, k) v * k
print(sapply(1:4, f, k = 2)); print(sapply(c(a = 1.5, b = 2), f, k = 3L)); print(sapply(1:3, f, 2))
print(sapply(1:3, function(v, k) v + k, k = 0.5)); print(lapply(c(x = 1, y = 2), f, k = -1))
print(vapply(1:5, function(v, k) v * k, numeric(1), k = 3)); print(vapply(1:3, function(i, k) i * k, integer(1), k = 2L))
print(sapply(1:3, function(v, k) v * k, v = 10)); print(sapply(1:3, function(k, v) k - v, v = 1))
g <- function(a, b, c) a * 100 + b * 10 + c
print(sapply(1:3, g, c = 1, b = 2)); print(sapply(1:3, g, 5, c = 7)); print(sapply(1:3, g, b = 0, 9))
print(Map(f, 1:3, 4:6)); print(Map(function(a, b, k) a * b + k, 1:3, c(2, 4, 6), MoreArgs = list(k = 2)))
print(mapply(g, 1:3, c = 4:6, MoreArgs = list(b = 0))); print(mapply(function(x, y) x - y, y = 1:3, x = c(10, 20, 30)))
print(Map(function(x, k) x^k, c(p = 2, q = 3), MoreArgs = list(k = 2L)))
# partial names, unknown names, duplicates: R's matching or error
print(sapply(1:3, function(value, kk) value * kk, kk = 2)); print(sapply(1:3, function(value, kappa) value * kappa, ka = 2))
print(tryCatch(sapply(1:3, f, z = 2), error = function(e) conditionMessage(e)))
print(tryCatch(sapply(1:3, f, k = 2, k = 3), error = function(e) conditionMessage(e)))
# typed body giving up with a named argument: R's error and call
r <- tryCatch(sapply(c(1, NA), function(v, lim) if (v > lim) v else lim, lim = 0), error = function(e) e)
print(conditionMessage(r)); print(conditionCall(r))
print(sapply(c(2L, .Machine$integer.max), function(i, k) i + k, k = 1L))
print(sapply(1:3, function(v, k) v * k, k = "a" == "a")); print(sapply(list(1, "b"), function(v, k) is.character(v) || k, k = FALSE))
