# legend: a box of entries (text with fill boxes, line segments and/or symbols) at a position or keyword.
legend <- function(x, y = NULL, legend, fill = NULL, col = par("col"), border = "black", lty, lwd, pch, angle = 45,
                   density = NULL, bty = "o", bg = par("bg"), box.lwd = par("lwd"), box.lty = par("lty"),
                   box.col = par("fg"), pt.bg = NA, cex = 1, pt.cex = cex, pt.lwd = lwd, xjust = 0, yjust = 1,
                   x.intersp = 1, y.intersp = 1, adj = c(0, 0.5), text.width = NULL, text.col = par("col"),
                   text.font = NULL, merge = do.lines && has.pch, trace = FALSE, plot = TRUE, ncol = 1, horiz = FALSE,
                   title = NULL, inset = 0, xpd, title.col = text.col[1], title.adj = 0.5, title.cex = cex[1],
                   title.font = text.font[1], seg.len = 2) {
    if (missing(legend) && !missing(y) && (is.character(y) || identical(typeof(y), "expression"))) {
        legend <- y
        y <- NULL
    }
    if (!missing(xpd)) {
        op <- par(xpd = xpd)
        on.exit(par(op))
    }
    legend <- .gr_labels(legend)
    n.leg <- length(legend)
    if (n.leg == 0) stop("'legend' is of length 0")
    has.pch <- !missing(pch) && length(pch) > 0
    do.lines <- (!missing(lty) && (is.character(lty) || any(lty > 0))) || !missing(lwd)
    if (do.lines && missing(lty)) lty <- 1
    if (missing(lwd)) lwd <- par("lwd")
    mfill <- !missing(fill) || !missing(density)
    if (horiz) ncol <- n.leg
    n.legpercol <- ceiling(n.leg / ncol)
    usr <- par("usr")
    Cex <- cex * par("cex")
    xc <- Cex * xinch(par("cin")[1L])
    yc <- Cex * yinch(par("cin")[2L])
    if (xc < 0) text.width <- -text.width
    xchar <- xc
    yextra <- yc * (y.intersp - 1)
    ymax <- yc * max(1, strheight(legend, units = "user", cex = cex) / yc)
    ychar <- yextra + ymax
    xbox <- xc * 0.8
    ybox <- yc * 0.5
    dx.fill <- if (mfill) xbox else 0
    if (is.null(text.width)) {
        # each entry in its own font (text.font is recycled over them, as text() draws them)
        text.width <- if (is.null(text.font)) max(abs(strwidth(legend, units = "user", cex = cex)))
                      else max(abs(mapply(function(s, f) strwidth(s, units = "user", cex = cex, font = f),
                                          legend, rep_len(text.font, length(legend)))))
    }
    x.off <- if (merge) -0.7 else 0
    # as R: lines widen an entry by their segment (less 0.7 of a character when the symbols sit on
    # them), symbols alone by nothing (they are centred where the text would start)
    sym.w <- if (do.lines) (seg.len + x.off) * xchar else 0
    w0 <- text.width + (x.intersp + 1) * xchar + dx.fill + sym.w
    w <- ncol * w0 + 0.5 * xchar
    xextra <- 0
    if (!is.null(title) && (tw <- strwidth(title, units = "user", cex = title.cex, font = title.font) + 0.5 * xchar) > abs(w)) {
        xextra <- (tw - w) / 2
        w <- tw
    }
    h <- (n.legpercol + !is.null(title)) * ychar + yc
    if (is.character(x)) {
        auto <- match.arg(x, c("bottomright", "bottom", "bottomleft", "left", "topleft", "top", "topright", "right",
                               "center"))
        inset <- rep_len(inset, 2)
        insetx <- inset[1L] * (usr[2L] - usr[1L])
        insety <- inset[2L] * (usr[4L] - usr[3L])
        left <- switch(auto, bottomright = , topright = , right = usr[2L] - w - insetx,
                       bottomleft = , left = , topleft = usr[1L] + insetx, bottom = , top = , center = (usr[1L] + usr[2L] - w) / 2)
        top <- switch(auto, bottomright = , bottom = , bottomleft = usr[3L] + h + insety,
                      topleft = , top = , topright = usr[4L] - insety, left = , right = , center = (usr[3L] + usr[4L] + h) / 2)
    } else {
        xy <- xy.coords(x, y, setLab = FALSE)
        left <- xy$x[1L] - xjust * w
        top <- xy$y[1L] + (1 - yjust) * h
    }
    col.i <- rep_len(0:(ncol - 1), n.leg)
    row.i <- rep_len(rep(seq_len(n.legpercol), ncol), n.leg)
    if (!horiz) {
        col.i <- rep.int(0:(ncol - 1), rep.int(n.legpercol, ncol))[1L:n.leg]
        row.i <- rep.int(1L:n.legpercol, ncol)[1L:n.leg]
    } else {
        col.i <- 0:(n.leg - 1)
        row.i <- rep.int(1L, n.leg)
    }
    xt <- left + xchar + xextra + w0 * col.i
    yt <- top - 0.5 * yextra - ymax - (row.i - 1 + !is.null(title)) * ychar
    if (plot) {
        if (bty != "n") rect(left, top - h, left + w, top, col = bg, border = box.col, lwd = box.lwd, lty = box.lty)
        if (mfill) {
            rect(xt, yt - ybox / 2, xt + xbox, yt + ybox / 2, col = if (is.null(fill)) NA else rep_len(fill, n.leg),
                 border = border)
        }
        xt <- xt + dx.fill
        col <- rep_len(col, n.leg)
        if (do.lines) {
            ok <- !is.na(rep_len(lty, n.leg)) & rep_len(lty, n.leg) != 0
            segments((xt + x.off * xchar)[ok], yt[ok], (xt + (seg.len + x.off) * xchar)[ok], yt[ok],
                     lty = rep_len(lty, n.leg)[ok], lwd = rep_len(lwd, n.leg)[ok], col = col[ok])
        }
        xt <- xt + sym.w
        if (has.pch) {
            px <- if (merge && do.lines) xt - (seg.len / 2) * xchar else xt
            pch <- rep_len(pch, n.leg)
            ok <- !is.na(pch)
            if (is.character(pch)) ok <- ok & nzchar(pch)
            points(px[ok], yt[ok], pch = pch[ok], col = col[ok], cex = rep_len(pt.cex, n.leg)[ok],
                   bg = rep_len(pt.bg, n.leg)[ok], lwd = rep_len(pt.lwd, n.leg)[ok])
        }
        text(xt + x.intersp * xchar, yt, legend, adj = adj, cex = cex, col = rep_len(text.col, n.leg),
             font = text.font)
        if (!is.null(title))
            text(left + w * title.adj, top - ymax, title, adj = c(title.adj, 0.5), cex = title.cex, col = title.col,
                 font = title.font)
    } else xt <- xt + dx.fill + sym.w
    invisible(list(rect = list(w = w, h = h, left = left, top = top),
                   text = list(x = xt + x.intersp * xchar, y = yt)))
}
