# Log-scale probabilities far below exp(-708): R's nmath computes them in log space (or, in the
# noncentral series, in long double, whose range reaches below a double's), so they stay finite;
# -0 and 0 as R gives them (shown by sprintf). Values to 15 significant digits.
p <- function(label, v) cat(label, sprintf("%.15g", v), "\n")
p("pnorm", pnorm(c(-40, -100, -1e5), log.p = TRUE))
p("pnorm.up", pnorm(c(40, 100), lower.tail = FALSE, log.p = TRUE))
p("plnorm", plnorm(c(1e-30, 1e-300), log.p = TRUE))
p("pgamma", pgamma(c(1e-300, 1e-200), 2, log.p = TRUE))
p("pgamma.up", pgamma(c(1000, 1e4), 2, lower.tail = FALSE, log.p = TRUE))
p("pchisq", pchisq(1e-300, 3, log.p = TRUE))
p("pchisq.up", pchisq(c(2000, 1e4), 3, lower.tail = FALSE, log.p = TRUE))
p("pexp.weibull.up", c(pexp(1e4, lower.tail = FALSE, log.p = TRUE), pweibull(1e4, 2, lower.tail = FALSE, log.p = TRUE)))
p("pbeta", pbeta(c(1e-300, 1e-100), 3, 4, log.p = TRUE))
p("pbeta.up", pbeta(1 - 1e-15, 300, 400, lower.tail = FALSE, log.p = TRUE))
p("pbeta.big", pbeta(0.01, 500, 500, log.p = TRUE))
p("pt", pt(c(-1e100, -1e200), 3, log.p = TRUE))
p("pt2", pt(-1e10, 50, log.p = TRUE))
p("pf", c(pf(1e-300, 3, 5, log.p = TRUE), pf(1e100, 3, 5, lower.tail = FALSE, log.p = TRUE)))
p("pbinom", c(pbinom(0, 1000, 0.9, log.p = TRUE), pbinom(10, 10000, 0.5, log.p = TRUE),
              pbinom(9990, 10000, 0.5, lower.tail = FALSE, log.p = TRUE)))
p("ppois", c(ppois(1, 1000, log.p = TRUE), ppois(5000, 10, lower.tail = FALSE, log.p = TRUE)))
p("pnbinom.geom", c(pnbinom(1, 1000, 0.1, log.p = TRUE), pgeom(1e4, 0.5, lower.tail = FALSE, log.p = TRUE)))
p("phyper", phyper(0, 500, 500, 400, log.p = TRUE))
p("pcauchy.logis", c(pcauchy(-1e300, log.p = TRUE), plogis(-1000, log.p = TRUE), plogis(1000, lower.tail = FALSE, log.p = TRUE)))
p("pnchisq", c(pchisq(1e-300, 3, ncp = 1, log.p = TRUE), pchisq(1e-10, 100, ncp = 1, log.p = TRUE)))
p("pnchisq.up", pchisq(c(1700, 1780, 1790, 1798.99, 1799, 1800, 5000), 0.37, ncp = 28.6, lower.tail = FALSE, log.p = TRUE))
cat(sprintf("%a", pchisq(c(1780, 1798.99, 1799), 0.37, ncp = 28.6, lower.tail = FALSE)), "\n")
p("qnchisq.up", qchisq(c(-734.9, -700, -600), 0.37, ncp = 28.6, lower.tail = FALSE, log.p = TRUE))
p("pnbeta", pbeta(c(1e-300, 1e-200, 1e-100, 1e-10), 3, 4, ncp = 1, log.p = TRUE))
p("pnbeta2", pbeta(c(1e-10, 1e-5), 100, 4, ncp = 1, log.p = TRUE))
p("pnbeta.up", pbeta(c(1e-300, 1e-200, 1e-100, 1 - 1e-10), 3, 4, ncp = 1, lower.tail = FALSE, log.p = TRUE))
p("pnf", pf(c(1e-300, 1e-100, 1.35324207253854e-20), c(3, 3, 33.7487592904409), c(5, 5, 1.46585340092072),
            ncp = c(1, 1, 37.6043), log.p = TRUE))
p("pnf.up", pf(c(1e-300, 1e-20, 1e100), 3, 5, ncp = 1, lower.tail = FALSE, log.p = TRUE))
p("pnt", c(pt(-1e100, 3, ncp = 1, log.p = TRUE), pt(100, 30, ncp = 1, lower.tail = FALSE, log.p = TRUE)))
p("dens", c(dnorm(1e5, log = TRUE), dgamma(1e4, 2, log = TRUE), dbeta(1e-300, 3, 4, log = TRUE),
            dt(1e200, 3, log = TRUE), dbinom(0, 10000, 0.5, log = TRUE), dpois(5000, 10, log = TRUE),
            dchisq(1e4, 3, ncp = 1, log = TRUE), dbeta(1e-300, 3, 4, ncp = 1, log = TRUE), df(1e-300, 3, 5, ncp = 1, log = TRUE)))
p("q", c(qnorm(c(-1000, -1e5), log.p = TRUE), qgamma(-1000, 2, log.p = TRUE), qbeta(-1000, 3, 4, log.p = TRUE),
         qt(-1000, 3, log.p = TRUE), qchisq(-1000, 3, log.p = TRUE), qchisq(-1000, 3, ncp = 1, log.p = TRUE),
         qbinom(-1000, 10000, 0.5, log.p = TRUE), qbeta(-1000, 3, 4, ncp = 1, log.p = TRUE), qf(-1000, 3, 5, ncp = 1, log.p = TRUE)))
