# Smaller parts of grDevices: recordGraphics (code evaluated now, in an environment made of 'list'),
# grSoftVersion (the graphics libraries, none of which flashr links), deviceIsInteractive, as.graphicsAnnot,
# dev.capture (no flashr device can hand its raster back, as R's file devices cannot) and the Hershey table.
recordGraphics <- function(expr, list, env) {
    expr <- substitute(expr)
    if (!is.null(expr) && !is.call(expr)) stop("'expr' argument must be an expression")
    if (!is.list(list)) stop("'list' argument must be a list")
    if (is.null(env)) stop("use of NULL environment is defunct")
    if (!is.environment(env)) stop("'env' argument must be an environment")
    eval(expr, list2env(list, parent = env))
}
grSoftVersion <- function()
    c(cairo = "", cairoFT = "", pango = "", libpng = "", jpeg = "", libtiff = "")
deviceIsInteractive <- function(name = NULL) {
    e <- .PSenv
    known <- if (exists(".known_interactive_devices", envir = e, inherits = FALSE))
        get(".known_interactive_devices", envir = e)
    else c("X11", "X11cairo", "quartz", "windows", "JavaGD", "CairoWin", "CairoX11")
    if (length(name)) {
        if (!is.character(name)) stop("'name' must be a character vector")
        known <- unique(c(known, name))
        assign(".known_interactive_devices", known, envir = e)
        invisible(known)
    } else known
}
as.graphicsAnnot <- function(x) if (is.language(x) || !is.object(x)) x else as.character(x)
dev.capture <- function(native = FALSE) {
    if (dev.cur() == 1L) dev.new()
    warning("raster capture is not available for this device")
    NULL
}
.gr_hershey <- function() list(typeface = c("serif", "sans serif", "script", "gothic english", "gothic german", "gothic italian",
                             "serif symbol", "sans serif symbol"),
                fontindex = c("plain", "italic", "bold", "bold italic", "cyrillic", "oblique cyrillic", "EUC"),
                allowed = rbind(cbind(1L, 1:7), cbind(2L, 1:4), cbind(3L, 1:3), cbind(4:6, 1L), cbind(7L, 1:4),
                                cbind(8L, 1:2)))
# PicTeX: a TeX picture per page, 72.27 points to the inch, text in 10 point Computer Modern sans
pictex <- function(file = "Rplots.tex", width = 5, height = 4, debug = FALSE, bg = "white", fg = "black") {
    .gr_open_pictex(.gr_path(file), width * 72.27, height * 72.27, bg)
    graphics::par(mar = c(5, 4, 2, 4) + 0.1)
}
