# Every bit of R's noncentral chi-squared, beta, t and F functions (dnchisq, pnchisq, qnchisq,
# dnbeta, pnbeta, qnbeta, dnt, pnt, qnt, dnf, pnf, qnf) and of ptukey/qtukey, over random
# arguments in both tails and on the log scale: R sums these series in 80-bit long double, which
# flashr rounds as R does. A byte digest per function (NaN counted as one value). The extreme
# tails where R's long double holds values below a double's range (log-probabilities under
# -708) are left out: there flashr gives -Inf or 0 where R gives a finite log. Where glibc's
# logl or a bisection on it is not correctly rounded (pbeta and pf on the log scale, qt with ncp
# on the log scale), one value in a few hundred differs in its last bit: those are digested
# rounded to 12 significant digits.
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
chk12 <- function(name, x) cat(name, "(12 digits)", d(signif(x, 12)), "\n")
sh <- function(n, lo, hi) 10^runif(n, lo, hi)
N <- 600
set.seed(2204)
x <- sh(N, -2, 2.5); df <- sh(N, -1, 2.5); ncp <- c(sh(N / 2, -2, 1.9), sh(N / 2, 1.9, 3))
p <- runif(N); lp <- -sh(N, -6, 1)
xb <- runif(N); a <- sh(N, -1, 2); b <- sh(N, -1, 2)
tt <- rnorm(N) * 5; tdf <- sh(N, -0.5, 2.5); tn <- rnorm(N) * 5
fx <- sh(N, -2, 2); d1 <- sh(N, -1, 2.5); d2 <- sh(N, -1, 2.5)
i <- 1:150
suppressWarnings({
  chk("dchisq", dchisq(x, df, ncp)); chk("dchisq.log", dchisq(x, df, ncp, log = TRUE))
  chk("dbeta", dbeta(xb, a, b, ncp)); chk("dbeta.log", dbeta(xb, a, b, ncp, log = TRUE))
  chk("dt", dt(tt, tdf, tn)); chk("dt.log", dt(tt, tdf, tn, log = TRUE))
  chk("df", df(fx, d1, d2, ncp / 10)); chk("df.log", df(fx, d1, d2, ncp / 10, log = TRUE))
  for (lt in c(TRUE, FALSE)) for (lg in c(FALSE, TRUE)) {
    tag <- paste0(if (lt) "" else ".upper", if (lg) ".log" else "")
    chk(paste0("pchisq", tag), pchisq(x, df, ncp, lt, lg))
    (if (lg) chk12 else chk)(paste0("pbeta", tag), pbeta(xb, a, b, ncp / 10, lt, lg))
    chk(paste0("pt", tag), pt(tt, tdf, tn, lt, lg))
    (if (lg) chk12 else chk)(paste0("pf", tag), pf(fx, d1, d2, ncp / 10, lt, lg))
    chk(paste0("ptukey", tag), ptukey(x[i] / 20, 2 + floor(a[i]), 2 + df[i], 1 + i %% 3, lt, lg))
    q <- if (lg) lp[i] else p[i]
    chk(paste0("qchisq", tag), qchisq(q, df[i], ncp[i] / 10, lt, lg))
    chk(paste0("qbeta", tag), qbeta(q, a[i], b[i], ncp[i] / 10, lt, lg))
    (if (lg) chk12 else chk)(paste0("qt", tag), qt(q, tdf[i], tn[i], lt, lg))
    chk(paste0("qf", tag), qf(q, d1[i], d2[i], ncp[i] / 10, lt, lg))
    chk(paste0("qtukey", tag), qtukey(q[1:20], 2 + floor(a[1:20]), 2 + df[1:20], 1, lt, lg))
  }
})
# ncp = 0 given is R's noncentral algorithm, not the central one
cat(sprintf("%a", c(pchisq(3, 2, ncp = 0), pchisq(3, 2), pbeta(0.3, 2, 3, ncp = 0), pbeta(0.3, 2, 3),
                    df(1.5, 3, 4, ncp = 0), df(1.5, 3, 4), qt(0.3, 5, 0), dt(0.5, 5, 0))), sep = "\n")
