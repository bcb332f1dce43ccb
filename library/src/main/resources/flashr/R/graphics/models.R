# Plots of fitted objects: lm diagnostics, densities, step functions and ecdfs, dendrograms of hclust,
# prcomp's scree plot and biplot.
.gr_dendro_coords <- function(hc) {
    m <- hc$merge
    n <- nrow(m) + 1L
    pos <- numeric(n)
    pos[hc$order] <- seq_len(n)
    nx <- numeric(n - 1L)
    at <- function(k) if (k < 0) pos[-k] else nx[k]
    for (k in seq_len(n - 1L)) nx[k] <- (at(m[k, 1L]) + at(m[k, 2L])) / 2
    list(pos = pos, nx = nx, at = at)
}
.gr_dendrogram <- function(hc, horiz = FALSE, hang = -1) {
    # the tree drawn in its own region: leaves along one side, heights along the other
    m <- hc$merge
    n <- nrow(m) + 1L
    h <- hc$height
    pos <- numeric(n)
    pos[hc$order] <- seq_len(n)
    nx <- numeric(n - 1L)
    for (k in seq_len(n - 1L)) {
        a <- m[k, ]
        xa <- ifelse(a < 0, pos[pmax(-a, 1L)], nx[pmax(a, 1L)])
        nx[k] <- mean(xa)
    }
    plot.new()
    if (horiz) plot.window(c(max(h), 0), c(0.5, n + 0.5), xaxs = "i", yaxs = "i")
    else plot.window(c(0.5, n + 0.5), c(0, max(h)), xaxs = "i", yaxs = "i")
    for (k in seq_len(n - 1L)) {
        a <- m[k, ]
        xa <- ifelse(a < 0, pos[pmax(-a, 1L)], nx[pmax(a, 1L)])
        ya <- ifelse(a < 0, 0, h[pmax(a, 1L)])
        if (horiz) segments(c(ya, h[k]), c(xa, xa[1L]), c(h[k], h[k], h[k]), c(xa, xa[2L]))
        else segments(c(xa, xa[1L]), c(ya, h[k]), c(xa, xa[2L]), c(h[k], h[k]))
    }
    invisible()
}
plot.hclust <- function(x, labels = NULL, hang = 0.1, check = TRUE, axes = TRUE, frame.plot = FALSE, ann = TRUE,
                        main = "Cluster Dendrogram", sub = NULL, xlab = NULL, ylab = "Height", ...) {
    m <- x$merge
    if (!is.matrix(m) || ncol(m) != 2L) stop("invalid dendrogram")
    n <- nrow(m) + 1L
    h <- as.double(x$height)
    labels <- if (is.null(labels)) as.character(if (is.null(x$labels)) seq_len(n) else x$labels)
              else if (is.logical(labels) && !labels) character(n) else as.character(labels)
    if (length(labels) != n || n < 3L || !is.finite(hang)) stop("invalid dendrogram input")
    cex <- list(...)$cex
    if (is.null(cex)) cex <- 1
    font <- list(...)$font
    if (is.null(font)) font <- par("font")
    plot.new()
    .gr_hclust_window(m, h, hang, labels, cex, font)
    .gr_hclust_draw(x, h, hang, labels, cex, font, ...)
    if (axes) axis(2, at = pretty(range(h)))
    if (frame.plot) box()
    if (ann) {
        if (!is.null(cl <- x$call) && is.null(sub)) sub <- paste0(deparse(cl[[1L]]), " (*, \"", x$method, "\")")
        if (is.null(xlab) && !is.null(cl)) xlab <- deparse(cl[[2L]])
        title(main = main, sub = sub, xlab = xlab, ylab = ylab)
    }
    invisible()
}
# The y range of a dendrogram plot (R's C_dendwindow): the tree fills the plot region once the deepest leaf
# label (its text width, plus an "m", both in the labels' font, hangs below the leaf in inches) has been given
# room below it.
.gr_hclust_window <- function(m, h, hang, labels, cex, font) {
    pin <- par("pin")[2L]
    ll <- ifelse(is.na(labels), 0, strwidth(labels, "inches", cex = cex, font = font) +
                                   strwidth("m", "inches", cex = cex, font = font))
    ymax <- max(h)
    if (hang >= 0) {
        yrange <- (1 + hang) * (ymax - min(h))
        leafh <- numeric(length(labels))
        leafh[-m[m < 0]] <- h[row(m)[m < 0]]
        depth <- (ymax - leafh) / yrange * pin + ll
    } else {
        yrange <- ymax
        depth <- pin + ll
    }
    deepest <- which.max(depth)
    plot.window(c(1, length(labels)), c(ymax - pin / (pin - ll[deepest]) * yrange, ymax))
}
# Draws the merges as R's C_dend does: leaves hang 'hang' times the height span below their merge (or sit at 0),
# labels are rotated 90 degrees, one "m" below the leaf, and may spill into the figure margins.
.gr_hclust_draw <- function(x, h, hang, labels, cex, font, ...) {
    m <- x$merge
    n <- length(labels)
    xpd <- if (isFALSE(par("xpd"))) TRUE else par("xpd")
    pos <- numeric(n)
    pos[x$order] <- seq_len(n)
    hangu <- hang * (h[n - 1L] - h[1L])
    nx <- numeric(n - 1L)
    leafy <- numeric(n)
    for (k in seq_len(n - 1L)) {
        a <- m[k, ]
        xa <- ifelse(a < 0, pos[pmax(-a, 1L)], nx[pmax(a, 1L)])
        nx[k] <- mean(xa)
        for (e in a[a < 0]) leafy[-e] <- if (hang >= 0) h[k] - hangu else 0
        ya <- ifelse(a < 0, leafy[pmax(-a, 1L)], h[pmax(a, 1L)])
        segments(c(xa, xa[1L]), c(ya, h[k]), c(xa, xa[2L]), c(h[k], h[k]), xpd = xpd)
    }
    shown <- !is.na(labels)
    offset <- yinch(strwidth("m", "inches", cex = cex, font = font))
    text(pos[shown], leafy[shown] - offset, labels[shown], srt = 90, adj = c(1, 0.3), cex = cex, font = font, xpd = xpd)
}
plot.density <- function(x, main = NULL, xlab = NULL, ylab = "Density", type = "l", zero.line = TRUE, ...) {
    if (is.null(xlab)) xlab <- paste("N =", x$n, "  Bandwidth =", formatC(x$bw, digits = 4L))
    if (is.null(main)) main <- deparse(x$call)
    plot.default(list(x = x$x, y = x$y), main = main, xlab = xlab, ylab = ylab, type = type, ...)
    if (zero.line) abline(h = 0, lwd = 0.1, col = "gray")
    invisible(NULL)
}
lines.density <- function(x, ...) lines.default(x$x, x$y, ...)
plot.stepfun <- function(x, xval, xlim, ylim = range(c(y, Fn.kn)), xlab = "x", ylab = "f(x)", main = NULL,
                         add = FALSE, verticals = TRUE, do.points = (n < 1000), pch = par("pch"), col = par("col"),
                         col.points = col, cex.points = par("cex"), col.hor = col, col.vert = col, lty = par("lty"),
                         lwd = par("lwd"), ...) {
    if (is.null(main)) main <- if (!is.null(attr(x, "call"))) deparse(attr(x, "call")) else "stepfun"
    knF <- knots(x)
    xval <- if (missing(xval)) knF else sort(xval)
    if (missing(xlim)) {
        rx <- range(xval)
        dr <- if (length(xval) > 1L) max(0.08 * diff(rx), median(diff(xval))) else abs(xval) / 16
        xlim <- rx + dr * c(-1, 1)
    } else dr <- diff(xlim)
    xval <- xval[xlim[1L] - dr <= xval & xval <= xlim[2L] + dr]
    ti <- c(xlim[1L] - dr, xval, xlim[2L] + dr)
    ti.l <- ti[-length(ti)]
    ti.r <- ti[-1L]
    y <- x(0.5 * (ti.l + ti.r))
    n <- length(y)
    Fn.kn <- x(xval)
    if (!add) plot(NA, NA, type = "n", xlim = xlim, ylim = ylim, xlab = xlab, ylab = ylab, main = main, ...)
    segments(ti.l, y, ti.r, y, col = col.hor, lty = lty, lwd = lwd)
    if (do.points) points(xval, Fn.kn, pch = pch, col = col.points, cex = cex.points)
    if (verticals) segments(xval, y[-n], xval, y[-1L], col = col.vert, lty = lty, lwd = lwd)
    invisible(list(t = ti, y = y))
}
plot.ecdf <- function(x, ..., ylab = "Fn(x)", verticals = FALSE, col.01line = "gray70", pch = 19) {
    plot.stepfun(x, ..., ylab = ylab, verticals = verticals, pch = pch)
    abline(h = c(0, 1), col = col.01line, lty = 2)
}
plot.lm <- function(x, which = c(1, 2, 3, 5), caption = c("Residuals vs Fitted", "Normal Q-Q", "Scale-Location",
                    "Cook's distance", "Residuals vs Leverage"), main = "", ask = FALSE, id.n = 3, ...) {
    r <- residuals(x)
    yh <- fitted(x)
    Q <- qr.Q(x$qr)
    hii <- rowSums(Q^2)
    p <- x$rank
    s <- sqrt(sum(r^2) / x$df.residual)
    rs <- r / (s * sqrt(1 - hii))
    cook <- rs^2 * hii / (p * (1 - hii))
    label <- function(px, py, v) {
        if (id.n > 0) {
            k <- order(-abs(v))[seq_len(min(id.n, length(v)))]
            nm <- names(r)
            if (is.null(nm)) nm <- as.character(seq_along(r))
            text(px[k], py[k], nm[k], pos = 4, cex = 0.75, xpd = TRUE)
        }
    }
    smooth <- function(a, b) {
        o <- order(a)
        l <- lowess(a[o], b[o])
        lines(l$x, l$y, col = 2)
    }
    if (1 %in% which) {
        plot(yh, r, xlab = "Fitted values", ylab = "Residuals", main = main, ...)
        mtext(caption[1L], 3, 0.25)
        abline(h = 0, lty = 3, col = "gray")
        smooth(yh, r)
        label(yh, r, r)
    }
    if (2 %in% which) {
        q <- qqnorm(rs, main = main, ylab = "Standardized residuals", ...)
        mtext(caption[2L], 3, 0.25)
        qqline(rs, lty = 3, col = "gray50")
        label(q$x, q$y, rs)
    }
    if (3 %in% which) {
        sr <- sqrt(abs(rs))
        plot(yh, sr, xlab = "Fitted values", ylab = "sqrt(|Standardized residuals|)", main = main,
             ylim = c(0, max(sr)), ...)
        mtext(caption[3L], 3, 0.25)
        smooth(yh, sr)
        label(yh, sr, rs)
    }
    if (4 %in% which) {
        plot(seq_along(cook), cook, type = "h", xlab = "Obs. number", ylab = "Cook's distance", main = main, ...)
        mtext(caption[4L], 3, 0.25)
        label(seq_along(cook), cook, cook)
    }
    if (5 %in% which) {
        plot(hii, rs, xlab = "Leverage", ylab = "Standardized residuals", main = main,
             xlim = c(0, max(hii)), ...)
        mtext(caption[5L], 3, 0.25)
        abline(h = 0, v = 0, lty = 3, col = "gray")
        smooth(hii, rs)
        label(hii, rs, cook)
    }
    invisible()
}
screeplot <- function(x, npcs = min(10, length(x$sdev)), type = c("barplot", "lines"), main = deparse1(substitute(x)), ...) {
    type <- match.arg(type)
    pcs <- x$sdev^2
    xp <- seq_len(npcs)
    if (type == "barplot") barplot(pcs[xp], names.arg = names(pcs[xp]), main = main, ylab = "Variances", ...)
    else {
        plot(xp, pcs[xp], type = "b", axes = FALSE, main = main, xlab = "", ylab = "Variances", ...)
        axis(2)
        axis(1, at = xp, labels = names(pcs[xp]))
    }
    invisible()
}
plot.prcomp <- function(x, main = deparse1(substitute(x)), ...) screeplot(x, main = main, ...)
plot.princomp <- function(x, main = deparse1(substitute(x)), ...) screeplot(x, main = main, ...)
biplot <- function(x, ...) UseMethod("biplot")
# R's: the scores scaled by the standard deviations (times sqrt(n.obs)) to the power 'scale'
biplot.princomp <- function(x, choices = 1L:2L, scale = 1, pc.biplot = FALSE, ...) {
    if (length(choices) != 2L) stop("length of choices must be 2")
    if (!length(scores <- x$scores))
        stop(gettextf("object '%s' has no scores", deparse1(substitute(x))), domain = NA)
    lam <- x$sdev[choices]
    n <- if (is.null(x$n.obs)) 1 else x$n.obs
    lam <- lam * sqrt(n)
    if (scale < 0 || scale > 1) warning("'scale' is outside [0, 1]")
    if (scale != 0) lam <- lam^scale else lam <- 1
    if (pc.biplot) lam <- lam / sqrt(n)
    biplot.default(t(t(scores[, choices]) / lam), t(t(x$loadings[, choices]) * lam), ...)
    invisible()
}
biplot.prcomp <- function(x, choices = 1L:2L, scale = 1, pc.biplot = FALSE, ...) {
    scores <- x$x
    lam <- x$sdev[choices]
    n <- NROW(scores)
    lam <- lam * sqrt(n)
    if (scale != 0) lam <- lam^scale else lam <- 1
    if (pc.biplot) lam <- lam / sqrt(n)
    biplot.default(t(t(scores[, choices]) / lam), t(t(x$rotation[, choices]) * lam), ...)
    invisible()
}
biplot.default <- function(x, y, var.axes = TRUE, col = c("black", "red"), cex = rep(par("cex"), 2), xlabs = NULL,
                           ylabs = NULL, expand = 1, xlim = NULL, ylim = NULL, arrow.len = 0.1, main = NULL, sub = NULL,
                           xlab = NULL, ylab = NULL, ...) {
    n <- nrow(x)
    p <- nrow(y)
    if (is.null(xlabs)) { xlabs <- rownames(x); if (is.null(xlabs)) xlabs <- 1L:n }
    if (is.null(ylabs)) { ylabs <- rownames(y); if (is.null(ylabs)) ylabs <- paste0("Var", 1L:p) }
    xlabs <- as.character(xlabs)
    ylabs <- as.character(ylabs)
    unsigned.range <- function(x) c(-abs(min(x, na.rm = TRUE)), abs(max(x, na.rm = TRUE)))
    rangx1 <- unsigned.range(x[, 1L]); rangx2 <- unsigned.range(x[, 2L])
    rangy1 <- unsigned.range(y[, 1L]); rangy2 <- unsigned.range(y[, 2L])
    if (is.null(xlim) && is.null(ylim)) xlim <- ylim <- rangx1 <- rangx2 <- range(rangx1, rangx2)
    else if (is.null(xlim)) xlim <- rangx1
    else if (is.null(ylim)) ylim <- rangx2
    ratio <- max(rangy1 / rangx1, rangy2 / rangx2) / expand
    if (is.null(xlab)) xlab <- colnames(x)[1L]
    if (is.null(ylab)) ylab <- colnames(x)[2L]
    plot(x, type = "n", xlim = xlim, ylim = ylim, col = col[1L], xlab = xlab, ylab = ylab, sub = sub, main = main, ...)
    text(x, xlabs, cex = cex[1L], col = col[1L])
    par(new = TRUE)
    plot(y, axes = FALSE, type = "n", xlim = xlim * ratio, ylim = ylim * ratio, xlab = "", ylab = "", col = col[1L])
    axis(3, col = col[2L])
    axis(4, col = col[2L])
    box(col = col[1L])
    text(y, labels = ylabs, cex = cex[2L], col = col[2L])
    if (var.axes) arrows(0, 0, y[, 1L] * 0.8, y[, 2L] * 0.8, col = col[2L], length = arrow.len)
    invisible()
}
