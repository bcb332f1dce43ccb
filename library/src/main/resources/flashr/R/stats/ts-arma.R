# stats/ts-arma.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# ARMA processes' theoretical autocorrelations (ARMAacf), their MA(infinity) weights (ARMAtoMA), AR
# coefficients of every order from autocorrelations (acf2AR, by the Levinson-Durbin recursion that
# ar.yw uses), cross-correlations of two series (ccf), window<- on time series and nextn.

ARMAtoMA <- function(ar = numeric(), ma = numeric(), lag.max) {
    ar <- as.double(ar); ma <- as.double(ma)
    m <- suppressWarnings(as.integer(lag.max))
    if (length(m) != 1L || is.na(m) || m <= 0L) stop("invalid value of lag.max")
    p <- length(ar); q <- length(ma)
    psi <- double(m)
    for (i in seq_len(m)) {
        s <- if (i <= q) ma[i] else 0
        # R's C loop: phi[j] times psi[i - j] (1 for psi[0]), in the order of j
        for (j in seq_len(min(i, p))) s <- s + ar[j] * (if (i - j >= 1L) psi[i - j] else 1)
        psi[i] <- s
    }
    psi
}
ARMAacf <- function(ar = numeric(), ma = numeric(), lag.max = r, pacf = FALSE) {
    p <- length(ar)
    q <- length(ma)
    if (!p && !q) stop("empty model supplied")
    r <- max(p, q + 1)
    if (p > 0) {
        if (r > 1) {
            if (r > p) {
                ar <- c(ar, rep(0, r - p))
                p <- r
            }
            # the Yule-Walker system for lags 0..p: row k holds the coefficients of rho(|k - j|)
            p1 <- p + 1L
            A <- matrix(0, p1, 2L * p + 1L)
            ind <- as.matrix(expand.grid(seq_len(p1), seq_len(p1)))[, 2L:1L]
            ind[, 2] <- ind[, 1L] + ind[, 2L] - 1L
            A[ind] <- c(1, -ar)
            A[, 1L:p] <- A[, 1L:p] + A[, (2L * p + 1L):(p + 2L)]
            rhs <- c(1, rep(0, p))
            if (q > 0) {
                psi <- c(1, ARMAtoMA(ar, ma, q))
                theta <- c(1, ma, rep(0, q + 1L))
                for (k in 1L + 0:q) rhs[k] <- sum(psi * theta[k + 0:q])
            }
            ind <- p1:1
            Acf <- solve(A[ind, ind], rhs)
            Acf <- Acf[-1L] / Acf[1L]
        } else Acf <- ar
        if (lag.max > p) {
            xx <- rep(0, lag.max - p)
            Acf <- c(Acf, filter(xx, ar, "recursive", init = rev(Acf)))
        }
        Acf <- c(1, Acf[1L:lag.max])
    } else if (q > 0) {
        x <- c(1, ma)
        Acf <- filter(c(x, rep(0, q)), rev(x), sides = 1)[-(1L:q)]
        if (lag.max > q) Acf <- c(Acf, rep(0, lag.max - q))
        Acf <- Acf / Acf[1L]
    }
    names(Acf) <- 0:lag.max
    if (pacf) drop(.pacf1(array(Acf, c(length(Acf), 1L, 1L)), lag.max)) else Acf
}
acf2AR <- function(acf) {
    r <- as.double(drop(acf))
    order.max <- length(r) - 1
    if (order.max <= 0) stop("'acf' must be of length two or more")
    z <- .eureka(as.integer(order.max), r)
    nm <- paste0("ar(", 1L:order.max, ")")
    matrix(z$coefs, order.max, order.max, dimnames = list(nm, 1L:order.max))
}
ccf <- function(x, y, lag.max = NULL, type = c("correlation", "covariance"), plot = TRUE, na.action = na.fail, ...) {
    type <- match.arg(type)
    if (is.matrix(x) || is.matrix(y)) stop("univariate time series only")
    X <- ts.intersect(as.ts(x), as.ts(y))
    colnames(X) <- c(deparse(substitute(x))[1L], deparse(substitute(y))[1L])
    out <- acf(X, lag.max = lag.max, plot = FALSE, type = type, na.action = na.action)
    # negative lags from y's autocorrelation with x's past, then x with y's
    lag <- c(rev(out$lag[-1, 2, 1]), out$lag[, 1, 2])
    y <- c(rev(out$acf[-1, 2, 1]), out$acf[, 1, 2])
    out$acf <- array(y, dim = c(length(y), 1L, 1L))
    out$lag <- array(lag, dim = c(length(y), 1L, 1L))
    out$snames <- paste(out$snames, collapse = " & ")
    if (plot) {
        plot(out, ...)
        invisible(out)
    } else out
}
`window<-` <- function(x, ..., value) UseMethod("window<-")
`window<-.ts` <- function(x, start, end, frequency, deltat, ..., value) {
    xtsp <- tsp(x)
    m <- match.call(expand.dots = FALSE)
    m$value <- NULL
    m$extend <- TRUE
    m$x <- x
    m[[1L]] <- quote(stats::window)
    xx <- eval.parent(m)
    xxtsp <- tsp(xx)
    start <- xxtsp[1L]
    end <- xxtsp[2L]
    if (start > end) stop("'start' > 'end'")
    if (start < xtsp[1L] || end > xtsp[2L]) {
        warning("extending time series when replacing values", call. = FALSE)
        x <- window(x, min(start, xtsp[1L]), max(end, xtsp[2L]), extend = TRUE)
    }
    xfreq <- xtsp[3L]
    ind <- match(round(xfreq * time(xx)), round(xfreq * time(x)))
    if (anyNA(ind)) stop("times to be replaced do not match")
    len <- length(ind)
    val_len <- NROW(value)
    if (!val_len) stop("no replacement values supplied")
    if (val_len > len) stop("too many replacement values supplied")
    if (val_len > 1L && (len %% val_len))
        stop("number of values supplied is not a sub-multiple of the number of values to be replaced")
    if (NCOL(x) == 1L) x[ind] <- value else x[ind, ] <- value
    x
}
# the smallest integers >= n whose only prime factors are the given factors (fft's fast lengths)
nextn <- function(n, factors = c(2, 3, 5)) {
    n <- as.integer(n); factors <- as.integer(factors)
    if (!length(factors)) stop("no factors")
    if (anyNA(factors) || any(factors <= 1L)) stop("invalid factors")
    vapply(n, function(v) {
        if (is.na(v)) return(NA_integer_)
        repeat {
            r <- v
            for (f in factors) while (r %% f == 0L) r <- r %/% f
            if (r == 1L) return(v)
            v <- v + 1L
        }
    }, integer(1))
}
