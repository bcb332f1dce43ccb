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
