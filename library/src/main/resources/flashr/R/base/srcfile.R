# base/srcfile.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# parse() and R's source references: parse reads a file or connection into lines (as R's parse does
# before its .Internal) and hands them to the builtin .parse_internal, which attaches srcref, srcfile
# and wholeSrcref when srcfile is a srcfile environment (keep.source = TRUE). srcfile, srcfilecopy,
# srcfilealias, srcref and their methods follow R's base/R/srcfile.R. open and close are builtins in
# flashr, not generics, so getSrcLines reads a srcfile's file itself instead of through open.srcfile.

parse <- function(file = "", n = NULL, text = NULL, prompt = "?", keep.source = getOption("keep.source"),
                  srcfile = NULL, encoding = "unknown") {
    keep.source <- isTRUE(keep.source)
    call <- sys.call()
    if (!is.null(text)) {
        if (length(text) == 0L) return(expression())
        text <- as.character(text)
        if (missing(srcfile)) {
            srcfile <- "<text>"
            if (keep.source) srcfile <- srcfilecopy(srcfile, text)
        }
    } else if (is.character(file)) {
        if (file == "") {
            text <- readLines(file("stdin"), warn = FALSE)
            if (missing(srcfile)) srcfile <- "<stdin>"
        } else {
            filename <- file
            file <- file(filename, "r")
            if (missing(srcfile)) srcfile <- filename
            text <- readLines(file, warn = FALSE, encoding = encoding)
            close(file)
            if (keep.source) {
                if (!length(text)) text <- ""
                srcfile <- srcfilecopy(filename, text, file.mtime(filename), isFile = TRUE)
            }
        }
    } else if (inherits(file, "connection")) {
        text <- readLines(file, warn = FALSE, encoding = encoding)
    } else stop("'file' must be a character string or connection")
    if (!length(text)) return(expression())
    tryCatch(.parse_internal(text, n, srcfile), error = function(e) stop(simpleError(conditionMessage(e), call)))
}

srcfile <- function(filename, encoding = getOption("encoding"), Enc = "unknown") {
    stopifnot(is.character(filename), length(filename) == 1L)
    e <- new.env(hash = FALSE, parent = emptyenv())
    e$wd <- getwd()
    e$filename <- filename
    e$timestamp <- file.mtime(filename)
    if (identical(encoding, "unknown")) encoding <- "native.enc"
    e$encoding <- encoding
    e$Enc <- Enc
    class(e) <- "srcfile"
    e
}

srcfilecopy <- function(filename, lines, timestamp = Sys.time(), isFile = FALSE) {
    stopifnot(is.character(filename), length(filename) == 1L)
    e <- new.env(parent = emptyenv())
    if (any(grepl("\n", lines, fixed = TRUE, useBytes = TRUE)))
        lines <- unlist(strsplit(sub("$", "\n", as.character(lines)), "\n"))
    e$filename <- filename
    e$wd <- getwd()
    e$isFile <- isFile
    e$lines <- as.character(lines)
    e$fixedNewlines <- TRUE
    e$timestamp <- timestamp
    e$Enc <- "unknown"
    class(e) <- c("srcfilecopy", "srcfile")
    e
}

srcfilealias <- function(filename, srcfile) {
    stopifnot(is.character(filename), length(filename) == 1L)
    e <- new.env(parent = emptyenv())
    e$filename <- filename
    e$original <- srcfile
    class(e) <- c("srcfilealias", "srcfile")
    e
}

srcref <- function(srcfile, lloc) {
    stopifnot(inherits(srcfile, "srcfile"), length(lloc) %in% c(4L, 6L, 8L))
    if (length(lloc) == 4) lloc <- c(lloc, lloc[c(2, 4)])
    if (length(lloc) == 6) lloc <- c(lloc, lloc[c(1, 3)])
    structure(as.integer(lloc), srcfile = srcfile, class = "srcref")
}

getSrcLines <- function(srcfile, first, last) {
    if (first > last) return(character())
    if (inherits(srcfile, "srcfilealias")) srcfile <- srcfile$original
    if (inherits(srcfile, "srcfilecopy")) {
        last <- min(last, length(srcfile$lines))
        if (first > last) return(character())
        return(srcfile$lines[first:last])
    }
    path <- srcfile$filename
    if (!is.null(srcfile$wd) && !grepl("^(/|~|[A-Za-z]:)", path)) path <- file.path(srcfile$wd, path)
    timestamp <- file.mtime(path)
    if (!is.null(srcfile$timestamp) && !is.na(srcfile$timestamp) && (is.na(timestamp) || timestamp != srcfile$timestamp))
        warning(gettextf("Timestamp of %s has changed", sQuote(srcfile$filename)), call. = FALSE, domain = NA)
    con <- file(path, open = "rt")
    on.exit(close(con))
    lines <- readLines(con, n = last, warn = FALSE)
    if (first > length(lines)) return(character())
    lines <- lines[first:length(lines)]
    srcfile$line <- first + length(lines)
    lines
}

as.character.srcref <- function(x, useSource = TRUE, to = x, ...) {
    srcfile <- attr(x, "srcfile")
    if (!missing(to)) {
        if (!identical(srcfile, attr(to, "srcfile"))) stop("'x' and 'to' must refer to same file")
        x[c(3L, 4L, 6L, 8L)] <- to[c(3L, 4L, 6L, 8L)]
    }
    if (useSource) {
        lines <- if (inherits(srcfile, "srcfilecopy") || inherits(srcfile, "srcfilealias"))
            try(getSrcLines(srcfile, x[7L], x[8L]), TRUE)
        else try(getSrcLines(srcfile, x[1L], x[3L]), TRUE)
    }
    if (!useSource || inherits(lines, "try-error"))
        lines <- paste0("<srcref: file \"", srcfile$filename, "\" chars ", x[1L], ":", x[5L], " to ", x[3L], ":", x[6L], ">")
    else if (length(lines)) {
        if (length(lines) < x[3L] - x[1L] + 1L) x[4L] <- .Machine$integer.max
        lines[length(lines)] <- substring(lines[length(lines)], 1L, x[4L])
        lines[1L] <- substring(lines[1L], x[2L])
    }
    lines
}

print.srcref <- function(x, useSource = TRUE, ...) {
    cat(as.character(x, useSource = useSource), sep = "\n")
    invisible(x)
}

summary.srcref <- function(object, useSource = FALSE, ...) {
    cat(as.character(object, useSource = useSource), sep = "\n")
    invisible(object)
}

print.srcfile <- function(x, ...) {
    cat(x$filename, "\n")
    invisible(x)
}

summary.srcfile <- function(object, ...) {
    cat(normalizePath(file.path(object$wd, object$filename), mustWork = FALSE), "\n")
    if (inherits(object$timestamp, "POSIXt")) cat("Timestamp: ", format(object$timestamp, usetz = TRUE), "\n", sep = "")
    cat("Encoding: \"", object$encoding, "\"", sep = "")
    if (!is.null(object$Enc) && object$Enc != object$encoding && object$Enc != "unknown")
        cat(", re-encoded to \"", object$Enc, "\"", sep = "")
    cat("\n")
    invisible(object)
}
