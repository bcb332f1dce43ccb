package flashr.base;

/**
 * The Kolmogorov-Smirnov and Wilcoxon tests, written in R after R's own code (see {@link MetaPrelude}):
 * {@code ks.test} (one sample against a distribution function, two samples; exact or asymptotic p-values)
 * and {@code wilcox.test} (signed rank for one sample or pairs, rank sum for two samples; exact or the
 * normal approximation with continuity correction). The exact distributions are Java builtins in
 * {@link ExactRankDistributions}; the results print through print.htest.
 */
final class RankTestsPrelude {
    private RankTestsPrelude() {}

    static final String SOURCE = """
        ks.test <- function(x, ...) UseMethod("ks.test")
        ks.test.default <- function(x, y, ..., alternative = c("two.sided", "less", "greater"),
                                    exact = NULL, simulate.p.value = FALSE, B = 2000) {
            alternative <- match.arg(alternative)
            DNAME <- deparse1(substitute(x))
            x <- x[!is.na(x)]
            n <- length(x)
            if (n < 1L) stop("not enough 'x' data")
            if (simulate.p.value) stop("simulate.p.value = TRUE is not supported")
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
                METHOD <- paste(c("Asymptotic", "Exact")[exact + 1L], "two-sample Kolmogorov-Smirnov test")
                n <- n.x * n.y / (n.x + n.y)
                w <- c(x, y)
                z <- cumsum(ifelse(order(w) <= n.x, 1 / n.x, -1 / n.y))
                if (length(unique(w)) < (n.x + n.y)) {
                    z <- z[c(which(diff(sort(w)) != 0), n.x + n.y)]
                    if (!exact) warning("p-value will be approximate in the presence of ties")
                }
                STATISTIC <- switch(alternative, two.sided = max(abs(z)), greater = max(z), less = -min(z))
                nm_alternative <- switch(alternative, two.sided = "two-sided",
                                         less = "the CDF of x lies below that of y",
                                         greater = "the CDF of x lies above that of y")
                PVAL <- .psmirnov_upper(STATISTIC, n.x, n.y, w, exact, alternative == "two.sided")
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
        # upper tail of the two-sample Smirnov statistic: exact by counting lattice paths (ties only
        # constrain the path where the pooled sample changes value), else the limiting distribution
        .psmirnov_upper <- function(q, n.x, n.y, z, exact, two.sided) {
            n <- n.x * n.y / (n.x + n.y)
            if (!exact) {
                ret <- if (two.sided) {
                    if (q < .Machine$double.eps) 0 else .pKS2(sqrt(n) * q, tol = 1e-06)
                } else 1 - exp(-2 * n * q^2)
                return(1 - ret)
            }
            TIES <- c(diff(sort(z)) != 0, TRUE)
            stat <- (0.5 + floor(as.double(q) * n.x * n.y - 1e-07)) / (n.x * n.y)
            ret <- .psmirnovCount(stat, n.x, n.y, TIES, two.sided)
            if (!is.finite(ret)) stop("computation of exact probability failed")
            logdenom <- lgamma(n.x + n.y + 1) - lgamma(n.x + 1) - lgamma(n.y + 1)
            1 - ret / exp(logdenom)
        }

        wilcox.test <- function(x, ...) UseMethod("wilcox.test")
        wilcox.test.default <- function(x, y = NULL, alternative = c("two.sided", "less", "greater"),
                                        mu = 0, paired = FALSE, exact = NULL, correct = TRUE, conf.int = FALSE,
                                        conf.level = 0.95, tol.root = 1e-04, digits.rank = Inf, ...) {
            alternative <- match.arg(alternative)
            if (!missing(mu) && ((length(mu) > 1L) || !is.finite(mu))) stop("'mu' must be a single number")
            if (conf.int) stop("conf.int = TRUE is not supported")
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
                            p <- if (STATISTIC > (n * (n + 1) / 4)) .psignrank(STATISTIC - 1, n, FALSE)
                                 else .psignrank(STATISTIC, n, TRUE)
                            min(2 * p, 1)
                        },
                        greater = .psignrank(STATISTIC - 1, n, FALSE),
                        less = .psignrank(STATISTIC, n, TRUE))
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
                    if (exact && TIES) warning("cannot compute exact p-value with ties")
                    if (exact && ZEROES) warning("cannot compute exact p-value with zeroes")
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
                            p <- if (STATISTIC > (n.x * n.y / 2)) .pwilcox(STATISTIC - 1, n.x, n.y, FALSE)
                                 else .pwilcox(STATISTIC, n.x, n.y, TRUE)
                            min(2 * p, 1)
                        },
                        greater = .pwilcox(STATISTIC - 1, n.x, n.y, FALSE),
                        less = .pwilcox(STATISTIC, n.x, n.y, TRUE))
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
                    if (exact && TIES) warning("cannot compute exact p-value with ties")
                }
            }
            names(mu) <- if (paired || !is.null(y)) "location shift" else "location"
            RVAL <- list(statistic = STATISTIC, parameter = NULL, p.value = as.numeric(PVAL),
                         null.value = mu, alternative = alternative, method = METHOD, data.name = DNAME)
            class(RVAL) <- "htest"
            RVAL
        }
        """;
}
