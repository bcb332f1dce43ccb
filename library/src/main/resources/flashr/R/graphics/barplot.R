# barplot: bars side by side or stacked, vertical or horizontal; returns the bars' midpoints.
barplot <- function(height, ...) UseMethod("barplot")
barplot.default <- function(height, width = 1, space = NULL, names.arg = NULL, legend.text = NULL, beside = FALSE,
                            horiz = FALSE, density = NULL, angle = 45, col = NULL, border = par("fg"), main = NULL,
                            sub = NULL, xlab = NULL, ylab = NULL, xlim = NULL, ylim = NULL, xpd = TRUE, log = "",
                            axes = TRUE, axisnames = TRUE, cex.axis = par("cex.axis"), cex.names = par("cex.axis"),
                            inside = TRUE, plot = TRUE, axis.lty = 0, offset = 0, add = FALSE,
                            ann = !add && par("ann"), args.legend = NULL, ...) {
    if (is.null(space)) space <- if (is.matrix(height) && beside) c(0, 1) else 0.2
    space <- space * mean(width)
    if (plot && axisnames && is.null(names.arg))
        names.arg <- if (is.matrix(height)) colnames(height) else names(height)
    if (is.vector(height) || (is.array(height) && (length(dim(height)) == 1))) {
        height <- cbind(height)
        beside <- TRUE
        if (is.null(col)) col <- "grey"
    } else if (!is.matrix(height)) stop("'height' must be a vector or a matrix")
    if (is.logical(legend.text)) legend.text <- if (legend.text && is.matrix(height)) rownames(height)
    stopifnot(is.character(log))
    logx <- grepl("x", log, fixed = TRUE)
    logy <- grepl("y", log, fixed = TRUE)
    NR <- nrow(height)
    NC <- ncol(height)
    if (beside) {
        if (length(space) == 2) space <- rep.int(c(space[2L], rep.int(space[1L], NR - 1)), NC)
        width <- rep_len(width, NR)
    } else {
        width <- rep_len(width, NC)
    }
    offset <- rep_len(as.vector(offset), length(width))
    delta <- width / 2
    w.r <- cumsum(space + width)
    w.m <- w.r - delta
    w.l <- w.m - delta
    log.dat <- (logx && horiz) || (logy && !horiz)
    # on a log axis bars stand on ylim's (xlim's) lower end, else on 0.9 of the lowest bar: not on 0
    rectbase <- 0
    if (log.dat) {
        if (min(height + offset, na.rm = TRUE) <= 0)
            stop("log scale error: at least one 'height + offset' value <= 0")
        if (logx && !is.null(xlim) && min(xlim) <= 0) stop("log scale error: 'xlim' <= 0")
        if (logy && !is.null(ylim) && min(ylim) <= 0) stop("log scale error: 'ylim' <= 0")
        rectbase <- if (logy && !horiz && !is.null(ylim)) ylim[1L]
                    else if (logx && horiz && !is.null(xlim)) xlim[1L]
                    else 0.9 * min(height, na.rm = TRUE)
    }
    if (beside) w.m <- matrix(w.m, ncol = NC)
    if (!beside) height <- rbind(rectbase, apply(height, 2L, cumsum))
    rAdj <- offset + (if (log.dat) 0.9 * height else -0.01 * height)
    if (plot) {
        opar <- if (horiz) par(xpd = xpd, xaxs = "i") else par(xpd = xpd, yaxs = "i")
        on.exit(par(opar))
        if (is.null(col)) col <- gray.colors(NR)
        if (!add) {
            if (horiz) {
                if (is.null(xlim)) xlim <- range(rAdj, height + offset, na.rm = TRUE)
                if (is.null(ylim)) ylim <- c(min(w.l), max(w.r))
            } else {
                if (is.null(xlim)) xlim <- c(min(w.l), max(w.r))
                if (is.null(ylim)) ylim <- range(rAdj, height + offset, na.rm = TRUE)
            }
            plot.new()
            plot.window(xlim, ylim, log = log, ...)
        }
        xyrect <- function(x1, y1, x2, y2, horizontal = TRUE, ...) {
            if (horizontal) rect(x1, y1, x2, y2, ...) else rect(y1, x1, y2, x2, ...)
        }
        if (beside) {
            xyrect(rectbase + offset, w.l, c(height) + offset, w.r, horizontal = horiz, angle = angle, density = density,
                   col = col, border = border)
        } else {
            for (i in 1L:NC) {
                xyrect(height[1L:NR, i] + offset[i], w.l[i], height[-1, i] + offset[i], w.r[i], horizontal = horiz,
                       angle = angle, density = density, col = col, border = border)
            }
        }
        if (axisnames && !is.null(names.arg)) {
            at.l <- if (length(names.arg) != length(w.m)) {
                if (length(names.arg) == NC) colMeans(w.m) else stop("incorrect number of names")
            } else w.m
            axis(if (horiz) 2 else 1, at = at.l, labels = names.arg, lty = axis.lty, cex.axis = cex.names, ...)
        }
        if (!is.null(legend.text)) {
            legend.col <- rep_len(col, length(legend.text))
            if ((horiz & beside) || (!horiz & !beside)) {
                legend.text <- rev(legend.text)
                legend.col <- rev(legend.col)
            }
            xy <- par("usr")
            args <- list(x = xy[2L] - xinch(0.1), y = xy[4L] - yinch(0.1), legend = legend.text, fill = legend.col,
                         xjust = 1, yjust = 1)
            args[names(args.legend)] <- args.legend
            do.call("legend", args)
        }
        if (ann) title(main = main, sub = sub, xlab = xlab, ylab = ylab, ...)
        if (axes) axis(if (horiz) 1 else 2, cex.axis = cex.axis, ...)
        invisible(w.m)
    } else w.m
}
barplot.formula <- function(formula, data = parent.frame(), ..., subset, na.action, horiz = FALSE,
                            xlab = NULL, ylab = NULL) {
    mf <- if (is.environment(data)) model.frame(formula) else model.frame(formula, data = data)
    h <- mf[[1L]]
    names(h) <- as.character(mf[[2L]])
    barplot(h, horiz = horiz, xlab = if (is.null(xlab)) names(mf)[2L] else xlab,
            ylab = if (is.null(ylab)) names(mf)[1L] else ylab, ...)
}
