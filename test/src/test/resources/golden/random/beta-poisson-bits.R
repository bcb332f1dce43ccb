# Every bit of R's TOMS 708 incomplete beta (pbeta and the functions built on it: pt, pf,
# pbinom, pnbinom, qt, qbeta, qf, qbinom, qnbinom), of R's pgamma_raw and qgamma (pgamma,
# pchisq, ppois, qgamma, qchisq) and of R 4.2's ebd0-based dpois_raw (dpois, dgamma, dchisq,
# dnbinom with mu), over random arguments spanning the extreme tails, tiny and huge shapes, both
# tails and the log scale: a byte digest per function (NaN counted as one value), then an
# edge-case grid in hex. Their rare warnings are checked in random/toms708-warnings, hence suppressWarnings.
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
sh <- function(n, lo, hi) 10^runif(n, lo, hi)
N <- 2000
set.seed(22)
x <- runif(N); xs <- sh(N, -300, 0); xb <- 1 - sh(N, -16, -0.3)
a <- sh(N, -3, 3); b <- sh(N, -3, 3); A <- sh(N, -20, 7); B <- sh(N, -20, 7)
t <- rnorm(N) * sh(N, -3, 3); df <- sh(N, -2, 7); f <- sh(N, -4, 4); d1 <- sh(N, -2, 6); d2 <- sh(N, -2, 6)
n <- floor(sh(N, 0, 6)); p <- runif(N); k <- floor(runif(N) * (n + 2))
sz <- sh(N, -3, 4); mu <- sh(N, -3, 4); kk <- floor(sh(N, 0, 5))
suppressWarnings(for (lt in c(TRUE, FALSE)) for (lg in c(FALSE, TRUE)) {
  tag <- paste0(if (lt) "" else ".upper", if (lg) ".log" else "")
  chk(paste0("pbeta", tag), pbeta(x, a, b, lower.tail = lt, log.p = lg))
  chk(paste0("pbeta.smallx", tag), pbeta(xs, a, b, lower.tail = lt, log.p = lg))
  chk(paste0("pbeta.near1", tag), pbeta(xb, a, b, lower.tail = lt, log.p = lg))
  chk(paste0("pbeta.wide", tag), pbeta(x, A, B, lower.tail = lt, log.p = lg))
  chk(paste0("pbeta.whole", tag), pbeta(x, floor(a * 10) + 1, floor(b * 10) + 1, lower.tail = lt, log.p = lg))
  chk(paste0("pt", tag), pt(t, df, lower.tail = lt, log.p = lg))
  chk(paste0("pf", tag), pf(f, d1, d2, lower.tail = lt, log.p = lg))
  chk(paste0("pbinom", tag), pbinom(k, n, p, lower.tail = lt, log.p = lg))
  chk(paste0("pnbinom", tag), pnbinom(kk, sz, p, lower.tail = lt, log.p = lg))
  chk(paste0("pnbinom.mu", tag), pnbinom(kk, sz, mu = mu, lower.tail = lt, log.p = lg))
  chk(paste0("qbinom", tag), qbinom(if (lg) log(p) else p, n, runif(N), lower.tail = lt, log.p = lg))
  chk(paste0("qnbinom", tag), qnbinom(if (lg) log(p) else p, sz, runif(N), lower.tail = lt, log.p = lg))
  chk(paste0("qt", tag), qt(if (lg) -sh(N, -17, 3) else p, df / 1e3, lower.tail = lt, log.p = lg))
  chk(paste0("qbeta", tag), qbeta(if (lg) -sh(N, -20, 3) else p, a, b, lower.tail = lt, log.p = lg))
  chk(paste0("qbeta.wide", tag), qbeta(if (lg) log(xs) else xs, A / 1e10, B / 1e10, lower.tail = lt, log.p = lg))
  chk(paste0("qf", tag), qf(if (lg) -sh(N, -20, 3) else p, d1 / 10, d2 / 10, lower.tail = lt, log.p = lg))
})
lam <- sh(N, -5, 8); k <- floor(lam * runif(N, 0, 2)); k2 <- floor(sh(N, 0, 9))
x <- sh(N, -5, 5); shp <- sh(N, -4, 6); sc <- sh(N, -2, 2)
for (lt in c(TRUE, FALSE)) for (lg in c(FALSE, TRUE)) {
  tag <- paste0(if (lt) "" else ".upper", if (lg) ".log" else "")
  chk(paste0("pgamma", tag), pgamma(x, shp, lower.tail = lt, log.p = lg))
  chk(paste0("pgamma.near", tag), pgamma(shp * runif(N, 0.8, 1.2), shp, lower.tail = lt, log.p = lg))
  chk(paste0("pchisq", tag), pchisq(x, shp / 10, lower.tail = lt, log.p = lg))
  chk(paste0("ppois", tag), ppois(k, lam, lower.tail = lt, log.p = lg))
  chk(paste0("pf.infinite", tag), pf(x / 1e3, shp, Inf, lower.tail = lt, log.p = lg))
  chk(paste0("qgamma", tag), qgamma(if (lg) -sh(N, -20, 3) else runif(N), shp / 10, lower.tail = lt, log.p = lg))
  chk(paste0("qchisq", tag), qchisq(if (lg) -sh(N, -20, 3) else runif(N), shp, lower.tail = lt, log.p = lg))
}
for (lg in c(FALSE, TRUE)) {
  tag <- if (lg) ".log" else ""
  chk(paste0("dpois", tag), dpois(k, lam, lg)); chk(paste0("dpois.far", tag), dpois(k2, lam, lg))
  chk(paste0("dgamma", tag), dgamma(x, shp, scale = sc, log = lg))
  chk(paste0("dgamma.smallshape", tag), dgamma(x, shp / 1e4, scale = sc, log = lg))
  chk(paste0("dchisq", tag), dchisq(x, shp, log = lg))
  chk(paste0("dnbinom.mu", tag), dnbinom(k, sz, mu = mu, log = lg))
  chk(paste0("dnbinom.mu.inf", tag), dnbinom(k, Inf, mu = lam, log = lg))
}
v <- c(NaN, NA, -Inf, -1, 0, 1e-320, 1e-10, 0.5, 1, 2, 1e10, Inf)
s <- c(NaN, 0, 1e-300, 1e-20, 0.5, 1, 3, 1e5, 1e20, Inf)
g <- expand.grid(x = v, a = s, b = s)
h <- function(name, r) cat(name, sprintf("%a", r), "\n")
suppressWarnings({
  h("pbeta", pbeta(g$x, g$a, g$b)); h("pbeta.upper", pbeta(g$x, g$a, g$b, lower.tail = FALSE))
  h("pbeta.log", pbeta(g$x, g$a, g$b, log.p = TRUE))
  h("pt", pt(g$x, g$a)); h("pt.upper.log", pt(-g$x, g$a, lower.tail = FALSE, log.p = TRUE))
  h("pf", pf(g$x, g$a, g$b)); h("pf.upper", pf(g$x, g$a, g$b, lower.tail = FALSE))
  h("pbinom", pbinom(g$x, floor(g$a), 0.3)); h("pbinom.p", pbinom(3, 10, g$x))
  h("pnbinom", pnbinom(g$x, g$a, 0.3)); h("pnbinom.mu", pnbinom(g$x, g$a, mu = g$b))
  h("pgamma", pgamma(g$x, g$a, g$b)); h("pgamma.upper.log", pgamma(g$x, g$a, g$b, lower.tail = FALSE, log.p = TRUE))
  h("qgamma", qgamma(g$x, g$a)); h("qgamma.upper.log", qgamma(log(g$x), g$a, lower.tail = FALSE, log.p = TRUE))
  h("ppois", ppois(g$x, g$a)); h("ppois.upper", ppois(g$x, g$a, lower.tail = FALSE))
  h("dpois", dpois(floor(g$x), g$a)); h("dpois.log", dpois(floor(g$x), g$a, log = TRUE))
  h("dgamma", dgamma(g$x, g$a, g$b)); h("dgamma.log", dgamma(g$x, g$a, g$b, log = TRUE))
  h("dnbinom.mu", dnbinom(floor(g$x), g$a, mu = g$b))
})
suppressWarnings({
  h("qbeta", qbeta(g$x, g$a, g$b))
  h("qbeta.upper.log", qbeta(log(g$x), g$a, g$b, lower.tail = FALSE, log.p = TRUE))
})
h("qt", qt(c(1e-300, 1e-10, 0.01, 0.3, 0.5, 0.9, 1 - 1e-12), rep(c(0.3, 1, 2, 2.5, 1e22), each = 7)))
h("dpois.extreme", dpois(c(0, 1, 2, 10, 1e10, 1e15, 1e300, 5), c(1e-300, 1e300, 1, 10, 1e10, 1e15 + 3, 1e300, Inf)))
