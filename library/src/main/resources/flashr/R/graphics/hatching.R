# graphics/hatching.R: part of R's graphics package as flashr defines it, bound lazily in the base namespace.
#
# Shading lines: polygon, rect (and so barplot and hist) with density = lines per inch at angle
# degrees draw parallel line segments clipped to the shape, as R does: the lines are spaced in
# inches on the plot region (so they keep their angle whatever the axes' scales), and a segment
# lies between two successive crossings of a line with the outline where the outline winds round
# it (or, with fillOddEven, after an odd number of crossings).

.gr_hatch_line <- function(x, y, x0, y0, xd, yd, fillOddEven, col, lty, lwd) {
    # one line through (x0, y0) in direction (xd, yd), clipped to the closed outline x, y
    side <- as.integer(xd * (y - y0) - yd * (x - x0) <= 0)
    cross <- diff(side)
    k <- which(cross != 0)
    if (!length(k)) return(invisible())
    x1 <- x[k]; y1 <- y[k]; x2 <- x[k + 1L]; y2 <- y[k + 1L]
    # where each crossing edge meets the line, as a fraction of the edge, then along the line
    t <- ((x1 - x0) * yd - (y1 - y0) * xd) / ((y2 - y1) * xd - (x2 - x1) * yd)
    px <- x1 + (x2 - x1) * t
    py <- y1 + (y2 - y1) * t
    along <- (px - x0) * xd + (py - y0) * yd
    o <- order(along)
    winding <- cumsum(cross[k][o])
    inside <- if (fillOddEven) winding %% 2 != 0 else winding != 0
    m <- length(o)
    draw <- which(inside[-m])
    if (length(draw))
        segments(px[o][draw], py[o][draw], px[o][draw + 1L], py[o][draw + 1L], col = col, lty = lty, lwd = lwd)
    invisible()
}
.gr_hatch <- function(x, y, density, angle, fillOddEven = FALSE, col = par("fg"), lty = par("lty"), lwd = par("lwd")) {
    # the shading lines of one polygon: density lines per inch at angle degrees
    if (par("xlog") || par("ylog")) {
        warning("cannot hatch with logarithmic scale active")
        return(invisible())
    }
    x <- c(x, x[1L])
    y <- c(y, y[1L])
    angle <- angle %% 180
    usr <- par("usr")
    upi <- c(usr[2L] - usr[1L], usr[4L] - usr[3L]) / par("pin")   # user units per inch
    if (upi[1L] < 0) angle <- 180 - angle
    if (upi[2L] < 0) angle <- 180 - angle
    upi <- abs(upi)
    xd <- cos(angle / 180 * pi) * upi[1L]
    yd <- sin(angle / 180 * pi) * upi[2L]
    if (angle < 45 || angle > 135) {
        # lines steered by where they cross x = 0, one every 1/density inch vertically
        step <- upi[2L] / density / abs(cos(angle / 180 * pi))
        ends <- c(y - x * yd / xd)
        y0 <- floor(min(ends) / step) * step
        while (y0 < max(ends)) {
            .gr_hatch_line(x, y, 0, y0, xd, yd, fillOddEven, col, lty, lwd)
            y0 <- y0 + step
        }
    } else {
        step <- upi[1L] / density / abs(sin(angle / 180 * pi))
        ends <- c(x - y * xd / yd)
        x0 <- floor(min(ends) / step) * step
        while (x0 < max(ends)) {
            .gr_hatch_line(x, y, x0, 0, xd, yd, fillOddEven, col, lty, lwd)
            x0 <- x0 + step
        }
    }
    invisible()
}
.gr_hatched_polygons <- function(x, y, density, angle, col, lty, lwd, fillOddEven) {
    # polygons separated by NA, each shaded with its own density, angle, colour (cycled)
    breaks <- c(which(is.na(x) | is.na(y)), length(x) + 1L)
    start <- 1L
    i <- 1L
    n <- length(breaks)
    density <- rep_len(density, n); angle <- rep_len(angle, n); col <- rep_len(col, n)
    lty <- rep_len(lty, n); lwd <- rep_len(lwd, n)
    for (end in breaks) {
        if (end > start) {
            d <- density[i]
            s <- start:(end - 1L)
            if (is.na(d) || d < 0)
                .gr_polygon(as.double(x[s]), as.double(y[s]), col[i], NA, lty[i], lwd[i], FALSE)
            else if (d > 0)
                .gr_hatch(x[s], y[s], d, angle[i], fillOddEven, col[i], lty[i], lwd[i])
            i <- i + 1L
        }
        start <- end + 1L
    }
    invisible()
}
