# Graphics devices (grDevices): png, jpeg, svg and pdf write files, x11 draws in a window; dev.* choose and close devices.
png <- function(filename = "Rplot%03d.png", width = 480, height = 480, units = "px", pointsize = 12,
                bg = "white", res = NA, ..., type = NULL, antialias = NULL) {
    .gr_open("png", .gr_path(filename), .gr_pixels(width, units, res), .gr_pixels(height, units, res),
             pointsize, bg, res, 75)
}
jpeg <- function(filename = "Rplot%03d.jpeg", width = 480, height = 480, units = "px", pointsize = 12,
                 quality = 75, bg = "white", res = NA, ..., type = NULL, antialias = NULL) {
    .gr_open("jpeg", .gr_path(filename), .gr_pixels(width, units, res), .gr_pixels(height, units, res),
             pointsize, bg, res, quality)
}
.gr_pixels <- function(x, units, res) {
    units <- match.arg(units, c("in", "cm", "mm", "px"))
    if (units == "px") return(x)
    if (is.na(res)) stop("'res' must be specified unless 'units = \"px\"'")
    x * res / switch(units, `in` = 1, cm = 2.54, mm = 25.4)
}
svg <- function(filename = if (onefile) "Rplots.svg" else "Rplot%03d.svg", width = 7, height = 7, pointsize = 12,
                onefile = FALSE, family = "sans", bg = "white", antialias = NULL, ...) {
    .gr_open("svg", .gr_path(filename), width, height, pointsize, bg, NA, 0)
}
pdf <- function(file = if (onefile) "Rplots.pdf" else "Rplot%03d.pdf", width = 7, height = 7, onefile = TRUE,
                family = "Helvetica", title = "R Graphics Output", fonts = NULL, version = "1.4", paper = "special",
                encoding = "default", bg = "transparent", fg = "black", pointsize = 12, ...) {
    .gr_open("pdf", if (!is.null(file)) .gr_path(file), width, height, pointsize, bg, NA, 0)
}
x11 <- function(display = "", width = 7, height = 7, pointsize = 12, gamma = NULL, bg = "white", canvas = "white",
                ..., type = "cairo") {
    .gr_open("x11", "", width, height, pointsize, bg, NA, 0)
}
X11 <- function(...) x11(...)
dev.off <- function(which = dev.cur()) {
    if (which == 1) stop("cannot shut down device 1 (the null device)")
    .gr_close(as.integer(which))
}
graphics.off <- function() {
    .gr_close_all()
    invisible()
}
dev.set <- function(which = dev.next()) .gr_select(as.integer(which))
dev.next <- function(which = dev.cur()) .gr_next(as.integer(which))
# the default device: a window for a person at a display, else a pdf file
dev.new <- function(...) invisible(if (interactive() && .gr_screen()) x11(...) else pdf(...))
dev.flush <- function(level = 1L) invisible(0L)
dev.hold <- function(level = 1L) invisible(0L)
dev.size <- function(units = c("in", "cm", "px")) {
    units <- match.arg(units)
    size <- par("din")
    if (units == "cm") size * 2.54 else if (units == "px") size * 72 else size
}
dev.interactive <- function(orNone = FALSE) {
    if (!interactive()) return(FALSE)
    if (names(dev.cur()) == "X11cairo") return(TRUE)
    orNone && dev.cur() == 1L && .gr_screen()
}
.gr_path <- function(file) {
    if (!is.character(file) || length(file) != 1L || is.na(file)) stop("invalid 'filename' argument")
    if (startsWith(file, "~")) paste0(Sys.getenv("HOME"), substring(file, 2L)) else file
}
# The display list: what a device's page was drawn with, replayed at another size or on another device
dev.control <- function(displaylist = c("inhibit", "enable")) {
    if (dev.cur() <= 1L) stop("dev.control() called without an open graphics device")
    if (missing(displaylist)) stop("argument is missing with no default")
    displaylist <- match.arg(displaylist)
    .gr_control(displaylist == "enable")
    invisible()
}
dev.displaylist <- function() {
    if (dev.cur() <= 1L) stop("dev.displaylist() called without an open graphics device")
    .gr_displaylist()
}
recordPlot <- function(load = NULL, attach = NULL) {
    if (dev.cur() == 1L) stop("no current device to record from")
    res <- list(.gr_snapshot(), NULL)
    attr(res, "engineVersion") <- 15L
    attr(res, "pid") <- Sys.getpid()
    attr(res, "Rversion") <- paste(R.version$major, R.version$minor, sep = ".")
    attr(res, "load") <- as.character(load)
    attr(res, "attach") <- as.character(attach)
    class(res) <- "recordedplot"
    res
}
replayPlot <- function(x, reloadPkgs = FALSE) {
    if (!inherits(x, "recordedplot")) stop(gettextf("argument is not of class %s", dQuote("recordedplot")), domain = NA)
    if (is.function(x[[1L]])) x[[1L]]() else if (dev.cur() == 1L) dev.new()
    invisible()
}
print.recordedplot <- function(x, ...) {
    replayPlot(x)
    invisible(x)
}
dev.copy <- function(device, ..., which = dev.next()) {
    if (!missing(which) && !missing(device)) stop("cannot supply 'which' and 'device' at the same time")
    old.device <- dev.cur()
    if (old.device == 1L) stop("cannot copy from the null device")
    if (missing(device)) {
        if (which == 1L) stop("cannot copy to the null device")
        else if (which == dev.cur()) stop("cannot copy device to itself")
        dev.set(which)
    } else {
        if (!is.function(device)) stop("'device' should be a function")
        else device(...)
    }
    on.exit(dev.set(old.device))
    .gr_devcopy(old.device)
    on.exit()
    dev.cur()
}
dev.print <- function(device = pdf, ...) {
    current.device <- dev.cur()
    if (names(current.device)[1L] == "null device") stop("no device to print from")
    if (!dev.displaylist()) stop("can only print from a screen device")
    args <- list(...)
    din <- par("din")
    w <- din[1L]
    h <- din[2L]
    devname <- deparse(substitute(device))
    if (devname %in% c("png", "jpeg", "bmp") && is.null(args$width) && is.null(args$height))
        warning("need to specify one of 'width' and 'height'")
    if (is.null(args$width)) args$width <- if (!is.null(args$height)) w / h * args$height else w
    if (is.null(args$height)) args$height <- if (!is.null(args$width)) h / w * args$width else h
    on.exit(dev.set(current.device))
    dev.off(do.call(dev.copy, c(list(device), args)))
}
# the device before 'which' among those open (wrapping round), as dev.next() gives the one after
dev.prev <- function(which = dev.cur()) {
    l <- dev.list()
    if (is.null(l)) return(c("null device" = 1L))
    before <- l[l < as.integer(which)]
    if (length(before)) before[length(before)] else l[length(l)]
}
devAskNewPage <- function(ask = NULL) {
    old <- par("ask")
    if (is.null(ask)) return(old)
    ask <- as.logical(ask)[1L]
    if (is.na(ask)) stop(gettextf("invalid '%s' argument", "ask"), domain = NA)
    par(ask = ask)
    invisible(old)
}
