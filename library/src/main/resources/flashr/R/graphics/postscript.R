# grDevices' PostScript and font database (R's postscript.R): postscript() with ps.options, setEPS and setPS,
# pdf.options, the Type1 and CID font databases (postscriptFonts, pdfFonts) and embedFonts, which needs
# GhostScript as in R. The options and fonts live in an environment of their own, made on first use.
# the value of .PSenv (a promise made in Java, so evaluated once)
.gr_psenv <- function() {
    e <- new.env()
    assign(".PostScript.Fonts", list(), envir = e)
    assign(".PDF.Fonts", list(), envir = e)
    e
}
ps.options <- function(..., reset = FALSE, override.check = FALSE) {
    initPSandPDFfonts()
    old <- get(".PostScript.Options", envir = .PSenv)
    if (reset) assign(".PostScript.Options", get(".PostScript.Options.default", envir = .PSenv), envir = .PSenv)
    new <- list(...)
    if (m <- match("append", names(new), 0L)) {
        warning("argument 'append' is for back-compatibility and will be ignored", immediate. = TRUE)
        new <- new[-m]
    }
    assign <- length(new) > 0
    check.options(new, name.opt = ".PostScript.Options", envir = .PSenv, assign.opt = assign,
                  override.check = override.check)
    if (reset || assign) invisible(old) else old
}
setEPS <- function(...) {
    dots <- list(...)
    args <- list(width = 7, height = 7)
    args[names(dots)] <- dots
    force <- list(onefile = FALSE, horizontal = FALSE, paper = "special")
    args[names(force)] <- force
    do.call("ps.options", args)
}
setPS <- function(...) {
    dots <- list(...)
    args <- list(width = 0, height = 0)
    args[names(dots)] <- dots
    force <- list(onefile = TRUE, horizontal = TRUE, paper = "default")
    args[names(force)] <- force
    do.call("ps.options", args)
}
pdf.options <- function(..., reset = FALSE) {
    initPSandPDFfonts()
    old <- get(".PDF.Options", envir = .PSenv)
    if (reset) assign(".PDF.Options", get(".PDF.Options.default", envir = .PSenv), envir = .PSenv)
    l... <- length(new <- list(...))
    check.options(new, name.opt = ".PDF.Options", envir = .PSenv, assign.opt = l... > 0)
    if (reset || l... > 0) invisible(old) else old
}
checkIntFormat <- function(s) {
    s <- gsub("%%", "", s, fixed = TRUE)
    if (length(grep("%", s)) == 0L) return(TRUE)
    s <- sub("%[#0 ,+-]*[0-9.]*[diouxX]", "", s)
    length(grep("%", s, fixed = TRUE)) == 0L
}
postscript <- function(file = if (onefile) "Rplots.ps" else "Rplot%03d.ps", onefile, family, title, fonts, encoding,
                       bg, fg, width, height, horizontal, pointsize, paper, pagecentre, print.it, command,
                       colormodel, useKerning, fillOddEven) {
    initPSandPDFfonts()
    new <- list()
    if (!missing(onefile)) new$onefile <- onefile
    if (!missing(title)) new$title <- title
    if (!missing(fonts)) new$fonts <- fonts
    if (!missing(encoding)) new$encoding <- encoding
    if (!missing(bg)) new$bg <- bg
    if (!missing(fg)) new$fg <- fg
    if (!missing(width)) new$width <- width
    if (!missing(height)) new$height <- height
    if (!missing(horizontal)) new$horizontal <- horizontal
    if (!missing(pointsize)) new$pointsize <- pointsize
    if (!missing(paper)) new$paper <- paper
    if (!missing(pagecentre)) new$pagecentre <- pagecentre
    if (!missing(print.it)) new$print.it <- print.it
    if (!missing(command)) new$command <- command
    if (!missing(colormodel)) new$colormodel <- colormodel
    if (!missing(useKerning)) new$useKerning <- useKerning
    if (!missing(fillOddEven)) new$fillOddEven <- fillOddEven
    old <- check.options(new, name.opt = ".PostScript.Options", envir = .PSenv)
    if (!missing(family) && (inherits(family, "Type1Font") || inherits(family, "CIDFont"))) family <- family$family
    if (!missing(family)) {
        if (length(family) == 1L) {
            pf <- postscriptFonts(family)[[1L]]
            if (is.null(pf)) stop(gettextf("unknown family '%s'", family), domain = NA)
        } else if (!(length(family) %in% 4:5)) stop("invalid 'family' argument")
        old$family <- family
    }
    if (grepl("[\n\r\f\177]", old$title))
        stop(gettextf("'title' argument \"%s\" contains invalid characters", old$title), domain = NA)
    onefile <- old$onefile
    if (!checkIntFormat(file)) stop(gettextf("invalid 'file' argument '%s'", file), domain = NA)
    .ps_device(file, old, "postscript")
}
# devPS.c's layout of the page: the paper (named, or the plot's own size when "special"), turned when
# horizontal, and the plotting region centred on it with a quarter inch margin at least
.ps_device <- function(file, o, kind) {
    if (is.character(file) && startsWith(file, "~")) file <- .gr_path(file)
    if (all(col2rgb(c(o$bg, o$fg), alpha = TRUE)[4L, ] == 0))
        stop(simpleError(gettextf("invalid foreground/background color (%s)", kind), sys.call(-1L)))
    paper <- o$paper
    if (paper %in% c("default", "Default")) {
        p <- getOption("papersize")
        paper <- if (length(p) && !is.na(p[1L]) && nzchar(p[1L])) p[1L] else "a4"
    }
    horizontal <- isTRUE(o$horizontal)
    width <- o$width
    height <- o$height
    special <- paper == "special"
    dims <- switch(paper, A4 = , a4 = c(21 / 2.54, 29.7 / 2.54), Letter = , letter = , US = , us = c(8.5, 11),
                   Legal = , legal = c(8.5, 14), Executive = , executive = c(7.25, 10.5),
                   special = if (horizontal) c(height, width) else c(width, height),
                   stop(simpleError(gettextf("invalid page type '%s' (%s)", paper, kind), sys.call(-1L))))
    paperw <- trunc(72 * dims[1L])
    paperh <- trunc(72 * dims[2L])
    pw <- if (horizontal) dims[2L] else dims[1L]
    ph <- if (horizontal) dims[1L] else dims[2L]
    if (!special) {
        if (width < 0.1 || width > pw - 0.5) width <- pw - 0.5
        if (height < 0.1 || height > ph - 0.5) height <- ph - 0.5
    }
    xoff <- if (isTRUE(o$pagecentre)) (pw - width) / 2 else 0
    yoff <- if (isTRUE(o$pagecentre)) (ph - height) / 2 else 0
    fam <- o$family
    if (length(fam) == 1L && !is.null(f <- postscriptFonts()[[fam]])) fam <- f$family
    pointsize <- min(max(floor(o$pointsize), 6), trunc(72 * max(pw, ph)))
    .gr_open_ps(file, paper, paperw, paperh, horizontal, special, 72 * xoff, 72 * yoff, 72 * width, 72 * height,
                o$title, isTRUE(o$onefile), fam[1L], .ps.prolog(), pointsize, o$bg, kind)
    invisible()
}
.ps.prolog <- function() c("/gs  { gsave } bind def", "/gr  { grestore } bind def", "/ep  { showpage gr gr } bind def",
    "/m   { moveto } bind def", "/l  { rlineto } bind def", "/np  { newpath } bind def", "/cp  { closepath } bind def",
    "/f   { fill } bind def", "/o   { stroke } bind def", "/c   { newpath 0 360 arc } bind def",
    "/r   { 4 2 roll moveto 1 copy 3 -1 roll exch 0 exch rlineto 0 rlineto -1 mul 0 exch rlineto closepath } bind def",
    "/p1  { stroke } bind def", "/p2  { gsave bg fill grestore newpath } bind def",
    "/p3  { gsave bg fill grestore stroke } bind def", "/p6  { gsave bg eofill grestore newpath } bind def",
    "/p7  { gsave bg eofill grestore stroke } bind def", "/t   { 5 -2 roll moveto gsave rotate",
    "       1 index stringwidth pop", "       mul neg 0 rmoveto show grestore } bind def",
    "/ta  { 4 -2 roll moveto gsave rotate show } bind def", "/tb  { 2 -1 roll 0 rmoveto show } bind def",
    "/cl  { grestore gsave newpath 3 index 3 index moveto 1 index", "       4 -1 roll lineto  exch 1 index lineto lineto",
    "       closepath clip newpath } bind def", "/rgb { setrgbcolor } bind def", "/s   { scalefont setfont } bind def")
# cairo's PostScript: here the postscript device on paper of the plot's size, upright
cairo_ps <- function(filename = if (onefile) "Rplots.ps" else "Rplot%03d.ps", width = 7, height = 7, pointsize = 12,
                     onefile = FALSE, family = "sans", bg = "white",
                     antialias = c("default", "none", "gray", "subpixel"), fallback_resolution = 300, symbolfamily) {
    if (!checkIntFormat(filename)) stop("invalid 'filename'")
    antialias <- match.arg(antialias)
    o <- list(paper = "special", horizontal = FALSE, width = width, height = height, pagecentre = TRUE,
              family = "Helvetica", pointsize = pointsize, title = "R Graphics Output", onefile = onefile,
              bg = bg, fg = "black")
    .ps_device(filename, o, "cairo_ps")
}
