# stats/ts-acf.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Serial correlation of time series: acf (auto- and cross-covariances and correlations), pacf,
# their printing (print.acf), the portmanteau tests of Box.test, and autoregressive fits by the
# Yule-Walker equations (ar, ar.yw) with printing and prediction. Sums run in .acf and .pacf1.

acf <- function(x, lag.max = NULL, type = c("correlation", "covariance", "partial"),
                plot = TRUE, na.action = na.fail, demean = TRUE, ...) {
    type <- match.arg(type)
    if (type == "partial") {
        call <- match.call()
        call[[1L]] <- as.name("pacf")
        call$type <- NULL
        return(eval(call, parent.frame()))
    }
    series <- deparse1(substitute(x))
    x <- na.action(as.ts(x))
    freq <- frequency(x)
    x <- as.matrix(x)
    if (!is.numeric(x)) stop("'x' must be numeric")
    sampleT <- as.integer(nrow(x))
    nser <- as.integer(ncol(x))
    if (is.null(lag.max)) lag.max <- floor(10 * (log10(sampleT) - log10(nser)))
    lag.max <- as.integer(min(lag.max, sampleT - 1L))
    if (is.na(lag.max) || lag.max < 0) stop("'lag.max' must be at least 0")
    if (demean) x <- sweep(x, 2, colMeans(x, na.rm = TRUE), check.margin = FALSE)
    # cross-correlations below the diagonal are at negative lags
    sign <- matrix(1, nser, nser)
    sign[lower.tri(sign)] <- -1
    acf <- .acf(x, lag.max, type == "correlation")
    lag <- outer(0:lag.max, sign / freq)
    out <- structure(list(acf = acf, type = type, n.used = sampleT, lag = lag, series = series,
                          snames = colnames(x)), class = "acf")
    if (plot) {
        plot.acf(out, ...)
        invisible(out)
    } else out
}

pacf <- function(x, lag.max, plot, na.action, ...) UseMethod("pacf")

pacf.default <- function(x, lag.max = NULL, plot = TRUE, na.action = na.fail, ...) {
    series <- deparse1(substitute(x))
    x <- drop(na.action(as.ts(x)))
    if (!is.numeric(x)) stop("'x' must be numeric")
    freq <- frequency(x)
    sampleT <- NROW(x)
    if (is.null(lag.max))
        lag.max <- if (is.matrix(x)) floor(10 * (log10(sampleT) - log10(ncol(x)))) else floor(10 * log10(sampleT))
    lag.max <- min(lag.max, sampleT - 1)
    if (lag.max < 1) stop("'lag.max' must be at least 1")
    if (is.matrix(x)) {
        if (anyNA(x)) stop("NAs in 'x'")
        nser <- ncol(x)
        x <- sweep(x, 2, colMeans(x), check.margin = FALSE)
        sign <- matrix(1, nser, nser)
        sign[lower.tri(sign)] <- -1
        pacf <- ar.yw(x, order.max = lag.max)$partialacf
        lag <- outer(1L:lag.max, sign / freq)
        snames <- colnames(x)
    } else {
        x <- scale(x, TRUE, FALSE)
        cor <- drop(acf(x, lag.max = lag.max, plot = FALSE, na.action = na.action)$acf)
        pacf <- .pacf1(cor, lag.max)
        lag <- array((1L:lag.max) / freq, dim = c(lag.max, 1L, 1L))
        snames <- NULL
    }
    out <- structure(list(acf = pacf, type = "partial", n.used = sampleT, lag = lag, series = series,
                          snames = snames), class = "acf")
    if (plot) {
        plot.acf(out, ...)
        invisible(out)
    } else out
}

print.acf <- function(x, digits = 3L, ...) {
    kind <- match(x$type, c("correlation", "covariance", "partial"))
    what <- c("Autocorrelations", "Autocovariances", "Partial autocorrelations")[kind]
    cat("\n", what, " of series ", sQuote(x$series), ", by lag\n\n", sep = "")
    nser <- ncol(x$lag)
    if (kind != 2L) x$acf <- round(x$acf, digits)
    if (nser == 1L) {
        print(setNames(drop(x$acf), format(drop(x$lag), digits = digits)), digits = digits, ...)
    } else {
        cells <- array(paste0(format(x$acf, ...), " (", format(x$lag, digits = digits), ")"), dim = dim(x$acf))
        dimnames(cells) <- list(rep("", nrow(x$lag)), x$snames, x$snames)
        print(cells, quote = FALSE, ...)
    }
    invisible(x)
}

`[.acf` <- function(x, i, j) {
    if (missing(j)) j <- seq_len(ncol(x$lag))
    ii <- if (missing(i)) seq_len(nrow(x$lag)) else match(i, x$lag[, 1, 1], nomatch = NA_integer_)
    x$acf <- x$acf[ii, j, j, drop = FALSE]
    x$lag <- x$lag[ii, j, j, drop = FALSE]
    x
}

# The correlogram: bars at each lag with R's approximate 95% white-noise bounds.
plot.acf <- function(x, ci = 0.95, type = "h", xlab = "Lag", ylab = NULL, ylim = NULL, main = NULL, ...) {
    if (ncol(x$lag) > 1L) stop("plot.acf of several series is not supported")
    lags <- drop(x$lag)
    vals <- drop(x$acf)
    bound <- if (ci > 0 && x$type != "covariance") qnorm((1 + ci) / 2) / sqrt(x$n.used) else 0
    if (is.null(ylab)) ylab <- switch(x$type, correlation = "ACF", covariance = "ACF (cov)", partial = "Partial ACF")
    if (is.null(ylim)) ylim <- range(vals, bound, -bound, na.rm = TRUE)
    if (is.null(main)) main <- paste("Series ", x$series)
    plot(lags, vals, type = type, xlab = xlab, ylab = ylab, ylim = ylim, main = main, ...)
    abline(h = 0)
    if (bound > 0) abline(h = c(bound, -bound), lty = 2, col = "blue")
    invisible()
}

Box.test <- function(x, lag = 1, type = c("Box-Pierce", "Ljung-Box"), fitdf = 0) {
    if (NCOL(x) > 1) stop("x is not a vector or univariate time series")
    DNAME <- deparse1(substitute(x))
    type <- match.arg(type)
    cor <- acf(x, lag.max = lag, plot = FALSE, na.action = na.pass)
    n <- sum(!is.na(x))
    PARAMETER <- c(df = lag - fitdf)
    obs <- cor$acf[2:(lag + 1)]
    if (type == "Box-Pierce") {
        METHOD <- "Box-Pierce test"
        STATISTIC <- n * sum(obs^2)
    } else {
        METHOD <- "Box-Ljung test"
        STATISTIC <- n * (n + 2) * sum(1 / seq.int(n - 1, n - lag) * obs^2)
    }
    names(STATISTIC) <- "X-squared"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = 1 - pchisq(STATISTIC, lag - fitdf),
                   method = METHOD, data.name = DNAME), class = "htest")
}
