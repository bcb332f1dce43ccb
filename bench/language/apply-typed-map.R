# sapply, vapply and lapply over a numeric vector with a typed function of one parameter (issue 25):
# one JVM loop of its typed method writing the values straight into the result (no value made per
# element); a logical result; a named extra argument (k = 3) matched to the formals, element by element.
n <- 1000000
x <- seq_len(n) * 0.5
print(sum(sapply(x, function(v) v * 2 + 1)))
print(sum(vapply(1:n, function(i) i %% 7L, integer(1))))
print(sum(vapply(x, function(v) v > 100, logical(1))))
is_pos <- function(v) v > 250000
print(sum(sapply(x, is_pos)))
print(length(Filter(function(v) v > 2, x)))
print(sum(sapply(x, function(v, k) v * k, k = 3)))
print(sum(unlist(lapply(1:n, function(i) i %% 7L))))
