# Typed bodies of functions assigned inside functions: called from the outer function's loop,
# recursive, rebound, reading the outer frame, returned and called under another name
outer <- function(n) { sq <- function(x) x * x; s <- 0; for (i in 1:n) s <- s + sq(i); s }
print(c(outer(10), outer(1000)))
r <- try(outer(NA), silent = TRUE); cat(r)
mk <- function(k) { fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2); fib(k) }
print(c(mk(20), mk(1), mk(2.5)))
o2 <- function(n) { sq <- function(x) x * x; s <- 0; for (i in 1:n) { s <- s + sq(i); if (i == 3) sq <- function(x) -x }; s }
print(o2(6))
o3 <- function(a) { f <- function(x) x * a; f(2) + f(3) }
print(c(o3(5), o3(NA)))
mkadd <- function() { add <- function(x, y) x + y; add }
a <- mkadd()
print(c(a(1, 2), a(1L, 2L))); print(typeof(a(1L, 2L)))
print(a(.Machine$integer.max, 1L))
mk2 <- function() { f <- function(n) if (n < 1) 0 else f(n - 1) + 1; g <- f; f <- function(n) -100; g(5) }
print(mk2())
deep <- function(n) { mid <- function(m) { inn <- function(x) x %% 7; inn(m) + 1 }; s <- 0; for (i in seq_len(n)) s <- s + mid(i); s }
print(deep(20))
vv <- function(n) { sc <- function(v) { for (i in seq_along(v)) v[i] <- v[i] * 2; v }; w <- as.numeric(1:n); r <- sc(w); c(sum(w), sum(r)) }
print(vv(5))
q <- function(n) { sq <- function(x) x * x; sapply(1:n, sq) }
print(q(4))
