# utils/read-table.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# read.table, read.csv, read.delim, write.table and write.csv in R,
# to R's documented behaviour: fields are read by .read_table_fields (Java: FastCSV, or
# white space for sep = ""), typed as type.convert(as.is = TRUE) does (or as colClasses says), and
# assembled into a data frame; writing quotes character and factor columns and row names, numbers as as.character
# writes them (15 significant digits), and replaces a file atomically.

read.table <- function(file, header = FALSE, sep = "", quote = "\"'", dec = ".", col.names,
                       na.strings = "NA", skip = 0, nrows = -1, check.names = TRUE, fill = FALSE,
                       strip.white = FALSE, comment.char = "#", stringsAsFactors = FALSE, row.names, colClasses = NA,
                       as.is = !stringsAsFactors, text, ...) {
    if (missing(file) && !missing(text)) file <- textConnection(text)
    header.given <- !missing(header)
    if (inherits(file, "connection")) {
        con <- file
        if (!isOpen(con)) {
            open(con, "rt")
            on.exit(close(con))
        }
        file <- structure(paste0(readLines(con, warn = FALSE), "
", collapse = ""), class = ".text")
    } else if (!is.character(file)) stop("'file' must be a character string or connection")
    else if (length(file) != 1L || is.na(file)) stop("invalid 'description' argument")
    # the arguments as R's scan and readtablehead take them, with their messages
    if (is.factor(header)) { warning("\u2018!\u2019 not meaningful for factors"); header <- NA }
    if (is.null(header) || !(is.logical(header) || is.numeric(header))) stop("invalid argument type")
    if (length(header) == 0L) stop("argument is of length zero")
    if (length(header) > 1L) stop("the condition has length > 1")
    if (is.na(header)) stop("missing value where TRUE/FALSE needed")
    header <- header != 0
    if (is.null(sep) || is.character(sep) && length(sep) == 0L) sep <- ""
    else if (!is.character(sep)) stop("invalid 'sep' argument")
    else if (is.na(sep <- sep[1L]) || nchar(sep, "bytes") > 1L) stop("invalid 'sep' value: must be one byte")
    if (is.null(quote)) quote <- ""
    else if (!is.character(quote) || length(quote) == 0L) stop("invalid quote symbol set")
    else if (is.na(quote <- quote[1L])) quote <- "NA"
    if (!is.character(comment.char) || length(comment.char) != 1L || is.na(comment.char) || nchar(comment.char, "bytes") > 1L)
        stop("invalid 'comment.char' argument")
    typed <- all(is.na(colClasses))
    ncols <- if (missing(col.names)) 0L else length(col.names)   # col.names longer than the lines widen the table
    fields <- function(header) .read_table_fields(file, sep, quote, comment.char, skip, nrows, header, na.strings, fill,
                                                  strip.white || sep == "", typed, ncols)
    t <- if (header.given || header) fields(header) else tryCatch(fields(FALSE), error = function(e) {
        # header left to the file, as R's: a first line one field short is a header naming the columns
        t <- tryCatch(fields(TRUE), error = function(e2) NULL)
        if (is.null(t) || !t$rownames) stop(e)
        t
    })
    cols <- t$columns
    n <- length(cols)
    # no lines at all: R's read.table makes empty columns of the names given, or stops
    if (!n && is.null(t$names)) {
        if (missing(col.names)) stop("no lines available in input")
        cols <- rep(list(logical()), length(col.names))
        n <- length(cols)
    }
    nms <- if (!missing(col.names)) col.names else if (!is.null(t$names)) t$names else paste0("V", seq_len(n))
    if (t$rownames) nms <- c("row.names", nms)
    # as.is per column (the row names' column included), before columns are dropped, as R's
    as.is <- .read_table_as_is(as.is, nms, n)
    if (typed) cc <- rep_len(NA_character_, n)
    else {
        cc <- .read_table_colClasses(colClasses, nms)
        if (isTRUE(attr(cc, "unmatched"))) warning("not all columns named in 'colClasses' exist")
        cols <- .read_table_classes(cols, cc, dec)
        dropped <- cc %in% "NULL"
        as.is <- as.is[!dropped]
        cc <- cc[!dropped]
        if (t$rownames) dropped <- dropped[-1L]
        if (!missing(col.names)) col.names <- col.names[!dropped]
        else if (!is.null(t$names)) t$names <- t$names[!dropped]
        n <- length(cols)
    }
    # a header one field shorter than the rows names the rows by the first column (R's rule),
    # unless row.names says otherwise: that column is then called "row.names"
    rn <- NULL
    # only columns without a class become factors, and only where as.is does not keep them as text
    if (!identical(dec, ".")) cols[is.na(cc)] <- lapply(cols[is.na(cc)], function(c) if (is.character(c)) type.convert(c, na.strings = na.strings, as.is = TRUE, dec = dec) else c)
    fac <- is.na(cc) & !as.is
    cols[fac] <- lapply(cols[fac], function(c) if (is.character(c)) factor(c) else c)
    if (t$rownames && missing(row.names)) {
        rn <- as.character(cols[[1L]])
        cols <- cols[-1L]
        n <- n - 1L
    }
    nm <- if (!missing(col.names)) col.names else if (!is.null(t$names)) t$names else paste0("V", seq_len(n))
    if (t$rownames && !missing(row.names) && missing(col.names)) nm <- c("row.names", nm)
    if (check.names) nm <- make.names(nm, unique = TRUE)
    names(cols) <- nm
    # not data.frame(): a column may be called row.names
    df <- structure(cols, class = "data.frame", row.names = .set_row_names(if (length(cols)) length(cols[[1L]]) else 0L))
    if (!is.null(rn)) row.names(df) <- rn
    if (!missing(row.names) && !is.null(row.names)) {
        # one name or number picks the column that names the rows, as R's read.table
        if (length(row.names) == 1L && (is.character(row.names) || is.numeric(row.names))) {
            i <- if (is.character(row.names)) which(names(df) == row.names)[1L] else row.names
            row.names <- df[[i]]
            df <- df[-i]
        } else if (!is.character(row.names)) stop("invalid 'row.names' specification")
        if (is.object(row.names) || !is.integer(row.names)) row.names <- as.character(row.names)
        if (length(row.names) != nrow(df)) stop("invalid 'row.names' length")
        if (anyDuplicated(row.names)) stop("duplicate 'row.names' are not allowed")
        if (anyNA(row.names)) stop("missing values in 'row.names' are not allowed")
        row.names(df) <- row.names
    }
    df
}
# colClasses as R's read.table reads it: recycled, or matched by name against the columns' names
# (attribute "unmatched" when some name matches no column).
.read_table_colClasses <- function(colClasses, nms) {
    n <- length(nms)
    if (is.null(names(colClasses))) return(rep_len(as.character(colClasses), n))
    tmp <- rep_len(NA_character_, n)
    i <- match(names(colClasses), nms, 0L)
    tmp[i[i > 0L]] <- colClasses[i > 0L]
    if (any(i <= 0L)) attr(tmp, "unmatched") <- TRUE
    tmp
}

# as.is as R's read.table reads it: logical recycled, column numbers, or column names (nms, the
# row names' column included), as one logical per column.
.read_table_as_is <- function(as.is, nms, cols) {
    if (is.logical(as.is)) return(rep_len(as.is, cols))
    if (is.numeric(as.is)) {
        if (any(as.is < 1 | as.is > cols)) stop("invalid numeric 'as.is' expression")
        i <- rep.int(FALSE, cols)
        i[as.is] <- TRUE
        return(i)
    }
    if (is.character(as.is)) {
        i <- match(as.is, nms, 0L)
        if (any(i <= 0L)) warning("not all columns named in 'as.is' exist")
        out <- rep.int(FALSE, cols)
        out[i[i > 0L]] <- TRUE
        return(out)
    }
    if (length(as.is) != cols)
        stop(gettextf("'as.is' has the wrong length %d  != cols = %d", length(as.is), cols), domain = NA)
    as.is
}

# What scan() makes of the fields x of a column read as integer, double, complex or logical:
# the index of the first field it cannot read (0 when all are read). NA fields are na.strings.
.read_table_scan_bad <- function(x, what, dec) {
    t <- sub("[[:space:]]+$", "", x)
    ok <- is.na(x) | !nzchar(t) | t == "NA"
    ok <- ok | switch(what,
        integer = grepl("^[[:space:]]*[+-]?[0-9]+$", t) & !is.na(suppressWarnings(as.integer(t))),
        numeric = !is.na(suppressWarnings(as.numeric(if (dec != ".") sub(dec, ".", t, fixed = TRUE) else t))) |
                  grepl("^[[:space:]]*[+-]?NaN$", t),
        complex = !is.na(suppressWarnings(as.complex(t))) | grepl("NaN", t, fixed = TRUE),
        logical = t %in% c("T", "F", "TRUE", "FALSE", "true", "false", "True", "False"))
    if (all(ok)) 0L else which(!ok)[1L]
}

# scan()'s error for the first field, in reading order (row by row), that a column's class cannot read.
.read_table_scan_check <- function(cols, cc, dec) {
    what <- c(integer = "an integer", numeric = "a real", complex = "a complex", logical = "a logical")
    row <- col <- 0L
    for (i in seq_along(cols)) {
        if (is.na(cc[i]) || !(cc[i] %in% names(what))) next
        b <- .read_table_scan_bad(as.character(cols[[i]]), cc[i], dec)
        if (b > 0L && (row == 0L || b < row)) { row <- b; col <- i }
    }
    if (row > 0L)
        stop(simpleError(sprintf("scan() expected '%s', got '%s'", what[[cc[col]]], cols[[col]][row]),
            quote(scan(file = file, what = what, sep = sep, quote = quote, dec = dec, nmax = nrows,
                       skip = 0, na.strings = na.strings, quiet = TRUE, fill = fill, strip.white = strip.white,
                       blank.lines.skip = blank.lines.skip, multi.line = FALSE, comment.char = comment.char,
                       allowEscapes = allowEscapes, flush = flush, encoding = encoding, skipNul = skipNul))))
}

# The text columns typed by their classes cc: NA as type.convert, "NULL" dropped, the rest by as().
.read_table_classes <- function(cols, cc, dec) {
    cc[cc %in% c("real", "double")] <- "numeric"
    .read_table_scan_check(cols, cc, dec)
    out <- vector("list", length(cols))
    for (i in seq_along(cols)) {
        x <- cols[[i]]
        if (!is.character(x)) x <- as.character(x)
        out[[i]] <- if (is.na(cc[i])) type.convert(x, as.is = TRUE, dec = dec, na.strings = character(0L))
                    else switch(cc[i], character = x, numeric = as.numeric(if (dec != ".") sub(dec, ".", x, fixed = TRUE) else x), integer = as.integer(x),
                                logical = as.logical(sub("[[:space:]]+$", "", x)), complex = as.complex(x), factor = as.factor(x),
                                Date = as.Date(x), POSIXct = as.POSIXct(x), "NULL" = NULL, as(x, cc[i]))
    }
    out[!(cc %in% "NULL")]
}

read.csv <- function(file, header = TRUE, sep = ",", quote = "\"", dec = ".", fill = TRUE, comment.char = "", ...)
    read.table(file = file, header = header, sep = sep, quote = quote, dec = dec, fill = fill, comment.char = comment.char, ...)
read.delim <- function(file, header = TRUE, sep = "\t", quote = "\"", dec = ".", fill = TRUE, comment.char = "", ...)
    read.table(file = file, header = header, sep = sep, quote = quote, dec = dec, fill = fill, comment.char = comment.char, ...)
write.table <- function(x, file = "", append = FALSE, quote = TRUE, sep = " ", eol = "\n", na = "NA",
                        dec = ".", row.names = TRUE, col.names = TRUE, qmethod = c("escape", "double")) {
    qmethod <- match.arg(qmethod)
    if (!is.data.frame(x)) x <- as.data.frame(x)
    q <- function(s) paste0('"', if (qmethod == "double") gsub('"', '""', s, fixed = TRUE) else gsub('"', '\\\\"', s), '"')
    cells <- lapply(x, function(col) {
        quoted <- quote && (is.character(col) || is.factor(col))
        v <- as.character(col)
        miss <- is.na(col)
        # a decimal mark other than '.' (write.csv2) replaces the point in numbers
        if (!identical(dec, ".") && is.double(col)) v <- sub(".", dec, v, fixed = TRUE)
        if (quoted) v <- q(v)
        v[miss] <- na
        v
    })
    lines <- if (length(cells)) do.call(paste, c(cells, sep = sep)) else character(nrow(x))
    rn <- isTRUE(row.names) || is.character(row.names)
    if (rn) {
        names <- if (is.character(row.names)) row.names else row.names(x)
        lines <- paste(if (quote) q(names) else names, lines, sep = sep)
    }
    out <- character()
    if (!identical(col.names, FALSE)) {
        h <- if (is.character(col.names)) col.names else names(x)
        if (quote) h <- q(h)
        if (identical(col.names, NA) && rn) h <- c(if (quote) "\"\"" else "", h)
        out <- paste(h, collapse = sep)
    }
    text <- paste0(c(out, lines), eol, collapse = "")
    if (identical(file, "")) cat(text) else cat(text, file = file, append = append)
    invisible(NULL)
}
write.csv <- function(x, file = "", row.names = TRUE, ...) {
    write.table(x, file = file, sep = ",", dec = ".", qmethod = "double", row.names = row.names,
                col.names = if (isTRUE(row.names) || is.character(row.names)) NA else TRUE, ...)
}
