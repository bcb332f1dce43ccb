# utils/package-info.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# packageDescription (the DESCRIPTION of the base packages flashr provides, carrying R.version's
# version as packageVersion does), str's options, and small helpers of R's utils ported from R's code:
# limitedLabels, warnErrList, isS3stdGeneric, localeToCharset.

# The DESCRIPTION fields of a base package, as R's installed ones read (their version is R.version's).
.base_package_description <- function(pkg) {
    v <- paste(R.version$major, R.version$minor, sep = ".")
    titles <- c(base = "The R Base Package", stats = "The R Stats Package", utils = "The R Utils Package",
                methods = "Formal Methods and Classes", graphics = "The R Graphics Package",
                grDevices = "The R Graphics Devices and Support for Colours and Fonts",
                datasets = "The R Datasets Package", tools = "Tools for Package Development",
                grid = "The Grid Graphics Package", parallel = "Support for Parallel computation in R",
                splines = "Regression Spline Functions and Classes",
                stats4 = "Statistical Functions using S4 Classes", tcltk = "Tcl/Tk Interface",
                compiler = "The R Compiler Package")
    if (!pkg %in% names(titles)) return(NULL)
    list(Package = pkg, Version = v, Priority = "base", Title = titles[[pkg]],
         Author = "R Core Team and contributors worldwide",
         Maintainer = "R Core Team <do-use-Contact-address@r-project.org>",
         Contact = "R-help mailing list <r-help@r-project.org>", License = paste("Part of R", v))
}

packageDescription <- function(pkg, lib.loc = NULL, fields = NULL, drop = TRUE, encoding = "") {
    desc <- .base_package_description(pkg)
    if (is.null(desc)) {
        warning(gettextf("no package '%s' was found", pkg), domain = NA)
        return(NA)
    }
    file <- file.path(Sys.getenv("R_HOME", "/usr/lib/R"), "library", pkg, "Meta", "package.rds")
    if (!is.null(fields)) {
        ok <- names(desc) %in% fields
        desc <- c(desc[ok], setNames(rep(list(NA_character_), sum(!fields %in% names(desc))), fields[!fields %in% names(desc)]))
        desc <- desc[fields]
    }
    if (drop && length(fields) == 1L) return(desc[[1L]])
    class(desc) <- "packageDescription"
    if (!is.null(fields)) attr(desc, "fields") <- fields
    attr(desc, "file") <- file
    desc
}

print.packageDescription <- function(x, abbrCollate = 0.8 * getOption("width"), ...) {
    xx <- unclass(x)
    for (n in names(xx)) cat(n, ": ", if (is.na(xx[[n]])) "NA" else xx[[n]], "\n", sep = "")
    cat("\n-- File:", attr(x, "file"), "\n")
    if (!is.null(attr(x, "fields"))) {
        cat("-- Fields read: ")
        cat(attr(x, "fields"), sep = ", ")
        cat("\n")
    }
    invisible(x)
}

strOptions <- function(strict.width = "no", digits.d = 3L, vec.len = 4L, list.len = 99L,
                       deparse.lines = NULL, drop.deparse.attr = TRUE,
                       formatNum = function(x, ...) format(x, trim = TRUE, drop0trailing = TRUE, ...))
    list(strict.width = strict.width, digits.d = digits.d, vec.len = vec.len, list.len = list.len,
         deparse.lines = deparse.lines, drop.deparse.attr = drop.deparse.attr, formatNum = match.fun(formatNum))

limitedLabels <- function(value, maxwidth = getOption("width") - 5L) {
    srcrefs <- sapply(value, function(v) if (!is.null(srcref <- attr(v, "srcref"))) {
        srcfile <- attr(srcref, "srcfile")
        paste0(basename(srcfile$filename), "#", srcref[1L], ": ")
    } else "")
    value <- paste0(srcrefs, as.character(value))
    if (is.null(maxwidth) || maxwidth < 40L) maxwidth <- 40L
    maxwidth <- min(maxwidth, 1000L)
    strtrim(value, maxwidth)
}

warnErrList <- function(x, warn = TRUE, errValue = NULL) {
    errs <- vapply(x, inherits, NA, what = "error")
    if (any(errs)) {
        v.err <- x[errs]
        e.call <- deparse1(conditionCall(v.err[[1]]), collapse = "\n")
        tt <- table(vapply(v.err, conditionMessage, ""))
        msg <- if (length(tt) == 1L)
            sprintf(ngettext(tt[[1L]], "%d error caught in %s: %s", "%d times caught the same error in %s: %s"),
                    tt[[1L]], e.call, names(tt)[[1L]])
        else paste(gettextf("%d errors caught in %s.  The error messages and their frequencies are", sum(tt), e.call),
                   paste(capture.output(sort(tt)), collapse = "\n"), sep = "\n")
        if (warn) warning(msg, call. = FALSE, domain = NA)
        x[errs] <- list(errValue)
        attr(x, "warningMsg") <- msg
    }
    x
}

isS3stdGeneric <- function(f) {
    bdexpr <- body(f)
    while (is.call(bdexpr) && bdexpr[[1L]] == "{") bdexpr <- bdexpr[[2L]]
    ret <- is.call(bdexpr) && bdexpr[[1L]] == "UseMethod"
    if (ret) names(ret) <- bdexpr[[2L]]
    ret
}

localeToCharset <- function(locale = Sys.getlocale("LC_CTYPE")) {
    guess <- function(en) {
        if (en %in% c("aa", "af", "an", "br", "ca", "da", "de", "en", "es", "et", "eu", "fi", "fo", "fr", "ga", "gl",
                      "gv", "id", "is", "it", "kl", "kw", "ml", "ms", "nb", "nn", "no", "oc", "om", "pt", "so", "sq",
                      "st", "sv", "tl", "uz", "wa", "xh", "zu")) return("ISO8859-1")
        if (en %in% c("bs", "cs", "hr", "hu", "pl", "ro", "sk", "sl")) return("ISO8859-2")
        if (en %in% "mt") return("ISO8859-3")
        if (en %in% c("mk", "ru")) return("ISO8859-5")
        if (en %in% "ar") return("ISO8859-6")
        if (en %in% "el") return("ISO8859-7")
        if (en %in% c("he", "iw", "yi")) return("ISO8859-8")
        if (en %in% "tr") return("ISO8859-9")
        if (en %in% "lg") return("ISO8859-10")
        if (en %in% c("lt", "lv", "mi")) return("ISO8859-13")
        if (en %in% "cy") return("ISO8859-14")
        if (en %in% "uk") return("KOI8-U")
        if (en %in% "ja") return("EUC-JP")
        if (en %in% "ko") return("EUC-KR")
        if (en %in% "th") return("TIS-620")
        if (en %in% "tg") return("KOI8-T")
        if (en %in% "ka") return("GEORGIAN-PS")
        if (en %in% "kk") return("PT154")
        NA_character_
    }
    if (locale %in% c("C", "POSIX")) return("ASCII")
    x <- strsplit(locale, ".", fixed = TRUE)[[1L]]
    # R's own pattern (it removes nothing that real locale names hold)
    enc <- if (length(x) == 2) gsub("@.*$o", "", x[2L]) else ""
    if (toupper(enc) == "UTF-8") enc <- "utf8"
    if (nzchar(enc) && enc != "utf8") {
        enc <- tolower(enc)
        known <- c("ISO8859-1", "ISO8859-2", "ISO8859-3", "ISO8859-6", "ISO8859-7", "ISO8859-8", "ISO8859-9",
                   "ISO8859-10", "ISO8859-13", "ISO8859-14", "ISO8859-15", "CP1251", "CP1255", "EUC-JP", "EUC-KR",
                   "EUC-TW", "GEORGIAN-PS", "KOI8-R", "KOI8-U", "TCVN", "BIG5", "GB2312", "GB18030", "GBK",
                   "TIS-620", "SHIFT_JIS", "GB2312", "BIG5-HKSCS")
        names(known) <- c("iso88591", "iso88592", "iso88593", "iso88596", "iso88597", "iso88598", "iso88599",
                          "iso885910", "iso885913", "iso885914", "iso885915", "cp1251", "cp1255", "eucjp", "euckr",
                          "euctw", "georgianps", "koi8r", "koi8u", "tcvn", "big5", "gb2312", "gb18030", "gbk",
                          "tis-620", "sjis", "eucn", "big5-hkscs")
        if (enc %in% names(known)) return(unname(known[enc]))
        if (length(grep("^cp-", enc))) return(sub("cp-([0-9]+)", "CP\\1", enc))
        if (enc == "EUC") {
            if (length(grep("^[[:alpha:]]{2}_", x[1L], perl = TRUE))) {
                ll <- substr(x[1L], 1L, 2L)
                return(switch(ll, jp = "EUC-JP", kr = "EUC-KR", zh = "GB2312"))
            }
        }
    }
    if (length(grep("^[[:alpha:]]{2}_", x[1L], perl = TRUE))) {
        ll <- substr(x[1L], 1L, 2L)
        if (enc == "utf8") return(c("UTF-8", guess(ll))) else return(guess(ll))
    }
    if (enc == "utf8") return("UTF-8")
    NA_character_
}
