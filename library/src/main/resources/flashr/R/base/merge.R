# base/merge.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# merge and expand.grid: joining data frames by key columns (R's merge.data.frame) and
# the grid of all combinations of factors.

merge <- function(x, y, ...) UseMethod("merge")

merge.default <- function(x, y, ...) merge(as.data.frame(x), as.data.frame(y), ...)

merge.data.frame <- function(x, y, by = intersect(names(x), names(y)), by.x = by, by.y = by, all = FALSE,
                             all.x = all, all.y = all, sort = TRUE, suffixes = c(".x", ".y"), ...) {
    x <- as.data.frame(x)
    y <- as.data.frame(y)
    # R's checks of by, by.x and by.y (the keys themselves are resolved below)
    fix.by <- function(by, df) {
        if (is.null(by)) by <- numeric()
        by <- as.vector(by)
        nc <- ncol(df)
        if (is.character(by)) {
            if (any(bad <- !(by %in% c("row.names", names(df)))))
                stop(ngettext(sum(bad), "'by' must specify a uniquely valid column",
                              "'by' must specify uniquely valid columns"), domain = NA)
        } else if (is.numeric(by)) {
            if (any(by < 0L) || any(by > nc)) stop("'by' must match numbers of columns")
        } else if (is.logical(by)) {
            if (length(by) != nc) stop("'by' must match number of columns")
        } else stop("'by' must specify one or more columns as numbers, names or logical")
        invisible(by)
    }
    fix.by(by.x, x)
    fix.by(by.y, y)
    if (is.logical(by.x)) by.x <- names(x)[by.x]
    if (is.logical(by.y)) by.y <- names(y)[by.y]
    # by 0 or "row.names": the row names join as a first column, Row.names (as R)
    byRows <- function(b) if (is.numeric(b)) any(b == 0) else "row.names" %in% b
    withRows <- function(d) cbind(Row.names = I(row.names(d)), d)
    shiftBy <- function(b) if (is.numeric(b)) b + 1L else replace(b, b == "row.names", "Row.names")
    if (byRows(by.x)) { x <- withRows(x); by.x <- shiftBy(by.x) }
    if (byRows(by.y)) { y <- withRows(y); by.y <- shiftBy(by.y) }
    if (is.numeric(by.x)) by.x <- names(x)[by.x]
    if (is.numeric(by.y)) by.y <- names(y)[by.y]
    if (length(by.x) != length(by.y)) stop("'by.x' and 'by.y' specify different numbers of columns")
    if (length(by.x) == 0L) stop("merge without common columns (a cross join) is not supported")
    key <- function(d, b) if (length(b) == 1L) as.character(d[[b]]) else do.call(paste, c(unname(as.list(d[b])), sep = "
"))
    kx <- key(x, by.x)
    ky <- key(y, by.y)
    xi <- integer()
    yi <- integer()
    # matched pairs grouped by key, keys in order of their first matching row of x
    for (k in unique(kx[kx %in% ky])) {
        ii <- which(kx == k)
        jj <- which(ky == k)
        xi <- c(xi, rep(ii, each = length(jj)))
        yi <- c(yi, rep(jj, times = length(ii)))
    }
    x.alone <- if (all.x) which(!(kx %in% ky)) else integer()
    y.alone <- if (all.y) which(!(ky %in% kx)) else integer()
    nyy <- length(y.alone)
    nm.x <- setdiff(names(x), by.x)
    nm.y <- setdiff(names(y), by.y)
    common <- intersect(nm.x, nm.y)
    rx <- c(xi, x.alone, rep(NA_integer_, nyy))
    ry <- c(yi, rep(NA_integer_, length(x.alone)), y.alone)
    cols <- list()
    for (i in seq_along(by.x)) {
        # x's keys, then those of y's rows without a match: a factor of x's keeps its
        # levels and gains y's new keys after them; a factor of y's joins as strings
        xk <- x[[by.x[i]]][c(xi, x.alone)]
        yk <- y[[by.y[i]]][y.alone]
        if (is.factor(yk)) yk <- as.character(yk)
        cols[[by.x[i]]] <- if (!is.factor(xk)) c(xk, yk)
            else if (!length(yk)) xk
            else factor(c(as.character(xk), yk), levels = unique(c(levels(xk), yk)))
    }
    for (n in nm.x) cols[[if (n %in% common) paste0(n, suffixes[1L]) else n]] <- x[[n]][rx]
    for (n in nm.y) cols[[if (n %in% common) paste0(n, suffixes[2L]) else n]] <- y[[n]][ry]
    res <- do.call(data.frame, c(cols, list(check.names = FALSE, stringsAsFactors = FALSE)))
    if (sort && nrow(res) > 0L) res <- res[do.call(order, unname(as.list(res[by.x]))), , drop = FALSE]
    row.names(res) <- NULL
    res
}

expand.grid <- function(..., KEEP.OUT.ATTRS = TRUE, stringsAsFactors = TRUE) {
    args <- list(...)
    if (length(args) == 1L && is.list(args[[1L]])) args <- args[[1L]]
    nargs <- length(args)
    if (!nargs) return(as.data.frame(list()))
    cargs <- vector("list", nargs)
    nmc <- paste0("Var", seq_len(nargs))
    nm <- names(args)
    if (!is.null(nm) && any(named <- nzchar(nm))) nmc[named] <- nm[named]
    names(cargs) <- nmc
    d <- lengths(args)
    dn <- vector("list", nargs)
    names(dn) <- nmc
    rep.fac <- 1L
    orep <- prod(d)
    if (orep == 0L) {
        for (i in seq_len(nargs)) cargs[[i]] <- args[[i]][FALSE]
    } else {
        # the first factor varies fastest, each next one once per run of the ones before
        for (i in seq_len(nargs)) {
            x <- args[[i]]
            dn[[i]] <- paste0(nmc[i], "=", if (is.numeric(x)) format(x) else x)
            nx <- length(x)
            orep <- orep / nx
            if (stringsAsFactors && is.character(x)) x <- factor(x, levels = unique(x))
            cargs[[i]] <- x[rep.int(rep.int(seq_len(nx), rep.int(rep.fac, nx)), orep)]
            rep.fac <- rep.fac * nx
        }
    }
    if (KEEP.OUT.ATTRS) attr(cargs, "out.attrs") <- list(dim = d, dimnames = dn)
    structure(cargs, class = "data.frame", row.names = .set_row_names(as.integer(prod(d))))
}
