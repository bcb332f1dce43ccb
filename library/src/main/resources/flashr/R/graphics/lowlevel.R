# Low-level graphics (graphics package): the plot window, points and lines, segments, rectangles,
# polygons, text, margin text, titles, axes, boxes, grids, layouts and unit conversions.
# base's is.expression, which model frames of plot formulas need
is.expression <- function(x) identical(typeof(x), "expression")
.gr_arg <- function(args, name, default) {
    v <- args[[name]]
    if (is.null(v)) default else v
}
.gr_xpd <- function(args) .gr_arg(args, "xpd", par("xpd"))
.gr_labels <- function(x) {
    if (is.factor(x)) as.character(x)
    else if (identical(typeof(x), "expression") || is.call(x) || is.name(x)) {
        # plotmath: the expression's text behind a mark, laid out when drawn
        if (!identical(typeof(x), "expression")) x <- list(x)
        vapply(as.list(x), function(e) if (is.character(e)) e else paste0(intToUtf8(1L), paste(deparse(e), collapse = "")), "")
    }
    else if (is.character(x)) x
    else as.character(x)
}
.gr_colours <- function(col, default) {
    if (is.null(col)) return(default)
    col
}
plot.window <- function(xlim, ylim, log = "", asp = NA, ...) {
    args <- list(...)
    inline <- args[names(args) %in% c("xaxs", "yaxs", "lab")]
    if (length(inline)) {
        old <- par(inline)
        on.exit(par(old))
    }
    .gr_window(as.numeric(xlim), as.numeric(ylim), log, as.numeric(asp))
    invisible()
}
plot.xy <- function(xy, type, pch = par("pch"), lty = par("lty"), col = par("col"), bg = NA, cex = 1,
                    lwd = par("lwd"), ...) {
    if (is.null(type)) type <- "p"
    if (is.null(pch)) pch <- par("pch")
    if (is.null(col)) col <- par("col")
    if (is.null(lty)) lty <- par("lty")
    if (is.null(lwd)) lwd <- par("lwd")
    if (is.null(cex)) cex <- 1
    if (is.factor(pch)) pch <- as.character(pch)
    .gr_xy(as.double(xy$x), as.double(xy$y), type, pch, col, bg, cex, lty, lwd, .gr_xpd(list(...)))
    invisible()
}
points <- function(x, ...) UseMethod("points")
points.default <- function(x, y = NULL, type = "p", ...) plot.xy(xy.coords(x, y, setLab = FALSE), type = type, ...)
lines <- function(x, ...) UseMethod("lines")
lines.default <- function(x, y = NULL, type = "l", ...) plot.xy(xy.coords(x, y, setLab = FALSE), type = type, ...)
matpoints <- function(x, y, type = "p", lty = 1:5, lwd = 1, pch = NULL, col = 1:6, ...)
    matplot(x, y, type = type, lty = lty, lwd = lwd, pch = pch, col = col, add = TRUE, ...)
matlines <- function(x, y, type = "l", lty = 1:5, lwd = 1, pch = NULL, col = 1:6, ...)
    matplot(x, y, type = type, lty = lty, lwd = lwd, pch = pch, col = col, add = TRUE, ...)
abline <- function(a = NULL, b = NULL, h = NULL, v = NULL, reg = NULL, coef = NULL, untf = FALSE,
                   col = par("col"), lty = par("lty"), lwd = par("lwd"), ...) {
    if (!is.null(reg)) a <- reg
    if (!is.null(a) && (is.list(a) || is.object(a))) {
        cf <- coef(a)
        if (length(cf) == 1L) { b <- cf[[1L]]; a <- 0 } else { b <- cf[[2L]]; a <- cf[[1L]] }
    }
    if (!is.null(coef)) { a <- coef[1L]; b <- coef[2L] }
    if (!is.null(a) && is.null(b)) {
        if (length(a) != 2L) stop("invalid a=, b= specification")
        b <- a[2L]
        a <- a[1L]
    }
    u <- par("usr")
    xpd <- .gr_xpd(list(...))
    xr <- if (par("xlog")) 10^u[1:2] else u[1:2]
    yr <- if (par("ylog")) 10^u[3:4] else u[3:4]
    if (!is.null(a)) {
        if (par("xlog") || par("ylog")) {
            # a straight line in the data is a curve on log axes
            x <- if (par("xlog")) 10^seq(u[1L], u[2L], length.out = 100) else seq(u[1L], u[2L], length.out = 100)
            .gr_xy(x, a + b * x, "l", 1, col, NA, 1, lty, lwd, xpd)
        } else .gr_segments(xr[1L], a + b * xr[1L], xr[2L], a + b * xr[2L], col, lty, lwd, xpd)
    }
    if (!is.null(h)) .gr_segments(xr[1L], as.double(h), xr[2L], as.double(h), col, lty, lwd, xpd)
    if (!is.null(v)) .gr_segments(as.double(v), yr[1L], as.double(v), yr[2L], col, lty, lwd, xpd)
    invisible()
}
segments <- function(x0, y0, x1 = x0, y1 = y0, col = par("fg"), lty = par("lty"), lwd = par("lwd"), ...) {
    .gr_segments(as.double(x0), as.double(y0), as.double(x1), as.double(y1), col, lty, lwd, .gr_xpd(list(...)))
    invisible()
}
arrows <- function(x0, y0, x1 = x0, y1 = y0, length = 0.25, angle = 30, code = 2, col = par("fg"),
                   lty = par("lty"), lwd = par("lwd"), ...) {
    .gr_arrows(as.double(x0), as.double(y0), as.double(x1), as.double(y1), length, angle, code, col, lty, lwd,
               .gr_xpd(list(...)))
    invisible()
}
.gr_border <- function(border, col) {
    if (is.null(border)) par("fg")
    else if (is.logical(border) && !anyNA(border)) { if (all(border)) (if (all(is.na(col))) par("fg") else col) else NA }
    else border
}
rect <- function(xleft, ybottom, xright, ytop, density = NULL, angle = 45, col = NA, border = NULL,
                 lty = par("lty"), lwd = par("lwd"), ...) {
    if (is.null(lty)) lty <- par("lty")
    if (is.null(lwd)) lwd <- par("lwd")
    if (is.numeric(density) && all(is.na(density) | density < 0)) density <- NULL
    if (!is.null(density) && !is.null(angle)) {
        # shaded: each rectangle as a polygon, NA between them
        n <- max(length(xleft), length(ybottom), length(xright), length(ytop))
        x <- rbind(rep.int(NA, n), xleft, xright, xright, xleft)[-1L]
        y <- rbind(rep.int(NA, n), ybottom, ybottom, ytop, ytop)[-1L]
        return(polygon(x, y, density = density, angle = angle, border = border, col = col, lty = lty, lwd = lwd, ...))
    }
    .gr_rect(as.double(xleft), as.double(ybottom), as.double(xright), as.double(ytop), col, .gr_border(border, col),
             lty, lwd, .gr_xpd(list(...)))
    invisible()
}
polygon <- function(x, y = NULL, density = NULL, angle = 45, border = NULL, col = NA, lty = par("lty"), ...,
                    fillOddEven = FALSE) {
    xy <- xy.coords(x, y, setLab = FALSE)
    if (is.numeric(density) && all(is.na(density) | density < 0)) density <- NULL
    if (!is.null(density) && !is.null(angle)) {
        # shading lines in col, then the outline in border (col's when border is NULL or TRUE)
        if (length(col) == 0L || all(is.na(col))) col <- par("fg")
        if (is.null(border)) border <- col
        if (is.logical(border)) border <- if (!is.na(border[1L]) && border[1L]) col else NA
        .gr_hatched_polygons(xy$x, xy$y, density, angle, col, lty, .gr_arg(list(...), "lwd", par("lwd")), fillOddEven)
        .gr_polygon(as.double(xy$x), as.double(xy$y), NA, border, lty, .gr_arg(list(...), "lwd", par("lwd")), .gr_xpd(list(...)))
        return(invisible())
    }
    .gr_polygon(as.double(xy$x), as.double(xy$y), col, .gr_border(border, col), lty, .gr_arg(list(...), "lwd", par("lwd")),
                .gr_xpd(list(...)))
    invisible()
}
text <- function(x, ...) UseMethod("text")
text.default <- function(x, y = NULL, labels = seq_along(x$x), adj = NULL, pos = NULL, offset = 0.5, vfont = NULL,
                         cex = 1, col = NULL, font = NULL, ...) {
    if (!is.null(fam <- list(...)$family)) { op <- par(family = fam); on.exit(par(op)) }  # inline, as R's inline pars
    if (!is.null(y) && (is.character(y) || identical(typeof(y), "expression"))) {
        labels <- y
        y <- NULL
    }
    x <- xy.coords(x, y, recycle = TRUE, setLab = FALSE)
    labels <- .gr_labels(labels)
    args <- list(...)
    if (is.null(adj)) adj <- c(0.5, NA)
    if (length(adj) == 1L) adj <- c(adj, NA)
    .gr_text(as.double(x$x), as.double(x$y), labels, as.double(adj), if (is.null(pos)) NA_real_ else as.double(pos), offset,
             .gr_arg(args, "srt", par("srt")), if (is.null(cex)) 1 else cex, if (is.null(col)) par("col") else col,
             if (is.null(font)) par("font") else font, .gr_xpd(args))
    invisible()
}
mtext <- function(text, side = 3, line = 0, outer = FALSE, at = NA, adj = NA, padj = NA, cex = NA, col = NA,
                  font = NA, ...) {
    if (!is.null(fam <- list(...)$family)) { op <- par(family = fam); on.exit(par(op)) }  # inline, as R's inline pars
    args <- list(...)
    cex[is.na(cex)] <- 1
    col <- if (length(col) == 1L && is.na(col)) par("col") else col
    font[is.na(font)] <- par("font")
    .gr_mtext(.gr_labels(text), side, line, outer, as.double(at), as.double(adj), as.double(padj), cex, col, font,
              .gr_arg(args, "las", par("las")))
    invisible()
}
title <- function(main = NULL, sub = NULL, xlab = NULL, ylab = NULL, line = NA, outer = FALSE, ...) {
    a <- list(...)
    adj <- .gr_arg(a, "adj", par("adj"))
    bias <- par("ylbias")
    one <- function(s, side, vpos, padj, what) {
        if (is.null(s) || !length(s)) return()
        if (is.list(s)) s <- s[[1L]]
        s <- .gr_labels(s)
        .gr_mtext(s, side, vpos, outer, NA_real_, adj, padj, .gr_arg(a, paste0("cex.", what), par(paste0("cex.", what))),
                  .gr_arg(a, paste0("col.", what), par(paste0("col.", what))),
                  .gr_arg(a, paste0("font.", what), par(paste0("font.", what))), 0L)
    }
    if (!is.null(main)) {
        # centred half way up the top margin (R's title); a given line is the baseline's
        if (is.finite(line)) one(main, 3, line - bias, 0, "main")
        else one(main, 3, 0.5 * (if (outer) par("oma") else par("mar"))[3L] - bias, 0.5, "main")
    }
    mgp <- par("mgp")
    if (!is.null(sub)) one(sub, 1, if (is.finite(line)) line else mgp[1L] + 1, NA, "sub")
    if (!is.null(xlab)) one(xlab, 1, if (is.finite(line)) line else mgp[1L], NA, "lab")
    if (!is.null(ylab)) one(ylab, 2, if (is.finite(line)) line else mgp[1L], NA, "lab")
    invisible()
}
axTicks <- function(side, axp = NULL, usr = NULL, log = NULL, nintLog = NULL) {
    if (!(side <- as.integer(side)) %in% 1L:4L) stop("'side' must be in {1:4}")
    is.x <- side %% 2 == 1
    if (is.null(axp)) axp <- par(if (is.x) "xaxp" else "yaxp")
    else if (!is.numeric(axp) || length(axp) != 3) stop("invalid 'axp'")
    if (is.null(log)) log <- par(if (is.x) "xlog" else "ylog")
    if (log && axp[3L] > 0) {
        if (!any((iC <- as.integer(axp[3L])) == 1L:3L)) stop("invalid positive 'axp[3]'")
        if (is.null(usr)) usr <- par("usr")[if (is.x) 1:2 else 3:4]
        else if (!is.numeric(usr) || length(usr) != 2) stop("invalid 'usr'")
        ii <- round(log10(axp[1L:2L]))
        x10 <- 10^((ii[1L] - (iC >= 2L)):ii[2L])
        r <- switch(iC, x10, c(outer(c(1, 5), x10))[-1L], c(outer(c(1, 2, 5), x10))[-1L])
        lu <- 10^sort(usr)
        fuzz <- 1e-10 * diff(log10(lu))
        r[lu[1L] * (1 - fuzz) <= r & r <= lu[2L] * (1 + fuzz)]
    } else {
        seq.int(axp[1L], axp[2L], length.out = 1L + abs(axp[3L]))
    }
}
.gr_axis_labels <- function(at) {
    at <- as.double(at)
    out <- character(length(at))
    ok <- is.finite(at)
    if (any(ok)) out[ok] <- format(at[ok], trim = TRUE, digits = 7)
    out
}
axis <- function(side, at = NULL, labels = TRUE, tick = TRUE, line = NA, pos = NA, outer = FALSE, font = NA,
                 lty = "solid", lwd = 1, lwd.ticks = lwd, col = NULL, col.ticks = NULL, hadj = NA, padj = NA,
                 gap.axis = NA, ...) {
    a <- list(...)
    side <- as.integer(side)
    is.x <- side %% 2L == 1L
    if (identical(.gr_arg(a, if (is.x) "xaxt" else "yaxt", par(if (is.x) "xaxt" else "yaxt")), "n")) return(invisible())
    if (is.null(at)) at <- axTicks(side)
    # R's C axis returns at coerced to double, its attributes (a Date's class) kept; nothing for no ticks
    if (!length(at)) return(invisible(NULL))
    res <- at
    if (!is.double(res)) storage.mode(res) <- "double"
    at <- as.double(at)
    if (is.logical(labels) && length(labels) == 1L) {
        labels <- if (isTRUE(labels)) .gr_axis_labels(at) else NULL
    } else {
        labels <- .gr_labels(labels)
        if (length(labels) != length(at)) stop("'at' and 'labels' lengths differ, ", length(at), " != ", length(labels))
    }
    las <- .gr_arg(a, "las", par("las"))
    parallel <- if (is.x) las %in% c(0, 1) else las %in% c(0, 3)
    if (is.na(gap.axis)) gap.axis <- if (parallel) 1 else 0.25
    if (is.null(col)) col <- .gr_arg(a, "fg", par("fg"))
    if (is.null(col.ticks)) col.ticks <- col
    if (is.na(font)) font <- .gr_arg(a, "font.axis", par("font.axis"))
    .gr_axis(side, at, labels, tick, if (is.na(line)) 0 else line, as.double(pos), col, col.ticks, lwd, lwd.ticks, lty,
             las, .gr_arg(a, "cex.axis", par("cex.axis")), font, .gr_arg(a, "col.axis", par("col.axis")),
             .gr_arg(a, "tcl", par("tcl")), .gr_arg(a, "tck", par("tck")), as.double(hadj), as.double(padj), gap.axis)
    invisible(res)
}
Axis <- function(x = NULL, at = NULL, ..., side, labels = NULL) UseMethod("Axis")
Axis.default <- function(x = NULL, at = NULL, ..., side, labels = NULL) {
    if (is.null(labels)) labels <- TRUE
    axis(side = side, at = at, labels = labels, ...)
}
box <- function(which = "plot", lty = "solid", ...) {
    a <- list(...)
    which <- match.arg(which, c("plot", "figure", "inner", "outer"))
    .gr_box(which, .gr_arg(a, "bty", par("bty")), .gr_arg(a, "col", par("fg")), lty, .gr_arg(a, "lwd", par("lwd")))
    invisible()
}
grid <- function(nx = NULL, ny = nx, col = "lightgray", lty = "dotted", lwd = par("lwd"), equilogs = TRUE) {
    atx <- aty <- NULL
    if (is.null(nx) || (!is.na(nx) && nx >= 1)) {
        atx <- if (is.null(nx)) axTicks(1) else {
            U <- par("usr")
            seq.int(U[1L], U[2L], length.out = nx + 1)[-c(1L, nx + 1L)]
        }
        abline(v = atx, col = col, lty = lty, lwd = lwd)
    }
    if (is.null(ny) || (!is.na(ny) && ny >= 1)) {
        aty <- if (is.null(ny)) axTicks(2) else {
            U <- par("usr")
            seq.int(U[3L], U[4L], length.out = ny + 1)[-c(1L, ny + 1L)]
        }
        abline(h = aty, col = col, lty = lty, lwd = lwd)
    }
    invisible(list(atx = atx, aty = aty))
}
rug <- function(x, ticksize = 0.03, side = 1, lwd = 0.5, col = par("fg"), quiet = getOption("warn") < 0, ...) {
    x <- as.vector(x)
    x <- x[is.finite(x)]
    u <- par("usr")
    if (side %in% c(1, 3)) {
        y0 <- if (side == 1) u[3L] else u[4L]
        h <- ticksize * (u[4L] - u[3L]) * (if (side == 1) 1 else -1)
        segments(x, y0, x, y0 + h, col = col, lwd = lwd, xpd = TRUE)
    } else {
        x0 <- if (side == 2) u[1L] else u[2L]
        w <- ticksize * (u[2L] - u[1L]) * (if (side == 2) 1 else -1)
        segments(x0, x, x0 + w, x, col = col, lwd = lwd, xpd = TRUE)
    }
    invisible(x)
}
strwidth <- function(s, units = "user", cex = NULL, font = NULL, vfont = NULL, ...) {
    if (!is.null(fam <- list(...)$family)) { op <- par(family = fam); on.exit(par(op)) }  # inline, as R's inline pars
    .gr_strsize(.gr_labels(s), match.arg(units, c("user", "figure", "inches")), if (is.null(cex)) 1 else cex,
                if (is.null(font)) par("font") else font, TRUE)
}
strheight <- function(s, units = "user", cex = NULL, font = NULL, vfont = NULL, ...) {
    if (!is.null(fam <- list(...)$family)) { op <- par(family = fam); on.exit(par(op)) }  # inline, as R's inline pars
    .gr_strsize(.gr_labels(s), match.arg(units, c("user", "figure", "inches")), if (is.null(cex)) 1 else cex,
                if (is.null(font)) par("font") else font, FALSE)
}
grconvertX <- function(x, from = "user", to = "user") {
    from <- .gr_unit(from)
    to <- .gr_unit(to)
    if (is.na(from)) stop("invalid 'from' argument")
    if (is.na(to)) stop("invalid 'to' argument")
    .gr_convert(as.double(x), from, to, TRUE)
}
grconvertY <- function(y, from = "user", to = "user") {
    from <- .gr_unit(from)
    to <- .gr_unit(to)
    if (is.na(from)) stop("invalid 'from' argument")
    if (is.na(to)) stop("invalid 'to' argument")
    .gr_convert(as.double(y), from, to, FALSE)
}
.gr_unit <- function(u) {
    units <- c("device", "ndc", "", "", "", "", "nic", "nfc", "", "", "", "", "user", "inches", "lines", "chars", "npc")
    units[pmatch(u, units)[1L]]
}
xinch <- function(x = 1, warn.log = TRUE) x * diff(par("usr")[1:2]) / par("pin")[1L]
yinch <- function(y = 1, warn.log = TRUE) y * diff(par("usr")[3:4]) / par("pin")[2L]
clip <- function(x1, x2, y1, y2) invisible(.gr_clip(x1, x2, y1, y2))
layout <- function(mat, widths = rep.int(1, ncol(mat)), heights = rep.int(1, nrow(mat)), respect = FALSE) {
    mat <- as.matrix(mat)
    storage.mode(mat) <- "integer"
    if (any(mat < 0L)) stop("'mat' must not have negative values")
    # lcm() sizes ("2.5 cm") travel as negative centimetres
    cm <- function(s) {
        if (!is.character(s)) return(as.double(s))
        abs <- grepl("cm", s, fixed = TRUE)
        out <- numeric(length(s))
        out[abs] <- -as.numeric(sub("cm", "", s[abs], fixed = TRUE))
        out[!abs] <- as.numeric(s[!abs])
        out
    }
    invisible(.gr_layout(as.vector(t(mat)), nrow(mat), ncol(mat), cm(widths), cm(heights)))
}
symbols <- function(x, y = NULL, circles, inches = TRUE, add = FALSE, fg = par("col"), bg = NA, xlab = NULL, ylab = NULL,
                    main = NULL, ...) {
    xy <- xy.coords(x, y, deparse(substitute(x)), deparse(substitute(y)))
    if (!add) plot(xy$x, xy$y, type = "n", xlab = if (is.null(xlab)) xy$xlab else xlab,
                   ylab = if (is.null(ylab)) xy$ylab else ylab, main = main, ...)
    r <- if (isTRUE(inches)) circles / max(circles) else if (is.numeric(inches)) circles / max(circles) * inches else circles
    rx <- if (isFALSE(inches)) r else xinch(r)
    th <- seq(0, 2 * pi, length.out = 64)
    for (i in seq_along(xy$x)) polygon(xy$x[i] + rx[i] * cos(th), xy$y[i] + rx[i] * sin(th) * yinch(1) / xinch(1),
                                       col = rep_len(bg, length(xy$x))[i], border = rep_len(fg, length(xy$x))[i])
    invisible()
}
