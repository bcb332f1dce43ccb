# base/base-rest.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Further base functions that scripts call by name, ported from R's own R code where R writes them
# in R: char.expand, formatDL, callCC, mostattributes<-, as.null, is.R, mtfrm, Sys.which, R.home,
# OlsonNames, sys.source, withAutoprint, time limits (accepted: flashr sets none), DCF files.

char.expand <- function(input, target, nomatch = stop("no match")) {
    if (length(input) != 1L) stop("'input' must have length 1")
    if (!(is.character(input) && is.character(target)))
        stop("'input' and 'target' must be character vectors")
    y <- charmatch(input, target, NA_integer_)
    if (anyNA(y)) eval(nomatch)
    target[y]
}

formatDL <- function(x, y, style = c("table", "list"), width = 0.9 * getOption("width"), indent = NULL) {
    if (is.list(x)) {
        if (length(x) == 2L && diff(lengths(x)) == 0L) {
            y <- x[[2L]]
            x <- x[[1L]]
        } else stop("incorrect value for 'x'")
    } else if (is.matrix(x)) {
        if (NCOL(x) == 2L) {
            y <- x[, 2L]
            x <- x[, 1L]
        } else stop("incorrect value for 'x'")
    } else if (missing(y) && !is.null(nms <- names(x))) {
        y <- x
        x <- nms
    } else if (length(x) != length(y)) stop("'x' and 'y' must have the same length")
    x <- as.character(x)
    if (!length(x)) return(x)
    y <- as.character(y)
    style <- match.arg(style)
    if (is.null(indent)) indent <- switch(style, table = width / 3, list = width / 9)
    indent <- min(indent, 0.5 * width)
    indentString <- strrep(" ", indent)
    if (style == "table") {
        i <- (nchar(x, type = "w") > indent - 3L)
        if (any(i)) x[i] <- paste0(x[i], "\n", indentString)
        i <- !i
        if (any(i)) x[i] <- formatC(x[i], width = indent, flag = "-")
        y <- lapply(strwrap(y, width = width - indent, simplify = FALSE),
                    paste, collapse = paste0("\n", indentString))
        r <- paste0(x, unlist(y))
    } else if (style == "list") {
        y <- strwrap(paste0(x, ": ", y), exdent = indent, width = width, simplify = FALSE)
        r <- unlist(lapply(y, paste, collapse = "\n"))
    }
    r
}

callCC <- function(fun) {
    value <- NULL
    delayedAssign("throw", return(value))
    fun(function(v) {
        value <<- v
        throw
    })
}

`mostattributes<-` <- function(x, value) {
    if (length(value)) {
        if (!is.list(value)) stop("'value' must be a list")
        if (h.nam <- !is.na(inam <- match("names", names(value)))) {
            n1 <- value[[inam]]
            value <- value[-inam]
        }
        if (h.dim <- !is.na(idin <- match("dim", names(value)))) {
            d1 <- value[[idin]]
            value <- value[-idin]
        }
        if (h.dmn <- !is.na(idmn <- match("dimnames", names(value)))) {
            dn1 <- value[[idmn]]
            value <- value[-idmn]
        }
        attributes(x) <- value
        dm <- attr(x, "dim")
        L <- length(if (is.list(x)) unclass(x) else x)
        if (h.dim && L == prod(d1)) attr(x, "dim") <- dm <- d1
        if (h.dmn && !is.null(dm)) {
            ddn <- vapply(dn1, length, 1, USE.NAMES = FALSE)
            if (all((dm == ddn)[ddn > 0])) attr(x, "dimnames") <- dn1
        }
        if (h.nam && is.null(dm) && L == length(n1)) attr(x, "names") <- n1
    }
    x
}

as.null <- function(x, ...) UseMethod("as.null")

as.null.default <- function(x, ...) NULL

is.R <- function() exists("version") && !is.null(vl <- version$language) && vl == "R"

mtfrm <- function(x) UseMethod("mtfrm")

mtfrm.default <- function(x) {
    if (length(y <- as.vector(x)) != length(x)) stop("cannot mtfrm")
    y
}

# flashr sets no limits on computation time: the calls are accepted as R accepts them
setTimeLimit <- function(cpu = Inf, elapsed = Inf, transient = FALSE) invisible(NULL)

setSessionTimeLimit <- function(cpu = Inf, elapsed = Inf) invisible(NULL)

# flashr reports no collections as they happen: the setting is kept (as an option) and returned
gcinfo <- function(verbose) {
    old <- isTRUE(getOption("flashr.gcinfo"))
    if (!missing(verbose)) options(flashr.gcinfo = as.logical(verbose))
    old
}

# the JVM does not report the collector's time by the clock R uses: five zeros, as R without timing
gc.time <- function(on = TRUE) c(0, 0, 0, 0, 0)

Sys.which <- function(names) {
    res <- character(length(names))
    names(res) <- names
    which <- "/usr/bin/which"
    if (!nzchar(which)) {
        warning("'which' was not found on this platform")
        return(res)
    }
    for (i in seq_along(names)) {
        if (is.na(names[i])) {
            res[i] <- NA
            next
        }
        ans <- suppressWarnings(system(paste(which, shQuote(names[i])), intern = TRUE, ignore.stderr = TRUE))
        res[i] <- if (length(ans)) ans[1] else ""
        if (!file.exists(res[i])) res[i] <- ""
    }
    res
}

R.home <- function(component = "home") {
    rh <- Sys.getenv("R_HOME", "/usr/lib/R")
    switch(component,
           home = rh,
           share = if (nzchar(p <- Sys.getenv("R_SHARE_DIR"))) p else file.path(rh, component),
           doc = if (nzchar(p <- Sys.getenv("R_DOC_DIR"))) p else file.path(rh, component),
           include = if (nzchar(p <- Sys.getenv("R_INCLUDE_DIR"))) p else file.path(rh, component),
           file.path(rh, component))
}

OlsonNames <- function(tzdir = NULL) {
    if (is.null(tzdir)) {
        tzdirs <- c(Sys.getenv("TZDIR"), file.path(R.home("share"), "zoneinfo"), "/usr/share/zoneinfo",
                    "/share/zoneinfo", "/usr/share/lib/zoneinfo", "/usr/lib/zoneinfo",
                    "/usr/local/etc/zoneinfo", "/etc/zoneinfo", "/usr/etc/zoneinfo")
        tzdirs <- tzdirs[file.exists(tzdirs)]
        if (!length(tzdirs)) {
            warning("no Olson database found")
            return(character())
        } else tzdir <- tzdirs[1L]
    } else if (!dir.exists(tzdir)) stop(sprintf("%s is not a directory", sQuote(tzdir)), domain = NA)
    x <- list.files(tzdir, recursive = TRUE)
    ver <- if (file.exists(vf <- file.path(tzdir, "VERSION"))) readLines(vf, warn = FALSE)
           else if (file.exists(vf <- file.path(tzdir, "+VERSION"))) readLines(vf, warn = FALSE)
    x <- setdiff(x, "VERSION")
    ans <- grep("^[ABCDEFGHIJKLMNOPQRSTUVWXYZ]", x, value = TRUE)
    if (!is.null(ver)) attr(ans, "Version") <- ver
    ans
}

sys.source <- function(file, envir = baseenv(), chdir = FALSE, keep.source = getOption("keep.source.pkgs"),
                       keep.parse.data = getOption("keep.parse.data.pkgs"), toplevel.env = as.environment(envir)) {
    if (!(is.character(file) && file.exists(file)))
        stop(gettextf("'%s' is not an existing file", file))
    exprs <- parse(text = readLines(file, warn = FALSE), keep.source = FALSE)
    if (length(exprs) == 0L) return(invisible())
    if (chdir && (path <- dirname(file)) != ".") {
        owd <- getwd()
        if (is.null(owd)) stop("cannot 'chdir' as current directory is unknown")
        on.exit(setwd(owd), add = TRUE)
        setwd(path)
    }
    for (i in seq_along(exprs)) eval(exprs[i], envir)
    invisible()
}

# R runs the expressions through source(exprs =, echo = TRUE); flashr's source reads files, so the
# echo (the deparsed expression after the prompt) and the printing of visible values are done here
withAutoprint <- function(exprs, evaluated = FALSE, local = parent.frame(), print. = TRUE, echo = TRUE,
                          max.deparse.length = Inf, width.cutoff = max(20, getOption("width")),
                          deparseCtrl = c("keepInteger", "showAttributes", "keepNA"), ...) {
    if (!evaluated) {
        exprs <- substitute(exprs)
        if (is.call(exprs)) {
            if (exprs[[1]] == quote(`{`)) exprs <- as.list(exprs[-1])
        }
    }
    if (!is.list(exprs) && !is.expression(exprs)) exprs <- list(exprs)
    r <- list(value = NULL, visible = FALSE)
    for (e in exprs) {
        if (echo) {
            dep <- deparse(e, width.cutoff = width.cutoff)
            cat(paste0(c("> ", rep("+ ", length(dep) - 1L)), dep), sep = "\n")
        }
        r <- withVisible(eval(e, local))
        if (print. && r$visible) print(r$value)
    }
    invisible(r)
}

Sys.localeconv <- function() {
    c(decimal_point = ".", thousands_sep = "", grouping = "", int_curr_symbol = "", currency_symbol = "",
      mon_decimal_point = "", mon_thousands_sep = "", mon_grouping = "", positive_sign = "",
      negative_sign = "", int_frac_digits = "127", frac_digits = "127", p_cs_precedes = "127",
      p_sep_by_space = "127", n_cs_precedes = "127", n_sep_by_space = "127", p_sign_posn = "127",
      n_sign_posn = "127")
}

validEnc <- function(x) {
    if (!is.character(x)) stop("invalid 'x' argument")
    validUTF8(x)
}

numToInts <- function(x) {
    x <- as.double(x)
    readBin(writeBin(x, raw(), endian = "little"), "integer", n = 2L * length(x), size = 4L, endian = "little")
}

numToBits <- function(x) {
    x <- as.double(x)
    rawToBits(writeBin(x, raw(), endian = "little"))
}

# DCF (Debian control file) records: one row per record, one column per field, NA where a record lacks it
read.dcf <- function(file, fields = NULL, all = FALSE, keep.white = NULL) {
    if (is.character(file)) {
        file <- file(file, "r")
        on.exit(close(file))
    }
    if (!inherits(file, "connection")) stop("'file' must be a character string or connection")
    lines <- readLines(file, warn = FALSE)
    records <- list()
    rec <- list()
    tag <- NULL
    finish <- function(rec) if (length(rec)) records[[length(records) + 1L]] <<- rec
    for (line in lines) {
        if (!nzchar(trimws(line))) {
            finish(rec)
            rec <- list()
            tag <- NULL
        } else if (grepl("^[ \t]", line)) {
            if (is.null(tag))
                stop(gettextf("Found continuation line starting '%s ...' at begin of record.",
                              substr(line, 1L, 25L)), domain = NA)
            part <- if (tag %in% keep.white) line else trimws(line)
            if (trimws(line) == ".") part <- ""
            rec[[tag]] <- paste0(rec[[tag]], "\n", part)
        } else {
            colon <- regexpr(":", line, fixed = TRUE)
            if (colon < 2L) stop(gettextf("Line starting '%s ...' is malformed!", substr(line, 1L, 25L)), domain = NA)
            tag <- substr(line, 1L, colon - 1L)
            value <- sub("^[ \t]+", "", substring(line, colon + 1L))
            rec[[tag]] <- if (tag %in% keep.white) value else trimws(value)
        }
    }
    finish(rec)
    tags <- if (is.null(fields)) unique(unlist(lapply(records, names))) else fields
    out <- matrix(NA_character_, length(records), length(tags), dimnames = list(NULL, tags))
    for (i in seq_along(records)) {
        r <- records[[i]]
        for (t in intersect(names(r), tags)) out[i, t] <- r[[t]]
    }
    if (all) as.data.frame(out, stringsAsFactors = FALSE) else out
}

write.dcf <- function(x, file = "", append = FALSE, useBytes = FALSE, indent = 0.1 * getOption("width"),
                      width = 0.9 * getOption("width"), keep.white = NULL) {
    if (identical(file, "")) file <- stdout()
    else if (is.character(file)) {
        file <- file(file, if (append) "a" else "w")
        on.exit(close(file))
    }
    if (!inherits(file, "connection")) stop("'file' must be a character string or connection")
    escape_paragraphs <- function(s)
        gsub("\n \\.([^\n])", "\n  .\\1", gsub("\n[ \t]*\n", "\n .\n ", s, perl = TRUE), perl = TRUE)
    fmt <- function(tag, val, fold = TRUE) {
        s <- if (fold) formatDL(rep.int(tag, length(val)), val, style = "list", width = width, indent = indent)
             else sprintf("%s: %s", tag, gsub("\n([^[:blank:]])", "\n \\1", val))
        escape_paragraphs(s)
    }
    if (!is.data.frame(x)) x <- as.data.frame(x, optional = TRUE, stringsAsFactors = FALSE)
    nmx <- names(x)
    out <- matrix("", nrow(x), ncol(x))
    foldable <- is.na(match(nmx, keep.white))
    for (j in seq_along(x)) {
        xj <- x[[j]]
        if (is.atomic(xj)) {
            i <- !is.na(xj)
            out[i, j] <- fmt(nmx[j], xj[i], foldable[j])
        } else {
            nmxj <- nmx[j]
            fold <- foldable[j]
            i <- !vapply(xj, function(s) (length(s) == 1L) && is.na(s), NA)
            out[i, j] <- vapply(xj[i], function(s) paste(fmt(nmxj, s, fold), collapse = "\n"), "")
        }
    }
    out <- t(out)
    is_not_empty <- nzchar(out)
    eor <- character(sum(is_not_empty))
    if (length(eor)) eor[which(diff(c(col(out))[is_not_empty]) >= 1L)] <- "\n"
    writeLines(paste0(c(out[is_not_empty]), eor), file, useBytes = useBytes)
}

# as.data.frame's methods for vectors, which R defines as one (as.data.frame.vector) under each class
# name: the column is named after the argument's expression unless nm names it
as.data.frame.vector <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.numeric <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.integer <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.character <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.logical <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.complex <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.raw <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.factor <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.ordered <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.Date <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.POSIXct <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.difftime <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}
as.data.frame.noquote <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    .df_from_vector(x, row.names, nm)
}

as.data.frame.array <- function(x, row.names = NULL, optional = FALSE, ...) {
    d <- dim(x)
    if (length(d) == 1L) {
        value <- as.data.frame.vector(drop(x), row.names, optional, ...)
        if (!optional) names(value) <- deparse(substitute(x))[[1L]]
        value
    } else if (length(d) == 2L) {
        as.data.frame.matrix(x, row.names, optional, ...)
    } else {
        dn <- dimnames(x)
        dim(x) <- c(d[1L], prod(d[-1L]))
        if (!is.null(dn)) {
            if (length(dn[[1L]])) rownames(x) <- dn[[1L]]
            for (i in 2L:length(d)) if (is.null(dn[[i]])) dn[[i]] <- seq_len(d[i])
            colnames(x) <- interaction(expand.grid(dn[-1L]))
        }
        as.data.frame.matrix(x, row.names, optional, ...)
    }
}

droplevels.data.frame <- function(x, except = NULL, exclude, ...) {
    ix <- vapply(x, is.factor, NA)
    if (!is.null(except)) ix[except] <- FALSE
    x[ix] <- if (missing(exclude)) lapply(x[ix], droplevels) else lapply(x[ix], droplevels, exclude = exclude)
    x
}

subset.matrix <- function(x, subset, select, drop = FALSE, ...) {
    if (missing(select)) vars <- TRUE
    else {
        nl <- as.list(1L:ncol(x))
        names(nl) <- colnames(x)
        vars <- eval(substitute(select), nl, parent.frame())
    }
    if (missing(subset)) subset <- TRUE
    if (!is.logical(subset)) stop("'subset' must be logical")
    x[subset & !is.na(subset), vars, drop = drop]
}

kappa.lm <- function(z, ...) kappa.qr(z$qr, ...)

memCompress <- function(from, type = c("gzip", "bzip2", "xz", "none")) {
    if (is.character(from)) from <- charToRaw(paste(from, collapse = "\n"))
    else if (!is.raw(from)) stop("'from' must be raw or character")
    type <- match(match.arg(type), c("none", "gzip", "bzip2", "xz"))
    .memCompressRaw(from, type)
}

memDecompress <- function(from, type = c("unknown", "gzip", "bzip2", "xz", "none"), asChar = FALSE) {
    type <- match(match.arg(type), c("none", "gzip", "bzip2", "xz", "unknown"))
    if (type == 5L) {
        # R recognizes the file formats by their magic numbers, not a bare zlib stream
        magic <- function(bytes) length(from) >= length(bytes) && all(from[seq_along(bytes)] == as.raw(bytes))
        type <- if (magic(c(0x1f, 0x8b))) 2L else if (magic(c(0x42, 0x5a, 0x68))) 3L
                else if (magic(c(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00))) 4L
                else {
                    warning("unknown compression, assuming none")
                    1L
                }
    }
    ans <- .memDecompressRaw(from, type)
    if (asChar) rawToChar(ans) else ans
}

# flashr installs no packages in library trees: the paths are R's library under R.home(), as R
# lists its own; setting new ones keeps those that exist, as R does
.libPaths <- function(new, include.site = TRUE) {
    if (!missing(new)) {
        new <- Sys.glob(path.expand(new))
        paths <- c(new, file.path(R.home(), "library"))
        paths <- paths[dir.exists(paths)]
        options(flashr.libPaths = unique(normalizePath(paths, "/")))
    }
    getOption("flashr.libPaths", file.path(R.home(), "library"))
}

# methods whose R behaviour differs from what flashr's builtin generic does on a plain object:
# R's own code, so a direct call gives R's result and dispatch R's
print.noquote <- function(x, quote = FALSE, right = FALSE, ...) {
    if (copy <- !is.null(cl <- attr(x, "class"))) {
        isNQ <- cl == "noquote"
        if (copy <- any(isNQ)) {
            ox <- x
            cl <- cl[!isNQ]
            attr(x, "class") <- if (length(cl)) cl
        }
    }
    print(x, quote = quote, right = right, ...)
    invisible(if (copy) ox else x)
}

print.simple.list <- function(x, ...) print(noquote(cbind(`_` = unlist(x))), ...)

as.character.condition <- function(x, ...) {
    msg <- conditionMessage(x)
    call <- conditionCall(x)
    cl <- class(x)[1L]
    if (!is.null(call)) paste0(cl, " in ", deparse(call, nlines = 1L), ": ", msg, "\n")
    else paste0(cl, ": ", msg, "\n")
}

as.character.error <- function(x, ...) {
    msg <- conditionMessage(x)
    call <- conditionCall(x)
    if (!is.null(call)) paste0("Error in ", deparse(call, nlines = 1L), ": ", msg, "\n")
    else paste0("Error: ", msg, "\n")
}

# grepRaw: the bytes are matched as the characters of the same codes (a NUL byte as a private-use
# character no pattern names), so character positions are byte positions
grepRaw <- function(pattern, x, offset = 1L, ignore.case = FALSE, value = FALSE, fixed = FALSE,
                    all = FALSE, invert = FALSE) {
    if (is.character(pattern)) pattern <- charToRaw(pattern)
    if (is.character(x)) x <- charToRaw(x)
    if (!is.raw(pattern)) stop("invalid 'pattern' argument")
    if (!is.raw(x)) stop("invalid 'x' argument")
    if (isTRUE(invert)) stop("'invert = TRUE' is not supported in flashr")
    offset <- as.integer(offset)
    if (is.na(offset) || offset < 1L) stop("invalid 'offset' argument")
    asText <- function(r) {
        cp <- as.integer(r)
        cp[cp == 0L] <- 0xE000L
        if (length(cp)) intToUtf8(cp) else ""
    }
    text <- substring(asText(x), offset)
    m <- if (all) gregexpr(asText(pattern), text, ignore.case = ignore.case, fixed = fixed)[[1L]]
         else regexpr(asText(pattern), text, ignore.case = ignore.case, fixed = fixed)
    found <- m[m > 0L]
    if (!length(found)) return(if (!value) integer() else if (all) list() else raw(0))
    starts <- as.integer(found) + offset - 1L
    lens <- attr(m, "match.length")[m > 0L]
    if (!value) return(starts)
    parts <- lapply(seq_along(starts), function(i) x[starts[i] + seq_len(lens[i]) - 1L])
    if (all) parts else parts[[1L]]
}

as.list.function <- function(x, ...) c(formals(x), list(body(x)))

`[.noquote` <- function(x, ...) {
    attr <- attributes(x)
    r <- unclass(x)[...]
    attributes(r) <- c(attributes(r), attr[is.na(match(names(attr), c("dim", "dimnames", "names")))])
    r
}

c.noquote <- function(..., recursive = FALSE)
    structure(do.call(c, c(lapply(list(...), unclass), list(recursive = recursive))), class = "noquote")

anyNA.data.frame <- function(x, recursive = FALSE) any(vapply(x, anyNA, NA, USE.NAMES = FALSE))
