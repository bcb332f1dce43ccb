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
    # one series: x minus its mean, which is what sweep computes, without sweep's array of means
    if (demean) x <- if (nser == 1L) x - as.vector(colMeans(x, na.rm = TRUE))
                     else sweep(x, 2, colMeans(x, na.rm = TRUE), check.margin = FALSE)
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
    PVAL <- 1 - pchisq(STATISTIC, lag - fitdf)   # before the statistic is named: the p-value has no name
    names(STATISTIC) <- "X-squared"
    structure(list(statistic = STATISTIC, parameter = PARAMETER, p.value = PVAL,
                   method = METHOD, data.name = DNAME), class = "htest")
}

# Autoregressive models; the Yule-Walker method for one series (order chosen by AIC unless
# aic = FALSE), solved for every order up to order.max by Levinson-Durbin (.eureka).
ar.yw <- function(x, ...) UseMethod("ar.yw")

ar.yw.default <- function(x, aic = TRUE, order.max = NULL, na.action = na.fail, demean = TRUE,
                          series = NULL, ...) {
    if (is.null(series)) series <- deparse1(substitute(x))
    ists <- is.ts(x)
    x <- na.action(as.ts(x))
    if (ists) xtsp <- tsp(x)
    xfreq <- frequency(x)
    x <- as.matrix(x)
    if (!is.numeric(x)) stop("'x' must be numeric")
    if (any(is.na(x) != is.na(x[, 1L]))) stop("NAs in 'x' must be the same row-wise")
    nser <- ncol(x)
    if (demean) {
        xm <- colMeans(x, na.rm = TRUE)
        x <- sweep(x, 2L, xm, check.margin = FALSE)
    } else xm <- rep.int(0, nser)
    n.used <- nrow(x)
    n.obs <- sum(!is.na(x[, 1L]))
    order.max <- if (is.null(order.max)) min(n.obs - 1L, floor(10 * log10(n.obs))) else floor(order.max)
    if (order.max < 1L) stop("'order.max' must be >= 1")
    else if (order.max >= n.obs) stop("'order.max' must be < 'n.obs'")
    xacf <- acf(x, type = "covariance", lag.max = order.max, plot = FALSE, demean = demean, na.action = na.pass)$acf
    if (nser > 1L)
        return(.ar_yw_multi(x, xacf, aic, order.max, n.used, n.obs, xm, series, xfreq, match.call()))
    if (xacf[1L] == 0) stop("zero-variance series")
    r <- as.double(drop(xacf))
    z <- .eureka(as.integer(order.max), r)
    coefs <- matrix(z$coefs, order.max, order.max)
    partialacf <- array(diag(coefs), dim = c(order.max, 1L, 1L))
    var.pred <- c(r[1L], z$vars)
    xaic <- n.obs * log(var.pred) + 2 * (0L:order.max) + 2 * demean
    xaic <- setNames(xaic - min(xaic), 0L:order.max)
    order <- if (aic) (0L:order.max)[xaic == 0L] else order.max
    ar <- if (order) coefs[order, seq_len(order)] else numeric()
    var.pred <- var.pred[order + 1L] * n.obs / (n.obs - (order + 1L))
    resid <- if (order) c(rep.int(NA, order), embed(x, order + 1L) %*% c(1, -ar)) else as.vector(x)
    if (ists) {
        attr(resid, "tsp") <- xtsp
        attr(resid, "class") <- "ts"
    }
    res <- list(order = order, ar = ar, var.pred = var.pred, x.mean = drop(xm), aic = xaic, n.used = n.used,
                n.obs = n.obs, order.max = order.max, partialacf = partialacf, resid = resid,
                method = "Yule-Walker", series = series, frequency = xfreq, call = match.call())
    if (order) res$asy.var.coef <- var.pred / n.obs * solve(toeplitz(drop(xacf)[seq_len(order)]))
    class(res) <- "ar"
    res
}

# Whittle's multivariate recursion: forward (A) and backward (B) coefficient arrays grow one
# order at a time; the order with the least AIC (log det of the forward innovations) is kept.
.ar_yw_multi <- function(x, xacf, aic, order.max, n.used, n.obs, xm, series, xfreq, call) {
    nser <- ncol(x)
    snames <- colnames(x)
    A <- B <- array(0, dim = c(order.max + 1L, nser, nser))
    A[1L, , ] <- B[1L, , ] <- diag(nser)
    EA <- EB <- xacf[1L, , , drop = TRUE]
    partialacf <- array(dim = c(order.max, nser, nser))
    xaic <- numeric(order.max + 1L)
    step <- function(m) {
        betaA <- betaB <- 0
        for (i in 0L:m) {
            betaA <- betaA + A[i + 1L, , ] %*% xacf[m + 2L - i, , ]
            betaB <- betaB + B[i + 1L, , ] %*% t(xacf[m + 2L - i, , ])
        }
        KA <- -t(qr.solve(t(EB), t(betaA)))
        KB <- -t(qr.solve(t(EA), t(betaB)))
        EB <<- (diag(nser) - KB %*% KA) %*% EB
        EA <<- (diag(nser) - KA %*% KB) %*% EA
        A0 <- A
        B0 <- B
        for (i in seq_len(m + 1L)) {
            A[i + 1L, , ] <<- A0[i + 1L, , ] + KA %*% B0[m + 2L - i, , ]
            B[i + 1L, , ] <<- B0[i + 1L, , ] + KB %*% A0[m + 2L - i, , ]
        }
    }
    order <- 0L
    for (m in 0L:order.max) {
        xaic[m + 1L] <- n.obs * as.vector(determinant(EA)$modulus) + 2 * m * nser * nser
        if (!aic || xaic[m + 1L] == min(xaic[seq_len(m + 1L)])) {
            ar <- A
            order <- m
            var.pred <- EA * n.obs / (n.obs - nser * (m + 1L))
        }
        if (m < order.max) {
            step(m)
            partialacf[m + 1L, , ] <- -A[m + 2L, , ]
        }
    }
    xaic <- setNames(xaic - min(xaic), 0L:order.max)
    resid <- array(0, dim = c(n.used - order, nser))
    for (i in 0L:order)
        resid <- resid + tcrossprod(x[(order - i + 1L):(n.used - i), , drop = FALSE], ar[i + 1L, , ])
    resid <- rbind(matrix(NA, order, nser), resid)
    if (order) {
        ar <- -ar[2L:(order + 1L), , , drop = FALSE]
        dimnames(ar) <- list(seq_len(order), snames, snames)
    } else ar <- array(0, dim = c(0L, nser, nser), dimnames = list(NULL, snames, snames))
    dimnames(var.pred) <- list(snames, snames)
    dimnames(partialacf) <- list(seq_len(order.max), snames, snames)
    colnames(resid) <- colnames(x)
    structure(list(order = order, ar = ar, var.pred = var.pred, x.mean = xm, aic = xaic, n.used = n.used,
                   n.obs = n.obs, order.max = order.max, partialacf = partialacf, resid = resid,
                   method = "Yule-Walker", series = series, frequency = xfreq, call = call), class = "ar")
}

print.ar <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    cat("\nCall:\n", deparse(x$call), "\n\n", sep = "")
    if (NCOL(x$var.pred) > 1L) {
        res <- x[c("ar", if (!is.null(x$x.intercept)) "x.intercept", "var.pred")]
        res$ar <- aperm(res$ar, c(2L, 3L, 1L))
        print(res, digits = digits)
        return(invisible(x))
    }
    if (x$order) {
        cat("Coefficients:\n")
        # as print.default(print.gap = 2)
        .print.gapped(format(setNames(round(drop(x$ar), digits = digits), seq_len(x$order))), 2L)
    }
    if (!is.null(xint <- x$x.intercept) && !is.na(xint))
        cat("\nIntercept: ", format(xint, digits = digits), " (", format(x$asy.se.coef$x.mean, digits = digits),
            ") ", "\n", sep = "")
    cat("\nOrder selected", x$order, " sigma^2 estimated as ", format(x$var.pred, digits = digits))
    cat("\n")
    invisible(x)
}

# Forecasts continue the recursion from the end of the series; their standard errors come
# from the MA(infinity) weights of the fitted AR polynomial.
predict.ar <- function(object, newdata, n.ahead = 1L, se.fit = TRUE, ...) {
    if (n.ahead < 1L) stop("'n.ahead' must be at least 1")
    if (missing(newdata)) {
        newdata <- eval.parent(parse(text = object$series)[[1L]])
        if (!is.null(nas <- object$call$na.action)) newdata <- eval.parent(call(as.character(nas), newdata))
    }
    if (NCOL(newdata) != 1L) stop("number of series in 'object' and 'newdata' do not match")
    ar <- object$ar
    p <- object$order
    st <- tsp(as.ts(newdata))[2L]
    dt <- deltat(newdata)
    xfreq <- frequency(newdata)
    newdata <- as.vector(newdata)
    n <- length(newdata)
    xint <- if (is.null(object$x.intercept)) 0 else object$x.intercept
    if (p) {
        x <- c(newdata - object$x.mean, rep.int(0, n.ahead))
        for (i in seq_len(n.ahead)) x[n + i] <- sum(ar * x[n + i - seq_len(p)]) + xint
        pred <- x[n + seq_len(n.ahead)]
        if (se.fit) {
            psi <- c(ar, rep.int(0, n.ahead))
            if (n.ahead > 1L) for (i in seq_len(n.ahead - 1L))
                psi[i + seq_len(p)] <- psi[i + seq_len(p)] + ar * psi[i]
            se <- sqrt(object$var.pred * cumsum(c(1, psi[seq_len(n.ahead - 1L)]^2)))
        }
    } else {
        pred <- rep.int(xint, n.ahead)
        if (se.fit) se <- rep.int(sqrt(object$var.pred), n.ahead)
    }
    pred <- ts(pred + rep.int(object$x.mean, n.ahead), start = st + dt, frequency = xfreq)
    if (se.fit) list(pred = pred, se = ts(se, start = st + dt, frequency = xfreq)) else pred
}
