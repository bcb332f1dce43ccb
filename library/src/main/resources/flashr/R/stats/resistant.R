# stats/resistant.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Resistant and nonparametric fits, to R's definitions: Tukey's median polish (medpolish),
# isotonic regression (isoreg, R's C pool-adjacent-violators as the greatest convex minorant of
# the cumulative sums), Tukey's resistant line (line, R's C tukeyline with its thirds taken
# at the x quantiles 1/3 and 2/3) and the Nadaraya-Watson kernel smoother (ksmooth, R's C loop).

medpolish <- function(x, eps = 0.01, maxiter = 10L, trace.iter = TRUE, na.rm = FALSE) {
    z <- as.matrix(x)
    nr <- nrow(z)
    nc <- ncol(z)
    t <- 0
    r <- numeric(nr)
    c <- numeric(nc)
    oldsum <- 0
    for (iter in 1L:maxiter) {
        rdelta <- apply(z, 1L, median, na.rm = na.rm)
        z <- z - matrix(rdelta, nrow = nr, ncol = nc)
        r <- r + rdelta
        delta <- median(c, na.rm = na.rm)
        c <- c - delta
        t <- t + delta
        cdelta <- apply(z, 2L, median, na.rm = na.rm)
        z <- z - matrix(cdelta, nrow = nr, ncol = nc, byrow = TRUE)
        c <- c + cdelta
        delta <- median(r, na.rm = na.rm)
        r <- r - delta
        t <- t + delta
        newsum <- sum(abs(z), na.rm = na.rm)
        converged <- newsum == 0 || abs(newsum - oldsum) < eps * newsum
        if (converged) break
        oldsum <- newsum
        if (trace.iter) cat(iter, ": ", newsum, "\n", sep = "")
    }
    if (converged) {
        if (trace.iter) cat("Final: ", newsum, "\n", sep = "")
    } else warning(sprintf(ngettext(maxiter, "medpolish() did not converge in %d iteration",
                                    "medpolish() did not converge in %d iterations"), maxiter), domain = NA)
    names(r) <- rownames(z)
    names(c) <- colnames(z)
    structure(list(overall = t, row = r, col = c, residuals = z, name = deparse1(substitute(x))),
              class = "medpolish")
}
print.medpolish <- function(x, digits = getOption("digits"), ...) {
    cat("\nMedian Polish Results (Dataset: \"", x$name, "\")\n", sep = "")
    cat("\nOverall: ", x$overall, "\n\nRow Effects:\n", sep = "")
    print(x$row, digits = digits, ...)
    cat("\nColumn Effects:\n")
    print(x$col, digits = digits, ...)
    cat("\nResiduals:\n")
    print(x$residuals, digits = max(2L, digits - 2L), ...)
    cat("\n")
    invisible(x)
}
plot.medpolish <- function(x, main = "Tukey Additivity Plot", ...) {
    plot(outer(x$row, x$col)/x$overall, x$residuals, main = main, xlab = "Diagnostic Comparison Values",
         ylab = "Residuals", ...)
    abline(h = 0, v = 0, lty = "dotted")
}

isoreg <- function(x, y = NULL) {
    xy <- xy.coords(x, y)
    x <- xy$x
    if (anyNA(x) || anyNA(xy$y)) stop("missing values not allowed")
    isOrd <- (!is.null(xy$xlab) && xy$xlab == "Index") || !is.unsorted(x, strictly = TRUE)
    ord <- NULL
    yy <- xy$y
    if (!isOrd) {
        ord <- order(x, -yy)
        yy <- yy[ord]
    }
    z <- .isoreg_pava(as.double(yy))
    structure(c(xy[c("x", "y")], z[c("yf", "yc", "iKnots")],
                list(isOrd = isOrd, ord = ord, call = match.call())), class = "isoreg")
}
# From each knot, the next is the point of least mean slope of the cumulative sums (the first
# such point on ties, as R's strict comparison); the fit is that slope in between.
.isoreg_pava <- function(y) {
    n <- length(y)
    yc <- numeric(n + 1L)
    tmp <- 0
    for (i in seq_len(n)) {
        tmp <- tmp + y[i]
        yc[i + 1L] <- tmp
    }
    yf <- numeric(n)
    knots <- integer()
    known <- 0L
    while (known < n) {
        slopes <- (yc[(known + 2L):(n + 1L)] - yc[known + 1L])/seq_len(n - known)
        ip <- known + which.min(slopes)
        knots <- c(knots, ip)
        yf[(known + 1L):ip] <- (yc[ip + 1L] - yc[known + 1L])/(ip - known)
        known <- ip
    }
    list(y = y, yc = yc, yf = yf, iKnots = knots)
}
fitted.isoreg <- function(object, ...) if (object$isOrd) object$yf else object$yf[order(object$ord)]
residuals.isoreg <- function(object, ...) object$y - fitted(object)
print.isoreg <- function(x, digits = getOption("digits"), ...) {
    cat("Isotonic regression from ", deparse(x$call), ",\n", sep = "")
    cat("  with", length(x$iKnots), "knots / breaks at obs.nr.", x$iKnots, ";\n")
    if (x$isOrd) cat("  initially ordered 'x'\n")
    else {
        cat("  (x,y) ordering:")
        str(x$ord)
    }
    cat("  and further components ")
    str(x[1L:4], digits.d = 3L + max(0L, digits - 7L))
    invisible(x)
}
lines.isoreg <- function(x, col = "red", lwd = 1.5, do.points = FALSE, cex = 1.5, pch = 13, ...) {
    xx <- if (x$isOrd) x$x else x$x[x$ord]
    lines(xx, x$yf, col = col, lwd = lwd, type = "S")
    if (do.points) points(xx[x$iKnots], x$yf[x$iKnots], col = col, cex = cex, pch = pch)
    invisible()
}

line <- function(x, y = NULL, iter = 1) {
    xy <- xy.coords(x, y, setLab = FALSE)
    ok <- complete.cases(xy$x, xy$y)
    Call <- sys.call()
    x <- as.double(xy$x[ok])
    y <- as.double(xy$y[ok])
    n <- length(x)
    if (n < 2) stop("insufficient observations")
    # R's il/iu: the lower and upper order statistics around the quantile q; their mean
    mid <- function(v, q) {
        v <- sort(v)
        k <- length(v)
        0.5 * (v[floor((k - 1) * q) + 1L] + v[ceiling((k - 1) * q) + 1L])
    }
    x1 <- mid(x, 1/3)
    x2 <- mid(x, 2/3)
    left <- x <= x1
    right <- x >= x2
    xb <- mid(x[left], 0.5)
    xt <- mid(x[right], 0.5)
    slope <- 0
    w <- y
    for (j in seq_len(iter)) {
        slope <- slope + (mid(w[right], 0.5) - mid(w[left], 0.5))/(xt - xb)
        w <- y - slope * x
    }
    yint <- mid(w, 0.5)
    fit <- yint + slope * x
    structure(list(call = Call, coefficients = c(yint, slope), residuals = y - fit, fitted.values = fit),
              class = "tukeyline")
}
residuals.tukeyline <- function(object, ...) object$residuals
print.tukeyline <- function(x, digits = max(3L, getOption("digits") - 3L), ...) print.lm(x, digits = digits, ...)

ksmooth <- function(x, y, kernel = c("box", "normal"), bandwidth = 0.5, range.x = range(x),
                    n.points = max(100L, length(x)), x.points) {
    if (missing(y) || is.null(y)) stop("numeric y must be supplied.\nFor density estimation use density()")
    kernel <- match.arg(kernel)
    x.points <- if (missing(x.points)) seq.int(range.x[1L], range.x[2L], length.out = n.points)
                else sort(x.points)
    ord <- order(x)
    x <- as.double(x[ord])
    y <- as.double(y[ord])
    # the bandwidth spans the kernel's quartiles: +-0.25 bandwidth
    if (kernel == "box") {
        bw <- bandwidth * 0.5
        cutoff <- bw
    } else {
        bw <- bandwidth * 0.3706506
        cutoff <- 4 * bw
    }
    yp <- vapply(as.double(x.points), function(x0) {
        i <- x >= x0 - cutoff & x <= x0 + cutoff
        if (!any(i)) return(NA_real_)
        w <- if (kernel == "box") rep(1, sum(i)) else exp(-0.5 * (abs(x[i] - x0)/bw)^2)
        den <- sum(w)
        if (den > 0) sum(w * y[i])/den else NA_real_
    }, 0)
    list(x = as.double(x.points), y = yp)
}
