# Typed functions called with promises (issue 25): the apply family, untyped callers passing
# constants, variables and expressions, a variable rebound after the call, and typed bodies passing
# vectors to typed callees (the callee writing its own copy).
f <- function(i) i * 2 + 1
g <- function(a, b) if (a > 0) a * b else b - a
collatz <- function(n) { k <- 0; while (n != 1) { if (n %% 2 == 0) n <- n / 2 else n <- 3 * n + 1; k <- k + 1 }; k }
print(sapply(1:10, f))
print(sapply(c(a = 1.5, b = NA, c = -2), f))
print(vapply(c(2, -3, 0.5), f, 0))
print(sapply(1:30, collatz))
print(unlist(Map(g, c(1.5, -2, 0), c(2, 3, 4))))
print(tryCatch(Map(g, c(1, NA), 1:2), error = function(e) conditionMessage(e)))
print(mapply(g, 1:4, 4:1))
print(sapply(1:3, g, b = 2.5))
print(Reduce(g, 1:6, accumulate = TRUE))
h <- function(y) { r <- f(y); y <- y + 1; r + y }
print(c(h(2), h(2L), h(NA)))
print(h(c(1, 2)))
x <- 1
outer <- function(y) { r <- f(y); x <<- 100; c(r, y) }
print(outer(x))
x <- 1
lazy <- function(y) { r <- g(-1, 5); x <<- 7; c(r, y) }
print(lazy(x))
sel <- function(a, b) if (a > 0) a else b
print(sel(1, stop("never forced")))
print(tryCatch(sel(-1, stop("forced now")), error = function(e) conditionMessage(e)))
ar <- function(n) { s <- 0; for (j in seq_len(n)) { y <- j; s <- s + f(y * 2) + g(y - 2L, y / 3) }; print(s); f(n + 0.5) }
print(c(ar(5), ar(3L)))
big <- 2147483647L; ov <- function() f(big + 1L); print(ov())
pm <- function(k) g(k - 1, k * k); print(c(pm(0.5), pm(2L)))
makeActiveBinding("ab", function() { cat("read ab\n"); 2 }, environment())
print(f(ab))
print(f({ cat("forced\n"); 3 }))
ssq <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[i] * v[i]; s }
dot <- function(a, b) { s <- 0; for (i in seq_along(a)) s <- s + a[i] * b[i]; s }
norm2 <- function(v) sqrt(ssq(v))
wr <- function(v, k) { v[1] <- k; sum(v) }
use <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- i; t <- wr(v, 100); norm2(v) + dot(v, v) + t + v[1] }
print(c(use(10), use(1), use(2.5)))
print(tryCatch(use(0), error = function(e) conditionMessage(e)))
iv <- function(n) { v <- integer(n); for (i in seq_len(n)) v[i] <- i; c(ssq(v), wr(v, 7L), v[1]) }
print(iv(5L))
print(c(norm2(c(3, 4)), norm2(1:2), norm2(numeric(0))))
w <- c(1, 2); print(wr(w, 9)); print(w)
ssq <- function(v) -1
print(use(3))
