# Raster images and paths: graphics' rasterImage, plot.raster and polypath (R's R code; their C
# parts are the builtins .gr_raster and .gr_polypath, drawn by the devices as images and paths).
rasterImage <- function(image, xleft, ybottom, xright, ytop, angle = 0, interpolate = TRUE, ...) {
    r <- as.raster(image)
    d <- dim(r)
    # a raster holds its colours by row from the top, as the devices take them
    .gr_raster(as.vector(unclass(r)), d[1L], d[2L], as.double(xleft), as.double(ybottom),
               as.double(xright), as.double(ytop), as.double(angle), as.logical(interpolate), .gr_xpd(list(...)))
    invisible()
}
plot.raster <- function(x, y, xlim = c(0, ncol(x)), ylim = c(0, nrow(x)), xaxs = "i", yaxs = "i", asp = 1,
                        add = FALSE, ...) {
    if (!add) {
        plot.new()
        plot.window(xlim = xlim, ylim = ylim, asp = asp, xaxs = xaxs, yaxs = yaxs)
    }
    rasterImage(x, 0, 0, ncol(x), nrow(x), ...)
}
polypath <- function(x, y = NULL, border = NULL, col = NA, lty = par("lty"), rule = "winding", ...) {
    xy <- xy.coords(x, y, setLab = FALSE)
    if (is.logical(border)) {
        if (!is.na(border) && border) border <- par("fg")
        else border <- NA
    }
    if (is.null(border)) border <- par("fg")
    rule <- match(rule, c("winding", "evenodd"))
    if (is.na(rule))
        stop("Invalid fill rule for graphics path")
    breaks <- which(is.na(xy$x) | is.na(xy$y))
    lwd <- .gr_arg(list(...), "lwd", par("lwd"))
    if (length(breaks) == 0) {
        .gr_polypath(as.double(xy$x), as.double(xy$y), length(xy$x), rule == 1L, col, border, lty, lwd, .gr_xpd(list(...)))
    } else {
        nb <- length(breaks)
        lengths <- c(breaks[1] - 1, diff(breaks) - 1, length(xy$x) - breaks[nb])
        .gr_polypath(as.double(xy$x[-breaks]), as.double(xy$y[-breaks]), lengths, rule == 1L, col, border, lty, lwd,
                     .gr_xpd(list(...)))
    }
    invisible()
}
