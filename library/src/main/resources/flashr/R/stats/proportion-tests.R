# stats/proportion-tests.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Tests of proportions and variances and the pairwise comparisons, written in R after R's own
# code: prop.test (one sample with Wilson's interval, two
# samples with the interval for the difference, k samples; Yates' correction and its warning),
# mcnemar.test, var.test, bartlett.test, pairwise.t.test,
# pairwise.wilcox.test, pairwise.prop.test with their table and print method, and
# power.t.test (through the noncentral t of NoncentralT), power.prop.test and power.anova.test
# (through the noncentral F).

prop.test <- function(x, n, p = NULL, alternative = c("two.sided", "less", "greater"),
                      conf.level = 0.95, correct = TRUE) {
    DNAME <- deparse1(substitute(x))
    if (is.table(x) && length(dim(x)) == 1L) {
        if (dim(x) != 2L) stop("table 'x' should have 2 entries")
        l <- 1
        n <- sum(x)
        x <- x[1L]
    } else if (is.matrix(x)) {
        if (ncol(x) != 2L) stop("'x' must have 2 columns")
        l <- nrow(x)
        n <- rowSums(x)
        x <- x[, 1L]
    } else {
        DNAME <- paste(DNAME, "out of", deparse1(substitute(n)))
        if ((l <- length(x)) != length(n)) stop("'x' and 'n' must have the same length")
    }
    OK <- complete.cases(x, n)
    x <- x[OK]
    n <- n[OK]
    if ((k <- length(x)) < 1L) stop("not enough data")
    if (any(n <= 0)) stop("elements of 'n' must be positive")
    if (any(x < 0)) stop("elements of 'x' must be nonnegative")
    if (any(x > n)) stop("elements of 'x' must not be greater than those of 'n'")
    if (is.null(p) && (k == 1)) p <- 0.5
    if (!is.null(p)) {
        DNAME <- paste0(DNAME, ", null ", if (k == 1) "probability " else "probabilities ",
                        deparse1(substitute(p)))
        if (length(p) != l) stop("'p' must have the same length as 'x' and 'n'")
        p <- p[OK]
        if (any((p <= 0) | (p >= 1))) stop("elements of 'p' must be in (0,1)")
    }
    alternative <- match.arg(alternative)
    if (k > 2 || (k == 2) && !is.null(p)) alternative <- "two.sided"
    if ((length(conf.level) != 1L) || is.na(conf.level) || (conf.level <= 0) || (conf.level >= 1))
        stop("'conf.level' must be a single number between 0 and 1")
    correct <- as.logical(correct)
    ESTIMATE <- setNames(x / n, if (k == 1) "p" else paste("prop", 1L:l)[OK])
    NVAL <- p
    CINT <- NULL
    YATES <- if (correct && (k <= 2)) 0.5 else 0
    if (k == 1) {
        # Wilson's score interval, with the continuity correction
        z <- qnorm(if (alternative == "two.sided") (1 + conf.level) / 2 else conf.level)
        YATES <- min(YATES, abs(x - n * p))
        z22n <- z^2 / (2 * n)
        p.c <- ESTIMATE + YATES / n
        p.u <- if (p.c >= 1) 1 else (p.c + z22n + z * sqrt(p.c * (1 - p.c) / n + z22n / (2 * n))) / (1 + 2 * z22n)
        p.c <- ESTIMATE - YATES / n
        p.l <- if (p.c <= 0) 0 else (p.c + z22n - z * sqrt(p.c * (1 - p.c) / n + z22n / (2 * n))) / (1 + 2 * z22n)
        CINT <- switch(alternative,
                       two.sided = c(max(p.l, 0), min(p.u, 1)),
                       greater = c(max(p.l, 0), 1),
                       less = c(0, min(p.u, 1)))
    } else if ((k == 2) && is.null(p)) {
        DELTA <- ESTIMATE[1L] - ESTIMATE[2L]
        YATES <- min(YATES, abs(DELTA) / sum(1 / n))
        WIDTH <- (switch(alternative, two.sided = qnorm((1 + conf.level) / 2), qnorm(conf.level)) *
                  sqrt(sum(ESTIMATE * (1 - ESTIMATE) / n)) + YATES * sum(1 / n))
        CINT <- switch(alternative,
                       two.sided = c(max(DELTA - WIDTH, -1), min(DELTA + WIDTH, 1)),
                       greater = c(max(DELTA - WIDTH, -1), 1),
                       less = c(-1, min(DELTA + WIDTH, 1)))
    }
    if (!is.null(CINT)) attr(CINT, "conf.level") <- conf.level
    METHOD <- paste(if (k == 1) "1-sample proportions test"
                    else paste0(k, "-sample test for ", if (is.null(p)) "equality of" else "given", " proportions"),
                    if (YATES) "with" else "without", "continuity correction")
    if (is.null(p)) {
        p <- sum(x) / sum(n)
        PARAMETER <- k - 1
    } else {
        PARAMETER <- k
        names(NVAL) <- names(ESTIMATE)
    }
    names(PARAMETER) <- "df"
    x <- cbind(x, n - x)
    E <- cbind(n * p, n * (1 - p))
    if (any(E < 5)) warning("Chi-squared approximation may be incorrect")
    STATISTIC <- sum((abs(x - E) - YATES)^2 / E)
    names(STATISTIC) <- "X-squared"
    if (alternative == "two.sided") {
        PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
    } else {
        z <- if (k == 1) sign(ESTIMATE - p) * sqrt(STATISTIC) else sign(DELTA) * sqrt(STATISTIC)
        PVAL <- pnorm(z, lower.tail = (alternative == "less"))
    }
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = as.numeric(PVAL),
                   estimate = ESTIMATE, null.value = NVAL, conf.int = CINT, alternative = alternative,
                   method = METHOD, data.name = DNAME), class = "htest")
}
is.table <- function(x) inherits(x, "table")
as.table <- function(x, ...) UseMethod("as.table")
as.table.default <- function(x, ...) {
    if (is.table(x)) return(x)
    if (is.array(x) || is.numeric(x)) {
        if (!is.array(x)) {
            nm <- names(x)
            dim(x) <- length(x)
            if (length(nm)) dimnames(x) <- list(nm)
        }
        if (any(dim(x) == 0L)) stop("cannot coerce to a table")
        # dimnames where missing: A, B, C, ...
        dnx <- dimnames(x)
        if (is.null(dnx)) dnx <- vector("list", length(dim(x)))
        for (i in which(vapply(dnx, is.null, NA))) dnx[[i]] <- make.unique(LETTERS[seq_len(dim(x)[i])], sep = "")
        dimnames(x) <- dnx
        class(x) <- c("table", oldClass(x))
        return(x)
    }
    if (is.factor(x)) return(table(x))
    stop("cannot coerce to a table")
}
mcnemar.test <- function(x, y = NULL, correct = TRUE) {
    if (is.matrix(x)) {
        r <- nrow(x)
        if ((r < 2) || (ncol(x) != r)) stop("'x' must be square with at least two rows and columns")
        if (any(x < 0) || anyNA(x)) stop("all entries of 'x' must be nonnegative and finite")
        DNAME <- deparse1(substitute(x))
    } else {
        if (is.null(y)) stop("if 'x' is not a matrix, 'y' must be given")
        if (length(x) != length(y)) stop("'x' and 'y' must have the same length")
        DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(y)))
        OK <- complete.cases(x, y)
        x <- as.factor(x[OK])
        y <- as.factor(y[OK])
        r <- nlevels(x)
        if ((r < 2) || (nlevels(y) != r)) stop("'x' and 'y' must have the same number of levels (minimum 2)")
        x <- table(x, y)
    }
    PARAMETER <- r * (r - 1) / 2
    METHOD <- "McNemar's Chi-squared test"
    if (correct && (r == 2) && any(x - t(x) != 0)) {
        y <- abs(x - t(x)) - 1
        METHOD <- paste(METHOD, "with continuity correction")
    } else y <- x - t(x)
    x <- x + t(x)
    STATISTIC <- sum(y[upper.tri(x)]^2 / x[upper.tri(x)])
    PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
    names(STATISTIC) <- "McNemar's chi-squared"
    names(PARAMETER) <- "df"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL, method = METHOD,
                   data.name = DNAME), class = "htest")
}
var.test <- function(x, ...) UseMethod("var.test")
var.test.default <- function(x, y, ratio = 1, alternative = c("two.sided", "less", "greater"),
                             conf.level = 0.95, ...) {
    if (!(length(ratio) == 1L && is.finite(ratio) && ratio > 0)) stop("'ratio' must be a single positive number")
    alternative <- match.arg(alternative)
    if (!(length(conf.level) == 1L && is.finite(conf.level) && conf.level > 0 && conf.level < 1))
        stop("'conf.level' must be a single number between 0 and 1")
    DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(y)))
    if (inherits(x, "lm") && inherits(y, "lm")) {
        DF.x <- x$df.residual
        DF.y <- y$df.residual
        V.x <- sum(x$residuals^2) / DF.x
        V.y <- sum(y$residuals^2) / DF.y
    } else {
        x <- x[is.finite(x)]
        DF.x <- length(x) - 1L
        if (DF.x < 1L) stop("not enough 'x' observations")
        y <- y[is.finite(y)]
        DF.y <- length(y) - 1L
        if (DF.y < 1L) stop("not enough 'y' observations")
        V.x <- var(x)
        V.y <- var(y)
    }
    ESTIMATE <- V.x / V.y
    STATISTIC <- ESTIMATE / ratio
    PARAMETER <- c(`num df` = DF.x, `denom df` = DF.y)
    PVAL <- pf(STATISTIC, DF.x, DF.y)
    if (alternative == "two.sided") {
        PVAL <- 2 * min(PVAL, 1 - PVAL)
        BETA <- (1 - conf.level) / 2
        CINT <- c(ESTIMATE / qf(1 - BETA, DF.x, DF.y), ESTIMATE / qf(BETA, DF.x, DF.y))
    } else if (alternative == "greater") {
        PVAL <- 1 - PVAL
        CINT <- c(ESTIMATE / qf(conf.level, DF.x, DF.y), Inf)
    } else CINT <- c(0, ESTIMATE / qf(1 - conf.level, DF.x, DF.y))
    names(STATISTIC) <- "F"
    names(ESTIMATE) <- names(ratio) <- "ratio of variances"
    attr(CINT, "conf.level") <- conf.level
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL, conf.int = CINT,
                   estimate = ESTIMATE, null.value = ratio, alternative = alternative,
                   method = "F test to compare two variances", data.name = DNAME), class = "htest")
}
var.test.formula <- function(formula, data, subset, na.action, ...) {
    if (missing(formula) || length(formula) != 3L || length(all.vars(formula[[3L]])) != 1L)
        stop("'formula' missing or incorrect")
    mf <- .htest_model_frame(match.call(expand.dots = FALSE), parent.frame())
    DNAME <- paste(names(mf), collapse = " by ")
    g <- factor(mf[[2L]])
    if (nlevels(g) != 2L) stop("grouping factor must have exactly 2 levels")
    DATA <- split(mf[[1L]], g)
    y <- var.test(x = DATA[[1L]], y = DATA[[2L]], ...)
    y$data.name <- DNAME
    y
}
bartlett.test <- function(x, ...) UseMethod("bartlett.test")
bartlett.test.default <- function(x, g, ...) {
    LM <- FALSE
    if (is.list(x)) {
        if (length(x) < 2L) stop("'x' must be a list with at least 2 elements")
        DNAME <- deparse1(substitute(x))
        if (all(sapply(x, function(obj) inherits(obj, "lm")))) LM <- TRUE
        else x <- lapply(x, function(x) x[is.finite(x)])
        k <- length(x)
    } else {
        if (length(x) != length(g)) stop("'x' and 'g' must have the same length")
        DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(g)))
        OK <- complete.cases(x, g)
        x <- x[OK]
        g <- factor(g[OK])
        k <- nlevels(g)
        if (k < 2) stop("all observations are in the same group")
        x <- split(x, g)
    }
    if (LM) {
        n <- sapply(x, function(obj) obj$df.residual)
        v <- sapply(x, function(obj) sum(obj$residuals^2)) / n
    } else {
        n <- lengths(x) - 1L
        if (any(n <= 0)) stop("there must be at least 2 observations in each group")
        v <- sapply(x, var)
    }
    n.total <- sum(n)
    v.total <- sum(n * v) / n.total
    STATISTIC <- ((n.total * log(v.total) - sum(n * log(v))) / (1 + (sum(1 / n) - 1 / n.total) / (3 * (k - 1))))
    PARAMETER <- k - 1
    PVAL <- pchisq(STATISTIC, PARAMETER, lower.tail = FALSE)
    names(STATISTIC) <- "Bartlett's K-squared"
    names(PARAMETER) <- "df"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL, data.name = DNAME,
                   method = "Bartlett test of homogeneity of variances"), class = "htest")
}
bartlett.test.formula <- function(formula, data, ...) {
    .group.test.formula(formula, data, bartlett.test, missing(data))
}
.group.test.formula <- function(formula, data, test, nodata) {
    if (missing(formula) || (length(formula) != 3L)) stop("'formula' missing or incorrect")
    mf <- if (nodata) model.frame(formula) else model.frame(formula, data)
    if (length(mf) != 2L) stop("'formula' should be of the form response ~ group")
    DNAME <- paste(names(mf), collapse = " by ")
    y <- test(x = mf[[1L]], g = mf[[2L]])
    y$data.name <- DNAME
    y
}
pairwise.table <- function(compare.levels, level.names, p.adjust.method) {
    ix <- setNames(seq_along(level.names), level.names)
    pp <- outer(ix[-1L], ix[-length(ix)], function(ivec, jvec)
        vapply(seq_along(ivec), function(k) {
            i <- ivec[k]
            j <- jvec[k]
            if (i > j) compare.levels(i, j) else NA_real_
        }, 0.05))
    il.tri <- lower.tri(pp, TRUE)
    pp[il.tri] <- p.adjust(pp[il.tri], p.adjust.method)
    pp
}
pairwise.t.test <- function(x, g, p.adjust.method = p.adjust.methods, pool.sd = !paired, paired = FALSE,
                            alternative = c("two.sided", "less", "greater"), ...) {
    if (paired && pool.sd) stop("pooling of SD is incompatible with paired tests")
    DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(g)))
    g <- factor(g)
    p.adjust.method <- match.arg(p.adjust.method)
    alternative <- match.arg(alternative)
    if (pool.sd) {
        METHOD <- "t tests with pooled SD"
        xbar <- tapply(x, g, mean, na.rm = TRUE)
        s <- tapply(x, g, sd, na.rm = TRUE)
        n <- tapply(!is.na(x), g, sum)
        degf <- n - 1
        total.degf <- sum(degf)
        pooled.sd <- sqrt(sum(s^2 * degf) / total.degf)
        compare.levels <- function(i, j) {
            t.val <- (xbar[i] - xbar[j]) / (pooled.sd * sqrt(1 / n[i] + 1 / n[j]))
            if (alternative == "two.sided") 2 * pt(-abs(t.val), total.degf)
            else pt(t.val, total.degf, lower.tail = (alternative == "less"))
        }
    } else {
        METHOD <- if (paired) "paired t tests" else "t tests with non-pooled SD"
        compare.levels <- function(i, j) {
            xi <- x[as.integer(g) == i]
            xj <- x[as.integer(g) == j]
            t.test(xi, xj, paired = paired, alternative = alternative, ...)$p.value
        }
    }
    PVAL <- pairwise.table(compare.levels, levels(g), p.adjust.method)
    structure(list(method = METHOD, data.name = DNAME, p.value = PVAL, p.adjust.method = p.adjust.method),
              class = "pairwise.htest")
}
pairwise.wilcox.test <- function(x, g, p.adjust.method = p.adjust.methods, paired = FALSE, ...) {
    p.adjust.method <- match.arg(p.adjust.method)
    DNAME <- paste(deparse1(substitute(x)), "and", deparse1(substitute(g)))
    g <- factor(g)
    METHOD <- NULL
    compare.levels <- function(i, j) {
        xi <- x[as.integer(g) == i]
        xj <- x[as.integer(g) == j]
        wt <- wilcox.test(xi, xj, paired = paired, ...)
        if (is.null(METHOD)) METHOD <<- wt$method
        wt$p.value
    }
    PVAL <- pairwise.table(compare.levels, levels(g), p.adjust.method)
    structure(list(method = METHOD, data.name = DNAME, p.value = PVAL, p.adjust.method = p.adjust.method),
              class = "pairwise.htest")
}
pairwise.prop.test <- function(x, n, p.adjust.method = p.adjust.methods, ...) {
    p.adjust.method <- match.arg(p.adjust.method)
    METHOD <- "Pairwise comparison of proportions"
    DNAME <- deparse1(substitute(x))
    if (is.matrix(x)) {
        if (ncol(x) != 2) stop("'x' must have 2 columns")
        n <- rowSums(x)
        x <- x[, 1]
    } else {
        DNAME <- paste(DNAME, "out of", deparse1(substitute(n)))
        if (length(x) != length(n)) stop("'x' and 'n' must have the same length")
    }
    OK <- complete.cases(x, n)
    x <- x[OK]
    n <- n[OK]
    if (length(x) < 2L) stop("too few groups")
    compare.levels <- function(i, j) prop.test(x[c(i, j)], n[c(i, j)], ...)$p.value
    level.names <- if (is.null(names(x))) seq_along(x) else names(x)
    PVAL <- pairwise.table(compare.levels, level.names, p.adjust.method)
    structure(list(method = METHOD, data.name = DNAME, p.value = PVAL, p.adjust.method = p.adjust.method),
              class = "pairwise.htest")
}
print.pairwise.htest <- function(x, digits = max(1L, getOption("digits") - 5L), ...) {
    cat("\n\tPairwise comparisons using", x$method, "\n\n")
    cat("data: ", x$data.name, "\n\n")
    pp <- format.pval(x$p.value, digits = digits, na.form = "-")
    attributes(pp) <- attributes(x$p.value)
    print(pp, quote = FALSE, ...)
    cat("\nP value adjustment method:", x$p.adjust.method, "\n")
    invisible(x)
}
power.t.test <- function(n = NULL, delta = NULL, sd = 1, sig.level = 0.05, power = NULL,
                         type = c("two.sample", "one.sample", "paired"), alternative = c("two.sided", "one.sided"),
                         strict = FALSE, tol = .Machine$double.eps^0.25) {
    if (sum(vapply(list(n, delta, sd, power, sig.level), is.null, NA)) != 1)
        stop("exactly one of 'n', 'delta', 'sd', 'power', and 'sig.level' must be NULL")
    .assert_NULL_or_prob(sig.level, "sig.level")
    .assert_NULL_or_prob(power, "power")
    type <- match.arg(type)
    alternative <- match.arg(alternative)
    tsample <- switch(type, one.sample = 1, two.sample = 2, paired = 1)
    tside <- switch(alternative, one.sided = 1, two.sided = 2)
    if (tside == 2 && !is.null(delta)) delta <- abs(delta)
    # the power as a function of whichever parameter is unknown
    p.body <- if (strict && tside == 2) function(n, delta, sd, sig.level) {
        nu <- pmax(1e-07, n - 1) * tsample
        qu <- qt(sig.level / tside, nu, lower.tail = FALSE)
        pt(qu, nu, ncp = sqrt(n / tsample) * delta / sd, lower.tail = FALSE) +
            pt(-qu, nu, ncp = sqrt(n / tsample) * delta / sd, lower.tail = TRUE)
    } else function(n, delta, sd, sig.level) {
        nu <- pmax(1e-07, n - 1) * tsample
        pt(qt(sig.level / tside, nu, lower.tail = FALSE), nu, ncp = sqrt(n / tsample) * delta / sd, lower.tail = FALSE)
    }
    if (is.null(power)) power <- p.body(n, delta, sd, sig.level)
    else if (is.null(n))
        n <- uniroot(function(n) p.body(n, delta, sd, sig.level) - power, c(2, 1e+07), tol = tol,
                     extendInt = "upX")$root
    else if (is.null(sd))
        sd <- uniroot(function(sd) p.body(n, delta, sd, sig.level) - power, delta * c(1e-07, 1e+07), tol = tol,
                      extendInt = "downX")$root
    else if (is.null(delta))
        delta <- uniroot(function(delta) p.body(n, delta, sd, sig.level) - power, sd * c(1e-07, 1e+07), tol = tol,
                         extendInt = "upX")$root
    else if (is.null(sig.level))
        sig.level <- uniroot(function(sig.level) p.body(n, delta, sd, sig.level) - power, c(1e-10, 1 - 1e-10),
                             tol = tol, extendInt = "yes")$root
    else stop("internal error", domain = NA)
    NOTE <- switch(type, paired = "n is number of *pairs*, sd is std.dev. of *differences* within pairs",
                   two.sample = "n is number in *each* group", NULL)
    METHOD <- paste(switch(type, one.sample = "One-sample", two.sample = "Two-sample", paired = "Paired"),
                    "t test power calculation")
    structure(list(n = n, delta = delta, sd = sd, sig.level = sig.level, power = power, alternative = alternative,
                   note = NOTE, method = METHOD), class = "power.htest")
}
power.prop.test <- function(n = NULL, p1 = NULL, p2 = NULL, sig.level = 0.05, power = NULL,
                            alternative = c("two.sided", "one.sided"), strict = FALSE,
                            tol = .Machine$double.eps^0.25) {
    if (sum(vapply(list(n, p1, p2, power, sig.level), is.null, NA)) != 1)
        stop("exactly one of 'n', 'p1', 'p2', 'power', and 'sig.level' must be NULL")
    .assert_NULL_or_prob(sig.level, "sig.level")
    .assert_NULL_or_prob(power, "power")
    alternative <- match.arg(alternative)
    tside <- switch(alternative, one.sided = 1, two.sided = 2)
    p.body <- if (strict && tside == 2) function(n, p1, p2, sig.level) {
        qu <- qnorm(sig.level / tside, lower.tail = FALSE)
        d <- abs(p1 - p2)
        q1 <- 1 - p1
        q2 <- 1 - p2
        pbar <- (p1 + p2) / 2
        qbar <- 1 - pbar
        v1 <- p1 * q1
        v2 <- p2 * q2
        vbar <- pbar * qbar
        pnorm((sqrt(n) * d - qu * sqrt(2 * vbar)) / sqrt(v1 + v2)) +
            pnorm((sqrt(n) * d + qu * sqrt(2 * vbar)) / sqrt(v1 + v2), lower.tail = FALSE)
    } else function(n, p1, p2, sig.level)
        pnorm((sqrt(n) * abs(p1 - p2) - (qnorm(sig.level / tside, lower.tail = FALSE) *
              sqrt((p1 + p2) * (1 - (p1 + p2) / 2)))) / sqrt(p1 * (1 - p1) + p2 * (1 - p2)))
    if (is.null(power)) power <- p.body(n, p1, p2, sig.level)
    else if (is.null(n))
        n <- uniroot(function(n) p.body(n, p1, p2, sig.level) - power, c(1, 1e+07), tol = tol, extendInt = "upX")$root
    else if (is.null(p1)) {
        p1 <- uniroot(function(p1) p.body(n, p1, p2, sig.level) - power, c(0, p2), tol = tol, extendInt = "yes")$root
        if (p1 < 0) warning("No p1 in [0, p2] can be found to achieve the desired power")
    } else if (is.null(p2)) {
        p2 <- uniroot(function(p2) p.body(n, p1, p2, sig.level) - power, c(p1, 1), tol = tol, extendInt = "yes")$root
        if (p2 > 1) warning("No p2 in [p1, 1] can be found to achieve the desired power")
    } else if (is.null(sig.level)) {
        sig.level <- uniroot(function(sig.level) p.body(n, p1, p2, sig.level) - power, c(1e-10, 1 - 1e-10),
                             tol = tol, extendInt = "upX")$root
        if (sig.level < 0 || sig.level > 1)
            warning("No significance level [0, 1] can be found to achieve the desired power")
    } else stop("internal error", domain = NA)
    structure(list(n = n, p1 = p1, p2 = p2, sig.level = sig.level, power = power, alternative = alternative,
                   note = "n is number in *each* group",
                   method = "Two-sample comparison of proportions power calculation"), class = "power.htest")
}
power.anova.test <- function(groups = NULL, n = NULL, between.var = NULL, within.var = NULL,
                             sig.level = 0.05, power = NULL) {
    if (sum(vapply(list(groups, n, between.var, within.var, power, sig.level), is.null, NA)) != 1)
        stop("exactly one of 'groups', 'n', 'between.var', 'within.var', 'power', and 'sig.level' must be NULL")
    if (!is.null(groups) && groups < 2) stop("number of groups must be at least 2")
    if (!is.null(n) && n < 2) stop("number of observations in each group must be at least 2")
    .assert_NULL_or_prob(sig.level, "sig.level")
    .assert_NULL_or_prob(power, "power")
    # the power of the F test under the noncentral F, as a function of whichever parameter is unknown
    p.body <- function(groups, n, between.var, within.var, sig.level) {
        lambda <- (groups - 1) * n * (between.var / within.var)
        pf(qf(sig.level, groups - 1, (n - 1) * groups, lower.tail = FALSE), groups - 1, (n - 1) * groups,
           lambda, lower.tail = FALSE)
    }
    if (is.null(power)) power <- p.body(groups, n, between.var, within.var, sig.level)
    else if (is.null(groups))
        groups <- uniroot(function(groups) p.body(groups, n, between.var, within.var, sig.level) - power,
                          c(2, 100))$root
    else if (is.null(n))
        n <- uniroot(function(n) p.body(groups, n, between.var, within.var, sig.level) - power, c(2, 1e+05))$root
    else if (is.null(within.var))
        within.var <- uniroot(function(within.var) p.body(groups, n, between.var, within.var, sig.level) - power,
                              between.var * c(1e-07, 1e+07))$root
    else if (is.null(between.var))
        between.var <- uniroot(function(between.var) p.body(groups, n, between.var, within.var, sig.level) - power,
                               within.var * c(1e-07, 1e+07))$root
    else if (is.null(sig.level))
        sig.level <- uniroot(function(sig.level) p.body(groups, n, between.var, within.var, sig.level) - power,
                             c(1e-10, 1 - 1e-10))$root
    else stop("internal error", domain = NA)
    structure(list(groups = groups, n = n, between.var = between.var, within.var = within.var,
                   sig.level = sig.level, power = power, note = "n is number in each group",
                   method = "Balanced one-way analysis of variance power calculation"), class = "power.htest")
}
.assert_NULL_or_prob <- function(x, name) {
    if (!is.null(x) && (!is.numeric(x) || any(0 > x | x > 1)))
        stop(gettextf("'%s' must be numeric in [0, 1]", name), call. = FALSE)
    invisible(x)
}
print.power.htest <- function(x, digits = getOption("digits"), ...) {
    cat("\n    ", x$method, "\n\n")
    note <- x$note
    x[c("method", "note")] <- NULL
    cat(paste(format(names(x), width = 15L, justify = "right"), format(x, digits = digits), sep = " = "),
        sep = "\n")
    if (!is.null(note)) cat("\n", "NOTE: ", note, "\n\n", sep = "") else cat("\n")
    invisible(x)
}
