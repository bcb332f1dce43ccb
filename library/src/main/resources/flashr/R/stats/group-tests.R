# stats/group-tests.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Tests across several groups and of normality, written in R after R's own code (see
# MetaPrelude): kruskal.test, friedman.test and fligner.test (each
# with a list, a grouping vector or a formula), oneway.test, mood.test,
# quade.test and shapiro.test, whose statistic
# ShapiroWilk computes.

kruskal.test <- function(x, ...) UseMethod("kruskal.test")
kruskal.test.default <- function(x, g, ...) {
    if (is.list(x)) {
        if (length(x) < 2L) stop("'x' must be a list with at least 2 elements")
        if (!missing(g)) warning("'x' is a list, so ignoring argument 'g'")
        DNAME <- deparse1(substitute(x))
        x <- lapply(x, function(u) u[complete.cases(u)])
        if (!all(sapply(x, is.numeric)))
            warning("some elements of 'x' are not numeric and will be coerced to numeric")
        k <- length(x)
        l <- lengths(x)
        if (any(l == 0L)) stop("all groups must contain data")
        g <- factor(rep.int(seq_len(k), l))
        x <- unlist(x)
    } else {
        if (length(x) != length(g)) stop("'x' and 'g' must have the same length")
        DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(g)))
        OK <- complete.cases(x, g)
        x <- x[OK]
        g <- factor(g[OK])
        k <- nlevels(g)
        if (k < 2L) stop("all observations are in the same group")
    }
    n <- length(x)
    if (n < 2L) stop("not enough observations")
    r <- rank(x)
    TIES <- table(x)
    STATISTIC <- sum(tapply(r, g, sum)^2 / tapply(r, g, length))
    STATISTIC <- ((12 * STATISTIC / (n * (n + 1)) - 3 * (n + 1)) / (1 - sum(TIES^3 - TIES) / (n^3 - n)))
    PARAMETER <- k - 1L
    PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
    names(STATISTIC) <- "Kruskal-Wallis chi-squared"
    names(PARAMETER) <- "df"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL,
                   method = "Kruskal-Wallis rank sum test", data.name = DNAME), class = "htest")
}
kruskal.test.formula <- function(formula, data, subset, na.action, ...) {
    if (missing(formula) || (length(formula) != 3L)) stop("'formula' missing or incorrect")
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    if (length(mf) > 2L) stop("'formula' should be of the form response ~ group")
    DNAME <- paste(names(mf), collapse = " by ")
    y <- kruskal.test(x = mf[[1L]], g = mf[[2L]])
    y$data.name <- DNAME
    y
}
friedman.test <- function(y, ...) UseMethod("friedman.test")
friedman.test.default <- function(y, groups, blocks, ...) {
    DNAME <- deparse1(substitute(y))
    if (is.matrix(y)) {
        groups <- factor(c(col(y)))
        blocks <- factor(c(row(y)))
    } else {
        if (anyNA(groups) || anyNA(blocks)) stop("NA's are not allowed in 'groups' or 'blocks'")
        if (any(diff(c(length(y), length(groups), length(blocks))) != 0L))
            stop("'y', 'groups' and 'blocks' must have the same length")
        DNAME <- paste0(DNAME, ", ", deparse1(substitute(groups)), " and ", deparse1(substitute(blocks)))
        if (any(table(groups, blocks) != 1)) stop("not an unreplicated complete block design")
        groups <- factor(groups)
        blocks <- factor(blocks)
        o <- order(groups, blocks)
        y <- y[o]
        groups <- groups[o]
        blocks <- blocks[o]
    }
    k <- nlevels(groups)
    y <- matrix(unlist(split(c(y), blocks)), ncol = k, byrow = TRUE)
    y <- y[complete.cases(y), ]
    n <- nrow(y)
    r <- t(apply(y, 1L, rank))
    TIES <- tapply(c(r), row(r), table)
    STATISTIC <- 12 * sum((colSums(r) - n * (k + 1) / 2)^2) /
        (n * k * (k + 1) - sum(unlist(lapply(TIES, function(u) u^3 - u))) / (k - 1))
    PARAMETER <- k - 1
    PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
    names(STATISTIC) <- "Friedman chi-squared"
    names(PARAMETER) <- "df"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL,
                   method = "Friedman rank sum test", data.name = DNAME), class = "htest")
}
friedman.test.formula <- function(formula, data, ...) {
    if (missing(formula)) stop("formula missing")
    if ((length(formula) != 3L) || (length(formula[[3L]]) != 3L) || !identical(formula[[3L]][[1L]], as.name("|")) ||
        (length(formula[[3L]][[2L]]) != 1L) || (length(formula[[3L]][[3L]]) != 1L))
        stop("incorrect specification for 'formula'")
    rhs <- formula[[3L]]
    formula <- as.formula(call("~", formula[[2L]], call("+", rhs[[2L]], rhs[[3L]])), env = environment(formula))
    mf <- if (missing(data)) model.frame(formula) else model.frame(formula, data)
    DNAME <- paste(names(mf), collapse = " and ")
    y <- friedman.test(mf[[1L]], mf[[2L]], mf[[3L]])
    y$data.name <- DNAME
    y
}
fligner.test <- function(x, ...) UseMethod("fligner.test")
fligner.test.default <- function(x, g, ...) {
    if (is.list(x)) {
        if (length(x) < 2L) stop("'x' must be a list with at least 2 elements")
        DNAME <- deparse1(substitute(x))
        x <- lapply(x, function(u) u[complete.cases(u)])
        k <- length(x)
        l <- lengths(x)
        if (any(l == 0)) stop("all groups must contain data")
        g <- factor(rep(1:k, l))
        x <- unlist(x)
    } else {
        if (length(x) != length(g)) stop("'x' and 'g' must have the same length")
        DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(g)))
        OK <- complete.cases(x, g)
        x <- x[OK]
        g <- factor(g[OK])
        k <- nlevels(g)
        if (k < 2) stop("all observations are in the same group")
    }
    n <- length(x)
    if (n < 2) stop("not enough observations")
    # scores of the absolute deviations from each group's median
    x <- x - tapply(x, g, median)[g]
    a <- qnorm((1 + rank(abs(x)) / (n + 1)) / 2)
    a <- a - mean(a)
    v <- sum(a^2) / (n - 1)
    a <- split(a, g)
    STATISTIC <- sum(lengths(a) * vapply(a, mean, 0)^2) / v
    PARAMETER <- k - 1
    PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
    names(STATISTIC) <- "Fligner-Killeen:med chi-squared"
    names(PARAMETER) <- "df"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL,
                   method = "Fligner-Killeen test of homogeneity of variances", data.name = DNAME),
              class = "htest")
}
fligner.test.formula <- function(formula, data, ...) {
    .group.test.formula(formula, data, fligner.test, missing(data))
}
oneway.test <- function(formula, data, subset, na.action, var.equal = FALSE) {
    if (missing(formula) || (length(formula) != 3L)) stop("'formula' missing or incorrect")
    dp <- as.character(formula)
    if (length(dp) != 3L) stop("a two-sided formula is required")
    DNAME <- paste(dp[[2L]], "and", dp[[3L]])
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    y <- mf[[1L]]
    g <- if (length(mf) > 2L) factor(do.call("interaction", mf[-1L])) else factor(mf[[2L]])
    k <- nlevels(g)
    if (k < 2L) stop("not enough groups")
    n.i <- tapply(y, g, length)
    if (any(n.i < 2)) stop("not enough observations")
    m.i <- tapply(y, g, mean)
    v.i <- tapply(y, g, var)
    w.i <- n.i / v.i
    sum.w.i <- sum(w.i)
    tmp <- sum((1 - w.i / sum.w.i)^2 / (n.i - 1)) / (k^2 - 1)
    METHOD <- "One-way analysis of means"
    if (var.equal) {
        n <- sum(n.i)
        STATISTIC <- ((sum(n.i * (m.i - mean(y))^2) / (k - 1)) / (sum((n.i - 1) * v.i) / (n - k)))
        PARAMETER <- c(k - 1, n - k)
        PVAL <- pf(STATISTIC, k - 1, n - k, lower.tail = FALSE)
    } else {
        # Welch's test: weights by the inverse variances of the group means
        m <- sum(w.i * m.i) / sum.w.i
        STATISTIC <- sum(w.i * (m.i - m)^2) / ((k - 1) * (1 + 2 * (k - 2) * tmp))
        PARAMETER <- c(k - 1, 1 / (3 * tmp))
        PVAL <- pf(STATISTIC, k - 1, 1 / (3 * tmp), lower.tail = FALSE)
        METHOD <- paste(METHOD, "(not assuming equal variances)")
    }
    names(STATISTIC) <- "F"
    names(PARAMETER) <- c("num df", "denom df")
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL, method = METHOD,
                   data.name = DNAME), class = "htest")
}
mood.test <- function(x, ...) UseMethod("mood.test")
mood.test.default <- function(x, y, alternative = c("two.sided", "less", "greater"), ...) {
    alternative <- match.arg(alternative)
    DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(y)))
    x <- x[is.finite(x)]
    y <- y[is.finite(y)]
    m <- length(x)
    n <- length(y)
    if ((N <- m + n) < 3L) stop("not enough observations")
    E <- m * (N^2 - 1) / 12
    v <- (1 / 180) * m * n * (N + 1) * (N + 2) * (N - 2)
    z <- c(x, y)
    if (!anyDuplicated(z)) {
        r <- rank(z)
        T <- sum((r[seq_along(x)] - (N + 1L) / 2)^2)
    } else {
        # ties: each tied group shares the mean of its scores, and the variance shrinks
        u <- sort(unique(z))
        a <- tabulate(match(x, u), length(u))
        t <- tabulate(match(z, u), length(u))
        p <- cumsum((seq_along(z) - (N + 1L) / 2)^2)
        v <- v - (m * n) / (180 * N * (N - 1L)) * sum(t * (t^2 - 1) * (t^2 - 4 + 15 * (N - t)^2))
        T <- sum(a * diff(c(0, p[cumsum(t)])) / t)
    }
    z <- (T - E) / sqrt(v)
    p <- pnorm(z)
    PVAL <- switch(alternative, less = p, greater = 1 - p, two.sided = 2 * min(p, 1 - p))
    structure(list(statistic = structure(z, names = "Z"), p.value = PVAL, alternative = alternative,
                   method = "Mood two-sample test of scale", data.name = DNAME), class = "htest")
}
quade.test <- function(y, ...) UseMethod("quade.test")
quade.test.default <- function(y, groups, blocks, ...) {
    DNAME <- deparse1(substitute(y))
    if (is.matrix(y)) {
        groups <- factor(c(col(y)))
        blocks <- factor(c(row(y)))
    } else {
        if (anyNA(groups) || anyNA(blocks)) stop("NA's are not allowed in 'groups' or 'blocks'")
        if (any(diff(c(length(y), length(groups), length(blocks))) != 0L))
            stop("'y', 'groups' and 'blocks' must have the same length")
        DNAME <- paste0(DNAME, ", ", deparse1(substitute(groups)), " and ", deparse1(substitute(blocks)))
        if (any(table(groups, blocks) != 1)) stop("not an unreplicated complete block design")
        ord <- order(groups)
        y <- y[ord]
        groups <- factor(groups[ord])
        blocks <- factor(blocks[ord])
    }
    k <- nlevels(groups)
    b <- nlevels(blocks)
    y <- matrix(unlist(split(c(y), blocks)), ncol = k, byrow = TRUE)
    y <- y[complete.cases(y), ]
    r <- t(apply(y, 1L, rank))
    # blocks weighted by the rank of their range
    q <- rank(apply(y, 1, function(u) max(u) - min(u)))
    s <- q * (r - (k + 1) / 2)
    A <- sum(s^2)
    B <- sum(colSums(s)^2) / b
    if (A == B) {
        STATISTIC <- NaN
        PARAMETER <- c(NA, NA)
        PVAL <- (gamma(k + 1))^(1 - b)
    } else {
        STATISTIC <- (b - 1) * B / (A - B)
        PARAMETER <- c(k - 1, (b - 1) * (k - 1))
        PVAL <- pf(STATISTIC, PARAMETER[1L], PARAMETER[2L], lower.tail = FALSE)
    }
    names(STATISTIC) <- "Quade F"
    names(PARAMETER) <- c("num df", "denom df")
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL, method = "Quade test",
                   data.name = DNAME), class = "htest")
}
shapiro.test <- function(x) {
    DNAME <- deparse1(substitute(x))
    stopifnot(is.numeric(x))
    x <- sort(x[complete.cases(x)])
    n <- length(x)
    if (is.na(n) || n < 3L || n > 5000L) stop("sample size must be between 3 and 5000")
    rng <- x[n] - x[1L]
    if (rng == 0) stop("all 'x' values are identical")
    if (rng < 1e-10) x <- x / rng
    res <- .swilk(as.double(x))
    structure(list(statistic = c(W = res[1]), p.value = res[2], method = "Shapiro-Wilk normality test",
                   data.name = DNAME), class = "htest")
}
