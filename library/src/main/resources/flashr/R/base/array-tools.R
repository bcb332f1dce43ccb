# base/array-tools.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Smaller base functions that analysis scripts call: data.matrix, slice.index, the bare .rowSums
# family and .row/.col, as.array, is.recursive, enquote, rowsum for data frames, system.file,
# .Deprecated/.Defunct, and the hexmode class (as R's octmode in files.R). As R's own code, except
# where R calls C: there the same result in R.

data.matrix <- function(frame, rownames.force = NA) {
    if (!is.data.frame(frame)) return(as.matrix(frame))
    d <- dim(frame)
    rn <- if (isFALSE(rownames.force)) NULL
          else if (isTRUE(rownames.force)) row.names(frame)
          else if (.row_names_info(frame) <= 0L) NULL
          else row.names(frame)
    for (i in seq_len(d[2L])) {
        xi <- frame[[i]]
        if (is.integer(xi) || is.numeric(xi)) next
        if (is.logical(xi) || is.factor(xi)) { frame[[i]] <- as.integer(xi); next }
        if (is.character(xi)) { frame[[i]] <- as.integer(factor(xi)); next }
        frame[[i]] <- as.numeric(xi)
    }
    intOK <- all(unlist(lapply(frame, is.integer)))
    x <- matrix(if (intOK) NA_integer_ else NA_real_, nrow = d[1L], ncol = d[2L], dimnames = list(rn, names(frame)))
    for (i in seq_len(d[2L])) x[, i] <- frame[[i]]
    x
}

slice.index <- function(x, MARGIN) {
    d <- dim(x)
    if (is.null(d)) d <- length(x)
    n <- length(d)
    if (is.character(MARGIN)) {
        dn <- dimnames(x)
        if (is.null(dnn <- names(dn))) stop("'x' must have named dimnames")
        MARGIN <- match(MARGIN, dnn)
        if (anyNA(MARGIN)) stop("not all elements of 'MARGIN' are names of dimensions")
    }
    if (!length(MARGIN) || any(MARGIN < 1L) || any(MARGIN > n)) stop("incorrect value for 'MARGIN'")
    if (any(d == 0L)) return(array(integer(), d))
    m <- MARGIN[1L]
    y <- rep.int(rep.int(1L:d[m], prod(d[seq_len(m - 1L)]) * rep.int(1L, d[m])), prod(d[seq.int(from = m + 1L, length.out = n - m)]))
    if (length(MARGIN) > 1L) {
        p <- d[m]
        for (m in MARGIN[-1L]) {
            y <- y + p * rep.int(rep.int(seq.int(0L, d[m] - 1L), prod(d[seq_len(m - 1L)]) * rep.int(1L, d[m])),
                                 prod(d[seq.int(from = m + 1L, length.out = n - m)]))
            p <- p * d[m]
        }
    }
    dim(y) <- d
    y
}

# the bare forms take the dimensions rather than reading them: x is a vector laid out as m by n
.dims_check <- function(x, m, n) {
    # the errors name the caller, as R's .Internal's do
    fail <- function(msg) stop(simpleError(msg, sys.call(-2L)))
    if (length(m) != 1L || is.na(m) || m < 0) fail("invalid 'n' argument")
    if (length(n) != 1L || is.na(n) || n < 0) fail("invalid 'p' argument")
    if (length(x) < m * n) fail("'x' is too short")
    if (!is.numeric(x) && !is.logical(x) && !is.complex(x)) fail("'x' must be numeric")
    x <- x[seq_len(m * n)]
    dim(x) <- c(m, n)
    x
}
.rowSums <- function(x, m, n, na.rm = FALSE) rowSums(.dims_check(x, m, n), na.rm = na.rm)
.colSums <- function(x, m, n, na.rm = FALSE) colSums(.dims_check(x, m, n), na.rm = na.rm)
.rowMeans <- function(x, m, n, na.rm = FALSE) rowMeans(.dims_check(x, m, n), na.rm = na.rm)
.colMeans <- function(x, m, n, na.rm = FALSE) colMeans(.dims_check(x, m, n), na.rm = na.rm)

.row <- function(dim) {
    if (length(dim) != 2L) stop("a matrix-like object is required as argument to '.row'")
    matrix(rep.int(seq_len(dim[1L]), dim[2L]), dim[1L], dim[2L])
}
.col <- function(dim) {
    if (length(dim) != 2L) stop("a matrix-like object is required as argument to '.col'")
    matrix(rep(seq_len(dim[2L]), each = dim[1L]), dim[1L], dim[2L])
}

as.array <- function(x, ...) UseMethod("as.array")
as.array.default <- function(x, ...) {
    if (is.array(x)) return(x)
    n <- names(x)
    dim(x) <- length(x)
    if (length(n)) dimnames(x) <- list(n)
    x
}

is.recursive <- function(x) !is.atomic(x) && !is.null(x) && !is.symbol(x)

enquote <- function(cl) as.call(list(quote(base::quote), cl))

rowsum.data.frame <- function(x, group, reorder = TRUE, na.rm = FALSE, ...) {
    if (!is.data.frame(x)) stop("not a data frame")
    if (length(group) != NROW(x)) stop("incorrect length for 'group'")
    if (anyNA(group)) warning("missing values for 'group'")
    ugroup <- unique(group)
    if (reorder) ugroup <- sort(ugroup, na.last = TRUE, method = "quick")
    for (j in seq_along(x)) if (!is.numeric(x[[j]])) stop("non-numeric data frame in rowsum")
    idx <- match(group, ugroup)
    cols <- lapply(x, function(col) {
        s <- vapply(seq_along(ugroup), function(g) sum(col[idx == g], na.rm = na.rm), if (is.integer(col)) 0L else 0)
        s
    })
    structure(cols, names = names(x), row.names = as.character(ugroup), class = "data.frame")
}

# flashr installs no packages' files: every file asked for is absent, as R's answer for a package without it
system.file <- function(..., package = "base", lib.loc = NULL, mustWork = FALSE) {
    if (length(package) != 1L) stop("'package' must be of length 1")
    if (mustWork) stop("no file found")
    ""
}

.Deprecated <- function(new, package = NULL, msg, old = as.character(sys.call(sys.parent()))[1L]) {
    msg <- if (missing(msg)) {
        msg <- gettextf("'%s' is deprecated.\n", old)
        if (!missing(new)) msg <- c(msg, gettextf("Use '%s' instead.\n", new))
        c(msg, if (!is.null(package)) gettextf("See help(\"Deprecated\") and help(\"%s-deprecated\").", package)
               else gettext("See help(\"Deprecated\")"))
    } else as.character(msg)
    msg <- paste(msg, collapse = "")
    if (missing(new)) new <- NULL
    warning(warningCondition(msg, old = old, new = new, package = package, class = "deprecatedWarning"))
}

.Defunct <- function(new, package = NULL, msg) {
    fname <- as.character(sys.call(sys.parent())[[1L]])
    if (missing(msg)) {
        msg <- gettextf("'%s' is defunct.\n", fname[length(fname)])
        if (!missing(new)) msg <- c(msg, gettextf("Use '%s' instead.\n", new))
        msg <- c(msg, if (!is.null(package)) gettextf("See help(\"Defunct\") and help(\"%s-defunct\").", package)
                      else gettext("See help(\"Defunct\")"))
    } else msg <- as.character(msg)
    msg <- paste(msg, collapse = "")
    if (missing(new)) new <- NULL
    stop(errorCondition(msg, old = fname, new = new, package = package, class = "defunctError"))
}

.NotYetImplemented <- function() stop(gettextf("'%s' is not implemented yet", as.character(sys.call(sys.parent())[[1L]])), call. = FALSE)

as.hexmode <- function(x) {
    if (inherits(x, "hexmode")) return(x)
    if (is.double(x) && all(is.na(x) | x == as.integer(x))) x <- as.integer(x)
    if (is.integer(x)) return(structure(x, class = "hexmode"))
    if (is.character(x)) {
        z <- strtoi(x, 16L)
        if (!any(is.na(z) | z < 0)) return(structure(z, class = "hexmode"))
    }
    stop("'x' cannot be coerced to class \"hexmode\"")
}

format.hexmode <- function(x, width = NULL, upper.case = FALSE, ...) {
    isna <- is.na(x)
    y <- as.integer(x[!isna])
    fmt0 <- if (upper.case) "X" else "x"
    fmt <- if (!is.null(width)) paste0("%0", width, fmt0) else paste0("%", fmt0)
    ans <- rep.int(NA_character_, length(x))
    ans0 <- sprintf(fmt, y)
    if (is.null(width) && length(y) > 1L) {
        nc <- max(nchar(ans0))
        ans0 <- sprintf(paste0("%0", nc, fmt0), y)
    }
    ans[!isna] <- ans0
    dim(ans) <- dim(x)
    dimnames(ans) <- dimnames(x)
    names(ans) <- names(x)
    ans
}

as.character.hexmode <- function(x, ...) {
    ans <- rep_len(NA_character_, length(x))
    notNA <- !is.na(x)
    ans[notNA] <- sprintf("%x", as.integer(x[notNA]))
    dim(ans) <- dim(x)
    dimnames(ans) <- dimnames(x)
    names(ans) <- names(x)
    ans
}

print.hexmode <- function(x, ...) {
    print(format(x), ...)
    invisible(x)
}

`[.hexmode` <- function(x, i) {
    cl <- oldClass(x)
    y <- NextMethod("[")
    oldClass(y) <- cl
    y
}

`!.hexmode` <- function(a) as.hexmode(bitwNot(as.hexmode(a)))
`&.hexmode` <- function(a, b) as.hexmode(bitwAnd(as.hexmode(a), as.hexmode(b)))
`|.hexmode` <- function(a, b) as.hexmode(bitwOr(as.hexmode(a), as.hexmode(b)))
