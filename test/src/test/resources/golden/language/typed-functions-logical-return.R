# Typed functions returning one logical (issue 25): a comparison, && and ||, !, an if of logicals,
# NA kept; called directly, by sapply, vapply, Filter, Position, Find and Map.
is_pos <- function(v) v > 0
print(is_pos(3)); print(is_pos(-1L)); print(is_pos(NA)); print(is_pos(NaN)); print(is_pos(0))
in_range <- function(v, lo, hi) v >= lo && v <= hi
print(in_range(2, 1, 3)); print(in_range(5L, 1L, 3L)); print(in_range(NA, 1, 3)); print(in_range(0, NA, 3))
odd <- function(i) i %% 2L == 1L
print(odd(7L)); print(odd(NA_integer_)); print(odd(8))
not_small <- function(x) !(abs(x) < 1e-8)
print(not_small(1e-9)); print(not_small(-2))
sgn_ok <- function(x) if (x > 0) TRUE else if (x < 0) FALSE else NA
print(sgn_ok(2)); print(sgn_ok(-2)); print(sgn_ok(0))
r <- tryCatch(sgn_ok(NA), error = function(e) e); print(conditionMessage(r)); print(conditionCall(r))
big <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[i]; s > 10 }
print(big(c(1, 2, 3))); print(big(c(5, 6, 7))); print(big(c(1, NA)))
all_pos <- function(v) { for (i in seq_along(v)) if (!(v[i] > 0)) return(FALSE); TRUE }
print(all_pos(c(1, 2, 3))); print(all_pos(c(1, -2, 3))); print(all_pos(numeric(0)))
x <- c(a = 3, b = -1, c = NA, d = 5)
print(sapply(x, is_pos)); print(sapply(x, function(v) v > 2)); print(sapply(unname(x), function(v) !is.na(v) && v > 2))
print(vapply(x, function(v) v > 0, logical(1))); print(vapply(1:6, function(i) i %% 3L == 0L, NA))
print(tryCatch(vapply(1:3, function(i) i > 1, numeric(1)), error = function(e) conditionMessage(e)))
print(Filter(function(v) v > 2, c(1, 5, 2, 7, NA, 3))); print(Filter(is_pos, x)); print(Filter(function(i) i %% 2L == 0L, 1:10))
print(Position(function(v) v > 4, c(1, 5, 2, 7))); print(Find(function(v) v > 4, c(1, 5, 2, 7)))
print(Map(function(a, b) a > b, 1:3, c(2, 2, 2))); print(mapply(function(a, b) a == b, 1:4, c(1L, 3L, 3L, 4L)))
print(unlist(lapply(c(-1.5, 0, 2.5), is_pos)))
k <- is_pos; print(k(4)); is_pos <- function(v) v < 0; print(k(4)); print(is_pos(4))
