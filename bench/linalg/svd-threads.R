# svd(A) at n = 2000, k calls, each call's CPU split by the process's threads (/proc/self/task):
# under flashr, the script's thread (the R code and dgesdd, one OpenBLAS thread) apart from the
# JIT's compiler threads, the collector's and the VM's, which run beside it on the other core.
# Usage: flashr svd-threads.R [n] [k]   (also Rscript: R has the one thread)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) >= 1) as.integer(args[1]) else 2000L
k <- if (length(args) >= 2) as.integer(args[2]) else 3L
snap <- function() {
  ts <- list.files("/proc/self/task")
  ticks <- sapply(ts, function(t) {
    f <- strsplit(sub("^.*\\) ", "", readLines(file.path("/proc/self/task", t, "stat"), warn = FALSE)), " ")[[1]]
    as.numeric(f[12]) + as.numeric(f[13])   # utime + stime, fields 14 and 15
  })
  names <- sapply(ts, function(t) readLines(file.path("/proc/self/task", t, "comm"), warn = FALSE))
  data.frame(tid = ts, name = names, ticks = ticks, stringsAsFactors = FALSE)
}
set.seed(1)
A <- matrix(runif(n * n) - 0.5, n, n)
for (i in seq_len(k)) {
  s0 <- snap(); t0 <- proc.time(); d <- svd(A)$d; t <- proc.time() - t0; s1 <- snap()
  m <- merge(s0, s1, by = c("tid", "name"), all.y = TRUE)
  m$ticks.x[is.na(m$ticks.x)] <- 0
  m$cpu <- (m$ticks.y - m$ticks.x) / 100
  m <- m[m$cpu > 0, ]
  cat(sprintf("svd %d cpu %.2f wall %.2f:", n, t[[1]] + t[[2]], t[[3]]), paste0(gsub(" ", "_", m$name), "=", m$cpu), "\n")
}
