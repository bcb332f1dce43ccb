# Every bit of densities, distribution functions, quantiles and gamma-family functions over 2e4
# random arguments each, where R's nmath algorithm is ported and its log, exp, pow, log1p and
# expm1 are the C library's: a byte digest (NaN counted as one value whatever its payload)
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
N <- 20000
set.seed(1)
u <- runif(N); x <- runif(N, 0, 50); k <- floor(runif(N, 0, 60)); s <- runif(N, 0.2, 20); z <- rnorm(N) * 3
n <- floor(runif(N, 1, 100)); lp <- -runif(N, 0, 30)
chk("dbinom", dbinom(k, n + 30, u)); chk("dbinom.log", dbinom(k, n + 30, u, log = TRUE)); chk("qbinom", qbinom(u, n, 0.3))
chk("qpois", qpois(u, s)); chk("dnbinom", dnbinom(k, s, u)); chk("dnbinom.log", dnbinom(k, s, u, log = TRUE)); chk("dgeom", dgeom(k, u)); chk("pgeom", pgeom(k, u)); chk("qgeom", qgeom(u, 0.2))
chk("dhyper", dhyper(k, 60, 70, 50)); chk("qhyper", qhyper(u, 60, 70, 50))
chk("dnorm", dnorm(z)); chk("pnorm", pnorm(z)); chk("pnorm.log", pnorm(z, log.p = TRUE)); chk("qnorm", qnorm(u)); chk("qnorm.log", qnorm(lp, log.p = TRUE))
chk("dlnorm", dlnorm(x)); chk("plnorm", plnorm(x)); chk("qlnorm", qlnorm(u))
chk("dbeta", dbeta(u, s, s / 2)); chk("dt", dt(z, s)); chk("df", df(x / 10, s, s + 1))
chk("dexp", dexp(x, s)); chk("pexp", pexp(x / 50, s)); chk("qexp", qexp(u, s))
chk("dweibull", dweibull(x / 10, s)); chk("pweibull", pweibull(x / 10, s)); chk("qweibull", qweibull(u, s))
chk("dlogis", dlogis(z)); chk("plogis", plogis(z)); chk("qlogis", qlogis(u))
chk("dcauchy", dcauchy(z)); chk("qcauchy", qcauchy(u))
chk("dunif", dunif(u, 0, s)); chk("punif", punif(u, 0, s)); chk("punif.log", punif(u, 0, s, log.p = TRUE)); chk("qunif", qunif(u, 0, s))
chk("dsignrank", dsignrank(k, 20)); chk("psignrank", psignrank(k, 20)); chk("qsignrank", qsignrank(u, 20))
chk("dwilcox", dwilcox(k, 10, 12)); chk("pwilcox", pwilcox(k, 10, 12)); chk("qwilcox", qwilcox(u, 10, 12))
chk("lgamma", lgamma(x)); chk("gamma", gamma(x / 3)); chk("gamma.small", gamma(-x[1:2000] / 5.2 - 0.25))
chk("beta", beta(s, x)); chk("lbeta", lbeta(s, x)); chk("choose", choose(x, k)); chk("choose.neg", choose(-x, k))
chk("factorial", factorial(x / 3)); chk("lfactorial", lfactorial(x))
chk("log1p", suppressWarnings(log1p(z))); chk("expm1", expm1(z))
