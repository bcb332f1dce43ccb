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
# XFig: FIG 3.2 files (R's xfig device), the page laid out as devPS.c's XFigDeviceDriver does
xfig <- function(file = if (onefile) "Rplots.fig" else "Rplot%03d.fig", onefile = FALSE, encoding = "none",
                 paper = "default", horizontal = TRUE, width = 0, height = 0, family = "Helvetica", pointsize = 12,
                 bg = "transparent", fg = "black", pagecentre = TRUE, defaultfont = FALSE, textspecial = FALSE) {
    if (!checkIntFormat(file)) stop(gettextf("invalid 'file' argument '%s'", file), domain = NA)
    base <- match(family, c("Times", "AvantGarde", "Bookman", "Courier", "Helvetica", "Helvetica-Narrow",
                            "NewCenturySchoolbook", "Palatino"))
    if (is.na(base)) {
        warning(gettextf("unknown postscript font family '%s', using Helvetica", family), domain = NA)
        base <- 5L
    }
    if (paper %in% c("default", "Default")) {
        p <- getOption("papersize")
        paper <- if (length(p) && !is.na(p[1L]) && nzchar(p[1L])) p[1L] else "A4"
    }
    dims <- switch(paper, A4 = , a4 = c(21 / 2.54, 29.7 / 2.54), Letter = , letter = c(8.5, 11),
                   Legal = , legal = c(8.5, 14), stop(gettextf("invalid page type '%s' (xfig)", paper), domain = NA))
    paper <- switch(paper, a4 = "A4", letter = "Letter", legal = "Legal", paper)
    if (!onefile && !grepl("%", file, fixed = TRUE))
        warning(gettextf("xfig(%s, onefile=FALSE) will only return the last plot", file), domain = NA)
    if (horizontal) dims <- rev(dims)
    pw <- dims[1L]
    ph <- dims[2L]
    if (width < 0.1 || width > pw - 0.5) width <- pw - 0.5
    if (height < 0.1 || height > ph - 0.5) height <- ph - 0.5
    xoff <- if (pagecentre) (pw - width) / 2 else 0
    yoff <- if (pagecentre) (ph - height) / 2 else 0
    ymax <- trunc(1200 * if (pagecentre) ph else height)
    .gr_open_xfig(.gr_path(file), paper, horizontal, onefile, 72 * xoff, 72 * yoff, 72 * width, 72 * height, ymax,
                  4L * (base - 1L), 72 * pw, 72 * ph, pointsize, bg)
    invisible()
}
