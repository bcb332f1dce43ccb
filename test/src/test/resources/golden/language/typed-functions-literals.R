# Function literals passed to the apply family (issue 25): each literal whose body is typed is
# called by lapply, sapply, vapply, Map, mapply, Reduce and Filter on the element's value, without
# a frame; R's names, simplification, warnings and errors (with R's calls) where it gives up.
print(sapply(1:10, function(i) i^2 + 1))
print(sapply(c(a = 1.5, b = NA, c = -2), function(v) v * 2 - 1))
print(sapply(integer(0), function(i) i + 1))
print(sapply(letters[1:3], function(s) nchar(s) + 1L))
print(sapply(1:3, function(i) i * 2L, simplify = FALSE))
print(sapply(c(x = 2L, y = 3L), function(i) i %/% 2L, USE.NAMES = FALSE))
print(lapply(c(first = 1, second = 2.5), function(v) v / 2))
print(vapply(c(2, -3, 0.5), function(v) if (v > 0) sqrt(v) else -v, numeric(1)))
print(vapply(1:4, function(i) i * 3L, integer(1)))
print(tryCatch(vapply(1:3, function(i) i / 2, integer(1)), error = function(e) conditionMessage(e)))
print(vapply(c(p = 1, q = 4), function(v) v^0.5, 0))
print(unlist(Map(function(a, b) a * b + 1, 1:4, c(0.5, 1.5, 2.5, 3.5))))
print(Map(function(a, b) a - b, c(u = 10, v = 20), 3))
print(mapply(function(a, b) if (a > b) a else b, 1:5, 5:1))
print(Reduce(function(acc, x) acc * 2 + x, 1:6, accumulate = TRUE))
print(Reduce(function(a, b) a + b, c(1.5, 2.5, 3), accumulate = FALSE, right = TRUE))
print(Filter(function(v) v %% 2 == 0, 1:10))
print(sapply(1:4, function(i, k) i * k, 2.5))
print(sapply(1:4, function(i, k) i * k, k = 3L))
# an NA condition: R's error in the literal's call
r <- tryCatch(sapply(c(1, NA, 3), function(v) if (v > 1) v else -v), error = function(e) e)
print(conditionMessage(r)); print(conditionCall(r))
# an integer overflow: R's warning
print(sapply(c(1L, 2147483647L, 5L), function(i) i + 1L))
# a NaN from sqrt: R's warning
print(vapply(c(4, -1), function(v) sqrt(v) + 1, 0))
# elements that are not plain numbers: strings, factors, lists of mixed values, named vectors
print(sapply(list(1, 2L, "a", NULL, c(1, 2)), function(e) tryCatch(e * 2, error = function(c) -1)))
print(sapply(factor(c("lo", "hi", "lo")), function(v) v + 1))
print(sapply(list(a = 1.5, b = 2L), function(v) v * 10))
# recursion through the apply family, a literal calling a typed callee, a literal reading a free variable
sq <- function(x) x * x
print(sapply(1:5, function(i) sq(i) + sq(i + 0.5)))
k <- 10
print(sapply(1:3, function(i) i + k))
k <- 20
print(sapply(1:3, function(i) i + k))
# + redefined: the literal's body calls it, as R does
`+` <- function(e1, e2) base::`-`(e1, e2)
print(sapply(1:3, function(i) i + 1))
rm(`+`)
print(sapply(1:3, function(i) i + 1))
# vectors in, vectors out
print(sapply(1:4, function(n) { v <- numeric(n); for (j in seq_len(n)) v[j] <- j / 2; v }))
print(vapply(list(c(1, 2), c(3, 4, 5)), function(v) { s <- 0; for (j in seq_along(v)) s <- s + v[j]; s }, 0))
print(lapply(1:3, function(n) integer(n)))
# a literal inside a function, called by sapply there; sys.call and the call stack of the general path
w <- function(n) sapply(seq_len(n), function(i) if (i > 2) i / 2 else i * 2)
print(w(5))
tb <- function(x) sapply(x, function(v) if (v > 0) v else stop("negative: ", v))
print(tryCatch(tb(c(1, -2)), error = function(e) conditionMessage(e)))
print(tryCatch(tb(c(1, -2)), error = function(e) deparse(conditionCall(e))))
# x[[i]] of numeric vectors in typed bodies (out of bounds, negative, NA, names, lists: R's values and errors)
g2 <- function(x, i) x[[i]] * 2
print(c(g2(c(1, 2, 3), 2), g2(1:3, 2.7), g2(c(a = 1, b = 2), 2), g2(list(1, 2), 1)))
for (i in list(5, 0, -1, NA, NA_integer_, -2)) print(tryCatch(g2(c(1, 2), i), error = function(e) conditionMessage(e)))
print(sapply(list(c(1, 2, 3), c(4, 5), 7L), function(v) v[[1]] + v[[length(v)]]))
s2 <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[[i]]; s }
print(c(s2(c(1.5, 2.5)), s2(1:4), s2(numeric(0))))
# unary minus and ^ in typed bodies (integers stay integers under unary minus; ^ gives doubles)
print(sapply(c(-2L, NA, 3L), function(i) -i))
print(sapply(c(1.5, NA, NaN, -Inf), function(v) -v + 0))
print(sapply(c(0, -1, 0.5, NA, Inf), function(v) v^-1 + (-v)^2 + 2^v))
print(sapply(c(0L, NA, 2L), function(i) i^0L - -i))
nb <- function(x) if (x < 0) -x else x^2
print(c(nb(-3), nb(2L), nb(-2L), nb(NA_real_ + 1)))
