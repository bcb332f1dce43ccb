# utils/type-convert.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# type.convert and its methods (the typing is read.table's own, .type_convert in Java), the
# European-style read.csv2/read.delim2/write.csv2, and strcapture, as R's utils.

type.convert <- function(x, ...) UseMethod("type.convert")

type.convert.default <- function(x, na.strings = "NA", as.is, dec = ".", numerals = c("allow.loss", "warn.loss", "no.loss"), ...) {
    if (is.array(x)) storage.mode(x) <- "character" else x <- as.character(x)
    if (missing(as.is)) {
        warning("'as.is' should be specified by the caller; using TRUE")
        as.is <- TRUE
    }
    numerals <- match.arg(numerals)
    if (!is.character(na.strings)) stop("invalid 'na.strings' argument")
    # R's C code takes the first character of a one-string dec
    if (!is.character(dec) || !length(dec) || is.na(dec[1L]) || !nzchar(dec[1L])) stop("invalid decimal separator")
    dec <- substr(dec[1L], 1L, 1L)
    if (!is.logical(as.is)) stop("invalid 'as.is' argument")
    res <- .type_convert(as.vector(x), na.strings, dec)
    if (is.character(res) && !isTRUE(as.is[1L])) res <- factor(res)
    # an array keeps its dim and dimnames (storage.mode kept them; as.character drops names)
    if (is.array(x) && !is.factor(res)) attributes(res) <- attributes(x)
    res
}

type.convert.data.frame <- function(x, ...) {
    for (i in seq_along(x)) x[[i]] <- type.convert(x[[i]], ...)
    x
}

type.convert.list <- function(x, ...) {
    for (i in seq_along(x)) x[[i]] <- type.convert(x[[i]], ...)
    x
}

read.csv2 <- function(file, header = TRUE, sep = ";", quote = "\"", dec = ",", fill = TRUE, comment.char = "", ...)
    read.table(file = file, header = header, sep = sep, quote = quote, dec = dec, fill = fill, comment.char = comment.char, ...)

read.delim2 <- function(file, header = TRUE, sep = "\t", quote = "\"", dec = ",", fill = TRUE, comment.char = "", ...)
    read.table(file = file, header = header, sep = sep, quote = quote, dec = dec, fill = fill, comment.char = comment.char, ...)

write.csv2 <- function(...) {
    Call <- match.call(expand.dots = TRUE)
    for (argname in c("append", "col.names", "sep", "dec", "qmethod")) if (!is.null(Call[[argname]]))
        warning(gettextf("attempt to set '%s' ignored", argname), domain = NA)
    rn <- eval.parent(Call$row.names)
    Call$append <- NULL
    Call$col.names <- if (is.logical(rn) && !rn) TRUE else NA
    Call$sep <- ";"
    Call$dec <- ","
    Call$qmethod <- "double"
    Call[[1L]] <- quote(write.table)
    eval.parent(Call)
}

strcapture <- function(pattern, x, proto, perl = FALSE, useBytes = FALSE) {
    m <- regexec(pattern, x, perl = perl, useBytes = useBytes)
    str <- regmatches(x, m)
    ntokens <- length(proto) + 1L
    nomatch <- lengths(str) == 0L
    str[nomatch] <- list(rep.int(NA_character_, ntokens))
    if (length(str) > 0L && length(str[[1L]]) != ntokens) stop("The number of captures in 'pattern' != 'length(proto)'")
    mat <- matrix(as.character(unlist(str)), ncol = ntokens, byrow = TRUE)[, -1L, drop = FALSE]
    conformToProto(mat, proto)
}

conformToProto <- function(mat, proto) {
    ans <- lapply(seq_along(proto), function(i) {
        fun <- match.fun(paste0("as.", class(proto[[i]])))
        fun(mat[, i])
    })
    names(ans) <- names(proto)
    as.data.frame(ans, optional = TRUE, stringsAsFactors = FALSE)
}

count.fields <- function(file, sep = "", quote = "\"'", skip = 0, blank.lines.skip = TRUE, comment.char = "#") {
    if (is.character(file)) {
        file <- file(file)
        on.exit(close(file))
    }
    if (!inherits(file, "connection")) stop("'file' must be a character string or connection")
    lines <- readLines(file, warn = FALSE)
    if (skip > 0) lines <- lines[-seq_len(skip)]
    if (nzchar(comment.char)) lines <- sub(paste0("[", comment.char, "].*$"), "", lines)
    blank <- !nzchar(trimws(lines))
    n <- vapply(lines, function(l) {
        if (!nzchar(trimws(l))) return(if (sep == "") 0L else 1L)
        length(scan(text = l, what = "", sep = sep, quote = quote, quiet = TRUE, blank.lines.skip = FALSE, na.strings = character()))
    }, 0L, USE.NAMES = FALSE)
    if (blank.lines.skip) n <- n[!blank]
    n
}
