# base/hashtab.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# R 4.2's experimental hash tables (hashtab, gethash, sethash, ...) keyed by identical(), written
# over an environment holding parallel lists of keys and values (found by a linear search: the
# tables scripts build are small), and readChar/writeChar over readBin/writeBin's raw bytes.

hashtab <- function(type = c("identical", "address"), size) {
    type <- match.arg(type)
    state <- new.env(parent = emptyenv())
    state$keys <- list()
    state$values <- list()
    state$type <- type
    structure(list(state), class = "hashtab")
}

is.hashtab <- function(x) inherits(x, "hashtab")

.hashtab_state <- function(h) {
    if (!is.hashtab(h)) stop("not a hash table")
    unclass(h)[[1L]]
}

.hashtab_find <- function(s, key) {
    for (i in seq_along(s$keys)) if (identical(s$keys[[i]], key)) return(i)
    0L
}

gethash <- function(h, key, nomatch = NULL) {
    s <- .hashtab_state(h)
    i <- .hashtab_find(s, key)
    if (i) s$values[[i]] else nomatch
}

sethash <- function(h, key, value) {
    s <- .hashtab_state(h)
    i <- .hashtab_find(s, key)
    if (!i) {
        i <- length(s$keys) + 1L
        s$keys[i] <- list(key)
    }
    s$values[i] <- list(value)
    invisible(value)
}

remhash <- function(h, key) {
    s <- .hashtab_state(h)
    i <- .hashtab_find(s, key)
    if (i) {
        s$keys <- s$keys[-i]
        s$values <- s$values[-i]
    }
    invisible(i > 0L)
}

numhash <- function(h) length(.hashtab_state(h)$keys)

typhash <- function(h) .hashtab_state(h)$type

maphash <- function(h, FUN) {
    s <- .hashtab_state(h)
    keys <- s$keys
    values <- s$values
    for (i in seq_along(keys)) FUN(keys[[i]], values[[i]])
    invisible(NULL)
}

clrhash <- function(h) {
    s <- .hashtab_state(h)
    s$keys <- list()
    s$values <- list()
    invisible(NULL)
}

.format_hashtab <- function(x) {
    s <- .hashtab_state(x)
    sprintf("<hashtable %s: count = %d, type = \"%s\">", "0x55d0c0de0000", length(s$keys), s$type)
}

# utils' methods for hash tables: h[[key]] is gethash (nomatch when absent), h[[key]] <- v sethash.
`[[.hashtab` <- function(h, key, nomatch = NULL, ...) gethash(h, key, nomatch)
`[[<-.hashtab` <- function(h, key, ..., value) {
    sethash(h, key, value)
    h
}
length.hashtab <- function(x) numhash(x)
format.hashtab <- function(x, ...) .format_hashtab(x)
str.hashtab <- function(object, ...)
    cat(sprintf("class 'hashtab': %d entries; type=\"%s\", addr=%s", numhash(object), typhash(object),
                "<pointer: 0x55d0c0de0000>"), "\n")

print.hashtab <- function(x, ...) {
    cat(.format_hashtab(x), "\n", sep = "")
    invisible(x)
}

writeChar <- function(object, con, nchars = nchar(object, type = "chars"), eos = "", useBytes = FALSE) {
    if (!is.character(object)) stop("can only write character objects")
    bytes <- unlist(lapply(seq_along(object), function(i) {
        b <- charToRaw(enc2utf8(object[i]))
        n <- nchars[i]
        b <- if (n <= length(b)) b[seq_len(n)] else c(b, raw(n - length(b)))
        if (is.null(eos)) b else c(b, charToRaw(eos), as.raw(0))
    }))
    if (is.null(bytes)) bytes <- raw()
    if (is.character(con)) {
        con <- file(con, "wb")
        on.exit(close(con))
    }
    writeBin(bytes, con)
    invisible(NULL)
}

readChar <- function(con, nchars, useBytes = FALSE) {
    if (is.character(con)) {
        size <- file.info(con)$size
        bytes <- readBin(con, "raw", if (is.na(size)) 0L else size)
    } else bytes <- readBin(con, "raw", sum(nchars))
    out <- character(length(nchars))
    pos <- 0L
    for (i in seq_along(nchars)) {
        if (pos >= length(bytes)) return(out[seq_len(i - 1L)])
        take <- bytes[seq.int(pos + 1L, min(length(bytes), pos + nchars[i]))]
        pos <- pos + nchars[i]
        if (any(take == as.raw(0))) {
            warning("truncating string with embedded nuls")
            take <- take[seq_len(which(take == as.raw(0))[1L] - 1L)]
        }
        out[i] <- rawToChar(take)
    }
    out
}
