# plot and its methods for vectors, formulas, data frames, factors, tables and functions; curve.
plot <- function(x, y, ...) UseMethod("plot")
plot.default <- function(x, y = NULL, type = "p", xlim = NULL, ylim = NULL, log = "", main = NULL, sub = NULL,
                         xlab = NULL, ylab = NULL, ann = par("ann"), axes = TRUE, frame.plot = axes,
                         panel.first = NULL, panel.last = NULL, asp = NA, xgap.axis = NA, ygap.axis = NA, ...) {
    localAxis <- function(..., col, bg, pch, cex, lty, lwd) Axis(...)
    localBox <- function(..., col, bg, pch, cex, lty, lwd) box(...)
    localWindow <- function(..., col, bg, pch, cex, lty, lwd) plot.window(...)
    localTitle <- function(..., col, bg, pch, cex, lty, lwd) title(...)
    xlabel <- if (!missing(x)) deparse1(substitute(x))
    ylabel <- if (!missing(y)) deparse1(substitute(y))
    if (.gr_engine(x) || .gr_engine(y)) {
        # engine data: a bounded sample of the points, axes over all of it
        s <- .gr_plot_sample(x, y)
        if (is.null(y)) { ylabel <- xlabel; xlabel <- "Index" }
        x <- s$x
        y <- s$y
        if (is.null(xlim)) xlim <- s$xlim
        if (is.null(ylim)) ylim <- s$ylim
    }
    xy <- xy.coords(x, y, xlabel, ylabel, log)
    xlab <- if (is.null(xlab)) xy$xlab else xlab
    ylab <- if (is.null(ylab)) xy$ylab else ylab
    xlim <- if (is.null(xlim)) .gr_finite_range(xy$x) else xlim
    ylim <- if (is.null(ylim)) .gr_finite_range(xy$y) else ylim
    plot.new()
    localWindow(xlim, ylim, log, asp, ...)
    panel.first
    plot.xy(xy, type, ...)
    panel.last
    if (axes) {
        localAxis(if (is.null(y)) xy$x else x, side = 1, gap.axis = xgap.axis, ...)
        localAxis(if (is.null(y)) x else y, side = 2, gap.axis = ygap.axis, ...)
    }
    if (frame.plot) localBox(...)
    if (ann) localTitle(main = main, sub = sub, xlab = xlab, ylab = ylab, ...)
    invisible()
}
.gr_finite_range <- function(x) {
    x <- as.double(x)
    x <- x[is.finite(x)]
    if (!length(x)) c(NA_real_, NA_real_) else range(x)
}
plot.function <- function(x, y = 0, to = 1, from = y, xlim = NULL, ylab = NULL, ...) {
    if (!missing(y) && missing(from)) from <- y
    if (is.null(xlim)) xlim <- c(from, to) else if (missing(from) && missing(y)) { from <- xlim[1L]; to <- xlim[2L] }
    if (is.null(ylab)) {
        sx <- substitute(x)
        ylab <- if (is.name(sx)) deparse(sx) else "y"
    }
    curve(x, from = from, to = to, xlim = xlim, ylab = ylab, ...)
}
curve <- function(expr, from = 0, to = 1, n = 101, add = FALSE, type = "l", xname = "x", xlab = xname, ylab = NULL,
                  log = NULL, xlim = NULL, ...) {
    sexpr <- substitute(expr)
    if (is.name(sexpr)) {
        expr <- call(as.character(sexpr), as.name(xname))
    } else {
        if (!((is.call(sexpr) || identical(typeof(sexpr), "expression")) && xname %in% all.vars(sexpr)))
            stop(gettextf("'expr' must be a function, or a call or an expression containing '%s'", xname))
        expr <- sexpr
    }
    if (is.function(expr)) expr <- call("(expr)", as.name(xname))
    if (is.null(ylab)) ylab <- deparse(expr)
    if (is.null(from) || is.null(to)) {
        xl <- if (!is.null(xlim)) xlim else if (add) { u <- par("usr")[1:2]; if (par("xlog")) 10^u else u } else c(0, 1)
        if (is.null(from)) from <- xl[1L]
        if (is.null(to)) to <- xl[2L]
    }
    if (add && missing(from)) { u <- par("usr")[1:2]; from <- if (par("xlog")) 10^u[1L] else u[1L] }
    if (add && missing(to)) { u <- par("usr")[1:2]; to <- if (par("xlog")) 10^u[2L] else u[2L] }
    if (!add && missing(from) && !is.null(xlim)) from <- xlim[1L]
    if (!add && missing(to) && !is.null(xlim)) to <- xlim[2L]
    lg <- if (length(log)) log else if (add && par("xlog")) "x" else ""
    x <- if (grepl("x", lg, fixed = TRUE)) exp(seq.int(log(from), log(to), length.out = n)) else seq.int(from, to, length.out = n)
    ll <- list(x = x)
    names(ll) <- xname
    y <- eval(expr, envir = ll, enclos = parent.frame())
    if (length(y) != length(x)) stop("'expr' did not evaluate to an object of length 'n'")
    if (add) lines(x = x, y = y, type = type, ...)
    else plot(x = x, y = y, type = type, xlab = xlab, ylab = ylab, xlim = xlim, log = lg, ...)
    invisible(list(x = x, y = y))
}
plot.formula <- function(formula, data = parent.frame(), ..., subset, ylab = varnames[response], xlab) {
    mf <- if (is.environment(data)) model.frame(formula) else model.frame(formula, data = data)
    response <- attr(attr(mf, "terms"), "response")
    varnames <- names(mf)
    if (response) {
        y <- mf[[response]]
        xs <- mf[-response]
        for (i in seq_along(xs)) {
            xl <- if (missing(xlab)) names(xs)[i] else xlab
            plot(xs[[i]], y, xlab = xl, ylab = ylab, ...)
        }
    } else {
        plot(mf, ...)
    }
    invisible()
}
lines.formula <- function(formula, data = parent.frame(), ...) {
    mf <- if (is.environment(data)) model.frame(formula) else model.frame(formula, data = data)
    lines(mf[[2L]], mf[[1L]], ...)
}
points.formula <- function(formula, data = parent.frame(), ...) {
    mf <- if (is.environment(data)) model.frame(formula) else model.frame(formula, data = data)
    points(mf[[2L]], mf[[1L]], ...)
}
plot.data.frame <- function(x, ...) {
    if (!is.data.frame(x)) stop("'plot.data.frame' applied to non data frame")
    if (ncol(x) == 1) {
        x1 <- x[[1L]]
        if (is.factor(x1)) plot(x1, ...) else stripchart(x1, ...)
    } else if (ncol(x) == 2) {
        plot(x[[1L]], x[[2L]], xlab = names(x)[1L], ylab = names(x)[2L], ...)
    } else {
        pairs(.gr_data_matrix(x), ...)
    }
}
.gr_data_matrix <- function(frame) {
    m <- vapply(frame, function(col) if (is.factor(col)) as.double(as.integer(col)) else as.double(col),
                numeric(nrow(frame)))
    if (!is.matrix(m)) m <- matrix(m, nrow = nrow(frame))
    colnames(m) <- names(frame)
    m
}
plot.factor <- function(x, y, legend.text = NULL, ...) {
    if (missing(y) || is.factor(y) && FALSE) {
        barplot(table(x), ...)
    } else if (is.numeric(y)) {
        boxplot(y ~ x, ...)
    } else {
        plot.default(as.integer(x), y, ...)
    }
}
plot.table <- function(x, type = "h", ylim = c(0, max(x)), lwd = 2, xlab = NULL, ylab = NULL, frame.plot = is.num, ...) {
    xnam <- deparse1(substitute(x))
    nx <- names(dimnames(x))[1L]
    if (is.null(xlab)) xlab <- if (is.null(nx) || !nzchar(nx)) xnam else nx
    if (is.null(ylab)) ylab <- xnam
    nms <- names(x)
    is.num <- suppressWarnings(!anyNA(xx <- as.numeric(nms)))
    x0 <- if (is.num) xx else seq_along(x)
    plot(x0, unclass(x), type = type, ylim = ylim, xlab = xlab, ylab = ylab, frame.plot = frame.plot, lwd = lwd,
         ..., xaxt = "n")
    axis(1, at = x0, labels = nms)
    invisible()
}
plot.histogram <- function(x, freq = equidist, density = NULL, angle = 45, col = "lightgray", border = NULL, lty = NULL,
                           main = paste("Histogram of", paste(x$xname, collapse = "\n")), sub = NULL, xlab = x$xname,
                           ylab, xlim = range(x$breaks), ylim = NULL, axes = TRUE, labels = FALSE, add = FALSE,
                           ann = TRUE, ...) {
    equidist <- if (is.logical(x$equidist)) x$equidist else {
        h <- diff(x$breaks)
        diff(range(h)) < 1e-7 * mean(h)
    }
    if (freq && !equidist) warning("the AREAS in the plot are wrong -- rather use 'freq = FALSE'")
    y <- if (freq) x$counts else x$density
    nB <- length(x$breaks)
    if (is.null(y) || 0L == nB) stop("'x' is wrongly structured")
    if (!add) {
        if (is.null(ylim)) ylim <- range(y, 0)
        if (missing(ylab) || is.null(ylab)) ylab <- if (!freq) "Density" else "Frequency"
        plot.new()
        plot.window(xlim, ylim, "", ...)
        if (ann) title(main = main, sub = sub, xlab = xlab, ylab = ylab, ...)
        if (axes) {
            axis(1, ...)
            # frequencies are whole numbers: no ticks between them
            yt <- axTicks(2)
            if (freq && any(frac <- (yt %% 1) != 0)) yt <- yt[!frac]
            axis(2, at = yt, ...)
        }
    }
    rect(x$breaks[-nB], 0, x$breaks[-1L], y, col = col, border = border, angle = angle, density = density, lty = lty)
    if ((logl <- is.logical(labels) && labels) || is.character(labels))
        text(x$mids, y, labels = if (logl) { if (freq) x$counts else round(x$density, 3) } else labels,
             adj = c(0.5, -0.5), ...)
    invisible()
}
lines.histogram <- function(x, ...) plot.histogram(x, ..., add = TRUE)
