# Plots of matrices and surfaces: image, contour (marching squares), persp (a perspective wireframe
# with filled facets, far ones first), trans3d, heatmap (with dendrograms).
image <- function(x, ...) UseMethod("image")
image.default <- function(x = seq(0, 1, length.out = nrow(z)), y = seq(0, 1, length.out = ncol(z)), z, zlim = range(z[is.finite(z)]),
                          xlim = range(x), ylim = range(y), col = hcl.colors(12, "YlOrRd", rev = TRUE), add = FALSE,
                          xaxs = "i", yaxs = "i", xlab, ylab, breaks, oldstyle = FALSE, useRaster, ...) {
    # the labels before x, y and z are reassigned: none when the matrix comes as x, as R's
    if (missing(xlab)) xlab <- if (missing(z) || missing(x)) "" else deparse1(substitute(x))
    if (missing(ylab)) ylab <- if (missing(z) || missing(y)) "" else deparse1(substitute(y))
    if (missing(z)) {
        if (!missing(x)) {
            if (is.list(x)) { z <- x$z; y <- x$y; x <- x$x }
            else {
                if (is.null(dim(x))) stop("argument must be matrix-like")
                z <- x
                x <- seq.int(0, 1, length.out = nrow(z))
            }
        } else stop("no 'z' matrix specified")
    } else if (is.list(x)) {
        y <- x$y
        x <- x$x
    }
    if (any(!is.finite(x)) || any(!is.finite(y))) stop("'x' and 'y' values must be finite and non-missing")
    if (length(x) == nrow(z)) x <- .gr_cell_edges(x)
    if (length(y) == ncol(z)) y <- .gr_cell_edges(y)
    if (missing(xlim)) xlim <- range(x)
    if (missing(ylim)) ylim <- range(y)
    if (missing(breaks)) {
        nc <- length(col)
        if (!missing(zlim) && (any(!is.finite(zlim)) || diff(zlim) < 0)) stop("invalid z limits")
        if (diff(zlim) == 0) zlim <- if (zlim[1L] == 0) c(-1, 1) else zlim[1L] + c(-0.4, 0.4) * abs(zlim[1L])
        z <- (z - zlim[1L]) / diff(zlim)
        zi <- if (oldstyle) floor((nc - 1) * z + 0.5) else floor((nc - 1e-05) * z + 1e-07)
        zi[zi < 0 | zi >= nc] <- NA
    } else {
        if (length(breaks) != length(col) + 1) stop("must have one more break than colour")
        zi <- findInterval(z, breaks, rightmost.closed = TRUE) - 1L
        zi[zi < 0 | zi >= length(col)] <- NA
    }
    if (!add) plot(NA, NA, xlim = xlim, ylim = ylim, type = "n", xaxs = xaxs, yaxs = yaxs, xlab = xlab, ylab = ylab, ...)
    nx <- length(x) - 1L
    ny <- length(y) - 1L
    xl <- rep.int(x[-length(x)], ny)
    xr <- rep.int(x[-1L], ny)
    yb <- rep(y[-length(y)], each = nx)
    yt <- rep(y[-1L], each = nx)
    k <- as.vector(zi)
    ok <- !is.na(k)
    rect(xl[ok], yb[ok], xr[ok], yt[ok], col = col[k[ok] + 1L], border = NA)
    invisible()
}
.gr_cell_edges <- function(x) {
    if (length(x) == 1L) return(x + c(-0.5, 0.5))
    dx <- 0.5 * diff(x)
    c(x[1L] - dx[1L], x[-length(x)] + dx, x[length(x)] + dx[length(x) - 1L])
}
contour <- function(x, ...) UseMethod("contour")
contour.default <- function(x = seq(0, 1, length.out = nrow(z)), y = seq(0, 1, length.out = ncol(z)), z,
                            nlevels = 10, levels = pretty(zlim, nlevels), labels = NULL, xlim = range(x, finite = TRUE),
                            ylim = range(y, finite = TRUE), zlim = range(z, finite = TRUE), labcex = 0.6, drawlabels = TRUE,
                            method = "flattest", vfont, axes = TRUE, frame.plot = axes, col = par("fg"), lty = par("lty"),
                            lwd = par("lwd"), add = FALSE, ...) {
    if (missing(z)) {
        if (!missing(x)) {
            if (is.list(x)) { z <- x$z; y <- x$y; x <- x$x }
            else { z <- x; x <- seq.int(0, 1, length.out = nrow(z)) }
        } else stop("no 'z' matrix specified")
    } else if (is.list(x)) { y <- x$y; x <- x$x }
    if (!add) {
        plot.new()
        plot.window(xlim, ylim, "")
        title(...)
    }
    col <- rep_len(col, length(levels))
    lty <- rep_len(lty, length(levels))
    lwd <- rep_len(lwd, length(levels))
    for (k in seq_along(levels)) {
        s <- .gr_contour_segments(x, y, z, levels[k])
        if (length(s$x0)) {
            segments(s$x0, s$y0, s$x1, s$y1, col = col[k], lty = lty[k], lwd = lwd[k])
            if (drawlabels) {
                m <- which.max((s$x1 - s$x0)^2 + (s$y1 - s$y0)^2)
                lab <- if (is.null(labels)) format(levels[k]) else labels[k]
                text((s$x0[m] + s$x1[m]) / 2, (s$y0[m] + s$y1[m]) / 2, lab, cex = labcex, col = col[k])
            }
        }
    }
    if (!add) {
        if (axes) { axis(1); axis(2) }
        if (frame.plot) box()
    }
    invisible()
}
.gr_contour_segments <- function(x, y, z, level) {
    # marching squares: each cell's edges crossed by the level, joined in pairs
    nx <- length(x)
    ny <- length(y)
    i <- rep.int(seq_len(nx - 1L), ny - 1L)
    j <- rep(seq_len(ny - 1L), each = nx - 1L)
    z00 <- z[cbind(i, j)]; z10 <- z[cbind(i + 1L, j)]; z01 <- z[cbind(i, j + 1L)]; z11 <- z[cbind(i + 1L, j + 1L)]
    cross <- function(a, b) (a - level) * (b - level) < 0 | (a == level & b != level)
    f <- function(a, b) (level - a) / (b - a)
    ex <- list(); ey <- list()
    # edges: bottom (00-10), right (10-11), top (01-11), left (00-01)
    eb <- cross(z00, z10); er <- cross(z10, z11); et <- cross(z01, z11); el <- cross(z00, z01)
    px <- cbind(ifelse(eb, x[i] + f(z00, z10) * (x[i + 1L] - x[i]), NA), ifelse(er, x[i + 1L], NA),
                ifelse(et, x[i] + f(z01, z11) * (x[i + 1L] - x[i]), NA), ifelse(el, x[i], NA))
    py <- cbind(ifelse(eb, y[j], NA), ifelse(er, y[j] + f(z10, z11) * (y[j + 1L] - y[j]), NA),
                ifelse(et, y[j + 1L], NA), ifelse(el, y[j] + f(z00, z01) * (y[j + 1L] - y[j]), NA))
    x0 <- y0 <- x1 <- y1 <- numeric()
    cnt <- rowSums(!is.na(px))
    for (c in which(cnt >= 2L)) {
        k <- which(!is.na(px[c, ]))
        x0 <- c(x0, px[c, k[1L]]); y0 <- c(y0, py[c, k[1L]])
        x1 <- c(x1, px[c, k[2L]]); y1 <- c(y1, py[c, k[2L]])
        if (length(k) == 4L) {
            x0 <- c(x0, px[c, k[3L]]); y0 <- c(y0, py[c, k[3L]])
            x1 <- c(x1, px[c, k[4L]]); y1 <- c(y1, py[c, k[4L]])
        }
    }
    list(x0 = x0, y0 = y0, x1 = x1, y1 = y1)
}
persp <- function(x, ...) UseMethod("persp")
persp.default <- function(x = seq(0, 1, length.out = nrow(z)), y = seq(0, 1, length.out = ncol(z)), z,
                          xlim = range(x), ylim = range(y), zlim = range(z, na.rm = TRUE), xlab = NULL, ylab = NULL,
                          zlab = NULL, main = NULL, sub = NULL, theta = 0, phi = 15, r = sqrt(3), d = 1, scale = TRUE,
                          expand = 1, col = "white", border = NULL, ltheta = -135, lphi = 0, shade = NA, box = TRUE,
                          axes = TRUE, nticks = 5, ticktype = "simple", ...) {
    if (is.null(xlab)) xlab <- if (!missing(x)) deparse1(substitute(x)) else "X"
    if (is.null(ylab)) ylab <- if (!missing(y)) deparse1(substitute(y)) else "Y"
    if (is.null(zlab)) zlab <- if (!missing(z)) deparse1(substitute(z)) else "Z"
    if (missing(z)) {
        if (!missing(x)) {
            if (is.list(x)) { z <- x$z; y <- x$y; x <- x$x }
            else { z <- x; x <- seq.int(0, 1, length.out = nrow(z)) }
        } else stop("no 'z' matrix specified")
    }
    ctr <- c(mean(xlim), mean(ylim), mean(zlim))
    hs <- c(diff(xlim), diff(ylim), diff(zlim)) / 2
    if (!scale) hs[] <- max(hs)
    hs[3L] <- hs[3L] / expand
    VT <- diag(4)
    tr <- function(a, b, c) { m <- diag(4); m[4L, 1:3] <- c(a, b, c); m }
    rx <- function(deg) { a <- deg * pi / 180; m <- diag(4); m[2L, 2L] <- m[3L, 3L] <- cos(a); m[2L, 3L] <- sin(a); m[3L, 2L] <- -sin(a); m }
    ry <- function(deg) { a <- deg * pi / 180; m <- diag(4); m[1L, 1L] <- m[3L, 3L] <- cos(a); m[1L, 3L] <- -sin(a); m[3L, 1L] <- sin(a); m }
    VT <- tr(-ctr[1L], -ctr[2L], -ctr[3L]) %*% diag(c(1 / hs, 1)) %*% rx(-90) %*% ry(-theta) %*% rx(phi) %*% tr(0, 0, -r - d)
    P <- diag(4)
    P[3L, 4L] <- -1 / d
    VT <- VT %*% P
    corners <- as.matrix(expand.grid(xlim, ylim, zlim))
    pc <- trans3d(corners[, 1L], corners[, 2L], corners[, 3L], VT)
    plot.new()
    plot.window(range(pc$x), range(pc$y), asp = 1)
    nx <- length(x); ny <- length(y)
    i <- rep.int(seq_len(nx - 1L), ny - 1L)
    j <- rep(seq_len(ny - 1L), each = nx - 1L)
    fx <- cbind(x[i], x[i + 1L], x[i + 1L], x[i])
    fy <- cbind(y[j], y[j], y[j + 1L], y[j + 1L])
    fz <- cbind(z[cbind(i, j)], z[cbind(i + 1L, j)], z[cbind(i + 1L, j + 1L)], z[cbind(i, j + 1L)])
    p <- trans3d(c(fx), c(fy), c(fz), VT)
    depth <- rowMeans(matrix(p$w, ncol = 4L))
    px <- matrix(p$x, ncol = 4L)
    py <- matrix(p$y, ncol = 4L)
    cols <- rep_len(col, nrow(px))
    ord <- order(depth, decreasing = TRUE)
    if (is.null(border)) border <- par("fg")
    for (k in ord) if (all(is.finite(px[k, ]))) polygon(px[k, ], py[k, ], col = cols[k], border = border)
    if (box) {
        e <- rbind(c(1, 2), c(3, 4), c(5, 6), c(7, 8), c(1, 3), c(2, 4), c(5, 7), c(6, 8), c(1, 5), c(2, 6), c(3, 7), c(4, 8))
        segments(pc$x[e[, 1L]], pc$y[e[, 1L]], pc$x[e[, 2L]], pc$y[e[, 2L]], lty = "dotted")
    }
    if (axes) {
        lab <- function(a, b, s) {
            q <- trans3d(a[1L], a[2L], a[3L], VT)
            q2 <- trans3d(b[1L], b[2L], b[3L], VT)
            text((q$x + q2$x) / 2, (q$y + q2$y) / 2, s, xpd = TRUE)
        }
        off <- 1.15
        lab(c(xlim[1L], ctr[2L] - off * hs[2L], zlim[1L]), c(xlim[2L], ctr[2L] - off * hs[2L], zlim[1L]), xlab)
        lab(c(ctr[1L] + off * hs[1L], ylim[1L], zlim[1L]), c(ctr[1L] + off * hs[1L], ylim[2L], zlim[1L]), ylab)
        lab(c(ctr[1L] - off * hs[1L], ctr[2L] - off * hs[2L], zlim[1L]), c(ctr[1L] - off * hs[1L], ctr[2L] - off * hs[2L], zlim[2L]), zlab)
    }
    title(main = main, sub = sub)
    invisible(VT)
}
trans3d <- function(x, y, z, pmat) {
    tr <- cbind(x, y, z, 1, deparse.level = 0L) %*% pmat
    list(x = tr[, 1] / tr[, 4], y = tr[, 2] / tr[, 4], w = tr[, 4])
}
heatmap <- function(x, Rowv = NULL, Colv = if (symm) "Rowv" else NULL, distfun = dist, hclustfun = hclust,
                    reorderfun = function(d, w) d, add.expr, symm = FALSE, revC = identical(Colv, "Rowv"),
                    scale = c("row", "column", "none"), na.rm = TRUE, margins = c(5, 5), ColSideColors, RowSideColors,
                    cexRow = 0.2 + 1 / log10(nr), cexCol = 0.2 + 1 / log10(nc), labRow = NULL, labCol = NULL,
                    main = NULL, xlab = NULL, ylab = NULL, keep.dendro = FALSE, verbose = getOption("verbose"), ...) {
    scale <- if (symm && missing(scale)) "none" else match.arg(scale)
    x <- as.matrix(x)
    nr <- nrow(x)
    nc <- ncol(x)
    if (nr <= 1 || nc <= 1) stop("'x' must have at least 2 rows and 2 columns")
    doRdend <- !identical(Rowv, NA)
    doCdend <- !identical(Colv, NA)
    hcr <- if (doRdend) hclustfun(distfun(x)) else NULL
    rowInd <- if (doRdend) hcr$order else 1L:nr
    hcc <- if (doCdend) { if (identical(Colv, "Rowv")) hcr else hclustfun(distfun(t(x))) } else NULL
    colInd <- if (doCdend) hcc$order else 1L:nc
    x <- x[rowInd, colInd, drop = FALSE]
    labRow <- if (is.null(labRow)) { if (is.null(rownames(x))) (1L:nr)[rowInd] else rownames(x) } else labRow[rowInd]
    labCol <- if (is.null(labCol)) { if (is.null(colnames(x))) (1L:nc)[colInd] else colnames(x) } else labCol[colInd]
    if (scale == "row") {
        x <- sweep(x, 1L, rowMeans(x, na.rm = na.rm))
        x <- sweep(x, 1L, apply(x, 1L, sd, na.rm = na.rm), "/")
    } else if (scale == "column") {
        x <- sweep(x, 2L, colMeans(x, na.rm = na.rm))
        x <- sweep(x, 2L, apply(x, 2L, sd, na.rm = na.rm), "/")
    }
    lmat <- rbind(c(NA, 3), 2:1)
    lwid <- c(if (doRdend) 1 else 0.05, 4)
    lhei <- c((if (doCdend) 1 else 0.05) + if (!is.null(main)) 0.2 else 0, 4)
    lmat[is.na(lmat)] <- 0
    op <- par(no.readonly = TRUE)
    on.exit(par(op))
    layout(lmat, widths = lwid, heights = lhei)
    par(mar = c(margins[1L], 0, 0, margins[2L]))
    image(1L:nc, 1L:nr, t(x), xlim = 0.5 + c(0, nc), ylim = 0.5 + c(0, nr), axes = FALSE, xlab = "", ylab = "", ...)
    axis(1, 1L:nc, labels = labCol, las = 2, line = -0.5, tick = 0, cex.axis = cexCol)
    if (!is.null(xlab)) mtext(xlab, side = 1, line = margins[1L] - 1.25)
    axis(4, 1L:nr, labels = labRow, las = 2, line = -0.5, tick = 0, cex.axis = cexRow)
    if (!is.null(ylab)) mtext(ylab, side = 4, line = margins[2L] - 1.25)
    par(mar = c(margins[1L], 0, 0, 0))
    if (doRdend) .gr_dendrogram(hcr, horiz = TRUE) else frame()
    par(mar = c(0, 0, if (!is.null(main)) 1 else 0, margins[2L]))
    if (doCdend) .gr_dendrogram(hcc, horiz = FALSE) else frame()
    if (!is.null(main)) title(main, cex.main = 1.5 * op[["cex.main"]])
    invisible(list(rowInd = rowInd, colInd = colInd, Rowv = if (keep.dendro) hcr, Colv = if (keep.dendro) hcc))
}
