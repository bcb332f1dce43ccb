# stats/helpers.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Small statistics helpers written in R to R's definitions: p-values
# adjusted for multiple comparisons (p.adjust: Holm, Hochberg, Hommel, Bonferroni,
# Benjamini-Hochberg and -Yekutieli), a covariance matrix scaled to correlations
# (cov2cor), squared Mahalanobis distances of rows (mahalanobis: on an engine
# matrix a lazy sweep, product and row sums, so one pass), and a root of a function of one
# variable (uniroot: R's interval checks and extensions around Brent's search,
# BrentSearches; trace prints nothing) or a minimum (optimize), and the
# empirical distribution function of a sample (ecdf, a step function with its print,
# summary, knots and quantiles), and contingency tables from a formula (xtabs: counts, or
# sums of a response, of the classifying factors; no subset, na.action or sparse tables).

p.adjust <- function(p, method = p.adjust.methods, n = length(p)) {
    method <- match.arg(method)
    if (method == "fdr") method <- "BH"
    nm <- names(p)
    p <- as.numeric(p)
    p0 <- setNames(p, nm)
    if (all(nna <- !is.na(p))) nna <- TRUE
    else p <- p[nna]
    lp <- length(p)
    stopifnot(n >= lp)
    if (n <= 1) return(p0)
    if (n == 2 && method == "hommel") method <- "hochberg"
    # step-down (holm) and step-up (hochberg, BH, BY) adjustments: a running extreme of
    # the scaled p-values in sorted order, put back in the original order
    p0[nna] <- switch(method,
        bonferroni = pmin(1, n * p),
        holm = {
            i <- seq_len(lp)
            o <- order(p)
            pmin(1, cummax((n + 1L - i) * p[o]))[order(o)]
        },
        hommel = {
            if (n > lp) p <- c(p, rep.int(1, n - lp))
            i <- seq_len(n)
            o <- order(p)
            p <- p[o]
            ro <- order(o)
            q <- pa <- rep.int(min(n * p / i), n)
            for (j in (n - 1L):2L) {
                low <- seq_len(n - j + 1L)
                high <- (n - j + 2L):n
                q1 <- min(j * p[high] / (2L:j))
                q[low] <- pmin(j * p[low], q1)
                q[high] <- q[n - j + 1L]
                pa <- pmax(pa, q)
            }
            pmax(pa, p)[if (lp < n) ro[1L:lp] else ro]
        },
        hochberg = {
            i <- lp:1L
            o <- order(p, decreasing = TRUE)
            pmin(1, cummin((n + 1L - i) * p[o]))[order(o)]
        },
        BH = {
            i <- lp:1L
            o <- order(p, decreasing = TRUE)
            pmin(1, cummin(n / i * p[o]))[order(o)]
        },
        BY = {
            i <- lp:1L
            o <- order(p, decreasing = TRUE)
            q <- sum(1 / (1L:n))
            pmin(1, cummin(q * n / i * p[o]))[order(o)]
        },
        none = p)
    p0
}
cov2cor <- function(V) {
    p <- (d <- dim(V))[1L]
    if (!is.numeric(V) || length(d) != 2L || p != d[2L]) stop("'V' is not a square numeric matrix")
    Is <- sqrt(1 / diag(V))
    if (any(!is.finite(Is))) warning("diag(.) had 0 or NA entries; non-finite result is doubtful")
    r <- V
    r[] <- Is * V * rep(Is, each = p)
    r[cbind(1L:p, 1L:p)] <- 1
    r
}
uniroot <- function(f, interval, ..., lower = min(interval), upper = max(interval), f.lower = f(lower, ...),
                    f.upper = f(upper, ...), extendInt = c("no", "yes", "downX", "upX"), check.conv = FALSE,
                    tol = .Machine$double.eps^0.25, maxiter = 1000, trace = 0) {
    if (!missing(interval) && length(interval) != 2L) stop("'interval' must be a vector of length 2")
    if (!is.numeric(lower) || !is.numeric(upper) || lower >= upper) stop("lower < upper  is not fulfilled")
    if (is.na(f.lower)) stop("f.lower = f(lower) is NA")
    if (is.na(f.upper)) stop("f.upper = f(upper) is NA")
    Sig <- switch(match.arg(extendInt), yes = NULL, downX = -1, no = 0, upX = 1,
                  stop("invalid 'extendInt'; please report"))
    truncate <- function(x) pmax(pmin(x, .Machine$double.xmax), -.Machine$double.xmax)
    f.low. <- truncate(f.lower)
    f.upp. <- truncate(f.upper)
    doX <- (is.null(Sig) && f.low. * f.upp. > 0 || is.numeric(Sig) && (Sig * f.low. > 0 || Sig * f.upp. < 0))
    if (doX) {
        # widen the interval, doubling the steps, until f changes sign across it
        Delta <- function(u) 0.01 * pmax(1e-04, abs(u))
        it <- 0L
        if (is.null(Sig)) {
            delta <- Delta(c(lower, upper))
            while (isTRUE(f.lower * f.upper > 0) && any(iF <- is.finite(c(lower, upper)))) {
                if ((it <- it + 1L) > maxiter) stop(gettextf("no sign change found in %d iterations", it - 1), domain = NA)
                if (iF[1]) {
                    ol <- lower
                    of <- f.lower
                    if (is.na(f.lower <- f(lower <- lower - delta[1], ...))) {
                        lower <- ol
                        f.lower <- of
                        delta[1] <- delta[1] / 4
                    }
                }
                if (iF[2]) {
                    ol <- upper
                    of <- f.upper
                    if (is.na(f.upper <- f(upper <- upper + delta[2], ...))) {
                        upper <- ol
                        f.upper <- of
                        delta[2] <- delta[2] / 4
                    }
                }
                delta <- 2 * delta
            }
        } else {
            delta <- Delta(lower)
            while (isTRUE(Sig * f.lower > 0)) {
                if ((it <- it + 1L) > maxiter) stop(gettextf("no sign change found in %d iterations", it - 1), domain = NA)
                f.lower <- f(lower <- lower - delta, ...)
                delta <- 2 * delta
            }
            delta <- Delta(upper)
            while (isTRUE(Sig * f.upper < 0)) {
                if ((it <- it + 1L) > maxiter) stop(gettextf("no sign change found in %d iterations", it - 1), domain = NA)
                f.upper <- f(upper <- upper + delta, ...)
                delta <- 2 * delta
            }
        }
    }
    if (!isTRUE(as.vector(sign(f.lower) * sign(f.upper) <= 0)))
        stop(if (doX) "did not succeed extending the interval endpoints for f(lower) * f(upper) <= 0"
             else "f() values at end points not of opposite sign")
    g <- function(arg) f(arg, ...)
    if (check.conv) {
        val <- tryCatch(.zeroin2(g, lower, upper, f.lower, f.upper, tol, as.integer(maxiter)), warning = function(w) w)
        if (inherits(val, "warning")) stop("convergence problem in zero finding: ", conditionMessage(val))
    } else {
        val <- .zeroin2(g, lower, upper, f.lower, f.upper, tol, as.integer(maxiter))
    }
    iter <- as.integer(val[2L])
    if (iter < 0) {
        (if (check.conv) stop else warning)(sprintf(if (maxiter == 1) "_NOT_ converged in %d iteration"
                                                    else "_NOT_ converged in %d iterations", maxiter), domain = NA)
        iter <- maxiter
    }
    if (doX) iter <- iter + it
    else it <- NA_integer_
    list(root = val[1L], f.root = f(val[1L], ...), iter = iter, init.it = it, estim.prec = val[3L])
}
optimize <- function(f, interval, ..., lower = min(interval), upper = max(interval), maximum = FALSE,
                     tol = .Machine$double.eps^0.25) {
    if (maximum) {
        val <- .fmin(function(arg) -f(arg, ...), lower, upper, tol)
        list(maximum = val, objective = f(val, ...))
    } else {
        val <- .fmin(function(arg) f(arg, ...), lower, upper, tol)
        list(minimum = val, objective = f(val, ...))
    }
}
optimise <- function(f, interval, ..., lower = min(interval), upper = max(interval), maximum = FALSE,
                     tol = .Machine$double.eps^0.25)
    optimize(f, interval, ..., lower = lower, upper = upper, maximum = maximum, tol = tol)
ecdf <- function(x) {
    x <- sort(x)
    n <- length(x)
    if (n < 1) stop("'x' must have 1 or more non-missing values")
    vals <- unique(x)
    # a step function through the distinct values, rising by each one's share of the data
    rval <- approxfun(vals, cumsum(tabulate(match(x, vals))) / n, method = "constant", yleft = 0, yright = 1,
                      f = 0, ties = "ordered")
    class(rval) <- c("ecdf", "stepfun", class(rval))
    assign("nobs", n, envir = environment(rval))
    attr(rval, "call") <- sys.call()
    rval
}
print.ecdf <- function(x, digits = getOption("digits") - 2L, ...) {
    numform <- function(x) paste(formatC(x, digits = digits), collapse = ", ")
    cat("Empirical CDF 
Call: ")
    print(attr(x, "call"), ...)
    n <- length(xx <- environment(x)$x)
    i1 <- 1L:min(3L, n)
    i2 <- if (n >= 4L) max(4L, n - 1L):n else integer()
    cat(" x[1:", n, "] = ", numform(xx[i1]), if (n > 3L) ", ", if (n > 5L) " ..., ", numform(xx[i2]), "
", sep = "")
    invisible(x)
}
knots <- function(Fn, ...) UseMethod("knots")
knots.stepfun <- function(Fn, ...) eval(expression(x), envir = environment(Fn))
quantile.ecdf <- function(x, ...) quantile(evalq(rep.int(x, diff(c(0, round(nobs * y)))), environment(x)), ...)
summary.ecdf <- function(object, ...) {
    n <- length(eval(expression(x), envir = environment(object)))
    header <- paste("Empirical CDF:	 ", n, "unique values with summary
")
    structure(summary(knots(object), ...), header = header, class = "summary.ecdf")
}
print.summary.ecdf <- function(x, ...) {
    cat(attr(x, "header"))
    y <- x
    attr(y, "header") <- NULL
    class(y) <- "summaryDefault"
    print(y, ...)
    invisible(x)
}
xtabs <- function(formula = ~., data = parent.frame(), subset, sparse = FALSE, na.action, addNA = FALSE,
                  exclude = if (!addNA) c(NA, NaN), drop.unused.levels = FALSE) {
    if (!missing(subset) || !missing(na.action) || !isFALSE(sparse) || !isFALSE(addNA) || !isFALSE(drop.unused.levels))
        stop("xtabs() supports no subset, na.action, sparse, addNA or drop.unused.levels here")
    if (!inherits(formula, "formula")) stop("'formula' missing or incorrect")
    tt <- terms(formula, data = data)
    if (any(attr(tt, "order") > 1)) stop("interactions are not allowed")
    env <- environment(formula)
    value <- function(e) eval(e, if (is.data.frame(data) || is.list(data)) data else NULL, if (is.environment(data)) data else env)
    labels <- attr(tt, "term.labels")
    by <- lapply(labels, function(l) value(parse(text = l)[[1L]]))
    names(by) <- labels
    # the classifying variables as factors, without the excluded values
    by <- lapply(by, function(u) if (!is.factor(u)) factor(u, exclude = exclude)
                                 else factor(as.character(u), levels = setdiff(levels(u), exclude), exclude = NULL))
    y <- if (attr(tt, "response") == 1L) value(formula[[2L]]) else NULL
    x <- if (is.null(y)) do.call("table", by)
         else {
             s <- tapply(y, by, sum)
             s[is.na(s)] <- 0
             s
         }
    class(x) <- c("xtabs", "table")
    attr(x, "call") <- match.call()
    x
}
print.xtabs <- function(x, na.print = "", ...) {
    ox <- x
    attr(x, "call") <- NULL
    print.table(x, na.print = na.print, ...)
    invisible(ox)
}
mahalanobis <- function(x, center, cov, inverted = FALSE, ...) {
    x <- if (is.vector(x)) matrix(x, ncol = length(x)) else as.matrix(x)
    if (!isFALSE(center)) x <- sweep(x, 2L, center)
    if (!inverted) cov <- solve(cov, ...)
    setNames(rowSums(x %*% cov * x), rownames(x))
}
