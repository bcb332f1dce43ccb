# graphics' locator and identify: R's checks, then the device's pointer. No flashr device reports clicks
# (as R's file devices do not), so locator() finds no point (NULL) and identify() none (integer(0)).
locator <- function(n = 512, type = "n", ...) {
    if (length(extras <- list(...))) {
        opar <- par(extras)
        on.exit(par(opar))
    }
    .gr_check_plot()
    n <- as.integer(n)
    if (length(n) < 1L || is.na(n[1L]) || n[1L] <= 0L)
        stop(gettextf("invalid number of points in %s", "locator()"), domain = NA)
    NULL
}
identify <- function(x, ...) UseMethod("identify")
identify.default <- function(x, y = NULL, labels = seq_along(x), pos = FALSE, n = length(x), plot = TRUE,
                             atpen = FALSE, offset = 0.5, tolerance = 0.25, order = FALSE, ...) {
    if (length(extras <- list(...))) {
        opar <- par(extras)
        on.exit(par(opar))
    }
    xy <- xy.coords(x, y, setLab = FALSE)
    x <- xy$x
    y <- xy$y
    if (length(x) == 0) {
        if (!pos && !order) return(numeric())
        result <- list(ind = numeric())
        if (pos) result$pos <- numeric()
        if (order) result$order <- numeric()
        return(result)
    }
    .gr_check_plot()
    npts <- suppressWarnings(as.integer(n))
    if (length(npts) < 1L || is.na(npts[1L]) || npts[1L] <= 0L)
        stop(gettextf("invalid number of points in %s", "identify()"), domain = NA)
    found <- logical(length(x))
    i <- which(found)
    if (!pos && !order) return(i)
    result <- list(ind = i)
    if (pos) result$pos <- integer(length(x))[found]
    if (order) result$order <- integer(length(x))[found]
    result
}
# R's GCheckState: a device must be open (one is opened) and have a plot
.gr_check_plot <- function() {
    if (dev.cur() == 1L) dev.new()
    if (!.gr_has_plot()) stop(simpleError("plot.new has not been called yet", sys.call(-1L)))
}
