# Warm timings of calls between compiled functions inside one process: best of 5 runs of each.
# Typed loops calling typed functions directly, arguments computed early, typed bodies with loops.
sq <- function(x) x * 0.5 + 1
add3 <- function(a, b, c) { t <- a + b; t * c }
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i * i; s }
leaf <- function(x) x * x + 1
callLoop <- function() { s <- 0; for (i in 1:1e6) s <- add3(s, i, 0.5) + sq(i + 0.5); s }
fibLoop <- function() { t <- 0; for (i in 1:25) t <- t + fib(i - 1); t }
sumsqLoop <- function() { t <- 0; for (k in 1:1000) t <- t + sumsq(k); t }
sumsqOne <- function() sumsq(40000L)
xs <- as.list(seq_len(1e5) / 7)
eager <- function() { s <- 0; for (x in xs) s <- s + leaf(x + 1) + leaf(x * 2); s }
best <- function(label, f, reps) {
  b <- Inf
  for (r in 1:reps) { t0 <- proc.time()[[3]]; v <- f(); t <- proc.time()[[3]] - t0; if (t < b) b <- t }
  cat(sprintf("%-24s best of %d: %.3f s  (%s)\n", label, reps, b, format(v, digits = 10)))
}
for (round in 1:3) { # the first rounds include the JIT's compilations
  best("call loop 1e6", callLoop, 5)
  best("fib(0..24) loop", fibLoop, 5)
  best("sumsq(1..1000) loop", sumsqLoop, 5)
  best("sumsq(40000L)", sumsqOne, 5)
  best("eager args 1e5 (list)", eager, 5)
}
