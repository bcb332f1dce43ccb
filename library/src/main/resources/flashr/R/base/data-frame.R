# base/data-frame.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Data frames as R writes them, in R: construction, printing, indexing and
# the methods of the base generics. Row names are kept as R keeps them: automatic ones in the
# compact form c(NA, -n), which .row_names_info tells apart.

is.data.frame <- function(x) inherits(x, "data.frame")
.set_row_names <- function(n) if (n > 0L) c(NA_integer_, -as.integer(n)) else integer()
.df_new <- function(cols, names, row.names) {
    attr(cols, "names") <- as.character(names)
    attr(cols, "class") <- "data.frame"
    attr(cols, "row.names") <- row.names
    cols
}
data.frame <- function(..., row.names = NULL, check.rows = FALSE, check.names = TRUE,
                       fix.empty.names = TRUE, stringsAsFactors = FALSE) {
    # named plain vectors of one length, the commonest call, are made in Java (DataFrameSimple)
    if (!is.null(value <- .df_simple(..., row.names = row.names, stringsAsFactors = stringsAsFactors)))
        return(value)
    x <- list(...)
    n <- length(x)
    object <- as.list(substitute(list(...)))[-1L]
    vnames <- names(x)
    if (length(vnames) != n) vnames <- character(n)
    # the pieces are gathered in a list made once: growing the results with c() per argument
    # is quadratic (rbind.data.frame(1:3000) makes a data frame of 3000 arguments)
    pieces <- vector("list", n)
    rn <- NULL
    for (i in seq_len(n)) {
        xi <- x[[i]]
        if (is.null(xi)) next
        p <- .df_piece(xi, vnames[i], object[[i]], fix.empty.names, stringsAsFactors)
        if (is.null(rn) && !is.null(p$rn)) rn <- p$rn
        pieces[[i]] <- p
    }
    pieces <- pieces[!vapply(pieces, is.null, NA)]
    nrows <- unlist(lapply(pieces, function(p) p$n))
    if (is.null(nrows)) nrows <- integer()
    cols <- lapply(pieces, function(p) p$cols)
    cnames <- as.character(unlist(lapply(pieces, function(p) p$names)))
    nr <- if (length(nrows)) max(nrows) else if (!is.null(row.names)) length(row.names) else 0L
    for (i in seq_along(cols)) {
        if (nrows[i] < nr) {
            if (nrows[i] == 0L || nr %% nrows[i] != 0L)
                stop(gettextf("arguments imply differing number of rows: %s",
                              paste(unique(nrows), collapse = ", ")))
            cols[[i]] <- lapply(cols[[i]], function(col) rep(col, length.out = nr))
        }
    }
    value <- do.call(c, c(list(list()), cols))
    if (check.names) cnames <- make.names(cnames, unique = TRUE)
    if (!is.null(row.names)) {
        if (length(row.names) != nr) stop("row names supplied are of the wrong length")
        rn <- row.names
    } else if (!is.null(rn) && length(rn) != nr) rn <- NULL
    if (!is.null(rn)) {
        if (anyDuplicated(rn))
            stop(gettextf("duplicate row.names: %s", paste(unique(rn[duplicated(rn)]), collapse = ", ")))
        if (!is.integer(rn)) rn <- as.character(rn)
    } else rn <- .set_row_names(nr)
    .df_new(value, cnames, rn)
}
.df_piece <- function(xi, vname, expr, fix.empty.names, stringsAsFactors) {
    if (is.data.frame(xi)) {
        nm <- names(xi)
        if (nzchar(vname) && length(xi) > 1L) nm <- paste(vname, nm, sep = ".")
        else if (nzchar(vname)) nm <- vname
        return(list(cols = .df_columns(xi), names = nm, n = .row_names_info(xi, 2L),
                    rn = if (.row_names_info(xi) > 0L) attr(xi, "row.names")))
    }
    if (is.matrix(xi)) {
        nc <- ncol(xi)
        nm <- colnames(xi)
        if (is.null(nm)) nm <- if (nzchar(vname)) paste(vname, seq_len(nc), sep = ".") else paste0("X", seq_len(nc))
        else if (nzchar(vname)) nm <- paste(vname, nm, sep = ".")
        cols <- lapply(seq_len(nc), function(j) {
            col <- xi[, j]
            names(col) <- NULL
            if (stringsAsFactors && is.character(col)) factor(col) else col
        })
        return(list(cols = cols, names = nm, n = nrow(xi), rn = rownames(xi)))
    }
    if (is.list(xi)) {
        d <- do.call(data.frame, c(xi, list(stringsAsFactors = stringsAsFactors, check.names = FALSE)))
        return(.df_piece(d, vname, expr, fix.empty.names, stringsAsFactors))
    }
    nm <- if (nzchar(vname)) vname else if (fix.empty.names) paste(deparse(expr), collapse = " ") else ""
    rn <- names(xi)
    names(xi) <- NULL # as as.data.frame.vector, factors too
    if (stringsAsFactors && is.character(xi)) xi <- factor(xi)
    list(cols = list(xi), names = nm, n = length(xi), rn = rn)
}
.df_columns <- function(x) {
    x <- unclass(x)
    attr(x, "row.names") <- NULL
    names(x) <- NULL
    x
}
row.names <- function(x) UseMethod("row.names")
row.names.data.frame <- function(x) as.character(attr(x, "row.names"))
row.names.default <- function(x) if (!is.null(dim(x))) rownames(x)
`row.names<-` <- function(x, value) UseMethod("row.names<-")
`row.names<-.data.frame` <- function(x, value) {
    n <- .row_names_info(x, 2L)
    if (is.null(value)) {
        attr(x, "row.names") <- .set_row_names(n)
        return(x)
    }
    if (length(value) != n) stop("invalid 'row.names' length")
    if (anyDuplicated(value)) {
        warning(gettextf("non-unique value when setting 'row.names': %s",
                         paste(sQuote(unique(value[duplicated(value)])), collapse = ", ")))
        stop("duplicate 'row.names' are not allowed")
    }
    if (anyNA(value)) stop("missing values in 'row.names' are not allowed")
    attr(x, "row.names") <- if (is.integer(value)) value else as.character(value)
    x
}
`row.names<-.default` <- function(x, value) `rownames<-`(x, value)
dim.data.frame <- function(x) c(.row_names_info(x, 2L), length(x))
dimnames.data.frame <- function(x) list(row.names(x), names(x))
`dimnames<-.data.frame` <- function(x, value) {
    row.names(x) <- as.character(value[[1L]])
    names(x) <- as.character(value[[2L]])
    x
}
as.list.data.frame <- function(x, ...) {
    x <- unclass(x)
    attr(x, "row.names") <- NULL
    x
}
as.data.frame <- function(x, row.names = NULL, optional = FALSE, ...) {
    if (is.null(x)) return(as.data.frame(list()))
    UseMethod("as.data.frame")
}
as.data.frame.data.frame <- function(x, row.names = NULL, ...) {
    if (!is.null(row.names)) row.names(x) <- row.names
    x
}
as.data.frame.list <- function(x, row.names = NULL, optional = FALSE, ...,
                               stringsAsFactors = FALSE) {
    if (!length(x)) return(.df_new(list(), character(), if (is.null(row.names)) integer() else row.names))
    do.call(data.frame, c(x, list(row.names = row.names, check.names = !optional,
                                  stringsAsFactors = stringsAsFactors)))
}
as.data.frame.matrix <- function(x, row.names = NULL, optional = FALSE, ...,
                                 stringsAsFactors = FALSE) {
    nc <- ncol(x)
    cn <- colnames(x)
    if (is.null(cn)) cn <- paste0("V", seq_len(nc))
    cols <- lapply(seq_len(nc), function(j) {
        col <- x[, j]
        names(col) <- NULL
        if (stringsAsFactors && is.character(col)) factor(col) else col
    })
    rn <- if (!is.null(row.names)) row.names else rownames(x)
    .df_new(cols, cn, if (is.null(rn)) .set_row_names(nrow(x)) else rn)
}
as.data.frame.default <- function(x, row.names = NULL, optional = FALSE, ...) {
    if (!is.atomic(x) && !is.factor(x))
        stop(gettextf("cannot coerce class %s to a data.frame",
                      sQuote(deparse(class(x))[1L])))
    .df_from_vector(x, row.names, paste(deparse(substitute(x)), collapse = " "))
}
# the one-column data frame of vector x: its names are the row names unless row.names gives them
.df_from_vector <- function(x, row.names, nm) {
    rn <- if (!is.null(row.names)) row.names else if (!is.null(names(x))) names(x)
    if (!is.factor(x)) names(x) <- NULL
    .df_new(list(x), nm, if (is.null(rn)) .set_row_names(length(x)) else rn)
}
as.matrix.data.frame <- function(x, rownames.force = NA, ...) {
    nr <- .row_names_info(x, 2L)
    rn <- if (isFALSE(rownames.force)) NULL
          else if (isTRUE(rownames.force) || .row_names_info(x) > 0L) row.names(x)
    dn <- names(x)
    cols <- .df_columns(x)
    nc <- length(cols)
    if (nc == 0L) return(array(NA, c(nr, 0L), list(rn, NULL)))
    numeric <- all(vapply(cols, function(c) (is.numeric(c) || is.logical(c)) && !is.object(c), NA))
    if (!numeric) {
        for (j in seq_len(nc)) {
            xj <- cols[[j]]
            if (is.character(xj)) next
            miss <- is.na(xj)
            xj <- if (length(levels(xj))) as.vector(xj) else format(xj)
            xj[miss] <- NA
            cols[[j]] <- xj
        }
    }
    m <- matrix(unlist(cols, use.names = FALSE), nrow = nr, ncol = nc)
    dimnames(m) <- list(rn, dn)
    m
}
.df_format_column <- function(col, digits) {
    if (is.factor(col)) return(as.character(col))
    if (is.character(col)) return(col)
    if (is.list(col)) return(vapply(col, function(e) paste(format(e, digits = digits), collapse = ", "), ""))
    format(col, digits = digits)
}
format.data.frame <- function(x, ..., digits = NULL, justify = "left") {
    nr <- .row_names_info(x, 2L)
    cols <- lapply(.df_columns(x), function(col) .df_format_column(col, digits))
    .df_new(cols, names(x), .row_names_info(x, 0L))
}
print.data.frame <- function(x, ..., digits = NULL, quote = FALSE, right = TRUE, row.names = TRUE, max = NULL) {
    n <- .row_names_info(x, 2L)
    if (length(x) == 0L) {
        cat(sprintf(if (n == 1L) "data frame with 0 columns and %d row" else "data frame with 0 columns and %d rows", n),
            "\n", sep = "")
    } else if (n == 0L) {
        print.default(names(x), quote = FALSE)
        cat("<0 rows> (or 0-length row.names)\n")
    } else {
        cols <- lapply(.df_columns(x), function(col) .df_format_column(col, digits))
        m <- matrix(unlist(cols, use.names = FALSE), nrow = n, ncol = length(cols))
        rn <- if (isTRUE(row.names)) row.names(x) else if (isFALSE(row.names)) rep.int("", n) else row.names
        dimnames(m) <- list(rn, names(x))
        print(m, ..., quote = quote, right = right)
    }
    invisible(x)
}
.df_rows <- function(x, i) {
    nr <- .row_names_info(x, 2L)
    if (is.character(i)) return(match(i, row.names(x)))
    if (is.logical(i) && length(i) > nr) i <- i[seq_len(nr)]
    seq_len(nr)[i]
}
.df_cols <- function(x, j) {
    nc <- length(x)
    if (is.character(j)) return(match(j, names(x)))
    if (is.logical(j)) {
        if (length(j) > nc) return(NA_integer_)
        return(seq_len(nc)[j])
    }
    if (is.factor(j)) j <- as.character(j)
    j <- as.integer(j)
    if (any(j > nc, na.rm = TRUE)) return(NA_integer_)
    seq_len(nc)[j]
}
# As R's [.data.frame: the rows' own names, set as an attribute (1:n, n > 2, is stored compact
# but not automatic: .row_names_info is n and as.matrix keeps them), before the class
.df_take_rows <- function(x, rows) {
    cols <- lapply(.df_columns(x), function(col) col[rows])
    rn <- attr(x, "row.names")[rows]
    if (anyNA(rn) || anyDuplicated(rn)) {
        rn <- as.character(rn)
        rn[is.na(rn)] <- "NA"
        rn <- make.unique(rn)
    }
    attr(cols, "names") <- as.character(names(x))
    attr(cols, "row.names") <- rn
    attr(cols, "class") <- "data.frame"
    cols
}
`[.data.frame` <- function(x, i, j, drop = if (missing(i)) TRUE else length(names(x)) == 1L) {
    Narg <- nargs() - !missing(drop)
    if (Narg < 3L) {
        if (missing(i)) return(x)
        if (is.matrix(i) && is.logical(i)) return(as.matrix(x)[i])
        cols <- .df_cols(x, i)
        if (anyNA(cols)) stop("undefined columns selected")
        y <- .df_new(.df_columns(x)[cols], names(x)[cols], .row_names_info(x, 0L))
        names(y) <- make.unique(names(y))
        class(y) <- oldClass(x)
        return(y)
    }
    if (!missing(j)) {
        cols <- .df_cols(x, j)
        if (anyNA(cols)) stop("undefined columns selected")
        if (missing(drop)) drop <- length(cols) == 1L
        y <- .df_new(.df_columns(x)[cols], names(x)[cols], .row_names_info(x, 0L))
    } else y <- x
    if (!missing(i)) {
        y <- .df_take_rows(y, .df_rows(x, i))
        # rows alone keep x's other attributes: R takes them from x in place
        if (missing(j)) {
            at <- attributes(x)
            for (a in setdiff(names(at), c("names", "row.names", "class"))) attr(y, a) <- at[[a]]
        }
    }
    if (drop && length(y) == 1L) return(.subset2(y, 1L))
    if (drop && .row_names_info(y, 2L) == 1L && length(y) > 1L) return(as.list(y))
    names(y) <- make.unique(names(y))
    # a subclass of data frame (an anova table) keeps its class, as R's [.data.frame does
    class(y) <- oldClass(x)
    y
}
`[[.data.frame` <- function(x, ..., exact = TRUE) {
    Narg <- nargs() - !missing(exact)
    if (Narg < 3L) return(.subset2(x, ..., exact = exact))
    args <- list(...)
    col <- .subset2(x, args[[2L]], exact = exact)
    i <- args[[1L]]
    if (is.character(i)) i <- match(i, row.names(x))
    col[[i]]
}
.df_value_column <- function(value, nr, name) {
    if (is.null(value)) return(NULL)
    N <- NROW(value)
    if (N > nr || (N < nr && (N == 0L || nr %% N != 0L)))
        stop(sprintf(if (N == 1L) "replacement has %d row, data has %d" else "replacement has %d rows, data has %d", N, nr),
             call. = FALSE)
    if (N < nr) value <- rep(value, length.out = nr)
    value
}
`$<-.data.frame` <- function(x, name, value) {
    nr <- .row_names_info(x, 2L)
    if (!is.null(value)) {
        N <- NROW(value)
        if (N > nr || (N < nr && (N == 0L || nr %% N != 0L)))
            stop(sprintf(if (N == 1L) "replacement has %d row, data has %d" else "replacement has %d rows, data has %d", N, nr))
        if (N < nr) value <- rep(value, length.out = nr)
    }
    cl <- oldClass(x)
    class(x) <- NULL
    x[[name]] <- value
    class(x) <- cl
    x
}
`[[<-.data.frame` <- function(x, i, j, value) {
    cl <- oldClass(x)
    nr <- .row_names_info(x, 2L)
    if (nargs() < 4L) {
        if (!is.null(value)) {
            N <- NROW(value)
            if (N > nr || (N < nr && (N == 0L || nr %% N != 0L)))
                stop(sprintf(if (N == 1L) "replacement has %d row, data has %d" else "replacement has %d rows, data has %d", N, nr))
            if (N < nr) value <- rep(value, length.out = nr)
        }
        class(x) <- NULL
        x[[i]] <- value
    } else {
        if (is.character(i)) i <- match(i, row.names(x))
        class(x) <- NULL
        col <- x[[j]]
        col[[i]] <- value
        x[[j]] <- col
    }
    class(x) <- cl
    x
}
`[<-.data.frame` <- function(x, i, j, value) {
    nA <- nargs()
    nr <- .row_names_info(x, 2L)
    cl <- oldClass(x)
    if (nA == 4L) {
        rows <- if (missing(i)) NULL else .df_rows_assign(x, i)
        if (!is.null(rows) && length(rows) && max(rows, na.rm = TRUE) > nr) {
            x <- .df_extend(x, rows, if (is.character(i)) i)
            nr <- .row_names_info(x, 2L)
        }
        if (missing(j)) j <- seq_along(x)
    } else {
        rows <- NULL
        if (missing(i)) j <- seq_along(x) else j <- i
        if (is.logical(j) && is.matrix(j)) return(.df_assign_cells(x, j, value))
    }
    if (is.logical(j)) j <- which(rep_len(j, length(x)))
    new <- character()
    if (is.character(j)) {
        k <- match(j, names(x))
        new <- j[is.na(k)]
        k[is.na(k)] <- length(x) + seq_along(new)
        j <- k
    }
    n <- if (is.null(rows)) nr else length(rows)
    vals <- if (is.list(value)) unclass(value) else if (length(value) == n * length(j) && length(j) > 1L)
        split(value, rep(seq_along(j), each = n)) else list(value)
    nm <- names(x)
    before <- length(nm)
    class(x) <- NULL
    for (k in seq_along(j)) {
        v <- vals[[(k - 1L) %% length(vals) + 1L]]
        jj <- j[k]
        if (jj > length(x)) {
            nm <- c(nm, if (length(new)) new[jj - before] else paste0("V", jj))
            x[[jj]] <- rep(NA, nr)
        }
        if (is.null(rows)) {
            if (is.null(v)) { x[[jj]] <- NA; next }
            N <- length(v)
            if (N == 0L || N > nr || nr %% N != 0L)
                stop(sprintf("replacement has %d rows, data has %d", N, nr))
            x[[jj]] <- if (N < nr) rep(v, length.out = nr) else v
        } else {
            col <- x[[jj]]
            col[rows] <- v
            x[[jj]] <- col
        }
    }
    names(x) <- nm
    if (is.null(value)) {
        # dropping columns keeps the row names, which `[` on the bare list would lose
        rn <- .row_names_info(x, 0L)
        x <- x[!seq_along(x) %in% j]
        attr(x, "row.names") <- rn
    }
    class(x) <- cl
    x
}
.df_rows_assign <- function(x, i) {
    nr <- .row_names_info(x, 2L)
    if (is.character(i)) {
        k <- match(i, row.names(x))
        k[is.na(k)] <- nr + seq_len(sum(is.na(k)))
        return(k)
    }
    if (is.logical(i)) return(which(rep_len(i, max(nr, length(i)))))
    if (is.numeric(i) && any(i < 0, na.rm = TRUE)) return(seq_len(nr)[i])
    as.integer(i)
}
.df_extend <- function(x, rows, names.new) {
    nr <- .row_names_info(x, 2L)
    newnr <- max(rows, na.rm = TRUE)
    add <- (nr + 1L):newnr
    rn <- attr(x, "row.names")
    auto <- .row_names_info(x) < 0L
    cl <- oldClass(x)
    class(x) <- NULL
    for (k in seq_along(x)) {
        col <- x[[k]]
        col[add] <- NA
        x[[k]] <- col
    }
    attr(x, "row.names") <- if (auto && is.null(names.new)) .set_row_names(newnr)
        else {
            new <- as.character(add)
            if (!is.null(names.new)) new <- names.new[match(add, rows)]
            c(as.character(rn), new)
        }
    class(x) <- cl
    x
}
.df_assign_cells <- function(x, i, value) {
    nreplace <- sum(i, na.rm = TRUE)
    if (!nreplace) return(x)
    N <- length(value)
    if (N > 1L && N < nreplace && (nreplace %% N) == 0L) value <- rep_len(value, nreplace)
    if (N > 1L && (length(value) != nreplace)) stop("'value' is the wrong length")
    n <- 0L
    for (v in seq_len(dim(i)[2L])) {
        thisvar <- i[, v, drop = TRUE]
        nv <- sum(thisvar, na.rm = TRUE)
        if (nv) {
            col <- x[[v]]
            col[thisvar & !is.na(thisvar)] <- if (N > 1L) value[n + seq_len(nv)] else value
            x[[v]] <- col
        }
        n <- n + nv
    }
    x
}
Ops.data.frame <- function(e1, e2) {
    FUN <- get(.Generic, envir = baseenv(), mode = "function")
    if (missing(e2)) {
        value <- lapply(.df_columns(e1), FUN)
        ref <- e1
    } else {
        ref <- if (is.data.frame(e1)) e1 else e2
        nr <- .row_names_info(ref, 2L)
        nc <- length(ref)
        cols <- function(e) {
            if (is.data.frame(e)) return(.df_columns(e))
            if (length(e) <= 1L) return(rep(list(e), nc))
            split(rep_len(as.vector(e), nr * nc), rep.int(seq_len(nc), rep.int(nr, nc)))
        }
        l <- cols(e1)
        r <- cols(e2)
        value <- lapply(seq_len(nc), function(j) FUN(l[[j]], r[[j]]))
    }
    rn <- .row_names_info(ref, 0L)
    if (.Generic %in% c("+", "-", "*", "^", "%%", "%/%", "/"))
        return(.df_new(value, names(ref), rn))
    matrix(unlist(value, recursive = FALSE, use.names = FALSE), nrow = .row_names_info(ref, 2L),
           dimnames = list(if (.row_names_info(ref) > 0L) row.names(ref), names(ref)))
}
# The Math group column by column (its columns must all be numbers, logicals or complex), and
# the Summary group over the data frames as matrices, as R's methods do.
Math.data.frame <- function(x, ...) {
    ok <- vapply(x, function(col) is.numeric(col) || is.logical(col) || is.complex(col), NA)
    if (!all(ok)) {
        vnames <- names(x)
        if (is.null(vnames)) vnames <- seq_along(x)
        stop("non-numeric-alike variable(s) in data frame: ", paste(vnames[!ok], collapse = ", "))
    }
    x[] <- lapply(X = x, FUN = .Generic, ...)
    x
}
Summary.data.frame <- function(..., na.rm) {
    as.numbers <- function(d) {
        m <- as.matrix(d)
        if (!is.numeric(m) && !is.logical(m) && !is.complex(m))
            stop("only defined on a data frame with all numeric-alike variables")
        m
    }
    do.call(.Generic, c(lapply(list(...), as.numbers), na.rm = na.rm))
}
subset <- function(x, ...) UseMethod("subset")
subset.default <- function(x, subset, ...) {
    if (!is.logical(subset)) stop("'subset' must be logical")
    x[subset & !is.na(subset)]
}
subset.data.frame <- function(x, subset, select, drop = FALSE, ...) {
    r <- if (missing(subset)) rep_len(TRUE, .row_names_info(x, 2L))
         else {
             r <- eval(substitute(subset), x, parent.frame())
             if (!is.logical(r)) stop("'subset' must be logical")
             r & !is.na(r)
         }
    vars <- if (missing(select)) rep_len(TRUE, length(x))
            else {
                nl <- as.list(seq_along(x))
                names(nl) <- names(x)
                eval(substitute(select), nl, parent.frame())
            }
    x[r, vars, drop = drop]
}
# R binds head.array and tail.array to these; one number n keeps the quick row slice, an n per
# dimension (or NA) goes the array way.
head.data.frame <- function(x, n = 6L, ...) {
    if (length(n) != 1L || is.na(n)) return(head.array(x, n, ...))
    nr <- .row_names_info(x, 2L)
    n <- if (n < 0L) max(nr + n, 0L) else min(n, nr)
    x[seq_len(n), , drop = FALSE]
}
tail.data.frame <- function(x, n = 6L, keepnums = TRUE, addrownums, ...) {
    if (length(n) != 1L || is.na(n) || !missing(addrownums))
        return(tail.array(x, n, keepnums, addrownums, ...))
    nr <- .row_names_info(x, 2L)
    n <- if (n < 0L) max(nr + n, 0L) else min(n, nr)
    x[seq.int(to = nr, length.out = n), , drop = FALSE]
}
with <- function(data, expr, ...) UseMethod("with")
with.default <- function(data, expr, ...) eval(substitute(expr), data, enclos = parent.frame())
split.data.frame <- function(x, f, drop = FALSE, ...) {
    lapply(split(x = seq_len(.row_names_info(x, 2L)), f = f, drop = drop, ...),
           function(ind) x[ind, , drop = FALSE])
}
cbind.data.frame <- function(..., deparse.level = 1) data.frame(..., check.names = FALSE)
rbind.data.frame <- function(..., deparse.level = 1, make.row.names = TRUE) {
    args <- Filter(function(a) !is.null(a), list(...))
    if (!length(args)) return(NULL)
    tags <- names(args)
    if (is.null(tags)) tags <- character(length(args))
    first <- args[[1L]]
    if (!is.data.frame(first)) first <- as.data.frame(as.list(first))
    nm <- names(first)
    cols <- vector("list", length(nm))
    rn <- NULL
    auto <- TRUE
    for (ai in seq_along(args)) {
        a <- args[[ai]]
        if (!is.data.frame(a)) {
            a <- as.list(a)
            if (length(a) != length(nm)) stop("invalid list argument: all variables should have the same length")
            if (is.null(names(a))) names(a) <- nm
            a <- do.call(data.frame, c(a, list(check.names = FALSE)))
        }
        if (length(a) != length(nm)) stop("numbers of columns of arguments do not match")
        k <- match(nm, names(a))
        if (anyNA(k)) stop("names do not match previous names")
        for (c in seq_along(nm))
            cols[[c]] <- if (is.null(cols[[c]])) a[[k[c]]]
                else if (is.factor(cols[[c]])) .rbind_factor(cols[[c]], a[[k[c]]])
                else if (is.factor(a[[k[c]]])) c(cols[[c]], as.vector(a[[k[c]]]))
                else c(cols[[c]], a[[k[c]]])
        n <- .row_names_info(a, 2L)
        if (nzchar(tags[ai])) {
            auto <- FALSE
            rn <- c(rn, if (n == 1L) tags[ai] else paste(tags[ai], seq_len(n), sep = "."))
        } else {
            # R's Make.row.names: row names 1:n continue the numbering while all are so
            ri <- attr(a, "row.names")
            if (auto && length(rn) && identical(ri, seq_len(n))) ri <- length(rn) + seq_len(n)
            else if (auto && (length(rn) || !identical(ri, seq_len(n)))) auto <- FALSE
            rn <- c(rn, ri)
        }
    }
    # attributes in R's order: names, row.names, class; as R's rbind.data.frame, the result has the
    # class of the first data frame (an anova table stays one)
    out <- cols
    attr(out, "names") <- as.character(nm)
    attr(out, "row.names") <- if (auto) .set_row_names(length(rn))
        else if (anyDuplicated(rn)) make.unique(as.character(rn), sep = "") else rn
    class(out) <- if (is.data.frame(args[[1L]])) oldClass(args[[1L]]) else "data.frame"
    out
}
# R's rbind.data.frame on a factor column: the levels of later factors, or the values of later
# character columns, join the first factor's; it stays ordered while all are
.rbind_factor <- function(f, v) {
    lv <- unique(c(levels(f), if (is.factor(v)) levels(v) else if (is.character(v)) v[!is.na(v)]))
    factor(c(as.character(f), as.character(v)), levels = lv, ordered = is.ordered(f) && (!is.factor(v) || is.ordered(v)))
}
is.na.data.frame <- function(x) {
    y <- if (length(x)) do.call(cbind, lapply(.df_columns(x), is.na)) else matrix(FALSE, .row_names_info(x, 2L), 0L)
    dimnames(y) <- list(if (.row_names_info(x) > 0L) row.names(x), names(x))
    y
}
t.data.frame <- function(x) t(as.matrix(x))
