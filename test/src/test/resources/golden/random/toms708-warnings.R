# R's warnings from inside TOMS 708 and qbeta (bgrat's underflow for a subnormal y, bpser's
# underflow on the log scale, qbeta's lost precision and inaccurate results), over random
# arguments reaching them: each message with how often it came, then a few as R prints them.
set.seed(22)
N <- 2000
sh <- function(n, lo, hi) 10^runif(n, lo, hi)
x <- runif(N); xs <- sh(N, -300, 0); a <- sh(N, -3, 3); b <- sh(N, -3, 3); A <- sh(N, -20, 7); B <- sh(N, -20, 7); p <- runif(N)
msgs <- character()
w <- function(expr) withCallingHandlers(expr, warning = function(w) { msgs <<- c(msgs, conditionMessage(w)); invokeRestart("muffleWarning") })
for (lt in c(TRUE, FALSE)) for (lg in c(FALSE, TRUE)) {
  w(pbeta(x, A, B, lower.tail = lt, log.p = lg)); w(pbeta(xs, a, b, lower.tail = lt, log.p = lg))
  w(qbeta(if (lg) -sh(N, -20, 3) else p, a, b, lower.tail = lt, log.p = lg))
  w(qbeta(if (lg) log(xs) else xs, A / 1e10, B / 1e10, lower.tail = lt, log.p = lg))
  w(qbeta(if (lg) log(xs) else xs, A, B, lower.tail = lt, log.p = lg))
}
for (m in unique(msgs)) cat(sum(msgs == m), m, "\n")
cat(length(msgs), "warnings\n")
pbeta(1e-320, 1e-5, 0.5)
f <- function(q) qbeta(q, 0.02, 4e-4, log.p = TRUE)
f(-c(1e-3, 1e-12))
