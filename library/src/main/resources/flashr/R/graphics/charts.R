# Charts: pie, dotchart, stripchart, pairs, matplot, qqnorm/qqline/qqplot, and their helpers.
pie <- function(x, labels = names(x), edges = 200, radius = 0.8, clockwise = FALSE, init.angle = if (clockwise) 90 else 0,
                density = NULL, angle = 45, col = NULL, border = NULL, lty = NULL, main = NULL, ...) {
    if (!is.numeric(x) || any(is.na(x) | x < 0)) stop("'x' values must be positive.")
    if (is.null(labels)) labels <- as.character(seq_along(x)) else labels <- .gr_labels(labels)
    x <- c(0, cumsum(x) / sum(x))
    dx <- diff(x)
    nx <- length(dx)
    plot.new()
    pin <- par("pin")
    xlim <- ylim <- c(-1, 1)
    if (pin[1L] > pin[2L]) xlim <- (pin[1L] / pin[2L]) * xlim else ylim <- (pin[2L] / pin[1L]) * ylim
    plot.window(xlim, ylim, "", asp = 1)
    if (is.null(col)) col <- if (is.null(density)) c("white", "lightblue", "mistyrose", "lightcyan", "lavender", "cornsilk") else par("fg")
    col <- rep_len(col, nx)
    border <- if (is.null(border)) rep_len(par("fg"), nx) else rep_len(border, nx)
    lty <- if (is.null(lty)) rep_len(par("lty"), nx) else rep_len(lty, nx)
    twopi <- if (clockwise) -2 * pi else 2 * pi
    t2xy <- function(t) {
        t2p <- twopi * t + init.angle * pi / 180
        list(x = radius * cos(t2p), y = radius * sin(t2p))
    }
    for (i in 1L:nx) {
        n <- max(2, floor(edges * dx[i]))
        P <- t2xy(seq.int(x[i], x[i + 1], length.out = n))
        polygon(c(P$x, 0), c(P$y, 0), border = border[i], col = col[i], lty = lty[i])
        P <- t2xy(mean(x[i + 0:1]))
        lab <- labels[i]
        if (!is.na(lab) && nzchar(lab)) {
            lines(c(1, 1.05) * P$x, c(1, 1.05) * P$y)
            text(1.1 * P$x, 1.1 * P$y, labels[i], xpd = TRUE, adj = ifelse(P$x < 0, 1, 0), ...)
        }
    }
    title(main = main, ...)
    invisible(NULL)
}
dotchart <- function(x, labels = NULL, groups = NULL, gdata = NULL, offset = 1/8, ann = par("ann"), xaxt = par("xaxt"),
                     frame.plot = TRUE, log = "", cex = par("cex"), pt.cex = cex, pch = 21, gpch = 21, bg = par("bg"),
                     color = par("fg"), gcolor = par("fg"), lcolor = "gray", xlim = range(x[is.finite(x)]),
                     main = NULL, xlab = NULL, ylab = NULL, ...) {
    opar <- par("mai", "mar", "mgp", "cex", "yaxs")
    on.exit(par(opar))
    # as R: the rows' axis not extended (0 and the last row + 1 are the plot's edges)
    par(cex = cex, yaxs = "i")
    if (!is.numeric(x)) stop("'x' must be a numeric vector or matrix")
    n <- length(x)
    if (is.matrix(x)) {
        if (is.null(labels)) labels <- rownames(x)
        if (is.null(labels)) labels <- as.character(seq_len(nrow(x)))
        labels <- rep_len(labels, n)
        if (is.null(groups)) {
            cn <- colnames(x)
            groups <- factor(col(x), labels = if (is.null(cn)) seq_len(ncol(x)) else cn)
        }
        glabels <- levels(groups)
    } else {
        if (is.null(labels)) labels <- names(x)
        glabels <- if (!is.null(groups)) levels(groups)
    }
    plot.new()
    linch <- if (!is.null(labels)) max(strwidth(labels, "inch"), na.rm = TRUE) else 0
    if (is.null(glabels)) ginch <- goffset <- 0
    else {
        ginch <- max(strwidth(glabels, "inch"), na.rm = TRUE)
        goffset <- offset
    }
    # the left margin widened to hold the labels (in inches, as R)
    nmai <- opar[["mai"]]
    nm.2 <- nmai[2L]
    if (!(is.null(labels) && is.null(glabels))) {
        yi <- if (is.null(ylab) || !ann) 0 else offset
        nm.2 <- nmai[4L] + max(yi + linch + goffset, ginch) + 1/16
        if (nmai[2L] < nm.2) {
            nmai[2L] <- nm.2
            par(mai = nmai)
        }
    }
    if (is.null(groups)) {
        o <- seq_len(n)
        y <- o
        ylim <- c(0, n + 1)
    } else {
        # the first group at the top, two rows between groups
        o <- order(as.numeric(groups), decreasing = TRUE)
        x <- x[o]
        groups <- groups[o]
        color <- rep_len(color, length(groups))[o]
        lcolor <- rep_len(lcolor, length(groups))[o]
        pch <- rep_len(pch, length(groups))[o]
        y <- seq_len(n) + 2 * cumsum(c(0, diff(as.numeric(groups)) != 0))
        ylim <- range(0, y + 2)
    }
    plot.window(xlim = xlim, ylim = ylim, log = log)
    lheight <- par("csi")
    if (!is.null(labels))
        mtext(labels[o], side = 2, line = (linch + 0.1) / lheight, at = y, adj = 0, col = color, las = 2, cex = cex, ...)
    abline(h = y, lty = "dotted", col = lcolor)
    points(x, y, pch = pch, col = color, bg = bg, cex = pt.cex / cex)
    if (!is.null(groups)) {
        gpos <- rev(cumsum(rev(tapply(groups, groups, length)) + 2) - 1)
        goffset <- (max(linch + offset, ginch, na.rm = TRUE) + 1/16) / lheight
        mtext(glabels, side = 2, line = goffset, at = gpos, adj = 0, col = gcolor, las = 2, cex = cex, ...)
        if (!is.null(gdata)) {
            abline(h = gpos, lty = "dotted")
            points(gdata, gpos, pch = gpch, col = gcolor, bg = bg, cex = pt.cex / cex, ...)
        }
    }
    axis(1, xaxt = xaxt)
    if (frame.plot) box()
    if (ann) {
        title(main = main, xlab = xlab, ...)
        mgp <- par("mgp")
        par(mgp = c(max(mgp[1], nm.2 / lheight - 1.5), mgp[-1]))
        title(ylab = ylab, ...)
    }
    invisible()
}
stripchart <- function(x, ...) UseMethod("stripchart")
stripchart.default <- function(x, method = "overplot", jitter = 0.1, offset = 1/3, vertical = FALSE, group.names,
                               add = FALSE, at = NULL, xlim = NULL, ylim = NULL, ylab = NULL, xlab = NULL, dlab = "",
                               glab = "", log = "", pch = 0, col = par("fg"), cex = par("cex"), axes = TRUE,
                               frame.plot = axes, ...) {
    method <- pmatch(method, c("overplot", "jitter", "stack"))[1L]
    if (is.na(method) || method == 0L) stop("invalid plotting method")
    groups <- if (is.list(x)) x else if (is.numeric(x)) list(x)
    if (0L == (n <- length(groups))) stop("invalid first argument")
    if (!missing(group.names)) attr(groups, "names") <- group.names
    else if (is.null(attr(groups, "names"))) attr(groups, "names") <- seq_len(n)
    if (is.null(at)) at <- seq_len(n)
    else if (length(at) != n)
        stop(gettextf("'at' must have length equal to the number %d of groups", n), domain = NA)
    if (is.null(dlab)) dlab <- deparse1(substitute(x))
    if (!add) {
        # the groups' axis spans 1..n whatever 'at' says (as R), widened for the jitter or the stacks
        dlim <- range(unlist(groups, use.names = FALSE), na.rm = TRUE)
        glim <- c(1L, n)
        if (method == 2L) glim <- glim + jitter * if (n == 1L) c(-5, 5) else c(-2, 2)
        else if (method == 3L) glim <- glim + if (n == 1L) c(-1, 1) else c(0, 0.5)
        if (is.null(xlim)) xlim <- if (vertical) glim else dlim
        if (is.null(ylim)) ylim <- if (vertical) dlim else glim
        plot.new()
        plot.window(xlim, ylim, log, ...)
        if (frame.plot) box()
        if (vertical) {
            if (axes) { if (n > 1L) axis(1, at = at, labels = names(groups), ...); Axis(x, side = 2, ...) }
            if (is.null(ylab)) ylab <- dlab
            if (is.null(xlab)) xlab <- glab
        } else {
            if (axes) { Axis(x, side = 1, ...); if (n > 1L) axis(2, at = at, labels = names(groups), ...) }
            if (is.null(xlab)) xlab <- dlab
            if (is.null(ylab)) ylab <- glab
        }
        title(xlab = xlab, ylab = ylab, ...)
    }
    csize <- cex * if (vertical) xinch(par("cin")[1L]) else yinch(par("cin")[2L])
    for (i in seq_len(n)) {
        v <- groups[[i]]
        y <- rep.int(at[i], length(v))
        if (method == 2L) y <- y + stats::runif(length(y), -jitter, jitter)
        else if (method == 3L) {
            # equal values stacked: each value's k-th copy offset * (k - 1) character heights up
            vg <- split(v, factor(v))
            v <- unlist(vg, use.names = FALSE)
            y <- rep.int(at[i], length(v)) + (unlist(lapply(vg, seq_along), use.names = FALSE) - 1) * offset * csize
        }
        colour <- col[(i - 1L) %% length(col) + 1L]
        symbol <- pch[(i - 1L) %% length(pch) + 1L]
        if (vertical) points(y, v, col = colour, pch = symbol, cex = cex, ...)
        else points(v, y, col = colour, pch = symbol, cex = cex, ...)
    }
    invisible()
}
stripchart.formula <- function(x, data = NULL, dlab = NULL, ..., subset, na.action = NULL) {
    mf <- if (is.null(data)) model.frame(x) else model.frame(x, data = data)
    response <- attr(attr(mf, "terms"), "response")
    if (is.null(dlab)) dlab <- names(mf)[response]
    stripchart(split(mf[[response]], mf[-response][[1L]]), dlab = dlab, glab = names(mf)[-response][1L], ...)
}
pairs <- function(x, ...) UseMethod("pairs")
pairs.default <- function(x, labels, panel = points, ..., horInd = 1:nc, verInd = 1:nc, lower.panel = panel,
                          upper.panel = panel, diag.panel = NULL, text.panel = textPanel, label.pos = 0.5 + has.diag / 3,
                          line.main = 3, cex.labels = NULL, font.labels = 1, row1attop = TRUE, gap = 1, log = "",
                          main = NULL) {
    textPanel <- function(x = 0.5, y = 0.5, txt, cex, font) text(x, y, txt, cex = cex, font = font)
    if (is.data.frame(x)) x <- .gr_data_matrix(x)
    if (!is.matrix(x)) stop("invalid argument 'x'")
    nc <- ncol(x)
    if (nc < 2L) stop("only one column in the argument to 'pairs'")
    has.diag <- !is.null(diag.panel)
    if (missing(labels)) {
        labels <- colnames(x)
        if (is.null(labels)) labels <- paste("var", 1L:nc)
    }
    oma <- c(4, 4, if (!is.null(main)) 6 else 4, 4)
    opar <- par(mfrow = c(nc, nc), mar = rep.int(gap / 2, 4), oma = oma)
    on.exit(par(opar))
    cex <- 1
    for (i in if (row1attop) verInd else rev(verInd)) {
        for (j in horInd) {
            plot.new()
            xr <- range(x[, j], finite = TRUE)
            yr <- range(x[, i], finite = TRUE)
            plot.window(xr, yr)
            # Frame and axes come first, in the panel's data coordinates: the diagonal text panel then
            # switches to unit coordinates and, as in R, leaves them set (par("usr") reads 0 1 0 1 afterwards).
            box()
            if (i == verInd[1L] && j %% 2 == 0) axis(3, xpd = NA)
            if (i == verInd[length(verInd)] && j %% 2 == 1) axis(1, xpd = NA)
            if (j == horInd[1L] && i %% 2 == 0) axis(2, xpd = NA)
            if (j == horInd[length(horInd)] && i %% 2 == 1) axis(4, xpd = NA)
            if (i == j) {
                if (has.diag) diag.panel(as.vector(x[, i]))
                par(usr = c(0, 1, 0, 1))
                if (is.null(cex.labels)) {
                    l.wid <- strwidth(labels, "user")
                    cex.labels <- max(0.8, min(2, 0.9 / max(l.wid)))
                }
                text.panel(0.5, label.pos, labels[i], cex = cex.labels, font = font.labels)
            } else if (i < j) {
                upper.panel(as.vector(x[, j]), as.vector(x[, i]), ...)
            } else {
                lower.panel(as.vector(x[, j]), as.vector(x[, i]), ...)
            }
        }
    }
    if (!is.null(main)) mtext(main, side = 3, line = line.main * 0.5, outer = TRUE, cex = 1.5, font = 2)
    invisible(NULL)
}
pairs.formula <- function(formula, data = NULL, ...) {
    mf <- if (is.null(data)) model.frame(formula) else model.frame(formula, data = data)
    pairs(.gr_data_matrix(mf), ...)
}
matplot <- function(x, y, type = "p", lty = 1:5, lwd = 1, lend = par("lend"), pch = NULL, col = 1:6, cex = NULL,
                    bg = NA, xlab = NULL, ylab = NULL, xlim = NULL, ylim = NULL, log = "", ..., add = FALSE,
                    verbose = FALSE) {
    xlabel <- if (!missing(x)) deparse1(substitute(x))
    ylabel <- if (!missing(y)) deparse1(substitute(y))
    if (missing(x)) {
        if (missing(y)) stop("must specify at least one of 'x' and 'y'")
        x <- seq_len(NROW(y))
        xlabel <- ""
    } else if (missing(y)) {
        y <- x
        ylabel <- xlabel
        x <- seq_len(NROW(y))
        xlabel <- ""
    }
    x <- as.matrix(x)
    y <- as.matrix(y)
    if (nrow(x) != nrow(y)) stop("'x' and 'y' must have same number of rows")
    kx <- ncol(x)
    ky <- ncol(y)
    k <- max(kx, ky)
    type <- rep_len(strsplit(type, NULL)[[1L]], k)
    if (is.null(pch)) pch <- c(1L:9L, 0L, letters, LETTERS)
    pch <- rep_len(pch, k)
    lty <- rep_len(lty, k)
    lwd <- rep_len(lwd, k)
    col <- rep_len(col, k)
    if (is.null(cex)) cex <- 1
    cex <- rep_len(cex, k)
    if (!add) {
        if (is.null(xlim)) xlim <- range(x[is.finite(x)])
        if (is.null(ylim)) ylim <- range(y[is.finite(y)])
        plot(xlim, ylim, type = "n", xlab = if (is.null(xlab)) xlabel else xlab, ylab = if (is.null(ylab)) ylabel else ylab,
             log = log, ...)
    }
    for (i in 1L:k) {
        xi <- x[, 1L + (i - 1L) %% kx]
        yi <- y[, 1L + (i - 1L) %% ky]
        plot.xy(list(x = xi, y = yi), type = type[i], lty = lty[i], lwd = lwd[i], pch = pch[i], col = col[i],
                cex = cex[i], bg = bg)
    }
    invisible()
}
ppoints <- function(n, a = if (n <= 10) 3/8 else 1/2) {
    if (length(n) > 1L) n <- length(n)
    if (n > 0) (1L:n - a) / (n + 1 - 2 * a) else numeric()
}
jitter <- function(x, factor = 1, amount = NULL) {
    z <- diff(r <- range(x, na.rm = TRUE))
    if (z == 0) z <- abs(r[1L])
    if (z == 0) z <- 1
    if (is.null(amount)) {
        d <- diff(xx <- unique(sort.int(round(x, 3 - floor(log10(z))))))
        d <- if (length(d)) min(d) else if (xx != 0) xx / 10 else z / 10
        amount <- factor / 5 * abs(d)
    } else if (amount == 0) amount <- factor * (z / 50)
    x + runif(length(x), -amount, amount)
}
qqnorm <- function(y, ...) UseMethod("qqnorm")
qqnorm.default <- function(y, ylim, main = "Normal Q-Q Plot", xlab = "Theoretical Quantiles",
                           ylab = "Sample Quantiles", plot.it = TRUE, datax = FALSE, ...) {
    if (has.na <- any(ina <- is.na(y))) {
        yN <- y
        y <- y[!ina]
    }
    if (0 == (n <- length(y))) stop("y is empty or has only NAs")
    if (plot.it && missing(ylim)) ylim <- range(y)
    x <- qnorm(ppoints(n))[order(order(y))]
    if (has.na) {
        y <- x
        x <- yN
        x[!ina] <- y
        y <- yN
    }
    if (plot.it) {
        if (datax) plot(y, x, main = main, xlab = ylab, ylab = xlab, xlim = ylim, ...)
        else plot(x, y, main = main, xlab = xlab, ylab = ylab, ylim = ylim, ...)
    }
    invisible(if (datax) list(x = y, y = x) else list(x = x, y = y))
}
qqline <- function(y, datax = FALSE, distribution = qnorm, probs = c(0.25, 0.75), qtype = 7, ...) {
    y <- quantile(y, probs, names = FALSE, type = qtype, na.rm = TRUE)
    x <- distribution(probs)
    if (datax) {
        slope <- diff(x) / diff(y)
        int <- x[1L] - slope * y[1L]
    } else {
        slope <- diff(y) / diff(x)
        int <- y[1L] - slope * x[1L]
    }
    abline(int, slope, ...)
}
qqplot <- function(x, y, plot.it = TRUE, xlab = deparse1(substitute(x)), ylab = deparse1(substitute(y)), ...) {
    sx <- sort(x)
    sy <- sort(y)
    lenx <- length(sx)
    leny <- length(sy)
    if (leny < lenx) sx <- approx(1L:lenx, sx, n = leny)$y
    if (leny > lenx) sy <- approx(1L:leny, sy, n = lenx)$y
    if (plot.it) plot(sx, sy, xlab = xlab, ylab = ylab, ...)
    invisible(list(x = sx, y = sy))
}
