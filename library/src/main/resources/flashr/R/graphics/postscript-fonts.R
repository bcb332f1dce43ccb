# grDevices' font databases (R's postscript.R): the Type1 and CID fonts postscript() and pdf() know, by family,
# and embedFonts, dev2bitmap, dev.copy2eps and dev.copy2pdf; GhostScript is looked for as R's tools::find_gs_cmd does.
postscriptFonts <- function (...) 
{
    initPSandPDFfonts()
    ndots <- length(fonts <- list(...))
    if (ndots == 0L) 
        get(".PostScript.Fonts", envir = .PSenv)
    else {
        fontNames <- names(fonts)
        nnames <- length(fontNames)
        if (nnames == 0L) {
            if (!all(sapply(fonts, is.character))) 
                stop(gettextf("invalid arguments in '%s' (must be font names)", 
                  "postscriptFonts"), domain = NA)
            else get(".PostScript.Fonts", envir = .PSenv)[unlist(fonts)]
        }
        else {
            if (ndots != nnames) 
                stop(gettextf("invalid arguments in '%s' (need named args)", 
                  "postscriptFonts"), domain = NA)
            setFonts(fonts, fontNames, ".PostScript.Fonts")
        }
    }
}

pdfFonts <- function (...) 
{
    initPSandPDFfonts()
    ndots <- length(fonts <- list(...))
    if (ndots == 0L) 
        get(".PDF.Fonts", envir = .PSenv)
    else {
        fontNames <- names(fonts)
        nnames <- length(fontNames)
        if (nnames == 0L) {
            if (!all(sapply(fonts, is.character))) 
                stop(gettextf("invalid arguments in '%s' (must be font names)", 
                  "pdfFonts"), domain = NA)
            else get(".PDF.Fonts", envir = .PSenv)[unlist(fonts)]
        }
        else {
            if (ndots != nnames) 
                stop(gettextf("invalid arguments in '%s' (need named args)", 
                  "pdfFonts"), domain = NA)
            setFonts(fonts, fontNames, ".PDF.Fonts")
        }
    }
}

Type1Font <- function (family, metrics, encoding = "default") 
{
    font <- list(family = family, metrics = metrics, encoding = encoding)
    class(font) <- "Type1Font"
    checkFont(font)
}

CIDFont <- function (family, cmap, cmapEncoding, pdfresource = "") 
{
    font <- list(family = family, metrics = c("", "", "", ""), 
        cmap = cmap, cmapEncoding = cmapEncoding, pdfresource = pdfresource)
    class(font) <- "CIDFont"
    checkFont(font)
}

checkFont <- function (font) 
UseMethod("checkFont")

checkFont.default <- function (font) 
stop("Invalid font type")

checkFont.Type1Font <- function (font) 
{
    if (is.null(font$family) || !is.character(font$family)) 
        stop("invalid family name in font specification")
    if (is.null(font$metrics) || !is.character(font$metrics) || 
        length(font$metrics) < 4L) 
        stop("invalid metric information in font specification")
    if (length(font$metrics) == 4L) 
        font$metrics <- c(font$metrics, "Symbol.afm")
    if (is.null(font$encoding) || !is.character(font$encoding)) 
        stop("invalid encoding in font specification")
    font
}

checkFont.CIDFont <- function (font) 
{
    if (!inherits(font, "CIDFont")) 
        stop("Not a CID font")
    if (is.null(font$family) || !is.character(font$family)) 
        stop("invalid family name in font specification")
    if (is.null(font$metrics) || !is.character(font$metrics) || 
        length(font$metrics) < 4L) 
        stop("invalid metric information in font specification")
    if (length(font$metrics) == 4L) 
        font$metrics <- c(font$metrics, "Symbol.afm")
    if (is.null(font$cmap) || !is.character(font$cmap)) 
        stop("invalid CMap name in font specification")
    if (is.null(font$cmapEncoding) || !is.character(font$cmapEncoding)) 
        stop("invalid 'cmapEncoding' in font specification")
    if (is.null(font$pdfresource) || !is.character(font$pdfresource)) 
        stop("invalid PDF resource in font specification")
    font
}

isPDF <- function (fontDBname) 
{
    switch(fontDBname, .PostScript.Fonts = FALSE, .PDF.Fonts = TRUE, 
        stop("Invalid font database name"))
}

checkFontInUse <- function (names, fontDBname) 
{
    for (i in names) if (.ps_font_in_use(i, isPDF(fontDBname)))
        stop(gettextf("font %s already in use", i), domain = NA)
    invisible()
}

setFonts <- function (fonts, fontNames, fontDBname) 
{
    fonts <- lapply(fonts, checkFont)
    fontDB <- get(fontDBname, envir = .PSenv)
    existingFonts <- fontNames %in% names(fontDB)
    if (sum(existingFonts) > 0) {
        checkFontInUse(fontNames[existingFonts], fontDBname)
        fontDB[fontNames[existingFonts]] <- fonts[existingFonts]
    }
    if (sum(existingFonts) < length(fontNames)) 
        fontDB <- c(fontDB, fonts[!existingFonts])
    assign(fontDBname, fontDB, envir = .PSenv)
}

printFont <- function (font) 
paste0(font, "\n")

printFont.Type1Font <- function (font) 
paste0(font$family, "\n    (", paste(font$metrics, collapse = " "), 
    "\n    ", font$encoding, "\n")

printFont.CIDFont <- function (font) 
paste0(font$family, "\n    (", paste(font$metrics, collapse = " "), 
    ")\n    ", font$CMap, "\n    ", font$encoding, "\n")

printFonts <- function (fonts) 
cat(paste0(names(fonts), ": ", unlist(lapply(fonts, printFont)), 
    collapse = ""))

matchEncoding <- function (font, encoding) 
UseMethod("matchEncoding")

matchEncoding.Type1Font <- function (font, encoding) 
{
    font$encoding %in% c("default", encoding, paste0(encoding, 
        ".enc"))
}

matchEncoding.CIDFont <- function (font, encoding) 
TRUE

matchFont <- function (font, encoding) 
{
    if (is.null(font)) 
        stop("unknown font")
    if (!matchEncoding(font, encoding)) 
        stop(gettextf("font encoding mismatch '%s'/'%s'", font$encoding, 
            encoding), domain = NA)
}

embedFonts <- function (file, format, outfile = file, fontpaths = character(), 
    options = character()) 
{
    if (!is.character(file) || length(file) != 1L || !nzchar(file)) 
        stop("'file' must be a non-empty character string")
    gsexe <- .find_gs_cmd()
    if (!nzchar(gsexe)) 
        stop("GhostScript was not found")
    if (.Platform$OS.type == "windows") 
        gsexe <- shortPathName(gsexe)
    suffix <- gsub(".+[.]", "", file)
    if (missing(format)) 
        format <- switch(suffix, ps = , eps = "ps2write", pdf = "pdfwrite")
    if (!is.character(format)) 
        stop("invalid output format")
    tmpfile <- tempfile("Rembed")
    if (length(fontpaths)) 
        fontpaths <- paste0("-sFONTPATH=", shQuote(paste(fontpaths, 
            collapse = .Platform$path.sep)))
    args <- c(paste0("-dNOPAUSE -dBATCH -q -dAutoRotatePages=/None -sDEVICE=", 
        format), paste0(" -sOutputFile=", shQuote(tmpfile)), 
        fontpaths, options, shQuote(file))
    ret <- system2(gsexe, args)
    if (ret != 0) 
        stop(gettextf("status %d in running command '%s'", ret, 
            cmd), domain = NA)
    if (outfile != file) 
        args[2] <- paste0(" -sOutputFile=", shQuote(outfile))
    cmd <- paste(c(shQuote(gsexe), args), collapse = " ")
    file.copy(tmpfile, outfile, overwrite = TRUE)
    invisible(cmd)
}

dev.copy2eps <- function (...) 
{
    current.device <- dev.cur()
    nm <- names(current.device)[1L]
    if (nm == "null device") 
        stop("no device to print from")
    if (!dev.displaylist()) 
        stop("can only print from a screen device")
    oc <- match.call()
    oc[[1L]] <- quote(grDevices::dev.copy)
    oc$device <- postscript
    oc$onefile <- FALSE
    oc$horizontal <- FALSE
    if (is.null(oc$paper)) 
        oc$paper <- "special"
    din <- dev.size("in")
    w <- din[1L]
    h <- din[2L]
    if (is.null(oc$width)) 
        oc$width <- if (!is.null(oc$height)) 
            w/h * eval.parent(oc$height)
        else w
    if (is.null(oc$height)) 
        oc$height <- if (!is.null(oc$width)) 
            h/w * eval.parent(oc$width)
        else h
    if (is.null(oc$file)) 
        oc$file <- "Rplot.eps"
    on.exit(dev.set(current.device))
    dev.off(eval.parent(oc))
}

dev.copy2pdf <- function (..., out.type = "pdf") 
{
    out.type <- match.arg(out.type, c("pdf", "quartz", "cairo"))
    current.device <- dev.cur()
    nm <- names(current.device)[1L]
    if (nm == "null device") 
        stop("no device to print from")
    if (!dev.displaylist()) 
        stop("can only print from a screen device")
    oc <- match.call()
    oc[[1L]] <- quote(grDevices::dev.copy)
    if (out.type == "quartz" && capabilities("aqua")) {
        oc$device <- quartz
        oc$type <- "pdf"
    }
    else if (out.type == "cairo" && capabilities("cairo")) {
        oc$device <- cairo_pdf
        oc$onefile <- FALSE
    }
    else {
        oc$device <- pdf
        oc$onefile <- FALSE
        if (is.null(oc$paper)) 
            oc$paper <- "special"
    }
    oc$out.type <- NULL
    din <- dev.size("in")
    w <- din[1L]
    h <- din[2L]
    if (is.null(oc$width)) 
        oc$width <- if (!is.null(oc$height)) 
            w/h * eval.parent(oc$height)
        else w
    if (is.null(oc$height)) 
        oc$height <- if (!is.null(oc$width)) 
            h/w * eval.parent(oc$width)
        else h
    if (is.null(oc$file)) 
        oc$file <- "Rplot.pdf"
    on.exit(dev.set(current.device))
    dev.off(eval.parent(oc))
}

dev2bitmap <- function (file, type = "png16m", height = 7, width = 7, res = 72, 
    units = "in", pointsize, ..., method = c("postscript", "pdf"), 
    taa = NA, gaa = NA) 
{
    if (missing(file)) 
        stop("'file' is missing with no default")
    if (!is.character(file) || length(file) != 1L || !nzchar(file)) 
        stop("'file' must be a non-empty character string")
    method <- match.arg(method)
    units <- match.arg(units, c("in", "px", "cm", "mm"))
    height <- switch(units, `in` = 1, cm = 1/2.54, mm = 1/25.4, 
        px = 1/res) * height
    width <- switch(units, `in` = 1, cm = 1/2.54, mm = 1/25.4, 
        px = 1/res) * width
    gsexe <- .find_gs_cmd()
    if (!nzchar(gsexe)) 
        stop("GhostScript was not found")
    if (missing(pointsize)) 
        pointsize <- 1.5 * min(width, height)
    tmp <- tempfile("Rbit")
    on.exit(unlink(tmp))
    din <- graphics::par("din")
    w <- din[1L]
    h <- din[2L]
    if (missing(width) && !missing(height)) 
        width <- w/h * height
    if (missing(height) && !missing(width)) 
        height <- h/w * width
    current.device <- dev.cur()
    if (method == "pdf") 
        dev.off(dev.copy(device = pdf, file = tmp, width = width, 
            height = height, pointsize = pointsize, paper = "special", 
            ...))
    else dev.off(dev.copy(device = postscript, file = tmp, width = width, 
        height = height, pointsize = pointsize, paper = "special", 
        horizontal = FALSE, ...))
    dev.set(current.device)
    extra <- ""
    if (!is.na(taa)) 
        extra <- paste0(" -dTextAlphaBits=", taa)
    if (!is.na(gaa)) 
        extra <- paste0(extra, " -dGraphicsAlphaBits=", gaa)
    cmd <- paste0(shQuote(gsexe), " -dNOPAUSE -dBATCH -q -sDEVICE=", 
        type, " -r", res, " -dAutoRotatePages=/None", " -g", 
        ceiling(res * width), "x", ceiling(res * height), extra, 
        " -sOutputFile=", shQuote(file), " ", tmp)
    system(cmd)
    invisible()
}
# flashr's devices load no font by family name, so none is ever in use
.ps_font_in_use <- function(name, pdf) FALSE
.find_gs_cmd <- function(gs_cmd = "") {
    if (!nzchar(gs_cmd)) {
        gs_cmd <- Sys.getenv("R_GSCMD")
        if (!nzchar(gs_cmd)) gs_cmd <- "gs"
    }
    unname(Sys.which(gs_cmd))
}
initPSandPDFfonts <- function () 
{
    if (exists(".PostScript.Options", envir = .PSenv, inherits = FALSE)) 
        return()
    assign(".PostScript.Options", list(onefile = TRUE, family = "Helvetica", 
        title = "R Graphics Output", fonts = NULL, encoding = "default", 
        bg = "transparent", fg = "black", width = 0, height = 0, 
        horizontal = TRUE, pointsize = 12, paper = "default", 
        pagecentre = TRUE, print.it = FALSE, command = "default", 
        colormodel = "srgb", useKerning = TRUE, fillOddEven = FALSE), 
        envir = .PSenv)
    assign(".PostScript.Options.default", get(".PostScript.Options", 
        envir = .PSenv), envir = .PSenv)
    assign(".PDF.Options", list(width = 7, height = 7, onefile = TRUE, 
        family = "Helvetica", title = "R Graphics Output", fonts = NULL, 
        version = "1.4", paper = "special", encoding = "default", 
        bg = "transparent", fg = "black", pointsize = 12, pagecentre = TRUE, 
        colormodel = "srgb", useDingbats = FALSE, useKerning = TRUE, 
        fillOddEven = FALSE, compress = TRUE), envir = .PSenv)
    assign(".PDF.Options.default", get(".PDF.Options", envir = .PSenv), 
        envir = .PSenv)
    postscriptFonts(serif = Type1Font("Times", c("Times-Roman.afm", 
        "Times-Bold.afm", "Times-Italic.afm", "Times-BoldItalic.afm", 
        "Symbol.afm")), sans = Type1Font("Helvetica", c("Helvetica.afm", 
        "Helvetica-Bold.afm", "Helvetica-Oblique.afm", "Helvetica-BoldOblique.afm", 
        "Symbol.afm")), mono = Type1Font("Courier", c("Courier.afm", 
        "Courier-Bold.afm", "Courier-Oblique.afm", "Courier-BoldOblique.afm", 
        "Symbol.afm")), AvantGarde = Type1Font("AvantGarde", 
        c("agw_____.afm", "agd_____.afm", "agwo____.afm", "agdo____.afm", 
            "Symbol.afm")), Bookman = Type1Font("Bookman", c("bkl_____.afm", 
        "bkd_____.afm", "bkli____.afm", "bkdi____.afm", "Symbol.afm")), 
        Courier = Type1Font("Courier", c("Courier.afm", "Courier-Bold.afm", 
            "Courier-Oblique.afm", "Courier-BoldOblique.afm", 
            "Symbol.afm")), Helvetica = Type1Font("Helvetica", 
            c("Helvetica.afm", "Helvetica-Bold.afm", "Helvetica-Oblique.afm", 
                "Helvetica-BoldOblique.afm", "Symbol.afm")), 
        `Helvetica-Narrow` = Type1Font("Helvetica-Narrow", c("hvn_____.afm", 
            "hvnb____.afm", "hvno____.afm", "hvnbo___.afm", "Symbol.afm")), 
        NewCenturySchoolbook = Type1Font("NewCenturySchoolbook", 
            c("ncr_____.afm", "ncb_____.afm", "nci_____.afm", 
                "ncbi____.afm", "Symbol.afm")), Palatino = Type1Font("Palatino", 
            c("por_____.afm", "pob_____.afm", "poi_____.afm", 
                "pobi____.afm", "Symbol.afm")), Times = Type1Font("Times", 
            c("Times-Roman.afm", "Times-Bold.afm", "Times-Italic.afm", 
                "Times-BoldItalic.afm", "Symbol.afm")), URWGothic = Type1Font("URWGothic", 
            c("a010013l.afm", "a010015l.afm", "a010033l.afm", 
                "a010035l.afm", "s050000l.afm")), URWBookman = Type1Font("URWBookman", 
            c("b018012l.afm", "b018015l.afm", "b018032l.afm", 
                "b018035l.afm", "s050000l.afm")), NimbusMon = Type1Font("NimbusMon", 
            c("n022003l.afm", "n022004l.afm", "n022023l.afm", 
                "n022024l.afm", "s050000l.afm")), NimbusSan = Type1Font("NimbusSan", 
            c("n019003l.afm", "n019004l.afm", "n019023l.afm", 
                "n019024l.afm", "s050000l.afm")), URWHelvetica = Type1Font("URWHelvetica", 
            c("n019003l.afm", "n019004l.afm", "n019023l.afm", 
                "n019024l.afm", "s050000l.afm")), NimbusSanCond = Type1Font("NimbusSanCond", 
            c("n019043l.afm", "n019044l.afm", "n019063l.afm", 
                "n019064l.afm", "s050000l.afm")), CenturySch = Type1Font("CenturySch", 
            c("c059013l.afm", "c059016l.afm", "c059033l.afm", 
                "c059036l.afm", "s050000l.afm")), URWPalladio = Type1Font("URWPalladio", 
            c("p052003l.afm", "p052004l.afm", "p052023l.afm", 
                "p052024l.afm", "s050000l.afm")), NimbusRom = Type1Font("NimbusRom", 
            c("n021003l.afm", "n021004l.afm", "n021023l.afm", 
                "n021024l.afm", "s050000l.afm")), URWTimes = Type1Font("URWTimes", 
            c("n021003l.afm", "n021004l.afm", "n021023l.afm", 
                "n021024l.afm", "s050000l.afm")), ArialMT = Type1Font("ArialMT", 
            c("ArialMT.afm", "ArialMT-Bold.afm", "ArialMT-Italic.afm", 
                "ArialMT-BoldItalic.afm", "Symbol.afm")))
    do.call("pdfFonts", postscriptFonts())
    postscriptFonts(ComputerModern = Type1Font("ComputerModern", 
        c("CM_regular_10.afm", "CM_boldx_10.afm", "CM_italic_10.afm", 
            "CM_boldx_italic_10.afm", "CM_symbol_10.afm"), encoding = "TeXtext.enc"), 
        ComputerModernItalic = Type1Font("ComputerModernItalic", 
            c("CM_regular_10.afm", "CM_boldx_10.afm", "cmti10.afm", 
                "cmbxti10.afm", "CM_symbol_10.afm"), encoding = "TeXtext.enc"))
    postscriptFonts(Japan1 = CIDFont("HeiseiKakuGo-W5", "EUC-H", 
        "EUC-JP"), Japan1HeiMin = CIDFont("HeiseiMin-W3", "EUC-H", 
        "EUC-JP"), Japan1GothicBBB = CIDFont("GothicBBB-Medium", 
        "EUC-H", "EUC-JP"), Japan1Ryumin = CIDFont("Ryumin-Light", 
        "EUC-H", "EUC-JP"), Korea1 = CIDFont("Baekmuk-Batang", 
        "KSCms-UHC-H", "CP949"), Korea1deb = CIDFont("Batang-Regular", 
        "KSCms-UHC-H", "CP949"), CNS1 = CIDFont("MOESung-Regular", 
        "B5pc-H", "CP950"), GB1 = CIDFont("BousungEG-Light-GB", 
        "GBK-EUC-H", "GBK"))
    pdfFonts(Japan1 = CIDFont("KozMinPro-Regular-Acro", "EUC-H", 
        "EUC-JP", paste("/FontDescriptor", "<<", "  /Type /FontDescriptor", 
            "  /CapHeight 740 /Ascent 1075 /Descent -272 /StemV 72", 
            "  /FontBBox [-195 -272 1110 1075]", "  /ItalicAngle 0 /Flags 6 /XHeight 502", 
            "  /Style << /Panose <000001000500000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(Japan1) /Supplement  2 >>", 
            "/DW 1000", "/W [", "   1 632 500 ", "   8718 [500 500] ", 
            "]\n", sep = "\n      ")), Japan1HeiMin = CIDFont("HeiseiMin-W3-Acro", 
        "EUC-H", "EUC-JP", paste("/FontDescriptor", "<<", "  /Type /FontDescriptor", 
            "  /CapHeight 709 /Ascent 723 /Descent -241 /StemV 69", 
            "  /FontBBox [-123 -257 1001 910]", "  /ItalicAngle 0 /Flags 6 /XHeight 450", 
            "  /Style << /Panose <000002020500000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(Japan1) /Supplement  2 >>", 
            "/DW 1000", "/W [", "   1 632 500 ", "   8718 [500 500] ", 
            "]\n", sep = "\n      ")), Japan1GothicBBB = CIDFont("GothicBBB-Medium", 
        "EUC-H", "EUC-JP", paste("/FontDescriptor", "<<", "  /Type /FontDescriptor", 
            "  /CapHeight 737 /Ascent 752 /Descent -271 /StemV 99", 
            "  /FontBBox [-22 -252 1000 892]", "  /ItalicAngle 0 /Flags 4", 
            "  /Style << /Panose <0801020b0500000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(Japan1) /Supplement  2 >>", 
            "/DW 1000", "/W [", "   1 632 500", "   8718 [500 500]", 
            "]\n", sep = "\n      ")), Japan1Ryumin = CIDFont("Ryumin-Light", 
        "EUC-H", "EUC-JP", paste("/FontDescriptor", "<<", "  /Type /FontDescriptor", 
            "  /CapHeight 709 /Ascent 723 /Descent -241 /StemV 69", 
            "  /FontBBox [-54 -305 1000 903]", "  /ItalicAngle 0 /Flags 6", 
            "  /Style << /Panose <010502020300000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(Japan1) /Supplement  2 >>", 
            "/DW 1000", "/W [", "   1 632 500", "   8718 [500 500]", 
            "]\n", sep = "\n      ")), Korea1 = CIDFont("HYSMyeongJoStd-Medium-Acro", 
        "KSCms-UHC-H", "CP949", paste("/FontDescriptor", "<<", 
            "  /Type /FontDescriptor", "  /CapHeight 720 /Ascent 880 /Descent -148 /StemV 59", 
            "  /FontBBox [-28 -148 1001 880]", "  /ItalicAngle 0 /Flags 6 /XHeight 468", 
            "  /Style << /Panose <000001000600000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(Korea1) /Supplement 1 >>", 
            "/DW 1000", "/W [", "   1 94 500", "   97 [500] ", 
            "   8094 8190 500", "]\n", sep = "\n      ")), Korea1deb = CIDFont("HYGothic-Medium-Acro", 
        "KSCms-UHC-H", "CP949", paste("/FontDescriptor", "<<", 
            "  /Type /FontDescriptor", "  /CapHeight 737 /Ascent 752 /Descent -271 /StemV 58", 
            "  /FontBBox [-6 -145 1003 880]", "  /ItalicAngle 0 /Flags 4 /XHeight 553", 
            "  /Style << /Panose <000001000600000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(Korea1) /Supplement 1 >>", 
            "/DW 1000", "/W [", "   1 94 500", "   97 [500] ", 
            "   8094 8190 500", "]\n", sep = "\n      ")), CNS1 = CIDFont("MSungStd-Light-Acro", 
        "B5pc-H", "CP950", paste("/FontDescriptor", "<<", "  /Type /FontDescriptor", 
            "  /CapHeight 662 /Ascent 1071 /Descent -249 /StemV 66", 
            "  /FontBBox [-160 -249 1015 1071]", "  /ItalicAngle 0 /Flags 6 /XHeight 400", 
            "  /Style << /Panose <000001000600000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(CNS1) /Supplement  0 >>", 
            "/DW 1000", "/W [", "     1 33 500", "     34 [749 673 679 679 685 671 738 736 333 494 739 696 902 720 750 674 746 672 627 769 707 777 887 709 616]", 
            "     60 65 500", "     66 [500 511 502 549 494 356 516 550 321 321 510 317 738 533 535 545 533 376 443 261 529 742 534 576 439]", 
            "     92 95 500", "     13648 13742 500", "     17603 [500]", 
            "]\n", sep = "\n      ")), GB1 = CIDFont("STSong-Light-Acro", 
        "GBK-EUC-H", "GBK", paste("/FontDescriptor", "<<", "  /Type /FontDescriptor", 
            "  /CapHeight 626 /Ascent 905 /Descent -254 /StemV 48", 
            "  /FontBBox [-134 -254 1001 905]", "  /ItalicAngle 0 /Flags 6 /XHeight 416", 
            "  /Style << /Panose <000000000400000000000000> >>", 
            ">>", "/CIDSystemInfo << /Registry(Adobe) /Ordering(GB1) /Supplement  2 >>", 
            "/DW 1000", "/W [", "     1 95 500", "     814 939 500", 
            "     7712 7716 500", "     22127 22357 500", "]\n", 
            sep = "\n      ")))
}

