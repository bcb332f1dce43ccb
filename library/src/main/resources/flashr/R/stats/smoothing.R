# stats/smoothing.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Scatterplot smoothing and spline interpolation written in R to R's
# definitions: lowess, spline, splinefun (fmm, periodic, natural,
# hyman and monoH.FC), splinefunH, and grDevices' xy.coords that they read their points with (without
# its complex and date-time cases). The numerics are StatsSmoothing's.

xy.coords <- function(x, y = NULL, xlab = NULL, ylab = NULL, log = NULL, recycle = FALSE, setLab = TRUE) {
    if (is.null(y)) {
        if (is.null(ylab)) ylab <- xlab
        if (is.language(x)) {
            if (inherits(x, "formula") && length(x) == 3) {
                if (setLab) {
                    ylab <- deparse(x[[2L]])
                    xlab <- deparse(x[[3L]])
                }
                y <- eval(x[[2L]], environment(x))
                x <- eval(x[[3L]], environment(x))
            } else stop("invalid first argument")
        } else if (inherits(x, "ts")) {
            # a time series against its times
            y <- if (is.matrix(x)) x[, 1] else x
            x <- time(x)
            if (setLab) xlab <- "Time"
        } else if (is.matrix(x) || is.data.frame(x)) {
            x <- as.matrix(x)
            if (ncol(x) == 1) {
                if (setLab) xlab <- "Index"
                y <- x[, 1]
                x <- seq_along(y)
            } else {
                colnames <- dimnames(x)[[2L]]
                if (setLab) {
                    if (is.null(colnames)) {
                        xlab <- paste0(ylab, "[,1]")
                        ylab <- paste0(ylab, "[,2]")
                    } else {
                        xlab <- colnames[1L]
                        ylab <- colnames[2L]
                    }
                }
                y <- x[, 2]
                x <- x[, 1]
            }
        } else if (is.list(x)) {
            if (all(c("x", "y") %in% names(x))) {
                if (setLab) {
                    xlab <- paste0(ylab, "$x")
                    ylab <- paste0(ylab, "$y")
                }
                y <- x[["y"]]
                x <- x[["x"]]
            } else stop("'x' is a list, but does not have components 'x' and 'y'")
        } else {
            if (is.factor(x)) x <- as.numeric(x)
            if (setLab) xlab <- "Index"
            y <- x
            x <- seq_along(x)
        }
    }
    if (length(x) != length(y)) {
        if (recycle) {
            if ((nx <- length(x)) < (ny <- length(y))) x <- rep_len(x, ny)
            else y <- rep_len(y, nx)
        } else stop("'x' and 'y' lengths differ")
    }
    if (length(log) && log != "") {
        log <- strsplit(log, NULL)[[1L]]
        if ("x" %in% log && any(ii <- x <= 0 & !is.na(x))) {
            n <- as.integer(sum(ii))
            warning(sprintf(ngettext(n, "%d x value <= 0 omitted from logarithmic plot",
                                     "%d x values <= 0 omitted from logarithmic plot"), n), domain = NA)
            x[ii] <- NA
        }
        if ("y" %in% log && any(ii <- y <= 0 & !is.na(y))) {
            n <- as.integer(sum(ii))
            warning(sprintf(ngettext(n, "%d y value <= 0 omitted from logarithmic plot",
                                     "%d y values <= 0 omitted from logarithmic plot"), n), domain = NA)
            y[ii] <- NA
        }
    }
    list(x = as.double(x), y = as.double(y), xlab = xlab, ylab = ylab)
}
lowess <- function(x, y = NULL, f = 2/3, iter = 3L, delta = 0.01 * diff(range(x))) {
    xy <- xy.coords(x, y, setLab = FALSE)
    o <- order(xy$x)
    x <- as.double(xy$x[o])
    list(x = x, y = .lowess(x, as.double(xy$y[o]), f, iter, delta))
}
supsmu <- function(x, y, wt = rep(1, n), span = "cv", periodic = FALSE, bass = 0, trace = FALSE) {
    if (span == "cv") span <- 0
    else if (span < 0 || span > 1) stop("'span' must be between 0 and 1.")
    n <- length(y)
    if (!n || !is.numeric(y)) stop("'y' must be numeric vector")
    if (length(x) != n) stop("number of observations in 'x' and 'y' must match.")
    if (length(wt) != n) stop("number of weights must match number of observations.")
    if (periodic) {
        xrange <- range(x)
        if (xrange[1L] < 0 || xrange[2L] > 1) stop("'x' must be between 0 and 1 for periodic smooth")
    }
    okay <- is.finite(x + y + wt)
    ord <- order(x[okay], y[okay])
    ord <- cumsum(!okay)[okay][ord] + ord
    xo <- x[ord]
    leno <- length(ord)
    if (leno == 0L) stop("no finite observations")
    if (diff <- n - leno)
        warning(sprintf(ngettext(diff, "%d observation with NA, NaN or Inf deleted",
                                 "%d observations with NAs, NaNs and/or Infs deleted"), diff), domain = NA)
    smo <- .supsmu(as.double(xo), as.double(y[ord]), as.double(wt[ord]), as.logical(periodic), as.double(span),
                   as.double(bass), as.logical(trace))
    # one value per distinct x
    dupx <- duplicated(xo)
    list(x = xo[!dupx], y = smo[!dupx])
}
spline <- function(x, y = NULL, n = 3 * length(x), method = "fmm", xmin = min(x), xmax = max(x), xout, ties = mean) {
    method <- pmatch(method, c("periodic", "natural", "fmm", "hyman"))
    if (is.na(method)) stop("invalid interpolation method")
    x <- regularize.values(x, y, ties, missing(ties))
    y <- x$y
    x <- x$x
    nx <- length(x)
    if (is.na(nx)) stop(gettextf("invalid value of %s", "length(x)"), domain = NA)
    if (nx == 0) stop("zero non-NA points")
    if (method == 1L && y[1L] != y[nx]) {
        warning("spline: first and last y values differ - using y[1] for both")
        y[nx] <- y[1L]
    }
    if (method == 4L) {
        dy <- diff(y)
        if (!(all(dy >= 0) || all(dy <= 0))) stop("'y' must be increasing or decreasing")
    }
    if (missing(xout)) xout <- seq.int(xmin, xmax, length.out = n)
    else n <- length(xout)
    if (n <= 0L) stop("'spline' requires n >= 1")
    xout <- as.double(xout)
    z <- .spline_coef(min(3L, method), x, y)
    if (method == 4L) z <- spl_coef_conv(hyman_filter(z))
    list(x = xout, y = .spline_eval(xout, z))
}
splinefun <- function(x, y = NULL, method = c("fmm", "periodic", "natural", "monoH.FC", "hyman"), ties = mean) {
    x <- regularize.values(x, y, ties, missing(ties))
    y <- x$y
    x <- x$x
    nx <- length(x)
    if (is.na(nx)) stop(gettextf("invalid value of %s", "length(x)"), domain = NA)
    if (nx == 0) stop("zero non-NA points")
    method <- match.arg(method)
    if (method == "periodic" && y[1L] != y[nx]) {
        warning("spline: first and last y values differ - using y[1L] for both")
        y[nx] <- y[1L]
    }
    if (method == "monoH.FC") {
        n1 <- nx - 1L
        dy <- y[-1L] - y[-nx]
        dx <- x[-1L] - x[-nx]
        Sx <- dy / dx
        m <- c(Sx[1L], (Sx[-1L] + Sx[-n1]) / 2, Sx[n1])
        m <- .monoFC_m(m, Sx)
        return(splinefunH0(x0 = x, y0 = y, m = m, dx = dx))
    }
    iMeth <- match(method, c("periodic", "natural", "fmm", "monoH.FC", "hyman"))
    if (iMeth == 5L) {
        dy <- diff(y)
        if (!(all(dy >= 0) || all(dy <= 0))) stop("'y' must be increasing or decreasing")
    }
    z <- .spline_coef(min(3L, iMeth), x, y)
    if (iMeth == 5L) z <- spl_coef_conv(hyman_filter(z))
    rm(x, y, nx, method, iMeth, ties)
    function(x, deriv = 0L) {
        deriv <- as.integer(deriv)
        if (deriv < 0L || deriv > 3L) stop("'deriv' must be between 0 and 3")
        if (deriv > 0L) {
            z0 <- double(z$n)
            z[c("y", "b", "c")] <- switch(deriv,
                                          list(y = z$b, b = 2 * z$c, c = 3 * z$d),
                                          list(y = 2 * z$c, b = 6 * z$d, c = z0),
                                          list(y = 6 * z$d, b = z0, c = z0))
            z[["d"]] <- z0
        }
        res <- .splinefun(x, z)
        if (deriv > 0 && z$method == 2 && any(ind <- x <= z$x[1L]))
            res[ind] <- ifelse(deriv == 1, z$y[1L], 0)
        res
    }
}
.splinefun <- function(x, z) .spline_eval(x, z)
splinefunH <- function(x, y, m) {
    n <- length(x)
    stopifnot(is.numeric(x), is.numeric(y), is.numeric(m), length(y) == n, length(m) == n)
    if (is.unsorted(x)) {
        i <- order(x)   # R: sort.list(x), the same permutation for numbers
        x <- x[i]
        y <- y[i]
        m <- m[i]
    }
    dx <- x[-1L] - x[-n]
    if (anyNA(dx) || any(dx == 0)) stop("'x' must be *strictly* increasing (non - NA)")
    splinefunH0(x, y, m, dx = dx)
}
splinefunH0 <- function(x0, y0, m, dx = x0[-1L] - x0[-length(x0)]) {
    function(x, deriv = 0, extrapol = c("linear", "cubic")) {
        extrapol <- match.arg(extrapol)
        deriv <- as.integer(deriv)
        if (deriv < 0 || deriv > 3) stop("'deriv' must be between 0 and 3")
        i <- findInterval(x, x0, all.inside = (extrapol == "cubic"))
        if (deriv == 0)
            interp <- function(x, i) {
                h <- dx[i]
                t <- (x - x0[i]) / h
                t1 <- t - 1
                h01 <- t * t * (3 - 2 * t)
                h00 <- 1 - h01
                tt1 <- t * t1
                h10 <- tt1 * t1
                h11 <- tt1 * t
                y0[i] * h00 + h * m[i] * h10 + y0[i + 1] * h01 + h * m[i + 1] * h11
            }
        else if (deriv == 1)
            interp <- function(x, i) {
                h <- dx[i]
                t <- (x - x0[i]) / h
                t1 <- t - 1
                h01 <- -6 * t * t1
                h10 <- (3 * t - 1) * t1
                h11 <- (3 * t - 2) * t
                (y0[i + 1] - y0[i]) / h * h01 + m[i] * h10 + m[i + 1] * h11
            }
        else if (deriv == 2)
            interp <- function(x, i) {
                h <- dx[i]
                t <- (x - x0[i]) / h
                h01 <- 6 * (1 - 2 * t)
                h10 <- 2 * (3 * t - 2)
                h11 <- 2 * (3 * t - 1)
                ((y0[i + 1] - y0[i]) / h * h01 + m[i] * h10 + m[i + 1] * h11) / h
            }
        else interp <- function(x, i) {
            h <- dx[i]
            h01 <- -12
            h10 <- 6
            h11 <- 6
            ((y0[i + 1] - y0[i]) / h * h01 + m[i] * h10 + m[i + 1] * h11) / h
        }
        if (extrapol == "linear" && any(iXtra <- (iL <- (i == 0)) | (iR <- (i == (n <- length(x0)))))) {
            r <- x
            if (any(iL)) r[iL] <- if (deriv == 0) y0[1L] + m[1L] * (x[iL] - x0[1L]) else if (deriv == 1) m[1L] else 0
            if (any(iR)) r[iR] <- if (deriv == 0) y0[n] + m[n] * (x[iR] - x0[n]) else if (deriv == 1) m[n] else 0
            ini <- !iXtra
            r[ini] <- interp(x[ini], i[ini])
            r
        } else {
            interp(x, i)
        }
    }
}
hyman_filter <- function(z) {
    n <- length(z$x)
    ss <- diff(z$y) / diff(z$x)
    S0 <- c(ss[1L], ss)
    S1 <- c(ss, ss[n - 1L])
    t1 <- pmin(abs(S0), abs(S1))
    sig <- z$b
    ind <- S0 * S1 > 0
    sig[ind] <- S1[ind]
    ind <- sig >= 0
    if (sum(ind)) z$b[ind] <- pmin(pmax(0, z$b[ind]), 3 * t1[ind])
    ind <- !ind
    if (sum(ind)) z$b[ind] <- pmax(pmin(0, z$b[ind]), -3 * t1[ind])
    z
}
spl_coef_conv <- function(z) {
    n <- length(z$x)
    h <- diff(z$x)
    y <- -diff(z$y)
    b0 <- z$b[-n]
    b1 <- z$b[-1L]
    cc <- -(3 * y + (2 * b0 + b1) * h) / h^2
    c1 <- (3 * y[n - 1L] + (b0[n - 1L] + 2 * b1[n - 1L]) * h[n - 1L]) / h[n - 1L]^2
    z$c <- c(cc, c1)
    dd <- (2 * y / h + b0 + b1) / h^2
    z$d <- c(dd, dd[n - 1L])
    z
}
