# Runs the suite's workloads (workloads.R) in one process and appends one tab-separated line per
# workload to OUT: peer label, workload, median seconds, fastest seconds, runs, data-generation seconds,
# bytes read (or flops), peak resident MB while it ran, digest.
# Usage (GNU R or flashr): run.R DIR LABEL MODE N P M RUNS OUT [WORKLOAD...]
#   LABEL names the peer in OUT; MODE R: X is an ordinary R matrix; fm-mem / fm-ssd: a FlashR matrix in memory / on the store.
# Each workload runs once to warm up, then RUNS times (once when the warm-up took LONG seconds or more:
# the large size's iterative workloads in the slower peers); the median is reported. LABEL and MODE may
# be comma-separated lists: the modes then run one after the other in this process, on the same data.
args <- commandArgs(trailingOnly = TRUE)
dir <- args[1]; label <- args[2]; mode <- args[3]
n <- as.numeric(args[4]); p <- as.integer(args[5]); m <- as.integer(args[6])
runs <- as.integer(args[7]); out <- args[8]
only <- if (length(args) > 8) args[-(1:8)] else character()
source(file.path(dir, "workloads.R"))
LONG <- 30

now <- function() proc.time()[["elapsed"]]
# Peak resident memory since the last reset (Linux: writing 5 to clear_refs resets VmHWM). Where
# system() is missing (flashr) it is the process's peak so far.
resetPeak <- function() if (exists("system")) try(system("echo 5 > /proc/$PPID/clear_refs", ignore.stderr = TRUE), silent = TRUE)
peakMB <- function() {
  s <- try(readLines("/proc/self/status"), silent = TRUE)
  if (inherits(s, "try-error")) return(NA)
  h <- grep("^VmHWM:", s, value = TRUE)
  if (length(h) == 0) NA else as.numeric(gsub("[^0-9]", "", h)) / 1024
}

t0 <- now()
set.seed(42)
X0 <- matrix(runif(n * p, -1, 1), n, p)
beta <- seq(-1, 1, length.out = p)
y <- as.numeric(runif(n) < 1 / (1 + exp(-drop(X0 %*% beta))))
A0 <- matrix(runif(m * m), m, m) + diag(m)
B0 <- matrix(runif(m * m), m, m)
gen0 <- now() - t0
labels <- strsplit(label, ",", fixed = TRUE)[[1]]
modes <- strsplit(mode, ",", fixed = TRUE)[[1]]
for (v in seq_along(modes)) {
  mode <- modes[v]; label <- labels[v]
  t0 <- now()
  X <- X0; A <- A0; B <- B0
  rnormMatrix <- function(n, p) matrix(rnorm(n * p), n, p)
  fresh <- function(M) M                                  # R remembers no results: nothing to renew
  if (mode != "R") {
    inMem <- mode == "fm-mem"
    X <- fm.conv.store(fm.conv.R2FM(X), in.mem = inMem)
    A <- fm.conv.R2FM(A); B <- fm.conv.R2FM(B)
    rnormMatrix <- function(n, p) fm.rnorm.matrix(n, p, in.mem = inMem)
    fresh <- function(M) fm.conv.R2FM(as.matrix(M))      # a new engine matrix: no result of M's is reused
  }
  gen <- gen0 + now() - t0
  work <- workloads(X, y, A, B, rnormMatrix, fresh)
  if (mode != "R") {
    # FlashR's own calls where it has them: the distance GenOp, the row-wise which.min and groupby
    step <- function(X, C) {
      D <- fm.inner.prod(X, t(C), "euclidean", "+")
      cl <- fm.agg.mat(D, 1, "which.min") - 1L          # FlashR's factors count from 0
      tab <- fm.table(cl)
      cnt <- numeric(nrow(C))
      cnt[as.vector(tab@val) + 1] <- as.vector(tab@Freq)
      as.matrix(fm.groupby(X, 2, fm.as.factor(cl, nrow(C)), "+")) / cnt
    }
    C0 <- as.matrix(X[seq_len(k), , drop = FALSE])
    work$kmeans.step$f <- function() step(X, C0)
    work$kmeans$f <- function() { C <- C0; for (it in 1:10) C <- step(X, C); C }
  }
  if (length(only)) work <- work[intersect(names(work), only)]
  for (nm in names(work)) {
    w <- work[[nm]]
    res <- tryCatch({
      args <- function() if (is.null(w$setup)) list() else w$setup()
      a <- args(); t1 <- now(); as.vector(do.call(w$f, a)); warm <- now() - t1    # warm-up
      gc()
      resetPeak()
      ts <- numeric(if (warm >= LONG) 1 else runs)
      for (r in seq_along(ts)) {
        # the digest is taken inside the timed region: flashr's results are lazy until read
        a <- args(); t1 <- now(); d <- as.numeric(as.vector(do.call(w$f, a))); ts[r] <- now() - t1
      }
      list(ts = ts, d = d)
    }, error = function(e) {
      message(sprintf("%s %s: %s", label, nm, conditionMessage(e)))
      NULL
    })
    size <- if (is.null(w$flops)) w$passes * n * p * 8 else w$flops
    kind <- if (is.null(w$flops)) "bytes" else "flops"
    line <- if (is.null(res)) {
      c(label, nm, NA, NA, 0, sprintf("%.3f", gen), kind, sprintf("%.0f", size), NA, "error")
    } else {
      c(label, nm, sprintf("%.5f", median(res$ts)), sprintf("%.5f", min(res$ts)), length(res$ts),
        sprintf("%.3f", gen), kind, sprintf("%.0f", size), sprintf("%.0f", peakMB()),
        paste(sprintf("%.10g", res$d), collapse = ","))
    }
    cat(paste(line, collapse = "\t"), "\n", sep = "", file = out, append = TRUE)
  }
}
