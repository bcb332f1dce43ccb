# Typed functions called by the evaluator (issue 25): sapply, vapply and Map pass each element as
# an argument the typed entry reads without forcing anything; a typed body passing its vectors to a
# typed callee (norm2 calling ssq, use calling dot) is a JVM call of the callee's vector method.
collatz <- function(n) { k <- 0; while (n != 1) { if (n %% 2 == 0) n <- n / 2 else n <- 3 * n + 1; k <- k + 1 }; k }
g <- function(a, b) if (a > b) a - b else b - a
print(sum(sapply(1:100000, collatz)))
print(sum(vapply(seq_len(100000) * 1.0, collatz, 0)))
print(sum(unlist(Map(g, 1:100000, 100000:1))))
ssq <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[i] * v[i]; s }
dot <- function(a, b) { s <- 0; for (i in seq_along(a)) s <- s + a[i] * b[i]; s }
norm2 <- function(v) sqrt(ssq(v))
use <- function(n, reps) {
  v <- numeric(n)
  for (i in seq_len(n)) v[i] <- i / n
  t <- 0
  for (r in seq_len(reps)) t <- t + norm2(v) + dot(v, v)
  t
}
print(use(1000, 20000))
