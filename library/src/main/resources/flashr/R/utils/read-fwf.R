# utils/read-fwf.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# read.fwf as R's utils writes it: each record (one line, or several when widths is a list of one
# vector a line) is cut into fields of fixed widths (a negative width skips that many characters),
# the fields are written to a temporary file separated by sep, and read.table reads that file, so
# header, col.names, colClasses, na.strings and the rest mean what they mean there.

read.fwf <- function(file, widths, header = FALSE, sep = "\t", skip = 0L, row.names, col.names,
                     n = -1L, buffersize = 2000, fileEncoding = "", ...) {
    doone <- function(x) {
        x <- substring(x, first, last)
        x[!nzchar(x)] <- NA_character_
        x
    }
    if (is.list(widths)) {
        recordlength <- length(widths)
        widths <- do.call(c, widths)
    } else recordlength <- 1L
    drop <- (widths < 0L)
    cwidths <- cumsum(abs(widths))
    st <- c(1L, 1L + cwidths)
    first <- st[-length(st)][!drop]
    last <- cwidths[!drop]
    outsep <- c(rep_len(sep, length(first) - 1L), "\n")
    buffersize <- (buffersize %/% recordlength) * recordlength
    FILENAME <- tempfile("Rfwf.")
    on.exit(unlink(FILENAME))
    FILE <- file(FILENAME, "a")
    on.exit(close(FILE), add = TRUE)
    if (is.character(file)) {
        file <- if (nzchar(fileEncoding)) file(file, "rt", encoding = fileEncoding) else file(file, "rt")
        on.exit(close(file), add = TRUE)
    } else if (!isOpen(file)) {
        open(file, "rt")
        on.exit(close(file), add = TRUE)
    }
    if (skip) readLines(file, n = skip)
    if (header) {
        headerline <- readLines(file, n = 1L)
        cat(file = FILE, headerline, "\n")
    }
    repeat {
        if (n == 0L) break
        thisblock <- if (n == -1L) buffersize else min(buffersize, n * recordlength)
        raw <- readLines(file, n = thisblock)
        nread <- length(raw)
        if (recordlength > 1L && nread %% recordlength) {
            raw <- raw[1L:(nread - nread %% recordlength)]
            warning(sprintf(ngettext(nread %% recordlength, "last record incomplete, %d line discarded",
                                     "last record incomplete, %d lines discarded"), nread %% recordlength),
                    domain = NA)
        }
        if (recordlength > 1L) {
            raw <- matrix(raw, nrow = recordlength)
            raw <- apply(raw, 2L, paste, collapse = "")
        }
        cat(file = FILE, sapply(raw, doone, USE.NAMES = FALSE), sep = outsep)
        if (nread < thisblock) break
        if (n > 0L) n <- n - length(raw)
    }
    close(FILE)
    FILE <- file(FILENAME, "r")
    read.table(file = FILE, header = header, sep = sep, row.names = row.names, col.names = col.names,
               quote = "", ...)
}

# read.fortran as R's utils writes it: Fortran-style formats ("3F5.2", "2X", "A3", "I2", a list of
# them for records of several lines) become read.fwf's widths and colClasses; Fw.d fields are scaled
# by 10^-d (always, as R does).
read.fortran <- function(file, format, ..., as.is = TRUE, colClasses = NA) {
    processFormat <- function(format) {
        format <- toupper(format)
        template <- "^([0-9]*)([FXAI])([0-9]*)\\.?([0-9]*)"
        reps <- as.numeric(sub(template, "\\1", format))
        types <- sub(template, "\\2", format)
        lengths <- as.numeric(sub(template, "\\3", format))
        decimals <- as.numeric(sub(template, "\\4", format))
        reps[is.na(reps)] <- 1L
        lengths[is.na(lengths) & types == "X"] <- 1L
        charskip <- types == "X"
        lengths[charskip] <- reps[charskip] * lengths[charskip]
        reps[charskip] <- 1
        if (anyNA(lengths)) stop("missing lengths for some fields")
        lengths <- rep.int(lengths, reps)
        types <- rep.int(types, reps)
        decimals <- rep.int(decimals, reps)
        types <- match(types, c("F", "D", "X", "A", "I"))
        if (any(!is.na(decimals) & types > 2L)) stop("invalid format")
        colClasses <- c("numeric", "numeric", NA, if (as.is) "character" else NA, "integer")[types]
        colClasses <- colClasses[!(types == 3L)]
        decimals <- decimals[!(types == 3L)]
        lengths[types == 3] <- -lengths[types == 3L]
        list(lengths, colClasses, decimals)
    }
    if (is.list(format)) {
        ff <- lapply(format, processFormat)
        widths <- lapply(ff, `[[`, 1L)
        if (is.na(colClasses)) colClasses <- do.call(c, lapply(ff, `[[`, 2L))
        decimals <- do.call(c, lapply(ff, `[[`, 3L))
    } else {
        ff <- processFormat(format)
        widths <- ff[[1L]]
        if (is.na(colClasses)) colClasses <- ff[[2L]]
        decimals <- ff[[3L]]
    }
    rval <- read.fwf(file, widths = widths, ..., colClasses = colClasses)
    for (i in which(!is.na(decimals))) rval[, i] <- rval[, i] * (10^-decimals[i])
    rval
}
