# base/utilities.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Small base functions R writes in R: ngettext, pmax.int/pmin.int, is.unsorted, arrayInd,
# replace, run lengths (rle, inverse.rle), file paths (file.path, basename, dirname), sort.int.

ngettext <- function(n, msg1, msg2, domain = NULL) {
    if (!is.numeric(n) || length(n) != 1L || is.na(n) || n < 0) stop("invalid 'n' argument")
    if (n == 1) msg1 else msg2
}

pmax.int <- function(..., na.rm = FALSE) pmax(..., na.rm = na.rm)

pmin.int <- function(..., na.rm = FALSE) pmin(..., na.rm = na.rm)

is.unsorted <- function(x, na.rm = FALSE, strictly = FALSE) {
    if (length(x) <= 1L) return(FALSE)
    if (!na.rm && anyNA(x)) return(NA)
    if (na.rm && any(ii <- is.na(x))) x <- x[!ii]
    if (length(x) <= 1L) return(FALSE)
    a <- x[-length(x)]
    b <- x[-1L]
    if (strictly) any(a >= b) else any(a > b)
}

arrayInd <- function(ind, .dim, .dimnames = NULL, useNames = FALSE) {
    m <- length(ind)
    rank <- length(.dim)
    wh1 <- ind - 1L
    ind <- 1L + wh1 %% .dim[1L]
    dnms <- if (useNames) list(.dimnames[[1L]][ind],
                               if (any(nzchar(nd <- names(.dimnames)))) nd
                               else if (rank == 2L) c("row", "col") else paste0("dim", seq_len(rank)))
    ind <- matrix(ind, nrow = m, ncol = rank, dimnames = dnms)
    if (rank >= 2L) {
        # each further index from the position divided by the extents before it
        denom <- 1L
        for (i in 2L:rank) {
            denom <- denom * .dim[i - 1L]
            ind[, i] <- 1L + (wh1 %/% denom) %% .dim[i]
        }
    }
    storage.mode(ind) <- "integer"
    ind
}

replace <- function(x, list, values) {
    x[list] <- values
    x
}

rle <- function(x) {
    if (!is.vector(x) && !is.list(x)) stop("'x' must be a vector of an atomic type")
    n <- length(x)
    if (n == 0L) return(structure(list(lengths = integer(), values = x), class = "rle"))
    y <- x[-1L] != x[-n]
    i <- c(which(y | is.na(y)), n)
    structure(list(lengths = diff(c(0L, i)), values = x[i]), class = "rle")
}

inverse.rle <- function(x, ...) {
    le <- x$lengths
    v <- x$values
    if (is.null(le) || is.null(v) || length(le) != length(v)) stop("invalid 'rle' structure")
    rep.int(v, le)
}

print.rle <- function(x, digits = getOption("digits"), prefix = "", ...) {
    cat("", "Run Length Encoding\n", "  lengths:", sep = prefix)
    str(x$lengths)
    cat("", "  values :", sep = prefix)
    str(x$values, digits.d = digits)
    invisible(x)
}

file.path <- function(..., fsep = "/") paste(..., sep = fsep)

basename <- function(path) {
    path <- sub("/+$", "", as.character(path))
    sub(".*/", "", path)
}

dirname <- function(path) {
    path <- sub("/+$", "", as.character(path))
    if (!length(path)) return(character())   # ifelse would answer logical(0)
    ifelse(grepl("/", path), ifelse(grepl("^/[^/]*$", path), "/", sub("/+[^/]*$", "", path)), ".")
}

sort.int <- function(x, partial = NULL, na.last = NA, decreasing = FALSE, method = NULL, index.return = FALSE) {
    if (!index.return) return(sort(x, decreasing = decreasing, na.last = na.last))
    # as R: with na.last = NA the NAs are dropped first, so ix indexes the vector without them
    if (is.na(na.last)) x <- x[!is.na(x)]
    o <- order(x, na.last = isTRUE(na.last) || is.na(na.last), decreasing = decreasing)
    list(x = x[o], ix = o)
}

# the ordering permutation of an atomic vector (stable, as R's default radix method)
sort.list <- function(x, partial = NULL, na.last = TRUE, decreasing = FALSE, method) {
    if (!is.atomic(x))
        stop("'x' must be atomic for 'sort.list', method \"shell\" and \"quick\"\nHave you called 'sort' on a list?")
    order(x, na.last = na.last, decreasing = decreasing)
}
