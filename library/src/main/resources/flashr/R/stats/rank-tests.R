# stats/rank-tests.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The Kolmogorov-Smirnov and Wilcoxon tests, written in R after R's own code:
# ks.test (one sample against a distribution function, two samples; exact or asymptotic p-values)
# and wilcox.test (signed rank for one sample or pairs, rank sum for two samples; exact or the
# normal approximation with continuity correction). The exact distributions are Java builtins in
# ExactRankDistributions; the results print through print.htest.

ks.test <- function(x, ...) UseMethod("ks.test")
ks.test.formula <- function(formula, data, subset, na.action, ...) {
    if (missing(formula) || (length(formula) != 3L)) stop("'formula' missing or incorrect")
    oneSample <- identical(formula[[3L]], 1) || identical(formula[[3L]], 1L)
    if (!oneSample && length(all.vars(formula[[3L]])) != 1L) stop("'formula' missing or incorrect")
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    rname <- names(mf)[1L]
    DNAME <- paste(names(mf), collapse = " by ")
    if (!oneSample) {
        g <- factor(mf[[2L]])
        if (nlevels(g) != 2L) stop("grouping factor must have exactly 2 levels")
        DATA <- split(mf[[1L]], g)
        y <- ks.test(x = DATA[[1L]], y = DATA[[2L]], ...)
        # the alternative names the groups rather than x and y
        y$alternative <- gsub("x", levels(g)[1L], y$alternative)
        y$alternative <- gsub("y", levels(g)[2L], y$alternative)
        y$response <- rname
        y$groups <- levels(g)
    } else {
        y <- ks.test(x = mf[[1L]], ...)
        y$alternative <- gsub("x", DNAME, y$alternative)
    }
    y$data.name <- DNAME
    y
}
ks.test.default <- function(x, y, ..., alternative = c("two.sided", "less", "greater"),
                            exact = NULL, simulate.p.value = FALSE, B = 2000) {
    alternative <- match.arg(alternative)
    DNAME <- deparse1(substitute(x))
    x <- x[!is.na(x)]
    n <- length(x)
    if (n < 1L) stop("not enough 'x' data")
    PVAL <- NULL
    if (is.ordered(y)) y <- unclass(y)
    if (is.numeric(y)) {
        args <- list(...)
        if (length(args) > 0L) warning("Parameter(s) ", paste(names(args), collapse = ", "), " ignored")
        DNAME <- paste(DNAME, "and", deparse1(substitute(y)))
        y <- y[!is.na(y)]
        n.x <- as.double(n)
        n.y <- length(y)
        if (n.y < 1L) stop("not enough 'y' data")
        if (is.null(exact)) exact <- (n.x * n.y < 10000)
        METHOD <- if (!simulate.p.value) paste(c("Asymptotic", "Exact")[exact + 1L], "two-sample Kolmogorov-Smirnov test")
                  else "Monte-Carlo two-sample Kolmogorov-Smirnov test"
        n <- n.x * n.y / (n.x + n.y)
        w <- c(x, y)
        z <- cumsum(ifelse(order(w) <= n.x, 1 / n.x, -1 / n.y))
        if (length(unique(w)) < (n.x + n.y)) {
            z <- z[c(which(diff(sort(w)) != 0), n.x + n.y)]
            if (!exact & !simulate.p.value) warning("p-value will be approximate in the presence of ties")
        }
        STATISTIC <- switch(alternative, two.sided = max(abs(z)), greater = max(z), less = -min(z))
        nm_alternative <- switch(alternative, two.sided = "two-sided",
                                 less = "the CDF of x lies below that of y",
                                 greater = "the CDF of x lies above that of y")
        # R passes the pooled sample as z whether or not it has ties
        PVAL <- psmirnov(STATISTIC, sizes = c(n.x, n.y), z = w, exact = exact, simulate = simulate.p.value,
                         B = B, two.sided = alternative == "two.sided", lower.tail = FALSE)
        if (simulate.p.value) PVAL <- (1 + (PVAL * B)) / (B + 1)
    } else {
        if (is.character(y)) y <- get(y, mode = "function", envir = parent.frame())
        if (!is.function(y)) stop("'y' must be numeric or a function or a string naming a valid function")
        TIES <- FALSE
        if (length(unique(x)) < n) {
            warning("ties should not be present for the Kolmogorov-Smirnov test")
            TIES <- TRUE
        }
        if (is.null(exact)) exact <- (n < 100) && !TIES
        METHOD <- paste(c("Asymptotic", "Exact")[exact + 1L], "one-sample Kolmogorov-Smirnov test")
        x <- y(sort(x), ...) - (0:(n - 1)) / n
        STATISTIC <- switch(alternative, two.sided = max(c(x, 1 / n - x)),
                            greater = max(1 / n - x), less = max(x))
        if (exact) {
            PVAL <- 1 - if (alternative == "two.sided") .pKolmogorov2x(STATISTIC, n)
            else {
                # one-sided exact distribution (Birnbaum and Tingey)
                pkolmogorov1x <- function(x, n) {
                    if (x <= 0) return(0)
                    if (x >= 1) return(1)
                    j <- seq.int(from = 0, to = floor(n * (1 - x)))
                    1 - x * sum(exp(lchoose(n, j) + (n - j) * log(1 - x - j / n) + (j - 1) * log(x + j / n)))
                }
                pkolmogorov1x(STATISTIC, n)
            }
        } else {
            PVAL <- if (alternative == "two.sided") 1 - .pKS2(sqrt(n) * STATISTIC, tol = 1e-06)
                    else exp(-2 * n * STATISTIC^2)
        }
        nm_alternative <- switch(alternative, two.sided = "two-sided",
                                 less = "the CDF of x lies below the null hypothesis",
                                 greater = "the CDF of x lies above the null hypothesis")
    }
    names(STATISTIC) <- switch(alternative, two.sided = "D", greater = "D^+", less = "D^-")
    PVAL <- min(1, max(0, PVAL))
    RVAL <- list(statistic = STATISTIC, p.value = PVAL, alternative = nm_alternative,
                 method = METHOD, data.name = DNAME, data = list(x = x, y = y), exact = exact)
    class(RVAL) <- c("ks.test", "htest")
    RVAL
}
# The two-sample Smirnov distribution as R 4.2.2 defines it: exact (Schroer and Trenkler's lattice
# paths; with ties z only the steps where the pooled sample changes value count), the limiting
# distribution, or a Monte Carlo one from rsmirnov. The counting is the Java builtin .psmirnovCount,
# the untied exact probability .pSmirnov2x (R's C_pSmirnov2x), the draws .smirnov_sim (C_Smirnov_sim).
psmirnov <- function(q, sizes, z = NULL, two.sided = TRUE, exact = TRUE,
                     simulate = FALSE, B = 2000, lower.tail = TRUE, log.p = FALSE) {
    if (is.numeric(q)) q <- as.double(q)
    else stop("argument 'q' must be numeric")
    ret <- rep.int(0, length(q))
    ret[is.na(q) | q < -1 | q > 1] <- NA
    IND <- which(!is.na(ret))
    if (!length(IND)) return(ret)
    if (length(sizes) != 2L) stop("argument 'sizes' must be a vector of length 2")
    n.x <- sizes[1L]
    n.y <- sizes[2L]
    if (n.x < 1) stop("not enough 'x' data")
    if (n.y < 1) stop("not enough 'y' data")
    n.x <- floor(n.x)
    n.y <- floor(n.y)
    N <- n.x + n.y
    n <- n.x * n.y / (n.x + n.y)
    tail <- function(ret) {
        if (log.p & lower.tail) return(log(ret))
        if (!log.p & lower.tail) return(ret)
        if (log.p & !lower.tail) return(log1p(-ret))
        1 - ret
    }
    exact <- exact && !simulate
    if (!exact) {
        if (simulate) {
            Dsim <- rsmirnov(B, sizes = sizes, z = z, two.sided = two.sided)
            ret[IND] <- ecdf(Dsim)(q[IND] - sqrt(.Machine$double.eps))
            return(tail(ret))
        }
        if (two.sided) {
            ret[IND] <- .pKS2(sqrt(n) * q[IND], tol = 1e-06)
            ret[q < .Machine$double.eps] <- 0
        } else {
            ret[IND] <- 1 - exp(-2 * n * q^2)
        }
        return(tail(ret))
    }
    if (is.null(z)) {
        # R 4.2.2 takes this (two-sided) path whatever two.sided says
        ret[IND] <- sapply(q[IND], function(x) .pSmirnov2x(x, n.x, n.y))
        return(tail(ret))
    }
    TIES <- if (!is.null(z)) c(diff(sort(z)) != 0, TRUE) else rep.int(TRUE, N)
    stat <- (0.5 + floor(as.double(q) * n.x * n.y - 1e-07)) / (n.x * n.y)
    ret[IND] <- sapply(stat[IND], function(s) .psmirnovCount(s, n.x, n.y, TIES, two.sided))
    if (any(!is.finite(ret[IND]))) {
        warning("computation of exact probability failed, returning Monte Carlo approximation")
        return(psmirnov(q = q, sizes = c(n.x, n.y), z = z, two.sided = two.sided, exact = FALSE,
                        simulate = TRUE, B = B, lower.tail = lower.tail, log.p = log.p))
    }
    logdenom <- lgamma(N + 1) - lgamma(n.x + 1) - lgamma(n.y + 1)
    if (log.p & lower.tail) return(log(ret) - logdenom)
    if (!log.p & lower.tail) return(ret / exp(logdenom))
    if (log.p & !lower.tail) return(log1p(-ret / exp(logdenom)))
    1 - ret / exp(logdenom)
}
qsmirnov <- function(p, sizes, z = NULL, two.sided = TRUE, exact = TRUE, simulate = FALSE, B = 2000) {
    n.x <- floor(sizes[1])
    n.y <- floor(sizes[2])
    stat <- if (n.x * n.y < 10000) sort(unique(c(outer(0:n.x / n.x, 0:n.y / n.y, "-"))))
            else (-10000):10000 / (10000 + 1)
    if (two.sided) stat <- abs(stat)
    prb <- psmirnov(stat, sizes = sizes, z = z, two.sided = two.sided, exact = exact,
                    simulate = simulate, B = B, log.p = FALSE, lower.tail = TRUE)
    if (is.null(p)) return(list(stat = stat, prob = prb))
    if (is.numeric(p)) p <- as.double(p)
    else stop("argument 'p' must be numeric")
    ret <- rep.int(0, length(p))
    ret[is.na(p) | p < 0 | p > 1] <- NA
    IND <- which(!is.na(ret))
    if (!length(IND)) return(ret)
    ret[IND] <- sapply(p[IND], function(u) min(stat[prb >= u]))
    ret
}
rsmirnov <- function(n, sizes, z = NULL, two.sided = TRUE) {
    if (n < 0) stop("invalid arguments")
    if (n == 0L) return(numeric(0))
    n <- floor(n)
    if (length(sizes) != 2L) stop("argument 'sizes' must be a vector of length 2")
    n.x <- sizes[1L]
    n.y <- sizes[2L]
    if (n.x < 1) stop("not enough 'x' data")
    if (n.y < 1) stop("not enough 'y' data")
    n.x <- floor(n.x)
    n.y <- floor(n.y)
    rt <- if (is.null(z)) rep.int(1, n.x + n.y) else table(z)
    .smirnov_sim(as.integer(rt), as.integer(c(n.x, n.y)), as.integer(n), as.integer(two.sided))
}

wilcox.test <- function(x, ...) UseMethod("wilcox.test")
wilcox.test.formula <- function(formula, data, subset, na.action, ...) {
    if (missing(formula) || (length(formula) != 3L)) stop("'formula' missing or incorrect")
    oneSample <- identical(formula[[3L]], 1) || identical(formula[[3L]], 1L)
    if (!oneSample && length(all.vars(formula[[3L]])) != 1L) stop("'formula' missing or incorrect")
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    DNAME <- paste(names(mf), collapse = " by ")
    if (oneSample) {
        respVar <- mf[[1L]]
        y <- if (inherits(respVar, "Pair")) wilcox.test(x = respVar[, 1L], y = respVar[, 2L], paired = TRUE, ...)
             else wilcox.test(x = respVar, ...)
    } else {
        g <- factor(mf[[2L]])
        if (nlevels(g) != 2L) stop("grouping factor must have exactly 2 levels")
        DATA <- split(mf[[1L]], g)
        y <- wilcox.test(x = DATA[[1L]], y = DATA[[2L]], ...)
    }
    y$data.name <- DNAME
    y
}
wilcox.test.default <- function(x, y = NULL, alternative = c("two.sided", "less", "greater"),
                                mu = 0, paired = FALSE, exact = NULL, correct = TRUE, conf.int = FALSE,
                                conf.level = 0.95, tol.root = 1e-04, digits.rank = Inf, ...) {
    alternative <- match.arg(alternative)
    if (!missing(mu) && ((length(mu) > 1L) || !is.finite(mu))) stop("'mu' must be a single number")
    if (conf.int) {
        if (!((length(conf.level) == 1L) && is.finite(conf.level) && (conf.level > 0) && (conf.level < 1)))
            stop("'conf.level' must be a single number between 0 and 1")
    }
    if (!is.numeric(x)) stop("'x' must be numeric")
    if (!is.null(y)) {
        if (!is.numeric(y)) stop("'y' must be numeric")
        DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(y)))
        if (paired) {
            if (length(x) != length(y)) stop("'x' and 'y' must have the same length")
            OK <- complete.cases(x, y)
            x <- x[OK] - y[OK]
            y <- NULL
        } else {
            y <- y[!is.na(y)]
        }
    } else {
        DNAME <- deparse1(substitute(x))
        if (paired) stop("'y' is missing for paired test")
    }
    x <- x[!is.na(x)]
    if (length(x) < 1L) stop("not enough (non-missing) 'x' observations")
    CORRECTION <- 0
    if (is.null(y)) {
        METHOD <- "Wilcoxon signed rank test"
        x <- x - mu
        ZEROES <- any(x == 0)
        if (ZEROES) x <- x[x != 0]
        n <- as.double(length(x))
        if (is.null(exact)) exact <- (n < 50)
        r <- rank(abs(if (is.finite(digits.rank)) signif(x, digits.rank) else x))
        STATISTIC <- setNames(sum(r[x > 0]), "V")
        TIES <- length(r) != length(unique(r))
        if (exact && !TIES && !ZEROES) {
            METHOD <- sub("test", "exact test", METHOD, fixed = TRUE)
            PVAL <- switch(alternative,
                two.sided = {
                    p <- if (STATISTIC > (n * (n + 1) / 4)) psignrank(STATISTIC - 1, n, lower.tail = FALSE)
                         else psignrank(STATISTIC, n)
                    min(2 * p, 1)
                },
                greater = psignrank(STATISTIC - 1, n, lower.tail = FALSE),
                less = psignrank(STATISTIC, n))
            if (conf.int) {
                # Walsh averages and the quantiles of the signed-rank distribution
                x <- x + mu
                alpha <- 1 - conf.level
                diffs <- outer(x, x, `+`)
                diffs <- sort(diffs[!lower.tri(diffs)]) / 2
                cint <- switch(alternative,
                    two.sided = {
                        qu <- qsignrank(alpha / 2, n)
                        if (qu == 0) qu <- 1
                        ql <- n * (n + 1) / 2 - qu
                        achieved.alpha <- 2 * psignrank(trunc(qu) - 1, n)
                        c(diffs[qu], diffs[ql + 1])
                    },
                    greater = {
                        qu <- qsignrank(alpha, n)
                        if (qu == 0) qu <- 1
                        achieved.alpha <- psignrank(trunc(qu) - 1, n)
                        c(diffs[qu], +Inf)
                    },
                    less = {
                        qu <- qsignrank(alpha, n)
                        if (qu == 0) qu <- 1
                        ql <- n * (n + 1) / 2 - qu
                        achieved.alpha <- psignrank(trunc(qu) - 1, n)
                        c(-Inf, diffs[ql + 1])
                    })
                if (achieved.alpha - alpha > alpha / 2) {
                    warning("requested conf.level not achievable")
                    conf.level <- 1 - signif(achieved.alpha, 2)
                }
                attr(cint, "conf.level") <- conf.level
                ESTIMATE <- c("(pseudo)median" = median(diffs))
            }
        } else {
            NTIES <- table(r)
            z <- STATISTIC - n * (n + 1) / 4
            SIGMA <- sqrt(n * (n + 1) * (2 * n + 1) / 24 - sum(NTIES^3 - NTIES) / 48)
            if (correct) {
                CORRECTION <- switch(alternative, two.sided = sign(z) * 0.5, greater = 0.5, less = -0.5)
                METHOD <- paste(METHOD, "with continuity correction")
            }
            z <- (z - CORRECTION) / SIGMA
            PVAL <- switch(alternative, less = pnorm(z), greater = pnorm(z, lower.tail = FALSE),
                           two.sided = 2 * min(pnorm(z), pnorm(z, lower.tail = FALSE)))
            if (conf.int) {
                # invert the normal approximation by root finding in the location shift
                x <- x + mu
                alpha <- 1 - conf.level
                if (n > 0) {
                    mumin <- min(x)
                    mumax <- max(x)
                    W <- function(d) {
                        xd <- x - d
                        xd <- xd[xd != 0]
                        nx <- length(xd)
                        dr <- rank(abs(if (is.finite(digits.rank)) signif(xd, digits.rank) else xd))
                        zd <- sum(dr[xd > 0]) - nx * (nx + 1) / 4
                        NTIES.CI <- table(dr)
                        SIGMA.CI <- sqrt(nx * (nx + 1) * (2 * nx + 1) / 24 - sum(NTIES.CI^3 - NTIES.CI) / 48)
                        if (SIGMA.CI == 0)
                            warning("cannot compute confidence interval when all observations are zero or tied",
                                    call. = FALSE)
                        CORRECTION.CI <- if (correct) {
                            switch(alternative, two.sided = sign(zd) * 0.5, greater = 0.5, less = -0.5)
                        } else 0
                        (zd - CORRECTION.CI) / SIGMA.CI
                    }
                    Wmumin <- W(mumin)
                    Wmumax <- if (!is.finite(Wmumin)) NA else W(mumax)
                }
                if (n == 0 || !is.finite(Wmumax)) {
                    cint <- structure(c(if (alternative == "less") -Inf else NaN,
                                        if (alternative == "greater") +Inf else NaN), conf.level = 0)
                    ESTIMATE <- if (n > 0) c(midrange = (mumin + mumax) / 2) else NaN
                } else {
                    wdiff <- function(d, zq) W(d) - zq
                    root <- function(zq) {
                        uniroot(wdiff, lower = mumin, upper = mumax, f.lower = Wmumin - zq,
                                f.upper = Wmumax - zq, tol = tol.root, zq = zq)$root
                    }
                    cint <- switch(alternative,
                        two.sided = {
                            repeat {
                                mindiff <- Wmumin - qnorm(alpha / 2, lower.tail = FALSE)
                                maxdiff <- Wmumax - qnorm(alpha / 2)
                                if (mindiff < 0 || maxdiff > 0) alpha <- alpha * 2 else break
                            }
                            if (alpha >= 1 || 1 - conf.level < alpha * 0.75) {
                                conf.level <- 1 - pmin(1, alpha)
                                warning("requested conf.level not achievable")
                            }
                            if (alpha < 1) {
                                l <- root(zq = qnorm(alpha / 2, lower.tail = FALSE))
                                u <- root(zq = qnorm(alpha / 2))
                                c(l, u)
                            } else rep(median(x), 2)
                        },
                        greater = {
                            repeat {
                                mindiff <- Wmumin - qnorm(alpha, lower.tail = FALSE)
                                if (mindiff < 0) alpha <- alpha * 2 else break
                            }
                            if (alpha >= 1 || 1 - conf.level < alpha * 0.75) {
                                conf.level <- 1 - pmin(1, alpha)
                                warning("requested conf.level not achievable")
                            }
                            l <- if (alpha < 1) root(zq = qnorm(alpha, lower.tail = FALSE)) else median(x)
                            c(l, +Inf)
                        },
                        less = {
                            repeat {
                                maxdiff <- Wmumax - qnorm(alpha / 2)
                                if (maxdiff > 0) alpha <- alpha * 2 else break
                            }
                            if (alpha >= 1 || 1 - conf.level < alpha * 0.75) {
                                conf.level <- 1 - pmin(1, alpha)
                                warning("requested conf.level not achievable")
                            }
                            u <- if (alpha < 1) root(zq = qnorm(alpha)) else median(x)
                            c(-Inf, u)
                        })
                    attr(cint, "conf.level") <- conf.level
                    correct <- FALSE
                    ESTIMATE <- c("(pseudo)median" = uniroot(W, lower = mumin, upper = mumax, tol = tol.root)$root)
                }
            }
            if (exact && TIES) {
                warning("cannot compute exact p-value with ties")
                if (conf.int) warning("cannot compute exact confidence interval with ties")
            }
            if (exact && ZEROES) {
                warning("cannot compute exact p-value with zeroes")
                if (conf.int) warning("cannot compute exact confidence interval with zeroes")
            }
        }
    } else {
        if (length(y) < 1L) stop("not enough 'y' observations")
        METHOD <- "Wilcoxon rank sum test"
        r <- c(x - mu, y)
        r <- rank(if (is.finite(digits.rank)) signif(r, digits.rank) else r)
        n.x <- as.double(length(x))
        n.y <- as.double(length(y))
        if (is.null(exact)) exact <- (n.x < 50) && (n.y < 50)
        STATISTIC <- c(W = sum(r[seq_along(x)]) - n.x * (n.x + 1) / 2)
        TIES <- (length(r) != length(unique(r)))
        if (exact && !TIES) {
            METHOD <- sub("test", "exact test", METHOD, fixed = TRUE)
            PVAL <- switch(alternative,
                two.sided = {
                    p <- if (STATISTIC > (n.x * n.y / 2)) pwilcox(STATISTIC - 1, n.x, n.y, lower.tail = FALSE)
                         else pwilcox(STATISTIC, n.x, n.y)
                    min(2 * p, 1)
                },
                greater = pwilcox(STATISTIC - 1, n.x, n.y, lower.tail = FALSE),
                less = pwilcox(STATISTIC, n.x, n.y))
            if (conf.int) {
                # differences x - y and the quantiles of the rank-sum distribution
                alpha <- 1 - conf.level
                diffs <- sort(outer(x, y, `-`))
                cint <- switch(alternative,
                    two.sided = {
                        qu <- qwilcox(alpha / 2, n.x, n.y)
                        if (qu == 0) qu <- 1
                        ql <- n.x * n.y - qu
                        achieved.alpha <- 2 * pwilcox(trunc(qu) - 1, n.x, n.y)
                        c(diffs[qu], diffs[ql + 1])
                    },
                    greater = {
                        qu <- qwilcox(alpha, n.x, n.y)
                        if (qu == 0) qu <- 1
                        achieved.alpha <- pwilcox(trunc(qu) - 1, n.x, n.y)
                        c(diffs[qu], +Inf)
                    },
                    less = {
                        qu <- qwilcox(alpha, n.x, n.y)
                        if (qu == 0) qu <- 1
                        ql <- n.x * n.y - qu
                        achieved.alpha <- pwilcox(trunc(qu) - 1, n.x, n.y)
                        c(-Inf, diffs[ql + 1])
                    })
                if (achieved.alpha - alpha > alpha / 2) {
                    warning("Requested conf.level not achievable")
                    conf.level <- 1 - achieved.alpha
                }
                attr(cint, "conf.level") <- conf.level
                ESTIMATE <- c("difference in location" = median(diffs))
            }
        } else {
            NTIES <- table(r)
            z <- STATISTIC - n.x * n.y / 2
            SIGMA <- sqrt((n.x * n.y / 12) * ((n.x + n.y + 1) -
                          sum(NTIES^3 - NTIES) / ((n.x + n.y) * (n.x + n.y - 1))))
            if (correct) {
                CORRECTION <- switch(alternative, two.sided = sign(z) * 0.5, greater = 0.5, less = -0.5)
                METHOD <- paste(METHOD, "with continuity correction")
            }
            z <- (z - CORRECTION) / SIGMA
            PVAL <- switch(alternative, less = pnorm(z), greater = pnorm(z, lower.tail = FALSE),
                           two.sided = 2 * min(pnorm(z), pnorm(z, lower.tail = FALSE)))
            if (conf.int) {
                # invert the normal approximation by root finding in the location shift
                alpha <- 1 - conf.level
                mumin <- min(x) - max(y)
                mumax <- max(x) - min(y)
                W <- function(d) {
                    dr <- c(x - d, y)
                    dr <- rank(if (is.finite(digits.rank)) signif(dr, digits.rank) else dr)
                    NTIES.CI <- table(dr)
                    dz <- sum(dr[seq_along(x)]) - n.x * (n.x + 1) / 2 - n.x * n.y / 2
                    CORRECTION.CI <- if (correct) {
                        switch(alternative, two.sided = sign(dz) * 0.5, greater = 0.5, less = -0.5)
                    } else 0
                    SIGMA.CI <- sqrt((n.x * n.y / 12) * ((n.x + n.y + 1) -
                                     sum(NTIES.CI^3 - NTIES.CI) / ((n.x + n.y) * (n.x + n.y - 1))))
                    if (SIGMA.CI == 0)
                        warning("cannot compute confidence interval when all observations are tied", call. = FALSE)
                    (dz - CORRECTION.CI) / SIGMA.CI
                }
                wdiff <- function(d, zq) W(d) - zq
                Wmumin <- W(mumin)
                Wmumax <- W(mumax)
                root <- function(zq) {
                    f.lower <- Wmumin - zq
                    if (f.lower <= 0) return(mumin)
                    f.upper <- Wmumax - zq
                    if (f.upper >= 0) return(mumax)
                    uniroot(wdiff, lower = mumin, upper = mumax, f.lower = f.lower, f.upper = f.upper,
                            tol = tol.root, zq = zq)$root
                }
                cint <- switch(alternative,
                    two.sided = {
                        l <- root(zq = qnorm(alpha / 2, lower.tail = FALSE))
                        u <- root(zq = qnorm(alpha / 2))
                        c(l, u)
                    },
                    greater = {
                        l <- root(zq = qnorm(alpha, lower.tail = FALSE))
                        c(l, +Inf)
                    },
                    less = {
                        u <- root(zq = qnorm(alpha))
                        c(-Inf, u)
                    })
                attr(cint, "conf.level") <- conf.level
                correct <- FALSE
                ESTIMATE <- c("difference in location" = uniroot(W, lower = mumin, upper = mumax, tol = tol.root)$root)
            }
            if (exact && TIES) {
                warning("cannot compute exact p-value with ties")
                if (conf.int) warning("cannot compute exact confidence intervals with ties")
            }
        }
    }
    names(mu) <- if (paired || !is.null(y)) "location shift" else "location"
    RVAL <- list(statistic = STATISTIC, parameter = NULL, p.value = as.numeric(PVAL),
                 null.value = mu, alternative = alternative, method = METHOD, data.name = DNAME)
    if (conf.int) RVAL <- c(RVAL, list(conf.int = cint, estimate = ESTIMATE))
    class(RVAL) <- "htest"
    RVAL
}
