# stats/exact-tests.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The exact tests of stats, written in R after R's own code:
# fisher.test (2 x 2 through the noncentral hypergeometric, with R's conditional maximum
# likelihood odds ratio and its confidence interval; larger tables through
# FisherExact), mantelhaen.test (2 x 2 x K, asymptotic or exact, and I x J x K),
# binom.test, poisson.test and r2dtable.

fisher.test <- function(x, y = NULL, workspace = 200000, hybrid = FALSE,
                        hybridPars = c(expect = 5, percent = 80, Emin = 1), control = list(), or = 1,
                        alternative = "two.sided", conf.int = TRUE, conf.level = 0.95,
                        simulate.p.value = FALSE, B = 2000) {
    DNAME <- deparse1(substitute(x))
    METHOD <- "Fisher's Exact Test for Count Data"
    if (is.data.frame(x)) x <- as.matrix(x)
    if (is.matrix(x)) {
        if (any(dim(x) < 2L)) stop("'x' must have at least 2 rows and columns")
        if (!is.numeric(x) || any(x < 0) || anyNA(x)) stop("all entries of 'x' must be nonnegative and finite")
        if (!is.integer(x)) {
            xo <- x
            x <- round(x)
            if (any(x > .Machine$integer.max)) stop("'x' has entries too large to be integer")
            if (!identical(TRUE, (ax <- all.equal(xo, x))))
                warning(gettextf("'x' has been rounded to integer: %s", ax), domain = NA)
            storage.mode(x) <- "integer"
        }
    } else {
        if (is.null(y)) stop("if 'x' is not a matrix, 'y' must be given")
        if (length(x) != length(y)) stop("'x' and 'y' must have the same length")
        DNAME <- paste(DNAME, "and", deparse1(substitute(y)))
        OK <- complete.cases(x, y)
        x <- as.factor(x[OK])
        y <- as.factor(y[OK])
        if ((nlevels(x) < 2L) || (nlevels(y) < 2L)) stop("'x' and 'y' must have at least 2 levels")
        x <- table(x, y)
    }
    nr <- nrow(x)
    nc <- ncol(x)
    have.2x2 <- nr == 2 && nc == 2
    if (have.2x2) {
        alternative <- c("two.sided", "less", "greater")[pmatch(alternative, c("two.sided", "less", "greater"))]
        if (length(alternative) > 1L || is.na(alternative))
            stop("alternative must be \"two.sided\", \"less\" or \"greater\"")
        if (!(length(conf.level) == 1L && is.finite(conf.level) && conf.level > 0 && conf.level < 1))
            stop("'conf.level' must be a single number between 0 and 1")
        if (!missing(or) && (length(or) > 1L || is.na(or) || or < 0))
            stop("'or' must be a single number between 0 and Inf")
    }
    if (!have.2x2) {
        if (simulate.p.value) {
            # random tables with the observed margins (Patefield's algorithm, as R)
            sr <- rowSums(x)
            sc <- colSums(x)
            x <- x[sr > 0, sc > 0, drop = FALSE]
            nr <- as.integer(nrow(x))
            nc <- as.integer(ncol(x))
            if (is.na(nr) || is.na(nc) || is.na(nr * nc)) stop("invalid nrow(x) or ncol(x)", domain = NA)
            if (nr <= 1L) stop("need 2 or more non-zero row marginals")
            if (nc <= 1L) stop("need 2 or more non-zero column marginals")
            METHOD <- paste(METHOD, "with simulated p-value
	 (based on", B, "replicates)")
            STATISTIC <- -sum(lfactorial(x))
            tmp <- .fisher_sim(rowSums(x), colSums(x), B)
            almost.1 <- 1 + 64 * .Machine$double.eps
            PVAL <- (1 + sum(tmp <= STATISTIC / almost.1)) / (B + 1)
        } else {
            if (hybrid) stop("hybrid = TRUE is not supported")
            PVAL <- .fisher_exact(x)
        }
        return(structure(list(p.value = max(0, min(1, PVAL)), alternative = alternative,
                              method = METHOD, data.name = DNAME), class = "htest"))
    }
    if (hybrid) warning("'hybrid' is ignored for a 2 x 2 table")
    m <- sum(x[, 1L])
    n <- sum(x[, 2L])
    k <- sum(x[1L, ])
    x <- x[1L, 1L]
    lo <- max(0L, k - n)
    hi <- min(k, m)
    support <- lo:hi
    logdc <- dhyper(support, m, n, k, log = TRUE)
    # the noncentral hypergeometric: its density, mean and tails at odds ratio ncp
    dnhyper <- function(ncp) {
        d <- logdc + log(ncp) * support
        d <- exp(d - max(d))
        d / sum(d)
    }
    mnhyper <- function(ncp) {
        if (ncp == 0) return(lo)
        if (ncp == Inf) return(hi)
        sum(support * dnhyper(ncp))
    }
    pnhyper <- function(q, ncp = 1, upper.tail = FALSE) {
        if (ncp == 1)
            return(if (upper.tail) phyper(x - 1, m, n, k, lower.tail = FALSE) else phyper(x, m, n, k))
        if (ncp == 0) return(as.numeric(if (upper.tail) q <= lo else q >= lo))
        if (ncp == Inf) return(as.numeric(if (upper.tail) q <= hi else q >= hi))
        sum(dnhyper(ncp)[if (upper.tail) support >= q else support <= q])
    }
    PVAL <- switch(alternative,
                   less = pnhyper(x, or),
                   greater = pnhyper(x, or, upper.tail = TRUE),
                   two.sided = {
                       if (or == 0) as.numeric(x == lo)
                       else if (or == Inf) as.numeric(x == hi)
                       else {
                           d <- dnhyper(or)
                           sum(d[d <= d[x - lo + 1] * (1 + 10^(-7))])
                       }
                   })
    mle <- function(x) {
        if (x == lo) return(0)
        if (x == hi) return(Inf)
        mu <- mnhyper(1)
        if (mu > x) uniroot(function(t) mnhyper(t) - x, c(0, 1))$root
        else if (mu < x) 1 / uniroot(function(t) mnhyper(1 / t) - x, c(.Machine$double.eps, 1))$root
        else 1
    }
    ESTIMATE <- c(`odds ratio` = mle(x))
    RVAL <- list(p.value = PVAL)
    if (conf.int) {
        CINT <- .odds_ratio_interval(pnhyper, x, lo, hi, alternative, conf.level)
        attr(CINT, "conf.level") <- conf.level
    }
    RVAL <- c(RVAL, list(conf.int = if (conf.int) CINT, estimate = ESTIMATE,
                         null.value = c(`odds ratio` = or)))
    structure(c(RVAL, alternative = alternative, method = METHOD, data.name = DNAME), class = "htest")
}
r2dtable <- function(n, r, c) {
    if (length(n <- as.integer(n)) == 0L || (n < 0) || is.na(n)) stop("invalid argument 'n'")
    if (length(r <- as.integer(r)) <= 1L || any(r < 0) || anyNA(r)) stop("invalid argument 'r'")
    if (length(c <- as.integer(c)) <= 1L || any(c < 0) || anyNA(c)) stop("invalid argument 'c'")
    if (sum(r) != sum(c)) stop("arguments 'r' and 'c' must have the same sums")
    .r2dtable(n, r, c)
}
mantelhaen.test <- function(x, y = NULL, z = NULL, alternative = c("two.sided", "less", "greater"),
                            correct = TRUE, exact = FALSE, conf.level = 0.95) {
    DNAME <- deparse1(substitute(x))
    if (is.array(x)) {
        if (length(dim(x)) == 3L) {
            if (anyNA(x)) stop("NAs are not allowed")
            if (any(dim(x) < 2L)) stop("each dimension in table must be >= 2")
        } else stop("'x' must be a 3-dimensional array")
    } else {
        if (is.null(y)) stop("if 'x' is not an array, 'y' must be given")
        if (is.null(z)) stop("if 'x' is not an array, 'z' must be given")
        if (any(diff(c(length(x), length(y), length(z))) != 0L))
            stop("'x', 'y', and 'z' must have the same length")
        DNAME <- paste(DNAME, "and", deparse1(substitute(y)), "and", deparse1(substitute(z)))
        OK <- complete.cases(x, y, z)
        x <- factor(x[OK])
        y <- factor(y[OK])
        if ((nlevels(x) < 2L) || (nlevels(y) < 2L)) stop("'x' and 'y' must have at least 2 levels")
        x <- table(x, y, z[OK])
    }
    if (any(apply(x, 3L, sum) < 2)) stop("sample size in each stratum must be > 1")
    I <- dim(x)[1L]
    J <- dim(x)[2L]
    K <- dim(x)[3L]
    if (I != 2 || J != 2) return(.cmh.test(x, I, J, K, DNAME))
    alternative <- match.arg(alternative)
    if (!missing(conf.level) && (length(conf.level) != 1 || !is.finite(conf.level) || conf.level < 0 ||
        conf.level > 1))
        stop("'conf.level' must be a single number between 0 and 1")
    NVAL <- c(`common odds ratio` = 1)
    if (!exact) {
        s.x <- apply(x, c(1L, 3L), sum)
        s.y <- apply(x, c(2L, 3L), sum)
        n <- as.double(apply(x, 3L, sum))
        DELTA <- sum(x[1, 1, ] - s.x[1, ] * s.y[1, ] / n)
        YATES <- if (correct && (abs(DELTA) >= 0.5)) 0.5 else 0
        STATISTIC <- ((abs(DELTA) - YATES)^2 / sum(apply(rbind(s.x, s.y), 2L, prod) / (n^2 * (n - 1))))
        PARAMETER <- 1
        if (alternative == "two.sided") PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
        else {
            z <- sign(DELTA) * sqrt(STATISTIC)
            PVAL <- pnorm(z, lower.tail = (alternative == "less"))
        }
        names(STATISTIC) <- "Mantel-Haenszel X-squared"
        names(PARAMETER) <- "df"
        METHOD <- paste("Mantel-Haenszel chi-squared test", if (YATES) "with" else "without",
                        "continuity correction")
        # the Mantel-Haenszel estimate and the Robins-Breslow-Greenland variance of its log
        s.diag <- sum(x[1L, 1L, ] * x[2L, 2L, ] / n)
        s.offd <- sum(x[1L, 2L, ] * x[2L, 1L, ] / n)
        ESTIMATE <- s.diag / s.offd
        sd <- sqrt(sum((x[1L, 1L, ] + x[2L, 2L, ]) * x[1L, 1L, ] * x[2L, 2L, ] / n^2) / (2 * s.diag^2) +
                   sum(((x[1L, 1L, ] + x[2L, 2L, ]) * x[1L, 2L, ] * x[2L, 1L, ] +
                        (x[1L, 2L, ] + x[2L, 1L, ]) * x[1L, 1L, ] * x[2L, 2L, ]) / n^2) / (2 * s.diag * s.offd) +
                   sum((x[1L, 2L, ] + x[2L, 1L, ]) * x[1L, 2L, ] * x[2L, 1L, ] / n^2) / (2 * s.offd^2))
        CINT <- switch(alternative,
                       less = c(0, ESTIMATE * exp(qnorm(conf.level) * sd)),
                       greater = c(ESTIMATE * exp(qnorm(conf.level, lower.tail = FALSE) * sd), Inf),
                       two.sided = ESTIMATE * exp(c(1, -1) * qnorm((1 - conf.level) / 2) * sd))
        RVAL <- list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL)
    } else {
        METHOD <- paste("Exact conditional test of independence", "in 2 x 2 x k tables")
        mn <- apply(x, c(2L, 3L), sum)
        m <- mn[1L, ]
        n <- mn[2L, ]
        t <- apply(x, c(1L, 3L), sum)[1L, ]
        s <- sum(x[1L, 1L, ])
        lo <- sum(pmax(0, t - n))
        hi <- sum(pmin(m, t))
        support <- lo:hi
        dc <- .d2x2xk(K, m, n, t)
        logdc <- log(dc)
        dn2x2xk <- function(ncp) {
            if (ncp == 1) return(dc)
            d <- logdc + log(ncp) * support
            d <- exp(d - max(d))
            d / sum(d)
        }
        mn2x2xk <- function(ncp) {
            if (ncp == 0) return(lo)
            if (ncp == Inf) return(hi)
            sum(support * dn2x2xk(ncp))
        }
        pn2x2xk <- function(q, ncp = 1, upper.tail = FALSE) {
            if (ncp == 0) as.numeric(if (upper.tail) q <= lo else q >= lo)
            else if (ncp == Inf) as.numeric(if (upper.tail) q <= hi else q >= hi)
            else {
                d <- dn2x2xk(ncp)
                sum(d[if (upper.tail) support >= q else support <= q])
            }
        }
        PVAL <- switch(alternative,
                       less = pn2x2xk(s, 1),
                       greater = pn2x2xk(s, 1, upper.tail = TRUE),
                       two.sided = sum(dc[dc <= dc[s - lo + 1] * (1 + 10^(-7))]))
        mle <- function(x) {
            if (x == lo) return(0)
            if (x == hi) return(Inf)
            mu <- mn2x2xk(1)
            if (mu > x) uniroot(function(t) mn2x2xk(t) - x, c(0, 1))$root
            else if (mu < x) 1 / uniroot(function(t) mn2x2xk(1 / t) - x, c(.Machine$double.eps, 1))$root
            else 1
        }
        ESTIMATE <- mle(s)
        CINT <- .odds_ratio_interval(pn2x2xk, s, lo, hi, alternative, conf.level)
        STATISTIC <- c(S = s)
        RVAL <- list(statistic = STATISTIC, p.value = PVAL)
    }
    names(ESTIMATE) <- names(NVAL)
    attr(CINT, "conf.level") <- conf.level
    RVAL <- c(RVAL, list(conf.int = CINT, estimate = ESTIMATE, null.value = NVAL, alternative = alternative))
    structure(c(RVAL, list(method = METHOD, data.name = DNAME)), class = "htest")
}
# The conditional odds ratio's confidence limits (fisher.test, mantelhaen.test's exact test):
# where the noncentral distribution function pfun(x, ncp, upper.tail) of the statistic x
# (between lo and hi) crosses alpha, found by uniroot on (0, 1) for the ratio or its inverse.
.odds_ratio_interval <- function(pfun, x, lo, hi, alternative, conf.level) {
    ncp.U <- function(x, alpha) {
        if (x == hi) return(Inf)
        p <- pfun(x, 1)
        if (p < alpha) uniroot(function(t) pfun(x, t) - alpha, c(0, 1))$root
        else if (p > alpha) 1 / uniroot(function(t) pfun(x, 1 / t) - alpha, c(.Machine$double.eps, 1))$root
        else 1
    }
    ncp.L <- function(x, alpha) {
        if (x == lo) return(0)
        p <- pfun(x, 1, upper.tail = TRUE)
        if (p > alpha) uniroot(function(t) pfun(x, t, upper.tail = TRUE) - alpha, c(0, 1))$root
        else if (p < alpha) 1 / uniroot(function(t) pfun(x, 1 / t, upper.tail = TRUE) - alpha,
                                        c(.Machine$double.eps, 1))$root
        else 1
    }
    switch(alternative,
           less = c(0, ncp.U(x, 1 - conf.level)),
           greater = c(ncp.L(x, 1 - conf.level), Inf),
           two.sided = {
               alpha <- (1 - conf.level) / 2
               c(ncp.L(x, alpha), ncp.U(x, alpha))
           })
}
.cmh.test <- function(x, I, J, K, DNAME) {
    df <- (I - 1) * (J - 1)
    n <- m <- double(length = df)
    V <- matrix(0, nrow = df, ncol = df)
    for (k in 1:K) {
        f <- x[, , k]
        ntot <- as.double(sum(f))
        rowsums <- rowSums(f)[-I]
        colsums <- colSums(f)[-J]
        n <- n + c(f[-I, -J])
        m <- m + c(outer(rowsums, colsums)) / ntot
        V <- V + (kronecker(diag(ntot * colsums, nrow = J - 1L) - outer(colsums, colsums),
                            diag(ntot * rowsums, nrow = I - 1L) - outer(rowsums, rowsums)) / (ntot^2 * (ntot - 1)))
    }
    n <- n - m
    STATISTIC <- c(crossprod(n, qr.solve(V, n)))
    PARAMETER <- df
    PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
    names(STATISTIC) <- "Cochran-Mantel-Haenszel M^2"
    names(PARAMETER) <- "df"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL,
                   method = "Cochran-Mantel-Haenszel test", data.name = DNAME), class = "htest")
}
.d2x2xk <- function(K, m, n, t) {
    # the distribution of the sum of K hypergeometrics, convolved one stratum at a time (R's d2x2xk)
    c <- 1
    l <- 0
    for (i in seq_len(K)) {
        y <- max(0L, as.integer(t[i] - n[i]))
        z <- min(as.integer(m[i]), as.integer(t[i]))
        u <- dhyper(y:z, m[i], n[i], t[i])
        nxt <- numeric(l + z - y + 1)
        w <- 0:l
        for (j in 0:(z - y)) nxt[w + j + 1] <- nxt[w + j + 1] + c * u[j + 1]
        c <- nxt
        l <- l + z - y
    }
    total <- 0
    for (v in c) total <- total + v
    c / total
}
binom.test <- function(x, n, p = 0.5, alternative = c("two.sided", "less", "greater"), conf.level = 0.95) {
    DNAME <- deparse1(substitute(x))
    xr <- round(x)
    if (any(is.na(x) | (x < 0)) || max(abs(x - xr)) > 1e-07) stop("'x' must be nonnegative and integer")
    x <- xr
    if (length(x) == 2L) {
        n <- sum(x)
        x <- x[1L]
    } else if (length(x) == 1L) {
        nr <- round(n)
        if (length(n) > 1L || is.na(n) || n < 1 || abs(n - nr) > 1e-07 || x > nr)
            stop("'n' must be a positive integer >= 'x'")
        DNAME <- paste(DNAME, "and", deparse1(substitute(n)))
        n <- nr
    } else stop("incorrect length of 'x'")
    if (!missing(p) && (length(p) > 1L || is.na(p) || p < 0 || p > 1))
        stop("'p' must be a single number between 0 and 1")
    alternative <- match.arg(alternative)
    if (!(length(conf.level) == 1L && is.finite(conf.level) && conf.level > 0 && conf.level < 1))
        stop("'conf.level' must be a single number between 0 and 1")
    PVAL <- switch(alternative,
                   less = pbinom(x, n, p),
                   greater = pbinom(x - 1, n, p, lower.tail = FALSE),
                   two.sided = {
                       if (p == 0) (x == 0)
                       else if (p == 1) (x == n)
                       else {
                           # the other tail: the outcomes no more probable than x
                           d <- dbinom(x, n, p) * (1 + 1e-07)
                           m <- n * p
                           if (x == m) 1
                           else if (x < m) {
                               y <- sum(dbinom(seq.int(from = ceiling(m), to = n), n, p) <= d)
                               pbinom(x, n, p) + pbinom(n - y, n, p, lower.tail = FALSE)
                           } else {
                               y <- sum(dbinom(seq.int(from = 0, to = floor(m)), n, p) <= d)
                               pbinom(y - 1, n, p) + pbinom(x - 1, n, p, lower.tail = FALSE)
                           }
                       }
                   })
    p.L <- function(x, alpha) if (x == 0) 0 else qbeta(alpha, x, n - x + 1)
    p.U <- function(x, alpha) if (x == n) 1 else qbeta(1 - alpha, x + 1, n - x)
    CINT <- switch(alternative,
                   less = c(0, p.U(x, 1 - conf.level)),
                   greater = c(p.L(x, 1 - conf.level), 1),
                   two.sided = {
                       alpha <- (1 - conf.level) / 2
                       c(p.L(x, alpha), p.U(x, alpha))
                   })
    attr(CINT, "conf.level") <- conf.level
    ESTIMATE <- x / n
    names(x) <- "number of successes"
    names(n) <- "number of trials"
    names(ESTIMATE) <- names(p) <- "probability of success"
    structure(list(statistic = x, parameter = n, p.value = PVAL, conf.int = CINT, estimate = ESTIMATE,
                   null.value = p, alternative = alternative, method = "Exact binomial test",
                   data.name = DNAME), class = "htest")
}
poisson.test <- function(x, T = 1, r = 1, alternative = c("two.sided", "less", "greater"), conf.level = 0.95) {
    DNAME <- paste(deparse1(substitute(x)), "time base:", deparse1(substitute(T)))
    if ((l <- length(x)) != length(T)) {
        if (length(T) == 1L) T <- rep(T, l)
        else stop("'x' and 'T' have incompatible length")
    }
    xr <- round(x)
    if (any(!is.finite(x) | (x < 0)) || max(abs(x - xr)) > 1e-07)
        stop("'x' must be finite, nonnegative, and integer")
    x <- xr
    if (any(is.na(T) | (T < 0))) stop("'T' must be nonnegative")
    if ((k <- length(x)) < 1L) stop("not enough data")
    if (k > 2L) stop("the case k > 2 is unimplemented")
    if (!missing(r) && (length(r) > 1 || is.na(r) || r < 0)) stop("'r' must be a single positive number")
    alternative <- match.arg(alternative)
    if (k == 2) {
        # two rates: the first count given the total is binomial
        RVAL <- binom.test(x, sum(x), r * T[1L] / (r * T[1L] + T[2L]), alternative = alternative,
                           conf.level = conf.level)
        RVAL$data.name <- DNAME
        RVAL$statistic <- c(count1 = x[1L])
        RVAL$parameter <- c(`expected count1` = sum(x) * r * T[1L] / sum(T * c(1, r)))
        RVAL$estimate <- c(`rate ratio` = (x[1L] / T[1L]) / (x[2L] / T[2L]))
        pp <- RVAL$conf.int
        RVAL$conf.int <- pp / (1 - pp) * T[2L] / T[1L]
        names(r) <- "rate ratio"
        RVAL$null.value <- r
        RVAL$method <- "Comparison of Poisson rates"
        return(RVAL)
    }
    m <- r * T
    PVAL <- switch(alternative,
                   less = ppois(x, m),
                   greater = ppois(x - 1, m, lower.tail = FALSE),
                   two.sided = {
                       if (m == 0) (x == 0)
                       else {
                           d <- dpois(x, r * T) * (1 + 1e-07)
                           if (x == m) 1
                           else if (x < m) {
                               N <- ceiling(2 * m - x)
                               while (dpois(N, m) > d / (1 + 1e-07)) N <- 2 * N
                               y <- sum(dpois(seq.int(from = ceiling(m), to = N), m) <= d)
                               ppois(x, m) + ppois(N - y, m, lower.tail = FALSE)
                           } else {
                               y <- sum(dpois(seq.int(from = 0, to = floor(m)), m) <= d)
                               ppois(y - 1, m) + ppois(x - 1, m, lower.tail = FALSE)
                           }
                       }
                   })
    p.L <- function(x, alpha) if (x == 0) 0 else qgamma(alpha, x)
    p.U <- function(x, alpha) qgamma(1 - alpha, x + 1)
    CINT <- switch(alternative,
                   less = c(0, p.U(x, 1 - conf.level)),
                   greater = c(p.L(x, 1 - conf.level), Inf),
                   two.sided = {
                       alpha <- (1 - conf.level) / 2
                       c(p.L(x, alpha), p.U(x, alpha))
                   }) / T
    attr(CINT, "conf.level") <- conf.level
    ESTIMATE <- x / T
    names(x) <- "number of events"
    names(T) <- "time base"
    names(ESTIMATE) <- names(r) <- "event rate"
    structure(list(statistic = x, parameter = T, p.value = PVAL, conf.int = CINT, estimate = ESTIMATE,
                   null.value = r, alternative = alternative, method = "Exact Poisson test",
                   data.name = DNAME), class = "htest")
}
