# stats/ts-spectrum.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Spectral density estimation, to R's definitions: spectrum, spec.pgram (the periodogram of
# the detrended, split-cosine-bell tapered series padded to a highly composite length,
# optionally smoothed by a kernel), spec.ar (the spectral density of a fitted AR model),
# spec.taper, nextn and plot.spec. The cross-periodograms are kept as a list of complex
# vectors by series pair rather than R's N x nser x nser array; the arithmetic is R's.

spectrum <- function(x, ..., method = c("pgram", "ar")) {
    switch(match.arg(method), pgram = spec.pgram(x, ...), ar = spec.ar(x, ...))
}

spec.taper <- function(x, p = 0.1) {
    if (any(p < 0) || any(p > 0.5)) stop("'p' must be between 0 and 0.5")
    a <- attributes(x)
    x <- as.matrix(x)
    nc <- ncol(x)
    if (length(p) == 1L) p <- rep(p, nc)
    else if (length(p) != nc) stop("length of 'p' must be 1 or equal the number of columns of 'x'")
    nr <- nrow(x)
    for (i in 1L:nc) {
        m <- floor(nr * p[i])
        if (m == 0) next
        w <- 0.5 * (1 - cos(pi * seq.int(1, 2 * m - 1, by = 2)/(2 * m)))
        x[, i] <- c(w, rep_len(1, nr - 2 * m), rev(w)) * x[, i]
    }
    attributes(x) <- a
    x
}

spec.ar <- function(x, n.freq, order = NULL, plot = TRUE, na.action = na.fail, method = "yule-walker", ...) {
    if (!is.list(x)) {
        series <- deparse1(substitute(x))
        x <- na.action(as.ts(x))
        xfreq <- frequency(x)
        nser <- NCOL(x)
        x <- ar(x, is.null(order), order, na.action = na.action, method = method)
    } else {
        if (anyNA(match(c("ar", "var.pred", "order"), names(x)))) stop("'x' must be a time series or an ar() fit")
        series <- x$series
        xfreq <- x$frequency
        nser <- if (is.array(x$ar)) dim(x$ar)[2L] else 1
    }
    order <- x$order
    if (missing(n.freq)) n.freq <- 500
    freq <- seq.int(0, 0.5, length.out = n.freq)
    if (nser != 1) stop("multivariate AR spectra are not yet implemented")
    var.p <- as.vector(x$var.pred)
    spec <- if (order >= 1) {
        cs <- outer(freq, 1L:order, function(x, y) cos(2 * pi * x * y)) %*% x$ar
        sn <- outer(freq, 1L:order, function(x, y) sin(2 * pi * x * y)) %*% x$ar
        var.p/(xfreq * ((1 - cs)^2 + sn^2))
    } else rep.int(var.p/xfreq, length(freq))
    out <- structure(list(freq = freq * xfreq, spec = spec, coh = NULL, phase = NULL, n.used = nrow(x),
                          series = series, method = paste0("AR (", order, ") spectrum ")), class = "spec")
    if (plot) {
        plot(out, ci = 0, ...)
        invisible(out)
    } else out
}

spec.pgram <- function(x, spans = NULL, kernel = NULL, taper = 0.1, pad = 0, fast = TRUE, demean = FALSE,
                       detrend = TRUE, plot = TRUE, na.action = na.fail, ...) {
    series <- deparse1(substitute(x))
    x <- na.action(as.ts(x))
    xfreq <- frequency(x)
    x <- as.matrix(x)
    N <- N0 <- nrow(x)
    nser <- ncol(x)
    if (!is.null(spans))
        kernel <- if (is.tskernel(spans)) spans else kernel("modified.daniell", spans %/% 2)
    if (!is.null(kernel) && !is.tskernel(kernel)) stop("must specify 'spans' or a valid kernel")
    if (detrend) {
        t <- 1L:N - (N + 1)/2
        sumt2 <- N * (N^2 - 1)/12
        for (i in 1L:nser) x[, i] <- x[, i] - mean(x[, i]) - sum(x[, i] * t) * t/sumt2
    } else if (demean) {
        x <- sweep(x, 2, colMeans(x), check.margin = FALSE)
    }
    x <- spec.taper(x, taper)
    u2 <- (1 - (5/8) * taper * 2)
    u4 <- (1 - (93/128) * taper * 2)
    if (pad > 0) {
        x <- rbind(x, matrix(0, nrow = N * pad, ncol = nser))
        N <- nrow(x)
    }
    NewN <- if (fast) nextn(N) else N
    x <- rbind(x, matrix(0, nrow = (NewN - N), ncol = nser))
    N <- nrow(x)
    Nspec <- floor(N/2)
    freq <- seq.int(from = xfreq/N, by = xfreq/N, length.out = Nspec)
    xfft <- mvfft(x)
    # the cross-periodogram of series i and j; frequency 0 gets the mean of its neighbours
    cross <- function(i, j) {
        p <- xfft[, i] * Conj(xfft[, j])/(N0 * xfreq)
        p[1] <- 0.5 * (p[2] + p[N])
        if (!is.null(kernel)) p <- kernapply(p, kernel, circular = TRUE)
        p[2:(Nspec + 1)]
    }
    if (!is.null(kernel)) {
        df <- df.kernel(kernel)
        bandwidth <- bandwidth.kernel(kernel)
    } else {
        df <- 2
        bandwidth <- sqrt(1/12)
    }
    df <- df/(u4/u2^2)
    df <- df * (N0/N)
    bandwidth <- bandwidth * xfreq/N
    spec <- matrix(NA, nrow = Nspec, ncol = nser)
    for (i in 1L:nser) spec[, i] <- Re(cross(i, i))
    coh <- phase <- NULL
    if (nser > 1) {
        coh <- phase <- matrix(NA, nrow = Nspec, ncol = nser * (nser - 1)/2)
        for (i in 1L:(nser - 1)) {
            for (j in (i + 1):nser) {
                pij <- cross(i, j)
                coh[, i + (j - 1) * (j - 2)/2] <- Mod(pij)^2/(spec[, i] * spec[, j])
                phase[, i + (j - 1) * (j - 2)/2] <- Arg(pij)
            }
        }
    }
    for (i in 1L:nser) spec[, i] <- spec[, i]/u2
    spec <- drop(spec)
    out <- structure(list(freq = freq, spec = spec, coh = coh, phase = phase, kernel = kernel, df = df,
                          bandwidth = bandwidth, n.used = N, orig.n = N0, series = series, snames = colnames(x),
                          method = if (is.null(kernel)) "Raw Periodogram" else "Smoothed Periodogram",
                          taper = taper, pad = pad, detrend = detrend, demean = demean), class = "spec")
    if (plot) {
        plot(out, ...)
        invisible(out)
    } else out
}

# The marginal spectrum on a log scale with R's confidence bar and titles; the squared coherency and
# the phase of a multivariate spectrum by plot.spec.coherency and plot.spec.phase
plot.spec <- function(x, add = FALSE, ci = 0.95, log = c("yes", "dB", "no"), xlab = "frequency", ylab = NULL,
                      type = "l", ci.col = "blue", ci.lty = 3, main = NULL, sub = NULL,
                      plot.type = c("marginal", "coherency", "phase"), ...) {
    plot.type <- match.arg(plot.type)
    if (plot.type != "marginal") {
        m <- match.call()
        m[[1L]] <- if (plot.type == "coherency") quote(stats::plot.spec.coherency) else quote(stats::plot.spec.phase)
        m$plot.type <- m$log <- m$add <- NULL
        return(eval(m, parent.frame()))
    }
    if (is.logical(log)) log <- if (log) "yes" else "no"
    log <- match.arg(log)
    if (is.null(ylab)) ylab <- if (log == "dB") "spectrum (dB)" else "spectrum"
    if (log == "dB") x$spec <- 10 * log10(x$spec)
    ylog <- if (log == "yes") "y" else ""
    if (add) return(invisible(matplot(x$freq, x$spec, type = type, add = TRUE, ...)))
    matplot(x$freq, x$spec, xlab = xlab, ylab = ylab, type = type, log = ylog, ...)
    ci.text <- ""
    if (ci > 0 && is.numeric(x$df) && log != "no") {
        tail <- 1 - ci
        q <- c(1 - tail * pchisq(x$df, x$df, lower.tail = FALSE), tail * pchisq(x$df, x$df))
        conf.lim <- 1/(qchisq(q, x$df)/x$df)
        conf.x <- max(x$freq) - x$bandwidth
        if (log == "dB") {
            conf.lim <- 10 * log10(conf.lim)
            conf.y <- max(x$spec) - conf.lim[2L]
            lines(rep(conf.x, 2), conf.y + conf.lim, col = ci.col)
            ci.text <- paste0(", ", round(100 * ci, 2), "% C.I. is (",
                              paste(format(conf.lim, digits = 3), collapse = ","), ")dB")
        } else {
            conf.y <- max(x$spec)/conf.lim[2L]
            lines(rep(conf.x, 2), conf.y * conf.lim, col = ci.col)
        }
        lines(conf.x + c(-0.5, 0.5) * x$bandwidth, rep(conf.y, 2), col = ci.col)
    }
    if (is.null(main))
        main <- paste(if (!is.null(x$series)) paste("Series:", x$series) else "from specified model",
                      x$method, sep = "\n")
    if (is.null(sub) && is.numeric(x$bandwidth))
        sub <- paste0("bandwidth = ", format(x$bandwidth, digits = 3), ci.text)
    title(main = main, sub = sub)
    invisible(x)
}

# R's own code: one panel for two series, else the lower triangle of a matrix of panels, with
# pointwise confidence bands
plot.spec.coherency <- function(x, ci = 0.95, xlab = "frequency", ylab = "squared coherency", ylim = c(0, 1),
                                type = "l", main = NULL, ci.col = "blue", ci.lty = 3, ...) {
    nser <- NCOL(x$spec)
    gg <- 2 / x$df
    se <- sqrt(gg / 2)
    z <- -qnorm((1 - ci) / 2)
    if (is.null(main)) main <- paste(paste("Series:", x$series), "Squared Coherency", sep = " --  ")
    if (nser == 2) {
        plot(x$freq, x$coh, type = type, xlab = xlab, ylab = ylab, ylim = ylim, ...)
        coh <- pmin(0.99999, sqrt(x$coh))
        lines(x$freq, (tanh(atanh(coh) + z * se))^2, lty = ci.lty, col = ci.col)
        lines(x$freq, (pmax(0, tanh(atanh(coh) - z * se)))^2, lty = ci.lty, col = ci.col)
        title(main)
    } else {
        dev.hold()
        on.exit(dev.flush())
        opar <- par(mfrow = c(nser - 1, nser - 1), mar = c(1.5, 1.5, 0.5, 0.5), oma = c(4, 4, 6, 4))
        on.exit(par(opar), add = TRUE)
        plot.new()
        for (j in 2:nser) for (i in 1L:(j - 1)) {
            par(mfg = c(j - 1, i, nser - 1, nser - 1))
            ind <- i + (j - 1) * (j - 2) / 2
            plot(x$freq, x$coh[, ind], type = type, ylim = ylim, axes = FALSE, xlab = "", ylab = "", ...)
            coh <- pmin(0.99999, sqrt(x$coh[, ind]))
            lines(x$freq, (tanh(atanh(coh) + z * se))^2, lty = ci.lty, col = ci.col)
            lines(x$freq, (pmax(0, tanh(atanh(coh) - z * se)))^2, lty = ci.lty, col = ci.col)
            box()
            if (i == 1) {
                axis(2, xpd = NA)
                title(ylab = x$snames[j], xpd = NA)
            }
            if (j == nser) {
                axis(1, xpd = NA)
                title(xlab = x$snames[i], xpd = NA)
            }
            mtext(main, 3, 3, TRUE, 0.5, cex = par("cex.main"), font = par("font.main"))
        }
    }
    invisible()
}
plot.spec.phase <- function(x, ci = 0.95, xlab = "frequency", ylab = "phase", ylim = c(-pi, pi), type = "l",
                            main = NULL, ci.col = "blue", ci.lty = 3, ...) {
    nser <- NCOL(x$spec)
    gg <- 2 / x$df
    if (is.null(main)) main <- paste(paste("Series:", x$series), "Phase spectrum", sep = "  -- ")
    if (nser == 2) {
        plot(x$freq, x$phase, type = type, xlab = xlab, ylab = ylab, ylim = ylim, ...)
        coh <- sqrt(x$coh)
        cl <- asin(pmin(0.9999, qt(ci, 2 / gg - 2) * sqrt(gg * (coh^{-2} - 1) / (2 * (1 - gg)))))
        lines(x$freq, x$phase + cl, lty = ci.lty, col = ci.col)
        lines(x$freq, x$phase - cl, lty = ci.lty, col = ci.col)
        title(main)
    } else {
        dev.hold()
        on.exit(dev.flush())
        opar <- par(mfrow = c(nser - 1, nser - 1), mar = c(1.5, 1.5, 0.5, 0.5), oma = c(4, 4, 6, 4))
        on.exit(par(opar), add = TRUE)
        plot.new()
        for (j in 2:nser) for (i in 1L:(j - 1)) {
            par(mfg = c(j - 1, i, nser - 1, nser - 1))
            ind <- i + (j - 1) * (j - 2) / 2
            plot(x$freq, x$phase[, ind], type = type, ylim = ylim, axes = FALSE, xlab = "", ylab = "", ...)
            coh <- sqrt(x$coh[, ind])
            cl <- asin(pmin(0.9999, qt(ci, 2 / gg - 2) * sqrt(gg * (coh^{-2} - 1) / (2 * (1 - gg)))))
            lines(x$freq, x$phase[, ind] + cl, lty = ci.lty, col = ci.col)
            lines(x$freq, x$phase[, ind] - cl, lty = ci.lty, col = ci.col)
            box()
            if (i == 1) {
                axis(2, xpd = NA)
                title(ylab = x$snames[j], xpd = NA)
            }
            if (j == nser) {
                axis(1, xpd = NA)
                title(xlab = x$snames[i], xpd = NA)
            }
            mtext(main, 3, 3, TRUE, 0.5, cex = par("cex.main"), font = par("font.main"))
        }
    }
    invisible()
}
