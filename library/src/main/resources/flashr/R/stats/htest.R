# stats/htest.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The classic tests, written in R after R's own code: t.test
# (one sample, paired, Welch and pooled two sample; a formula y ~ g for two groups), chisq.test (contingency tables with
# Yates' correction for 2 x 2, and given probabilities), cor.test (Pearson, Kendall and Spearman, see
# RankCorrelation), the "htest"
# print method, and strwrap and deparse1, which they use.

t.test <- function(x, ...) UseMethod("t.test")
t.test.default <- function(x, y = NULL, alternative = c("two.sided", "less", "greater"),
                           mu = 0, paired = FALSE, var.equal = FALSE, conf.level = 0.95, ...) {
    alternative <- match.arg(alternative)
    if (!missing(mu) && (length(mu) != 1 || is.na(mu))) stop("'mu' must be a single number")
    if (!missing(conf.level) && (length(conf.level) != 1 || !is.finite(conf.level) ||
        conf.level < 0 || conf.level > 1))
        stop("'conf.level' must be a single number between 0 and 1")
    if (!is.null(y)) {
        dname <- paste(deparse1(substitute(x)), "and", deparse1(substitute(y)))
        if (paired) xok <- yok <- complete.cases(x, y)
        else {
            yok <- !is.na(y)
            xok <- !is.na(x)
        }
        y <- y[yok]
    } else {
        dname <- deparse1(substitute(x))
        if (paired) stop("'y' is missing for paired test")
        xok <- !is.na(x)
        yok <- NULL
    }
    x <- x[xok]
    if (paired) {
        x <- x - y
        y <- NULL
    }
    nx <- length(x)
    mx <- mean(x)
    vx <- var(x)
    if (is.null(y)) {
        if (nx < 2) stop("not enough 'x' observations")
        df <- nx - 1
        stderr <- sqrt(vx / nx)
        if (stderr < 10 * .Machine$double.eps * abs(mx)) stop("data are essentially constant")
        tstat <- (mx - mu) / stderr
        method <- if (paired) "Paired t-test" else "One Sample t-test"
        estimate <- setNames(mx, if (paired) "mean difference" else "mean of x")
    } else {
        ny <- length(y)
        if (nx < 1 || (!var.equal && nx < 2)) stop("not enough 'x' observations")
        if (ny < 1 || (!var.equal && ny < 2)) stop("not enough 'y' observations")
        if (var.equal && nx + ny < 3) stop("not enough observations")
        my <- mean(y)
        vy <- var(y)
        method <- paste(if (!var.equal) "Welch", "Two Sample t-test")
        estimate <- c(mx, my)
        names(estimate) <- c("mean of x", "mean of y")
        if (var.equal) {
            df <- nx + ny - 2
            v <- 0
            if (nx > 1) v <- v + (nx - 1) * vx
            if (ny > 1) v <- v + (ny - 1) * vy
            v <- v / df
            stderr <- sqrt(v * (1 / nx + 1 / ny))
        } else {
            stderrx <- sqrt(vx / nx)
            stderry <- sqrt(vy / ny)
            stderr <- sqrt(stderrx^2 + stderry^2)
            df <- stderr^4 / (stderrx^4 / (nx - 1) + stderry^4 / (ny - 1))
        }
        if (stderr < 10 * .Machine$double.eps * max(abs(mx), abs(my))) stop("data are essentially constant")
        tstat <- (mx - my - mu) / stderr
    }
    if (alternative == "less") {
        pval <- pt(tstat, df)
        cint <- c(-Inf, tstat + qt(conf.level, df))
    } else if (alternative == "greater") {
        pval <- pt(tstat, df, lower.tail = FALSE)
        cint <- c(tstat - qt(conf.level, df), Inf)
    } else {
        pval <- 2 * pt(-abs(tstat), df)
        alpha <- 1 - conf.level
        cint <- qt(1 - alpha / 2, df)
        cint <- tstat + c(-cint, cint)
    }
    cint <- mu + cint * stderr
    names(tstat) <- "t"
    names(df) <- "df"
    names(mu) <- if (paired) "mean difference" else if (!is.null(y)) "difference in means" else "mean"
    attr(cint, "conf.level") <- conf.level
    rval <- list(statistic = tstat, parameter = df, p.value = pval, conf.int = cint,
                 estimate = estimate, null.value = mu, stderr = stderr,
                 alternative = alternative, method = method, data.name = dname)
    class(rval) <- "htest"
    rval
}
t.test.formula <- function(formula, data, subset, na.action, ...) {
    if (missing(formula) || length(formula) != 3L) stop("'formula' missing or incorrect")
    # y ~ 1: one sample, or a Pair(x, y) for the paired test
    oneSampleOrPaired <- identical(formula[[3L]], 1) || identical(formula[[3L]], 1L)
    if (!oneSampleOrPaired && length(all.vars(formula[[3L]])) != 1L) stop("'formula' missing or incorrect")
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    DNAME <- paste(names(mf), collapse = " by ")
    if (!oneSampleOrPaired) {
        g <- factor(mf[[2L]])
        if (nlevels(g) != 2L) stop("grouping factor must have exactly 2 levels")
        DATA <- split(mf[[1L]], g)
        y <- t.test(x = DATA[[1L]], y = DATA[[2L]], ...)
        if (length(y$estimate) == 2L) {
            names(y$estimate) <- paste("mean in group", levels(g))
            names(y$null.value) <- paste("difference in means between",
                                         paste("group", levels(g), collapse = " and "))
        }
    } else {
        respVar <- mf[[1L]]
        y <- if (inherits(respVar, "Pair")) t.test(x = respVar[, 1L], y = respVar[, 2L], paired = TRUE, ...)
             else t.test(x = respVar, ...)
    }
    y$data.name <- DNAME
    y
}
chisq.test <- function(x, y = NULL, correct = TRUE, p = rep(1 / length(x), length(x)),
                       rescale.p = FALSE, simulate.p.value = FALSE, B = 2000) {
    DNAME <- deparse(substitute(x))
    if (is.data.frame(x)) x <- as.matrix(x)
    if (is.matrix(x)) {
        if (min(dim(x)) == 1L) x <- as.vector(x)
    }
    if (!is.matrix(x) && !is.null(y)) {
        if (length(x) != length(y)) stop("'x' and 'y' must have the same length")
        DNAME2 <- deparse(substitute(y))
        xname <- if (length(DNAME) > 1L || nchar(DNAME, "w") > 30) "" else DNAME
        yname <- if (length(DNAME2) > 1L || nchar(DNAME2, "w") > 30) "" else DNAME2
        OK <- complete.cases(x, y)
        x <- factor(x[OK])
        y <- factor(y[OK])
        if ((nlevels(x) < 2L) || (nlevels(y) < 2L)) stop("'x' and 'y' must have at least 2 levels")
        x <- table(x, y)
        names(dimnames(x)) <- c(xname, yname)
        DNAME <- paste(paste(DNAME, collapse = "\n"), "and", paste(DNAME2, collapse = "\n"))
    }
    if (any(x < 0) || anyNA(x)) stop("all entries of 'x' must be nonnegative and finite")
    if ((n <- sum(x)) == 0) stop("at least one entry of 'x' must be positive")
    if (simulate.p.value) {
        setMETH <- function() METHOD <<- paste(METHOD, "with simulated p-value
	 (based on", B, "replicates)")
        almost.1 <- 1 - 64 * .Machine$double.eps
    }
    if (is.matrix(x)) {
        METHOD <- "Pearson's Chi-squared test"
        nr <- as.integer(nrow(x))
        nc <- as.integer(ncol(x))
        sr <- rowSums(x)
        sc <- colSums(x)
        E <- outer(sr, sc) / n
        V <- outer(sr, sc, function(r, c, n) c * r * (n - r) * (n - c) / n^3, n)
        dimnames(E) <- dimnames(x)
        if (simulate.p.value && all(sr > 0) && all(sc > 0)) {
            # random tables with these margins (Patefield's algorithm, as R)
            setMETH()
            tmp <- .chisq_sim(sr, sc, B, E)
            STATISTIC <- sum(sort((x - E)^2 / E, decreasing = TRUE))
            PARAMETER <- NA
            PVAL <- (1 + sum(tmp >= almost.1 * STATISTIC)) / (B + 1)
        } else {
            if (simulate.p.value) warning("cannot compute simulated p-value with zero marginals")
            if (correct && nrow(x) == 2L && ncol(x) == 2L) {
                YATES <- min(0.5, abs(x - E))
                if (YATES > 0) METHOD <- paste(METHOD, "with Yates' continuity correction")
            } else YATES <- 0
            STATISTIC <- sum((abs(x - E) - YATES)^2 / E)
            PARAMETER <- (nr - 1L) * (nc - 1L)
            PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
        }
    } else {
        if (length(dim(x)) > 2L) stop("invalid 'x'")
        if (length(x) == 1L) stop("'x' must at least have 2 elements")
        if (length(x) != length(p)) stop("'x' and 'p' must have the same number of elements")
        if (any(p < 0)) stop("probabilities must be non-negative.")
        if (abs(sum(p) - 1) > sqrt(.Machine$double.eps)) {
            if (rescale.p) p <- p / sum(p)
            else stop("probabilities must sum to 1.")
        }
        METHOD <- "Chi-squared test for given probabilities"
        E <- n * p
        V <- n * p * (1 - p)
        STATISTIC <- sum((x - E)^2 / E)
        names(E) <- names(x)
        if (simulate.p.value) {
            setMETH()
            nx <- length(x)
            sm <- matrix(sample.int(nx, B * n, TRUE, prob = p), nrow = n)
            ss <- apply(sm, 2L, function(x, E, k) sum((table(factor(x, levels = 1L:k)) - E)^2 / E), E = E, k = nx)
            PARAMETER <- NA
            PVAL <- (1 + sum(ss >= almost.1 * STATISTIC)) / (B + 1)
        } else {
            PARAMETER <- length(x) - 1
            PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
        }
    }
    names(STATISTIC) <- "X-squared"
    names(PARAMETER) <- "df"
    if (any(E < 5) && is.finite(PARAMETER)) warning("Chi-squared approximation may be incorrect")
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL, method = METHOD,
                   data.name = DNAME, observed = x, expected = E, residuals = (x - E) / sqrt(E),
                   stdres = (x - E) / sqrt(V)), class = "htest")
}
cor.test <- function(x, ...) UseMethod("cor.test")
cor.test.default <- function(x, y, alternative = c("two.sided", "less", "greater"),
                             method = c("pearson", "kendall", "spearman"), exact = NULL,
                             conf.level = 0.95, continuity = FALSE, ...) {
    alternative <- match.arg(alternative)
    method <- match.arg(method)
    DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(y)))
    if (!is.numeric(x)) stop("'x' must be a numeric vector")
    if (!is.numeric(y)) stop("'y' must be a numeric vector")
    if (length(x) != length(y)) stop("'x' and 'y' must have the same length")
    OK <- complete.cases(x, y)
    x <- x[OK]
    y <- y[OK]
    n <- length(x)
    NVAL <- 0
    conf.int <- FALSE
    if (method == "pearson") {
        if (n < 3L) stop("not enough finite observations")
        method <- "Pearson's product-moment correlation"
        names(NVAL) <- "correlation"
        r <- cor(x, y)
        df <- n - 2L
        ESTIMATE <- c(cor = r)
        PARAMETER <- c(df = df)
        STATISTIC <- c(t = sqrt(df) * r / sqrt(1 - r^2))
        if (n > 3) {
            if (!missing(conf.level) && (length(conf.level) != 1 || !is.finite(conf.level) ||
                conf.level < 0 || conf.level > 1))
                stop("'conf.level' must be a single number between 0 and 1")
            conf.int <- TRUE
            z <- atanh(r)
            sigma <- 1 / sqrt(n - 3)
            cint <- switch(alternative, less = c(-Inf, z + sigma * qnorm(conf.level)),
                           greater = c(z - sigma * qnorm(conf.level), Inf),
                           two.sided = z + c(-1, 1) * sigma * qnorm((1 + conf.level) / 2))
            cint <- tanh(cint)
            attr(cint, "conf.level") <- conf.level
        }
        PVAL <- switch(alternative, less = pt(STATISTIC, df),
                       greater = pt(STATISTIC, df, lower.tail = FALSE),
                       two.sided = 2 * min(pt(STATISTIC, df), pt(STATISTIC, df, lower.tail = FALSE)))
    } else {
        if (n < 2) stop("not enough finite observations")
        PARAMETER <- NULL
        TIES <- min(length(unique(x)), length(unique(y))) < n
        if (method == "kendall") {
            method <- "Kendall's rank correlation tau"
            names(NVAL) <- "tau"
            r <- cor(x, y, method = "kendall")
            ESTIMATE <- c(tau = r)
            if (!is.finite(ESTIMATE)) {
                ESTIMATE[] <- NA
                STATISTIC <- c(T = NA)
                PVAL <- NA
            } else {
                if (is.null(exact)) exact <- (n < 50)
                if (exact && !TIES) {
                    q <- round((r + 1) * n * (n - 1) / 4)
                    STATISTIC <- c(T = q)
                    PVAL <- switch(alternative,
                                   two.sided = {
                                       p <- if (q > n * (n - 1) / 4) 1 - .pKendall(q - 1, n) else .pKendall(q, n)
                                       min(2 * p, 1)
                                   },
                                   greater = 1 - .pKendall(q - 1, n),
                                   less = .pKendall(q, n))
                } else {
                    # the normal approximation, its variance corrected for ties
                    xties <- table(x[duplicated(x)]) + 1
                    yties <- table(y[duplicated(y)]) + 1
                    T0 <- n * (n - 1) / 2
                    T1 <- sum(xties * (xties - 1)) / 2
                    T2 <- sum(yties * (yties - 1)) / 2
                    S <- r * sqrt((T0 - T1) * (T0 - T2))
                    v0 <- n * (n - 1) * (2 * n + 5)
                    vt <- sum(xties * (xties - 1) * (2 * xties + 5))
                    vu <- sum(yties * (yties - 1) * (2 * yties + 5))
                    v1 <- sum(xties * (xties - 1)) * sum(yties * (yties - 1))
                    v2 <- sum(xties * (xties - 1) * (xties - 2)) * sum(yties * (yties - 1) * (yties - 2))
                    var_S <- (v0 - vt - vu) / 18 + v1 / (2 * n * (n - 1)) + v2 / (9 * n * (n - 1) * (n - 2))
                    if (exact && TIES) warning("Cannot compute exact p-value with ties")
                    if (continuity) S <- sign(S) * (abs(S) - 1)
                    STATISTIC <- c(z = S / sqrt(var_S))
                    PVAL <- switch(alternative, less = pnorm(STATISTIC),
                                   greater = pnorm(STATISTIC, lower.tail = FALSE),
                                   two.sided = 2 * min(pnorm(STATISTIC), pnorm(STATISTIC, lower.tail = FALSE)))
                }
            }
        } else {
            method <- "Spearman's rank correlation rho"
            if (is.null(exact)) exact <- TRUE
            names(NVAL) <- "rho"
            r <- cor(rank(x), rank(y))
            ESTIMATE <- c(rho = r)
            if (!is.finite(ESTIMATE)) {
                ESTIMATE[] <- NA
                STATISTIC <- c(S = NA)
                PVAL <- NA
            } else {
                pspearman <- function(q, n, lower.tail = TRUE) {
                    if (n <= 1290 && exact) .pRho(round(q) + 2 * lower.tail, n, lower.tail)
                    else {
                        den <- (n * (n^2 - 1)) / 6
                        if (continuity) den <- den + 1
                        r <- 1 - q / den
                        pt(r / sqrt((1 - r^2) / (n - 2)), df = n - 2, lower.tail = !lower.tail)
                    }
                }
                q <- (n^3 - n) * (1 - r) / 6
                STATISTIC <- c(S = q)
                if (TIES && exact) {
                    exact <- FALSE
                    warning("Cannot compute exact p-value with ties")
                }
                PVAL <- switch(alternative,
                               two.sided = {
                                   p <- if (q > (n^3 - n) / 6) pspearman(q, n, lower.tail = FALSE)
                                        else pspearman(q, n, lower.tail = TRUE)
                                   min(2 * p, 1)
                               },
                               greater = pspearman(q, n, lower.tail = TRUE),
                               less = pspearman(q, n, lower.tail = FALSE))
            }
        }
    }
    RVAL <- list(statistic = STATISTIC, parameter = PARAMETER, p.value = as.numeric(PVAL),
                 estimate = ESTIMATE, null.value = NVAL, alternative = alternative,
                 method = method, data.name = DNAME)
    if (conf.int) RVAL <- c(RVAL, list(conf.int = cint))
    class(RVAL) <- "htest"
    RVAL
}
cor.test.formula <- function(formula, data, subset, na.action, ...) {
    if (missing(formula) || !inherits(formula, "formula") || length(formula) != 2L)
        stop("'formula' missing or invalid")
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    if (length(mf) != 2L) stop("invalid formula")
    DNAME <- paste(names(mf), collapse = " and ")
    names(mf) <- c("x", "y")
    y <- do.call("cor.test", c(mf, list(...)))
    y$data.name <- DNAME
    y
}
print.htest <- function(x, digits = getOption("digits"), prefix = "\t", ...) {
    cat("\n")
    cat(strwrap(x$method, prefix = prefix), sep = "\n")
    cat("\n")
    cat("data:  ", x$data.name, "\n", sep = "")
    out <- character()
    if (!is.null(x$statistic))
        out <- c(out, paste(names(x$statistic), "=", format(x$statistic, digits = max(1L, digits - 2L))))
    if (!is.null(x$parameter))
        out <- c(out, paste(names(x$parameter), "=", format(x$parameter, digits = max(1L, digits - 2L))))
    if (!is.null(x$p.value)) {
        fp <- format.pval(x$p.value, digits = max(1L, digits - 3L))
        out <- c(out, paste("p-value", if (startsWith(fp, "<")) fp else paste("=", fp)))
    }
    cat(strwrap(paste(out, collapse = ", ")), sep = "\n")
    if (!is.null(x$alternative)) {
        cat("alternative hypothesis: ")
        if (!is.null(x$null.value)) {
            if (length(x$null.value) == 1L) {
                alt.char <- switch(x$alternative, two.sided = "not equal to",
                                   less = "less than", greater = "greater than")
                cat("true ", names(x$null.value), " is ", alt.char, " ", x$null.value, "\n", sep = "")
            } else {
                cat(x$alternative, "\nnull values:\n", sep = "")
                print(x$null.value, digits = digits, ...)
            }
        } else cat(x$alternative, "\n", sep = "")
    }
    if (!is.null(x$conf.int)) {
        cat(format(100 * attr(x$conf.int, "conf.level")), " percent confidence interval:\n",
            " ", paste(format(x$conf.int[1:2], digits = digits), collapse = " "), "\n", sep = "")
    }
    if (!is.null(x$estimate)) {
        cat("sample estimates:\n")
        print(x$estimate, digits = digits, ...)
    }
    cat("\n")
    invisible(x)
}
deparse1 <- function(expr, collapse = " ", width.cutoff = 500L, ...)
    paste(deparse(expr, width.cutoff, ...), collapse = collapse)
# R's strwrap: paragraphs split at blank lines, words at blanks (an empty word kept after a sentence's
# end, so that two spaces follow it), each paragraph after the first preceded by a line holding the
# prefix, an empty string kept as ""
strwrap <- function(x, width = 0.9 * getOption("width"), indent = 0, exdent = 0,
                    prefix = "", simplify = TRUE, initial = prefix) {
    if (!is.character(x)) x <- as.character(x)
    # control characters (the tab of print.htest's prefix) take no width, as in R
    wd <- function(s) nchar(gsub("[[:cntrl:]]", "", s), type = "w")
    indentString <- strrep(" ", indent)
    exdentString <- strrep(" ", exdent)
    y <- list()
    z <- lapply(strsplit(x, "\n[ \t\n]*\n", perl = TRUE), strsplit, "[ \t\n]", perl = TRUE)
    for (i in seq_along(z)) {
        yi <- character()
        for (j in seq_along(z[[i]])) {
            words <- z[[i]][[j]]
            nc <- wd(words)
            if (any(nc == 0L)) {
                zLenInd <- which(nc == 0L)
                zLenInd <- zLenInd[!(zLenInd %in% (grep("[.?!][)\"']{0,1}$", words, perl = TRUE, useBytes = TRUE) + 1L))]
                if (length(zLenInd)) {
                    words <- words[-zLenInd]
                    nc <- nc[-zLenInd]
                }
            }
            if (!length(words)) {
                yi <- c(yi, "", initial)
                next
            }
            currentIndex <- 0L
            lowerBlockIndex <- 1L
            upperBlockIndex <- integer()
            lens <- cumsum(nc + 1L)
            first <- TRUE
            maxLength <- width - wd(initial) - indent
            while (length(lens)) {
                k <- max(sum(lens <= maxLength), 1L)
                if (first) {
                    first <- FALSE
                    maxLength <- width - wd(prefix) - exdent
                }
                currentIndex <- currentIndex + k
                if (nc[currentIndex] == 0L) upperBlockIndex <- c(upperBlockIndex, currentIndex - 1L)
                else upperBlockIndex <- c(upperBlockIndex, currentIndex)
                if (length(lens) > k) {
                    if (nc[currentIndex + 1L] == 0L) {
                        currentIndex <- currentIndex + 1L
                        k <- k + 1L
                    }
                    lowerBlockIndex <- c(lowerBlockIndex, currentIndex + 1L)
                }
                if (length(lens) > k) lens <- lens[-seq_len(k)] - lens[k]
                else lens <- NULL
            }
            nBlocks <- length(upperBlockIndex)
            s <- paste0(c(initial, rep.int(prefix, nBlocks - 1L)), c(indentString, rep.int(exdentString, nBlocks - 1L)))
            initial <- prefix
            for (k in seq_len(nBlocks)) s[k] <- paste0(s[k], paste(words[lowerBlockIndex[k]:upperBlockIndex[k]], collapse = " "))
            yi <- c(yi, s, prefix)
        }
        y <- if (length(yi)) c(y, list(yi[-length(yi)])) else c(y, "")
    }
    if (simplify) y <- as.character(unlist(y))
    y
}

# The model frame of a test's formula method, as R's methods make it from their own call
# (match.call(expand.dots = FALSE)): subset is evaluated in the data (subset = Month %in% c(5, 8)
# keeps those rows; factor() then drops the unused levels), na.action applies as given, and a
# matrix 'data' is made a data frame first.
.htest_model_frame <- function(m, env) {
    data <- if (is.null(m$data)) NULL else eval(m$data, env)
    if (is.matrix(data)) data <- as.data.frame(data)
    formula <- eval(m$formula, env)
    subset <- if (is.null(m$subset)) NULL else eval(m$subset, if (is.null(data)) environment(formula) else data, env)
    if (is.null(m$na.action)) model.frame(formula, data = data, subset = subset)
    else model.frame(formula, data = data, subset = subset, na.action = eval(m$na.action, env))
}
