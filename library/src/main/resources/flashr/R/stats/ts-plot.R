# stats/ts-plot.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Plots of time series, R's own code: plot.ts (one panel per series, all in one panel, or one series
# against another), ts.plot (several series on a common time axis), lag.plot (a series against its
# lags) and monthplot (the seasonal subseries of a series, an stl or a StructTS fit).

# R's x %||% y
.if_null <- function(x, y) if (is.null(x)) y else x

plot.ts <- function(x, y = NULL, plot.type = c("multiple", "single"), xy.labels, xy.lines, panel = lines, nc, yax.flip = FALSE,
    mar.multi = c(0, 5.1, 0, if (yax.flip) 5.1 else 2.1), oma.multi = c(6, 0, 5, 0), axes = TRUE, ...)
{
    plotts <- function(x, y = NULL, plot.type = c("multiple", "single"), xy.labels, xy.lines, panel = lines,
        nc, xlabel, ylabel, type = "l", xlim = NULL, ylim = NULL, xlab = "Time", ylab, log = "", col = par("col"),
        bg = NA, pch = par("pch"), cex = par("cex"), lty = par("lty"), lwd = par("lwd"), axes = TRUE,
        frame.plot = axes, ann = par("ann"), cex.lab = par("cex.lab"), col.lab = par("col.lab"), font.lab = par("font.lab"),
        cex.axis = par("cex.axis"), col.axis = par("col.axis"), font.axis = par("font.axis"), main = NULL,
        ...) {
        plot.type <- match.arg(plot.type)
        nser <- NCOL(x)
        if (plot.type == "multiple" && nser > 1) {
            addmain <- function(main, cex.main = par("cex.main"), font.main = par("font.main"), col.main = par("col.main"),
                ...) mtext(main, side = 3, line = 3, cex = cex.main, font = font.main, col = col.main,
                ...)
            panel <- match.fun(panel)
            nser <- NCOL(x)
            if (nser > 10)
                stop("cannot plot more than 10 series as \"multiple\"")
            if (is.null(main))
                main <- xlabel
            nm <- .if_null(colnames(x), paste("Series", 1L:nser))
            if (missing(nc))
                nc <- if (nser > 4)
                  2
                else 1
            nr <- ceiling(nser/nc)
            oldpar <- par(mar = mar.multi, oma = oma.multi, mfcol = c(nr, nc))
            on.exit(par(oldpar))
            for (i in 1L:nser) {
                plot.default(x[, i], axes = FALSE, xlab = "", ylab = "", log = log, col = col, bg = bg,
                  pch = pch, ann = ann, type = "n", ...)
                panel(x[, i], col = col, bg = bg, pch = pch, cex = cex, lwd = lwd, lty = lty, type = type,
                  ...)
                if (frame.plot)
                  box(...)
                y.side <- if (i%%2 || !yax.flip)
                  2
                else 4
                do.xax <- i%%nr == 0 || i == nser
                if (axes) {
                  axis(y.side, xpd = NA, cex.axis = cex.axis, col.axis = col.axis, font.axis = font.axis,
                    ...)
                  if (do.xax)
                    axis(1, xpd = NA, cex.axis = cex.axis, col.axis = col.axis, font.axis = font.axis,
                      ...)
                }
                if (ann) {
                  mtext(nm[i], y.side, line = 3, cex = cex.lab, col = col.lab, font = font.lab, ...)
                  if (do.xax)
                    mtext(xlab, side = 1, line = 3, cex = cex.lab, col = col.lab, font = font.lab, ...)
                }
            }
            if (ann && !is.null(main)) {
                par(mfcol = c(1, 1))
                addmain(main, ...)
            }
            return(invisible())
        }
        x <- as.ts(x)
        if (!is.null(y)) {
            y <- hasTsp(y)
            if (NCOL(x) > 1 || NCOL(y) > 1)
                stop("scatter plots only for univariate time series")
            if (is.ts(x) && is.ts(y)) {
                xy <- ts.intersect(x, y)
                xy <- xy.coords(xy[, 1], xy[, 2], xlabel, ylabel, log)
            }
            else xy <- xy.coords(x, y, xlabel, ylabel, log)
            if (missing(xlab))
                xlab <- xy$xlab
            if (missing(ylab))
                ylab <- xy$ylab
            if (is.null(xlim))
                xlim <- range(xy$x[is.finite(xy$x)])
            if (is.null(ylim))
                ylim <- range(xy$y[is.finite(xy$y)])
            n <- length(xy$x)
            if (missing(xy.labels))
                xy.labels <- (n <= 150)
            do.lab <- if (is.logical(xy.labels))
                xy.labels
            else {
                if (!is.character(xy.labels))
                  stop("'xy.labels' must be logical or character")
                TRUE
            }
            ptype <- if (do.lab)
                "n"
            else if (missing(type))
                "p"
            else type
            dev.hold()
            on.exit(dev.flush())
            plot.default(xy, type = ptype, xlab = xlab, ylab = ylab, xlim = xlim, ylim = ylim, log = log,
                col = col, bg = bg, pch = pch, cex = cex, lty = lty, lwd = lwd, axes = axes, frame.plot = frame.plot,
                ann = ann, main = main, ...)
            if (missing(xy.lines))
                xy.lines <- do.lab
            if (do.lab)
                text(xy, labels = if (is.character(xy.labels))
                  xy.labels
                else if (all(tsp(x) == tsp(y)))
                  formatC(unclass(time(x)), width = 1)
                else seq_along(xy$x), col = col, cex = cex)
            if (xy.lines)
                lines(xy, col = col, lty = lty, lwd = lwd, type = if (do.lab)
                  "c"
                else "l")
            return(invisible())
        }
        if (missing(ylab)) {
            ylab <- colnames(x)
            if (length(ylab) != 1L)
                ylab <- xlabel
        }
        if (is.matrix(x)) {
            k <- ncol(x)
            tx <- time(x)
            xy <- xy.coords(x = matrix(rep.int(tx, k), ncol = k), y = x, log = log, setLab = FALSE)
            xy$x <- tx
        }
        else xy <- xy.coords(x, NULL, log = log, setLab = FALSE)
        if (is.null(xlim))
            xlim <- range(xy$x)
        if (is.null(ylim))
            ylim <- range(xy$y[is.finite(xy$y)])
        plot.new()
        plot.window(xlim, ylim, log, ...)
        if (is.matrix(x)) {
            for (i in seq_len(k)) lines.default(xy$x, x[, i], col = col[(i - 1L)%%length(col) + 1L],
                lty = lty[(i - 1L)%%length(lty) + 1L], lwd = lwd[(i - 1L)%%length(lwd) + 1L], bg = bg[(i -
                  1L)%%length(bg) + 1L], pch = pch[(i - 1L)%%length(pch) + 1L], cex = cex[(i - 1L)%%length(cex) +
                  1L], type = type)
        }
        else {
            lines.default(xy$x, x, col = col[1L], bg = bg, lty = lty[1L], lwd = lwd[1L], pch = pch[1L],
                cex = cex[1L], type = type)
        }
        if (ann)
            title(main = main, xlab = xlab, ylab = ylab, ...)
        if (axes) {
            axis(1, ...)
            axis(2, ...)
        }
        if (frame.plot)
            box(...)
    }
    xlabel <- if (!missing(x))
        deparse1(substitute(x))
    ylabel <- if (!missing(y))
        deparse1(substitute(y))
    plotts(x = x, y = y, plot.type = plot.type, xy.labels = xy.labels, xy.lines = xy.lines, panel = panel,
        nc = nc, xlabel = xlabel, ylabel = ylabel, axes = axes, ...)
}

ts.plot <- function(..., gpars = list())
{
    dots <- list(...)
    pars <- c("xlab", "ylab", "xlim", "ylim", "col", "lty", "lwd", "type", "main", "sub", "log")
    m <- names(dots) %in% pars
    if (length(m)) {
        gpars <- c(gpars, dots[m])
        dots <- dots[!m]
    }
    sers <- do.call("ts.union", dots)
    if (is.null(gpars$ylab))
        gpars$ylab <- if (NCOL(sers) > 1)
            ""
        else deparse1(substitute(...))
    do.call("plot.ts", c(list(sers, plot.type = "single"), gpars))
}

lag.plot <- function(x, lags = 1, layout = NULL, set.lags = 1L:lags, main = NULL, asp = 1, diag = TRUE, diag.col = "gray",
    type = "p", oma = NULL, ask = NULL, do.lines = (n <= 150), labels = do.lines, ...)
{
    lAxis <- function(side, ..., mgp, xpd, panel, Mgp) if (missing(Mgp))
        axis(side, ..., xpd = NA)
    else axis(side, ..., xpd = NA, mgp = Mgp)
    xnam <- deparse1(substitute(x))
    is.mat <- !is.null(ncol(x))
    nser <- ncol(x <- as.ts(as.matrix(x)))
    n <- nrow(x)
    if (missing(lags) && !missing(set.lags))
        lags <- length(set.lags <- as.integer(set.lags))
    tot.lags <- nser * lags
    if (is.null(ask)) {
        if (names(dev.cur()) == "null device") # R's .Device, the current device's name
            dev.new()
        ask <- if (is.null(layout))
            par("ask")
        else (dev.interactive() && prod(layout) < tot.lags)
    }
    if (is.null(layout))
        layout <- if (prod(pmf <- par("mfrow")) >= tot.lags)
            pmf
        else n2mfrow(tot.lags)
    mlayout <- any(layout > 1)
    if (mlayout) {
        dots <- list(...)
        cex.main <- .if_null(dots$cex.main, par("cex.main"))
        if (is.null(oma)) {
            oma <- rep(2, 4)
            if (!is.null(main))
                oma[3L] <- oma[3L] + 3 * cex.main
        }
        opar <- par(mfrow = layout, mar = c(1.1, 1.1, 0.5, 0.5) + is.mat * c(0, 0.5, 0, 0.5), oma = oma,
            ask = ask)
        on.exit(par(opar))
    }
    nR <- layout[1L]
    nC <- layout[2L]
    ii <- jj <- 0
    for (i in 1L:nser) {
        X <- x[, i]
        xl <- range(X)
        nam <- if (is.mat)
            dimnames(x)[[2L]][i]
        else xnam
        newX <- is.mat
        for (ll in set.lags) {
            jj <- 1 + jj%%nC
            if (jj == 1)
                ii <- 1 + ii%%nR
            if (mlayout) {
                plot(lag(X, ll), X, xlim = xl, ylim = xl, asp = asp, xlab = paste("lag", ll), ylab = nam,
                  mgp = if (mlayout)
                    c(0, 0, 0), axes = FALSE, type = type, xy.lines = do.lines, xy.labels = labels, col.lab = if (newX)
                    "red", font.lab = if (newX)
                    2, ...)
                box(...)
                if (jj == 1 && ii%%2 == 1 && !newX)
                  lAxis(2, ...)
                if (ii == 1 && jj%%2 == 1)
                  lAxis(3, ...)
                do.4 <- (ii%%2 == 0 && (jj == nC || (i == nser && ll == set.lags[lags])))
                if (do.4)
                  lAxis(4, ...)
                if (jj%%2 == 0 && ii == nR)
                  lAxis(1, ...)
                if (newX) {
                  newX <- FALSE
                  if (!do.4)
                    lAxis(4, Mgp = c(0, 0.6, 0), ...)
                }
            }
            else {
                plot(lag(X, ll), X, xlim = xl, ylim = xl, asp = asp, xlab = paste("lag", ll), ylab = nam,
                  type = type, xy.lines = do.lines, xy.labels = labels, main = main, ...)
            }
            if (diag)
                abline(c(0, 1), lty = 2, col = diag.col)
            if (mlayout && !is.null(main)) {
                font.main <- .if_null(dots$font.main, par("font.main"))
                if ((jj == nC && ii == nR) || ll == set.lags[lags])
                  mtext(main, 3, 3, outer = TRUE, at = 0.5, cex = cex.main, font = font.main)
            }
        }
    }
    invisible(NULL)
}

monthplot <- function(x, ...)
    UseMethod("monthplot")

monthplot.default <- function(x, labels = 1L:12L, ylab = deparse1(substitute(x)), times = seq_along(x), phase = (times -
    1L)%%length(labels) + 1L, base = mean, axes = TRUE, type = c("l", "h"), box = TRUE, add = FALSE,
    col = par("col"), lty = par("lty"), lwd = par("lwd"), col.base = col, lty.base = lty, lwd.base = lwd,
    ...)
{
    dots <- list(...)
    nmdots <- names(dots)
    type <- match.arg(type)
    if (is.null(labels) || (missing(labels) && !missing(phase))) {
        labels <- unique(phase)
        phase <- match(phase, labels)
    }
    f <- length(labels)
    if (!is.null(base))
        means <- tapply(x, phase, base)
    if (!add) {
        dev.hold()
        on.exit(dev.flush())
        Call <- match.call()
        Call[[1L]] <- quote(graphics::plot)
        Call$x <- NA
        Call$y <- NA
        Call$axes <- FALSE
        Call$xlim <- if ("xlim" %in% nmdots)
            dots$xlim
        else c(0.55, f + 0.45)
        Call$ylim <- if ("ylim" %in% nmdots)
            dots$ylim
        else range(x, na.rm = TRUE)
        Call$xlab <- if ("xlab" %in% nmdots)
            dots$xlab
        else ""
        if (box)
            Call$frame.plot <- TRUE
        Call$labels <- Call$times <- Call$phase <- Call$base <- Call$type <- Call$box <- Call$add <- Call$col.base <- Call$lty.base <- Call$lwd.base <- NULL
        eval(Call)
        if (axes) {
            axis(1, at = 1L:f, labels = labels, ...)
            axis(2, ...)
        }
        if (!is.null(base)) {
            segments(1L:f - 0.45, means, 1L:f + 0.45, means, col = col.base, lty = lty.base, lwd = lwd.base)
        }
    }
    y <- as.numeric(times)
    scale <- 1/diff(range(y, na.rm = TRUE)) * 0.9
    for (i in 1L:f) {
        sub <- phase == i
        if (type != "h")
            lines((y[sub] - min(y)) * scale - 0.45 + i, x[sub], type = type, col = col, lty = lty, lwd = lwd,
                ...)
        else segments((y[sub] - min(y)) * scale - 0.45 + i, means[i], (y[sub] - min(y)) * scale - 0.45 +
            i, x[sub], col = col, lty = lty, lwd = lwd, ...)
    }
    invisible()
}

monthplot.ts <- function(x, labels = NULL, times = time(x), phase = cycle(x), ylab = deparse1(substitute(x)), ...)
{
    if (is.null(labels)) {
        if (missing(phase)) {
            f <- frequency(x)
            labels <- if (f == 4)
                paste0("Q", 1L:4L)
            else if (f == 12)
                c("J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D")
            else 1L:f
        }
        else return(monthplot.default(x, times = times, phase = phase, ylab = ylab, ...))
    }
    monthplot.default(x, labels = labels, times = times, phase = phase, ylab = ylab, ...)
}

monthplot.stl <- function(x, labels = NULL, ylab = choice, choice = "seasonal", ...)
    monthplot(x$time.series[, choice], labels = labels, ylab = ylab, ...)

monthplot.StructTS <- function(x, labels = NULL, ylab = choice, choice = "sea", ...)
    monthplot(fitted(x)[, choice], labels = labels, ylab = ylab, ...)
