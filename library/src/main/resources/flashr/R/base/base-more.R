# base/base-more.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# More of base R's own R code, ported as R writes it: the methods of broken-down times (POSIXlt)
# that R has beside [ and format, replacements of numeric versions, is.na<- of factors, single
# precision marks, qr.X, as.data.frame methods, split<- of data frames, hooks and task callbacks.

.POSIXlt <- function(xx, tz = NULL, cl = c("POSIXlt", "POSIXt")) {
    class(xx) <- cl
    attr(xx, "tzone") <- tz
    xx
}
`[[.POSIXlt` <- function(x, i, drop = TRUE) {
    if (!missing(i) && is.character(i)) i <- match(i, names(x), incomparables = c("", NA_character_))
    .POSIXlt(lapply(X = unclass(x), FUN = `[[`, i), attr(x, "tzone"), oldClass(x))
}
`[<-.POSIXlt` <- function(x, i, j, value) {
    if (!(mj <- missing(j)))
        if (!is.character(j) || (length(j) != 1L)) stop("component subscript must be a character string")
    if (!length(value)) return(x)
    cl <- oldClass(x)
    tz <- attr(x, "tzone")
    class(x) <- NULL
    if (missing(i)) {
        if (mj) x <- unclass(as.POSIXlt(value)) else x[[j]] <- value
    } else {
        ici <- is.character(i)
        nms <- names(x$year)
        if (mj) {
            value <- unclass(as.POSIXlt(value))
            if (ici) for (n in names(x)) names(x[[n]]) <- nms
            for (n in names(x)) x[[n]][i] <- value[[n]]
        } else {
            if (ici) names(x[[j]]) <- nms
            x[[j]][i] <- value
        }
    }
    .POSIXlt(x, tz, cl)
}
`[[<-.POSIXlt` <- function(x, i, value) {
    cl <- oldClass(x)
    tz <- attr(x, "tzone")
    class(x) <- NULL
    if (!missing(i) && is.character(i)) {
        nms <- names(x$year)
        for (n in names(x)) names(x[[n]]) <- nms
    }
    value <- unclass(as.POSIXlt(value))
    for (n in names(x)) x[[n]][[i]] <- value[[n]]
    .POSIXlt(x, tz, cl)
}
anyNA.POSIXlt <- function(x, recursive = FALSE) anyNA(as.POSIXct(x))
as.list.POSIXlt <- function(x, ...) {
    nms <- names(x)
    names(x) <- NULL
    y <- lapply(seq_len(length(x)), function(k) x[k])
    names(y) <- nms
    y
}
as.vector.POSIXlt <- function(x, mode = "any") as.vector(as.list(x), mode)
duplicated.POSIXlt <- function(x, incomparables = FALSE, ...) duplicated(as.POSIXct(x), incomparables, ...)
rep.POSIXlt <- function(x, ...) .POSIXlt(lapply(X = unclass(x), FUN = rep, ...), attr(x, "tzone"), oldClass(x))
`length<-.POSIXlt` <- function(x, value)
    .POSIXlt(lapply(unclass(x), `length<-`, value), attr(x, "tzone"), oldClass(x))
names.POSIXlt <- function(x) names(unclass(x)$year)
`names<-.POSIXlt` <- function(x, value) {
    cl <- oldClass(x)
    tz <- attr(x, "tzone")
    x <- unclass(x)
    names(x$year) <- value
    .POSIXlt(x, tz, cl)
}
as.data.frame.POSIXlt <- function(x, row.names = NULL, optional = FALSE, ...) {
    value <- as.data.frame.POSIXct(as.POSIXct(x), row.names, optional, ...)
    if (!optional) names(value) <- deparse1(substitute(x))
    value
}
as.matrix.POSIXlt <- function(x, ...) as.matrix(as.data.frame(unclass(x)), ...)

`[<-.numeric_version` <- function(x, i, j, value) {
    y <- unclass(x)
    if (missing(j)) y[i] <- unclass(as.numeric_version(value))
    else {
        if (!is.list(value)) value <- list(value)
        value <- lapply(value, as.integer)
        if (any(vapply(value, function(e) anyNA(e) || any(e < 0L), NA))) stop("invalid 'value'")
        if (!is.list(j)) j <- list(j)
        y[i] <- Map(`[<-`, y[i], j, value)
    }
    class(y) <- class(x)
    y
}
`[[<-.numeric_version` <- function(x, ..., value) {
    z <- unclass(x)
    if (nargs() < 4L) {
        if (length(..1) < 2L) {
            if (is.character(value) && length(value) == 1L) value <- unclass(as.numeric_version(value))[[1L]]
            else if (!is.integer(value)) stop("invalid 'value'")
        } else {
            value <- as.integer(value)
            if (length(value) != 1L) stop("invalid 'value'")
        }
        z[[..1]] <- value
    } else {
        value <- as.integer(value)
        if (length(value) != 1L) stop("invalid 'value'")
        z[[..1]][..2] <- value
    }
    structure(z, class = oldClass(x))
}
`is.na<-.numeric_version` <- function(x, value) {
    x[value] <- rep.int(list(integer()), length(value))
    x
}
as.data.frame.numeric_version <- function(x, row.names = NULL, optional = FALSE, ..., nm = deparse1(substitute(x))) {
    force(nm)
    nrows <- length(x)
    if (!(is.null(row.names) || (is.character(row.names) && length(row.names) == nrows))) {
        warning(gettextf("'row.names' is not a character vector of length %d -- omitting it. Will be an error!", nrows), domain = NA)
        row.names <- NULL
    }
    if (is.null(row.names)) {
        if (nrows == 0L) row.names <- character()
        else if (length(row.names <- names(x)) != nrows || anyDuplicated(row.names)) row.names <- .set_row_names(nrows)
    }
    if (!is.null(names(x))) names(x) <- NULL
    value <- list(x)
    if (!optional) names(value) <- nm
    structure(value, row.names = row.names, class = "data.frame")
}

`is.na<-.factor` <- function(x, value) {
    lx <- levels(x)
    cx <- oldClass(x)
    class(x) <- NULL
    x[value] <- NA
    structure(x, levels = lx, class = cx)
}

# R has no single precision: as.single marks doubles for .C, is.single says so
as.single <- function(x, ...) UseMethod("as.single")
as.single.default <- function(x, ...) structure(as.vector(x, "double"), Csingle = TRUE)
is.single <- function(x) stop('type "single" unimplemented in R')

qr.X <- function(qr, complete = FALSE, ncol = if (complete) nrow(R) else min(dim(R))) {
    if (!is.qr(qr)) stop("argument is not a QR decomposition")
    pivoted <- !identical(qr$pivot, ip <- seq_along(qr$pivot))
    R <- qr.R(qr, complete = TRUE)
    if (pivoted && ncol < length(qr$pivot)) stop("need larger value of 'ncol' as pivoting occurred")
    cmplx <- mode(R) == "complex"
    p <- as.integer(dim(R)[2L])
    if (is.na(p)) stop("invalid NCOL(R)")
    if (ncol < p) R <- R[, seq_len(ncol), drop = FALSE]
    else if (ncol > p) {
        tmp <- diag(if (!cmplx) 1 else 1 + (0+0i), nrow(R), ncol)
        tmp[, seq_len(p)] <- R
        R <- tmp
    }
    res <- qr.qy(qr, R)
    cn <- colnames(res)
    if (pivoted) {
        res[, qr$pivot] <- res[, ip]
        if (!is.null(cn)) colnames(res)[qr$pivot] <- cn[ip]
    }
    res
}
as.qr <- function(x) stop("you cannot be serious", domain = NA)

as.data.frame.ts <- function(x, ...) {
    if (is.matrix(x)) as.data.frame.matrix(x, ...) else as.data.frame.vector(x, ...)
}
as.data.frame.AsIs <- function(x, row.names = NULL, optional = FALSE, ...) {
    if (length(dim(x)) == 2L) as.data.frame.model.matrix(x, row.names, optional)
    else {
        nrows <- length(x)
        nm <- deparse1(substitute(x))
        if (is.null(row.names)) {
            if (nrows == 0L) row.names <- character()
            else if (!(length(row.names <- names(x)) == nrows && !anyDuplicated(row.names)))
                row.names <- .set_row_names(nrows)
        }
        value <- list(x)
        if (!optional) names(value) <- nm
        class(value) <- "data.frame"
        attr(value, "row.names") <- row.names
        value
    }
}
as.data.frame.model.matrix <- function(x, row.names = NULL, optional = FALSE, make.names = TRUE, ...) {
    d <- dim(x)
    nrows <- d[[1L]]
    dn <- dimnames(x)
    row.names <- dn[[1L]]
    value <- list(x)
    if (!optional) names(value) <- deparse(substitute(x))[[1L]]
    class(value) <- "data.frame"
    if (!is.null(row.names)) {
        row.names <- as.character(row.names)
        if (length(row.names) != nrows)
            stop(sprintf(ngettext(length(row.names), "supplied %d row name for %d rows",
                                  "supplied %d row names for %d rows"), length(row.names), nrows), domain = NA)
        attr(value, "row.names") <- row.names
    } else attr(value, "row.names") <- .set_row_names(nrows)
    value
}

`split<-.data.frame` <- function(x, f, drop = FALSE, ..., value) {
    if (inherits(f, "formula")) f <- eval(attr(stats::terms(f), "variables"), x, environment(f))
    ix <- split(seq_len(nrow(x)), f, drop = drop, ...)
    n <- length(value)
    j <- 0
    for (i in ix) {
        j <- j %% n + 1
        x[i, ] <- value[[j]]
    }
    x
}

# flashr's packages are those of R's installation: they have R's version and its library's paths
getNamespaceVersion <- function(ns) {
    ns <- asNamespace(ns)
    c(version = paste(R.version$major, R.version$minor, sep = "."))
}
getNamespaceInfo <- function(ns, which) {
    ns <- asNamespace(ns)
    if (.isUserNamespace(ns)) return(.getNamespaceInfo(ns, which))
    switch(which,
           spec = c(name = unname(getNamespaceName(ns)), version = unname(getNamespaceVersion(ns))),
           path = find.package(unname(getNamespaceName(ns))),
           exports = getNamespaceExports(ns),
           stop(gettextf("no namespace information '%s'", which), domain = NA))
}
.flashrPackagePath <- function(pkg) file.path(.libPaths()[1L], pkg)
find.package <- function(package = NULL, lib.loc = NULL, quiet = FALSE, verbose = getOption("verbose")) {
    if (is.null(package) && is.null(lib.loc) && !verbose) return(path.package())
    if (length(package) == 1L && package %in% c("base", "tools", "utils", "grDevices", "graphics", "stats",
                                                 "datasets", "methods", "grid", "splines", "stats4", "tcltk", "compiler", "parallel"))
        return(.flashrPackagePath(package))
    found <- vapply(package, function(p) p %in% loadedNamespaces() ||
                        any(file.exists(file.path(c(lib.loc, .libPaths()), p, "DESCRIPTION"))), NA)
    out <- if (any(found)) .flashrPackagePath(package[found]) else character()
    bad <- package[!found]
    if (!quiet && length(bad)) {
        if (length(out) == 0L) {
            if (length(bad) == 1L) stop(gettextf("there is no package called %s", sQuote(package)), domain = NA)
            stop(ngettext(length(bad), "there is no package called", "there are no packages called"), " ",
                 paste(sQuote(bad), collapse = ", "), domain = NA)
        }
        for (pkg in bad) warning(gettextf("there is no package called %s", sQuote(pkg)), domain = NA)
    }
    out
}
path.package <- function(package = NULL, quiet = FALSE) {
    attached <- sub("^package:", "", grep("^package:", search(), value = TRUE))
    if (is.null(package)) package <- attached
    else {
        pos <- match(package, attached)
        if (any(is.na(pos))) {
            if (!quiet) {
                if (all(is.na(pos))) stop("none of the packages are loaded")
                else warning(sprintf(ngettext(as.integer(sum(is.na(pos))), "package %s is not loaded", "packages %s are not loaded"),
                                     paste(package[is.na(pos)], collapse = ", ")), domain = NA)
            }
            package <- package[!is.na(pos)]
        }
    }
    .flashrPackagePath(package)
}
searchpaths <- function() {
    s <- search()
    vapply(s, function(e) if (startsWith(e, "package:")) .flashrPackagePath(substring(e, 9L)) else e, "", USE.NAMES = FALSE)
}

# flashr's interpreter takes no user interrupts inside R code, so these only evaluate expr, as R's do
# when interrupts are already in the requested state.
suspendInterrupts <- function(expr) expr
allowInterrupts <- function(expr) expr

default.stringsAsFactors <- function() {
    .Deprecated("`stringsAsFactors = FALSE`")
    val <- getOption("stringsAsFactors")
    if (is.null(val)) val <- FALSE
    if (length(val) != 1L || !is.logical(val) || is.na(val))
        stop("options(\"stringsAsFactors\") not set to TRUE or FALSE")
    val
}

unix.time <- function(...) .Defunct("system.time")
