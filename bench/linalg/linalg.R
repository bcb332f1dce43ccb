# Dense linear algebra as an R user writes it, timed in R: the same operations as openblas-c.c.
# Usage: Rscript linalg.R [gemm sizes, e.g. 2000,4000] [lapack size] [runs]   (or ./flashr linalg.R ...)
# Each operation's first call in the process is reported apart ("what.1st": the library's first
# link, the JIT's first compilations) from the best of the runs after it (the steady state).
args <- commandArgs(trailingOnly = TRUE)
gemms <- if (length(args) >= 1) as.integer(strsplit(args[1], ",")[[1]]) else c(2000L, 4000L)
nl <- if (length(args) >= 2) as.integer(args[2]) else 2000L
nruns <- if (length(args) >= 3) as.integer(args[3]) else 3L
# BENCH_CPU=1: the process's CPU time (user + system) instead of elapsed time
clock <- if (identical(Sys.getenv("BENCH_CPU"), "1")) function() sum(proc.time()[1:2]) else function() proc.time()[["elapsed"]]
firsts <- list()
best <- function(f, runs = nruns) {
  t0 <- clock()
  v <- f()
  firsts[[length(firsts) + 1]] <<- clock() - t0
  stopifnot(is.finite(sum(v)))
  t <- Inf
  for (r in seq_len(runs)) {
    t0 <- clock()
    v <- f()
    t <- min(t, clock() - t0)
    stopifnot(is.finite(sum(v)))   # the result is used
  }
  t
}
report <- function(what, n, s, flops = 0) {
  force(s)   # runs the timing, which records the first call
  cat(sprintf("%-8s %5d %9.3f s\n", paste0(what, ".1st"), n, firsts[[length(firsts)]]))
  if (flops > 0) cat(sprintf("%-8s %5d %9.3f s %8.1f GFLOP/s\n", what, n, s, flops / s * 1e-9))
  else cat(sprintf("%-8s %5d %9.3f s\n", what, n, s))
}
set.seed(1)
for (n in gemms) {
  A <- matrix(runif(n * n) - 0.5, n, n); B <- matrix(runif(n * n) - 0.5, n, n)
  report("dgemm", n, best(function() A %*% B), 2 * n^3)
}
if (nl > 0) {
  n <- nl
  A <- matrix(runif(n * n) - 0.5, n, n)
  report("solve", n, best(function() solve(A)), 8 / 3 * n^3)
  S <- crossprod(A) + diag(n, n)
  report("chol", n, best(function() chol(S)), n^3 / 3)
  report("eigen", n, best(function() eigen(S, symmetric = TRUE)$values))
  report("svd", n, best(function() svd(A)$d))
  report("qr", n, best(function() qr(A)$qr))                     # LINPACK's dqrdc2, R's default
  report("qrLAPACK", n, best(function() qr(A, LAPACK = TRUE)$qr))  # dgeqp3
  report("det", n, best(function() determinant(A)$modulus))        # dgetrf (det(A) itself overflows here)
}
