# utils/roman-url.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# The roman class (as.roman and its methods) and URLencode/URLdecode, as R's utils.

# a function: these sources define functions only
.romans <- function() c(M = 1000L, CM = 900L, D = 500L, CD = 400L, C = 100L, XC = 90L, L = 50L, XL = 40L,
             X = 10L, IX = 9L, V = 5L, IV = 4L, I = 1L)

as.roman <- function(x) .as.roman(x, check.range = TRUE)

.as.roman <- function(x, check.range = TRUE) {
    if (is.integer(x)) {
    } else if (is.double(x) || is.logical(x)) x <- as.integer(x)
    else if (is.character(x)) {
        x <- if (all(dig.x <- !nzchar(x) | is.na(x) | grepl("^[[:digit:]]+$", x))) as.integer(x)
             else if (any(dig.x)) {
                 r <- suppressWarnings(as.integer(x))
                 r[!dig.x] <- .roman2numeric(x[!dig.x])
                 r
             } else .roman2numeric(x)
    } else stop("cannot coerce 'x' to roman")
    if (check.range) x[x <= 0L | x >= 3900L] <- NA
    class(x) <- "roman"
    x
}

.numeric2roman <- function(x) {
    romans <- .romans()
    romaNs <- names(romans)
    n2r <- function(z) {
        y <- character()
        for (i in seq_along(romans)) {
            d <- romans[[i]]
            while (z >= d) {
                z <- z - d
                y <- c(y, romaNs[i])
            }
        }
        paste(y, collapse = "")
    }
    x <- as.integer(x)
    ind <- is.na(x) | (x <= 0L) | (x >= 3900L)
    out <- character(length(x))
    out[ind] <- NA
    out[!ind] <- vapply(x[!ind], n2r, "")
    out
}

.roman2numeric <- function(x) {
    out <- integer(length(x))
    out[ina <- is.na(x) | !nzchar(x)] <- NA
    if (any(ind <- !ina)) {
        y <- toupper(x[ind])
        y <- gsub("CM", "DCCCC", y)
        y <- gsub("CD", "CCCC", y)
        y <- gsub("XC", "LXXXX", y)
        y <- gsub("XL", "XXXX", y)
        y <- gsub("IX", "VIIII", y)
        y <- gsub("IV", "IIII", y)
        # R writes "^M{,3}D?C{,4}L?X{,4}V?I{,4}$", which its regex library (TRE) reads as one more
        # repeat than the bound: "IIIII" is V there and "MMMM" is 4000, so the bounds here are those.
        ok <- grepl("^M{0,4}D?C{0,5}L?X{0,5}V?I{0,5}$", y)
        if (any(!ok)) {
            warning(sprintf(ngettext(sum(!ok), "invalid roman numeral: %s", "invalid roman numerals: %s"),
                            paste(x[ind][!ok], collapse = " ")), domain = NA)
            out[ind][!ok] <- NA
        }
        out[ind][ok] <- vapply(strsplit(y[ok], ""), function(z) as.integer(sum(.romans()[match(z, names(.romans()))])), integer(1L))
    }
    out
}

as.character.roman <- function(x, ...) .numeric2roman(x)
format.roman <- function(x, ...) format(as.character.roman(x), ...)
print.roman <- function(x, ...) {
    print(noquote(as.character.roman(x)), ...)
    invisible(x)
}
rep.roman <- function(x, ...) structure(rep(unclass(x), ...), class = class(x))
`[.roman` <- function(x, i) {
    cl <- oldClass(x)
    y <- NextMethod("[")
    oldClass(y) <- cl
    y
}
Ops.roman <- function(e1, e2) {
    if (.Generic %in% c("+", "-", "*", "^", "%%", "%/%", "/")) {
        e1 <- .as.roman(e1, check.range = FALSE)
        e2 <- .as.roman(e2, check.range = FALSE)
        as.roman(NextMethod(.Generic))
    } else NextMethod(.Generic)
}
Summary.roman <- function(x, ..., na.rm = TRUE) {
    if (.Generic %in% c("any", "all")) NextMethod(.Generic) else as.roman(NextMethod(.Generic))
}

URLencode <- function(URL, reserved = FALSE, repeated = FALSE) {
    vapply(URL, function(URL) {
        if (!repeated && grepl("%[[:xdigit:]]{2}", URL, useBytes = TRUE)) return(URL)
        OK <- paste0("[^", if (!reserved) "][!$&'()*+,;=:/?@#", "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                     "abcdefghijklmnopqrstuvwxyz0123456789._~-", "]")
        x <- strsplit(URL, "")[[1L]]
        z <- grep(OK, x)
        if (length(z)) {
            y <- vapply(x[z], function(x) paste0("%", toupper(as.character(charToRaw(x))), collapse = ""), "")
            x[z] <- y
        }
        paste(x, collapse = "")
    }, character(1), USE.NAMES = FALSE)
}

URLdecode <- function(URL) {
    vapply(URL, function(URL) {
        x <- charToRaw(URL)
        pc <- charToRaw("%")
        out <- raw(0L)
        i <- 1L
        while (i <= length(x)) {
            if (x[i] != pc) {
                out <- c(out, x[i])
                i <- i + 1L
            } else {
                y <- as.integer(x[i + 1L:2L])
                y[y > 96L] <- y[y > 96L] - 32L
                y[y > 57L] <- y[y > 57L] - 7L
                y <- sum((y - 48L) * c(16L, 1L))
                out <- c(out, as.raw(as.character(y)))
                i <- i + 3L
            }
        }
        rawToChar(out)
    }, character(1), USE.NAMES = FALSE)
}
