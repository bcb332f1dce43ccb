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
contourLines <- function(x = seq(0, 1, length.out = nrow(z)), y = seq(0, 1, length.out = ncol(z)), z,
                         nlevels = 10, levels = pretty(range(z, na.rm = TRUE), nlevels)) {
    if (missing(z)) {
        if (!missing(x)) {
            if (is.list(x)) { z <- x$z; y <- x$y; x <- x$x }
            else { z <- x; x <- seq.int(0, 1, length.out = nrow(z)) }
        } else stop("no 'z' matrix specified")
    } else if (is.list(x)) { y <- x$y; x <- x$x }
    if (any(diff(x) <= 0) || any(diff(y) <= 0)) stop("increasing 'x' and 'y' values expected")
    if (!is.matrix(z) || nrow(z) <= 1L || ncol(z) <= 1L) stop("no proper 'z' matrix specified")
    if (nrow(z) != length(x) || ncol(z) != length(y)) stop("dimensions of 'x', 'y' and 'z' do not match")
    if (!length(levels)) stop("no contour values")
    fz <- z[is.finite(z)]
    if (!length(fz) || min(fz) >= max(fz)) {
        warning(if (length(fz)) "all z values are equal" else "all z values are NA")
        return(invisible(NULL))
    }
    invisible(.gr_contour_lines(as.double(x), as.double(y), z, as.double(levels)))
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
    # R's checks, before the plot; then C_contour's, before drawing
    if (any(diff(x) <= 0) || any(diff(y) <= 0)) stop("increasing 'x' and 'y' values expected")
    if (!is.matrix(z) || nrow(z) <= 1L || ncol(z) <= 1L) stop("no proper 'z' matrix specified")
    if (!is.null(labels)) {
        labels <- as.character(labels)
        if (isTRUE(drawlabels) && !length(labels))
            stop("'labels' is length zero.  Use 'drawlabels = FALSE' to suppress labels.")
    }
    if (!add) {
        plot.new()
        plot.window(xlim, ylim, "")
        title(...)
    }
    if (length(x) < 2L || length(y) < 2L) stop("insufficient 'x' or 'y' values")
    if (nrow(z) != length(x) || ncol(z) != length(y)) stop("dimension mismatch")
    if (!length(levels)) stop("no 'levels'")
    col <- rep_len(col, length(levels))
    lty <- rep_len(lty, length(levels))
    lwd <- rep_len(lwd, length(levels))
    fz <- z[is.finite(z)]
    if (!length(fz) || min(fz) >= max(fz)) {
        warning(if (length(fz)) "all z values are equal" else "all z values are NA")
    } else {
        placed <- list()
        for (k in seq_along(levels)) {
            lab <- if (is.null(labels)) format(levels[k]) else as.character(labels)[(k - 1L) %% length(labels) + 1L]
            for (l in .gr_contour_lines(as.double(x), as.double(y), z, as.double(levels[k]))) {
                placed <- .gr_contour_draw(l$x, l$y, if (drawlabels) paste0(" ", lab, " "), placed, labcex,
                                           col[k], lty[k], lwd[k])
            }
        }
    }
    if (!add) {
        if (axes) { axis(1); axis(2) }
        if (frame.plot) box()
    }
    invisible()
}
# One traced contour line with its label on its flattest stretch (R's method "flattest"): the
# window of points first as long as the label whose gradients vary least, that stays on the
# device and clear of labels already placed; the line is drawn around the label, which sits at
# the window's end nearer the plot's edge. Returns the corners (inches) of the labels placed so far.
.gr_contour_draw <- function(x, y, label, placed, cex, col, lty, lwd) {
    n <- length(x)
    best <- NULL
    if (!is.null(label) && n > 2L) {
        usr <- par("usr"); pin <- par("pin")
        ix <- (x - usr[1L]) / (usr[2L] - usr[1L]) * pin[1L]   # inches from the plot's corner
        iy <- (y - usr[3L]) / (usr[4L] - usr[3L]) * pin[2L]
        width <- strwidth(label, "inches", cex = cex); height <- strheight(label, "inches", cex = cex)
        lowest <- 9999999
        for (i in seq_len(n - 2L)) {
            j <- i + 1L
            dist <- 0; grad <- 0; sq <- 0; m <- 0L
            while (j < n && dist < width) {
                dist <- sqrt((ix[j] - ix[i])^2 + (iy[j] - iy[i])^2)
                dx <- x[j] - x[j - 1L]; if (dx == 0) dx <- 1
                grad <- grad + (y[j] - y[j - 1L]) / dx
                sq <- sq + grad * grad
                j <- j + 1L; m <- m + 1L
            }
            if (dist < width) break
            corners <- .gr_label_corners(ix[i], iy[i], ix[i + m], iy[i + m], width, height)
            if (any(vapply(placed, .gr_labels_cross, NA, corners))) next
            ux <- grconvertX(usr[1L] + corners[, 1L] / pin[1L] * (usr[2L] - usr[1L]), "user", "ndc")
            uy <- grconvertY(usr[3L] + corners[, 2L] / pin[2L] * (usr[4L] - usr[3L]), "user", "ndc")
            if (any(ux < 0 | ux > 1 | uy < 0 | uy > 1)) next
            v <- (sq - grad * grad / m) / m
            if (v < lowest) { lowest <- v; best <- c(i, m); bestCorners <- corners }
        }
    }
    if (is.null(best)) {
        lines(x, y, col = col, lty = lty, lwd = lwd)
        return(placed)
    }
    i <- best[1L]; j <- best[1L] + best[2L]
    if (i > 1L) lines(x[seq_len(i)], y[seq_len(i)], col = col, lty = lty, lwd = lwd)
    if (j < n) lines(x[j:n], y[j:n], col = col, lty = lty, lwd = lwd)
    # the end nearer an edge of the plot (R compares the distances in user units)
    dx1 <- min(x[i] - usr[1L], usr[2L] - x[i]); dx2 <- min(usr[2L] - x[j], x[j] - usr[1L])
    nearEnd <- dx1 >= dx2
    dmin <- if (nearEnd) dx2 else dx1
    dy1 <- min(y[i] - usr[3L], usr[4L] - y[i])
    if (nearEnd && dy1 < dmin) { nearEnd <- FALSE; dmin <- dy1 } else if (dy1 < dmin) dmin <- dy1
    if (!nearEnd && min(usr[4L] - y[j], y[j] - usr[3L]) < dmin) nearEnd <- TRUE
    chord <- sqrt((ix[j] - ix[i])^2 + (iy[j] - iy[i])^2)
    f <- width / chord
    if (nearEnd) {
        sx <- x[j] - (x[j] - x[i]) * f; sy <- y[j] - (y[j] - y[i]) * f
        if (f < 1) lines(c(x[i], sx), c(y[i], sy), col = col, lty = lty, lwd = lwd)
        ends <- if (x[i] < x[j]) c(sx, sy, x[j], y[j]) else c(x[j], y[j], sx, sy)
    } else {
        sx <- x[i] + (x[j] - x[i]) * f; sy <- y[i] + (y[j] - y[i]) * f
        if (f < 1) lines(c(sx, x[j]), c(sy, y[j]), col = col, lty = lty, lwd = lwd)
        ends <- if (x[i] < x[j]) c(x[i], y[i], sx, sy) else c(sx, sy, x[i], y[i])
    }
    # the text runs from the left end, at R's angle (R converts with 180 / 3.14)
    angle <- 180 / 3.14 * atan2((ends[4L] - ends[2L]) / (usr[4L] - usr[3L]) * pin[2L],
                                (ends[3L] - ends[1L]) / (usr[2L] - usr[1L]) * pin[1L])
    text(ends[1L], ends[2L], label, adj = c(0, 0.5), cex = cex, col = col, srt = angle)
    c(placed, list(bestCorners))
}
# The corners (inches) R gives a label along the chord (x0, y0)-(x1, y1): the chord moved either
# way across by its own length times height / width.
.gr_label_corners <- function(x0, y0, x1, y1, w, h) {
    dx <- (x1 - x0) * h / w; dy <- (y1 - y0) * h / w
    cbind(c(x0 + dy, x0 - dy, x1 - dy, x1 + dy), c(y0 - dx, y0 + dx, y1 + dx, y1 - dx))
}
# Whether two labels' outlines cross (any edge of one meets an edge of the other).
.gr_labels_cross <- function(a, b) {
    for (i in 1:4) {
        p <- a[i, ]; r <- a[i %% 4L + 1L, ] - p
        for (j in 1:4) {
            q <- b[j, ]; s <- b[j %% 4L + 1L, ] - q
            d <- r[1L] * s[2L] - r[2L] * s[1L]
            if (d == 0) next
            t <- ((q[1L] - p[1L]) * s[2L] - (q[2L] - p[2L]) * s[1L]) / d
            u <- ((q[1L] - p[1L]) * r[2L] - (q[2L] - p[2L]) * r[1L]) / d
            if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return(TRUE)
        }
    }
    FALSE
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
