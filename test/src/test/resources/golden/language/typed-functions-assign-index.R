# x[[i]] <- v with an index out of range, in typed bodies (which give up: the generic body runs) and
# untyped code (issue 25): R's OneIndex errors for 0, NA, negatives and fractions below 1, the one
# element a negative index leaves of a vector of length two, growth with NA past the end.
m <- function(expr) tryCatch(expr, error = function(e) paste("Error:", conditionMessage(e), "|", deparse(conditionCall(e))))
setd <- function(x, i, v) { x[[i]] <- v; x }
seti <- function(x, i) { x[[i]] <- 7L; x }
setl <- function(x, i) { x[[i]] <- NA; x }
for (i in list(0, 0L, NA, NA_integer_, NA_real_, -1, -2, -3, -1L, -2L, -3L, 0.5, 1.5, -0.5, -1.5, -2.5, 2, 3, 5L, 2.9, Inf, -Inf, NaN, TRUE, FALSE)) {
  cat(deparse(i), ": "); print(m(setd(c(1, 2), i, 9)))
  cat("  int: "); print(m(seti(1:2, i)))
  cat("  lgl: "); print(m(setl(c(TRUE, FALSE), i)))
}
for (i in list(0, -1, -2, -3, NA, 4, 4L)) { cat(deparse(i), ": "); print(m(setd(c(a = 1, b = 2, c = 3), i, 9))) }
for (i in list(0, -1, NA, NA_integer_, 1, 3)) { cat(deparse(i), ": "); print(m(seti(5L, i))) }
for (i in list(0, -1, 1, 2)) { cat(deparse(i), ": "); print(m(setd(numeric(0), i, 2))) }
# untyped: strings, lists, names, x[[n + 5]] growth, a value of another type
for (i in list(0, -1, NA, 3)) { cat(deparse(i), ": "); print(m({ x <- c("a", "b"); x[[i]] <- "z"; x })) }
for (i in list(0, -1, -2, NA, 4)) { cat(deparse(i), ": "); print(m({ l <- list(1, 2); l[[i]] <- 9; l })) }
n <- 3; x <- c(1, 2, 3); x[[n + 5]] <- 7; print(x)
y <- 1:3; y[[n + 2]] <- 2.5; print(y); z <- c(p = 1); z[[n]] <- 4; print(z)
w <- c(1, 2, 3); print(m({ w[[0]] <- 1 })); print(m({ w[[-1]] <- 1 })); print(m({ w[[NA]] <- 1 })); print(w)
v <- c(1, 2); v[[-1]] <- 10; print(v); v[[-2L]] <- 20; print(v); v[[-1.9]] <- 30; print(v)
grow <- function(n) { x <- numeric(2); for (k in seq_len(n)) x[[k + 2]] <- k * 2; x }
print(grow(3)); print(grow(0))
g2 <- function(x, n) { x[[n + 5]] <- 1; x }
print(g2(c(1, 2), 0)); print(g2(1:2, -4)); print(m(g2(c(1, 2), -5))); print(m(g2(c(1, 2), -6))); print(m(g2(c(1, 2), -8)))
# the value's length is checked before the index on atomic vectors; lists and NULL by the index
print(m({x <- 1:3; x[[0]] <- NULL; x})); print(m({x <- 1:3; x[[0]] <- numeric(0); x})); print(m({x <- 1:3; x[[0]] <- 1:2; x}))
print(m({x <- 1:3; x[[NA]] <- 1:2; x})); print(m({x <- list(1, 2); x[[0]] <- NULL; x})); print(m({x <- list(1, 2); x[[-1]] <- NULL; x}))
print(m({x <- list(1, 2, 3); x[[-1]] <- NULL; x})); print(m({x <- NULL; x[[0]] <- 1; x})); print(m({x <- NULL; x[[-1]] <- 1; x})); print(m({x <- 1:2; x[[-1]] <- 1:2; x}))
