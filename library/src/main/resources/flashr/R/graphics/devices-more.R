# More of grDevices' devices: tiff and bmp (image files by the JDK's writers), cairo_pdf (the pdf
# device), dev.capabilities (what flashr's devices draw), savePlot (a window's page copied to a file)
# and bitmap, which needs GhostScript as in R.
tiff <- function(filename = "Rplot%03d.tiff", width = 480, height = 480, units = "px", pointsize = 12,
                 compression = c("none", "rle", "lzw", "jpeg", "zip", "lzw+p", "zip+p"), bg = "white", res = NA,
                 ..., type = c("cairo", "Xlib", "quartz"), antialias) {
    .gr_open("tiff", .gr_path(filename), .gr_pixels(width, units, res), .gr_pixels(height, units, res),
             pointsize, bg, res, 0)
}
bmp <- function(filename = "Rplot%03d.bmp", width = 480, height = 480, units = "px", pointsize = 12, bg = "white",
                res = NA, ..., type = c("cairo", "Xlib", "quartz"), antialias) {
    .gr_open("bmp", .gr_path(filename), .gr_pixels(width, units, res), .gr_pixels(height, units, res),
             pointsize, bg, res, 0)
}
# one file holds every page here; with onefile = FALSE R writes a file per page (the first is named here)
cairo_pdf <- function(filename = if (onefile) "Rplots.pdf" else "Rplot%03d.pdf", width = 7, height = 7,
                      pointsize = 12, onefile = FALSE, family = "sans", bg = "white",
                      antialias = c("default", "none", "gray", "subpixel"), fallback_resolution = 300, symbolfamily) {
    filename <- .gr_path(filename)
    if (!onefile && grepl("%", filename, fixed = TRUE)) filename <- sprintf(filename, 1L)
    .gr_open("cairo_pdf", filename, width, height, pointsize, bg, NA, 0)
}
dev.capabilities <- function(what = NULL) {
    if (dev.cur() == 1L) dev.new()
    opaque <- names(dev.cur()) %in% c("jpeg", "bmp", "tiff")
    z <- list(semiTransparency = TRUE, transparentBackground = if (opaque) "no" else "semi", rasterImage = "yes",
              capture = FALSE, locator = FALSE, events = character(), patterns = FALSE, clippingPaths = FALSE,
              masks = FALSE, compositing = FALSE, transformations = FALSE, paths = TRUE)
    if (!is.null(what)) z[charmatch(what, names(z), 0L)] else z
}
savePlot <- function(filename = paste0("Rplot.", type), type = c("png", "jpeg", "tiff", "bmp"), device = dev.cur()) {
    type <- match.arg(type)
    devlist <- dev.list()
    devcur <- match(device, devlist, NA)
    if (is.na(devcur)) stop("no such device")
    devname <- names(devlist)[devcur]
    if (devname != "X11cairo") stop("can only copy from 'X11(type=\"*cairo\")' devices")
    old <- dev.cur()
    on.exit(dev.set(old))
    dev.set(device)
    size <- dev.size("px")
    dev.copy(get(type), filename, width = size[1L], height = size[2L])
    invisible(dev.off())
}
bitmap <- function(file, type = "png16m", height = 7, width = 7, res = 72, units = "in", pointsize, taa = NA,
                   gaa = NA, ...) {
    gs <- Sys.getenv("R_GSCMD")
    if (!nzchar(gs)) gs <- Sys.which("gs")
    if (!nzchar(gs)) stop("GhostScript was not found")
    stop("bitmap() draws with postscript(), which flashr lacks: use png(), jpeg(), tiff() or bmp()")
}
