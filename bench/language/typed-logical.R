# Typed bodies with logical vectors (issue 25): a masked sum, a logical vector made by comparisons,
# a count with ! and sum of logicals; warm, best of 5 (CPU s: user + system), and fib(25) timed the same ways
# (a top-level call, inside a function, best of 10 and 10 calls in one timing).
f <- function(x, ok) { s <- 0; for (i in seq_along(x)) if (x[i] > 0 && ok[i]) s <- s + x[i]; s }
pos <- function(x) { v <- logical(length(x)); for (i in seq_along(x)) v[i] <- x[i] > 0; v }
cnt <- function(ok) { n <- 0L; for (i in seq_along(ok)) if (!ok[i]) n <- n + 1L; n + sum(ok) }
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
set.seed(1)
x <- rnorm(1e6)
ok <- runif(1e6) > 0.3
cpu <- function() { p <- proc.time(); p[[1]] + p[[2]] }
best <- function(label, g, reps) {
  b <- Inf
  for (r in 1:reps) { t0 <- cpu(); g(); t <- cpu() - t0; if (t < b) b <- t }
  cat(sprintf("%-22s best of %d: %.4f s\n", label, reps, b))
}
t0 <- cpu(); v <- fib(25); cat(sprintf("%-22s first call: %.4f s\n", "fib(25)", cpu() - t0))
best("fib(25)", function() fib(25), 10)
best("fib(25) x 10", function() for (k in 1:10) fib(25), 3)
best("f(x, ok) 1e6", function() f(x, ok), 5)
best("pos(x) 1e6", function() pos(x), 5)
best("cnt(ok) 1e6", function() cnt(ok), 5)
print(c(f(x, ok), sum(pos(x)), cnt(ok), fib(25)))
