# Warm timings of the language benchmarks inside one process: best of several runs of each.
# Run compiled to a jar, interpreted and by Rscript by bench/language/compiled.sh.
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
scalar <- function() { s <- 0; for (i in 1:1e7) s <- s + i * 2; s }
vec <- function() { n <- 1e6; x <- numeric(n); for (i in seq_len(n)) x[i] <- i / 2; sum(x) }
str <- function() { s <- ""; for (i in 1:2000) s <- paste0(s, i %% 10); nchar(s) }
wint <- function() { i <- 0L; s <- 0L; while (i < 10000000L) { i <- i + 1L; if (s > 1000000L) s <- s - 1000000L; s <- s + 3L }; s }
xr <- runif(1e6)
vread <- function() { s <- 0; for (i in seq_along(xr)) s <- s + xr[i] * xr[i]; s }
collatz <- function() { steps <- 0L; for (s in 1:30000) { n <- s; while (n != 1L) { if (n %% 2L == 0L) n <- n %/% 2L else n <- 3L * n + 1L; steps <- steps + 1L } }; steps }
nested <- function() { tot <- 0; for (i in 1:1000) for (j in 1:1000) if ((i * j) %% 2L == 1L) tot <- tot + -(j %/% 3L) else tot <- tot + 1; tot }
dp <- function() { n <- 500L; d <- matrix(0, n, n); for (i in 2:n) for (j in 2:n) d[i, j] <- d[i - 1L, j] + d[i, j - 1L] - d[i - 1L, j - 1L] + if (i %% 3L == j %% 3L) 1 else 0; d[n, n] }
best <- function(label, f, reps) {
  b <- Inf
  for (r in 1:reps) { t0 <- proc.time()[[3]]; f(); t <- proc.time()[[3]] - t0; if (t < b) b <- t }
  cat(sprintf("%-12s best of %d: %.3f s\n", label, reps, b))
}
best("fib(25)", function() fib(25), 10)
best("scalar-loop", scalar, 10)
best("vector-loop", vec, 5)
best("string-loop", str, 5)
best("while-int 1e7", wint, 5)
best("vector-read", vread, 5)
best("collatz 3e4", collatz, 5)
best("nested 1e3^2", nested, 5)
best("matrix-dp 500^2", dp, 5)
