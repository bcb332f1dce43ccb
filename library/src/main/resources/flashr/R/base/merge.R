# base/merge.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# merge and expand.grid: joining data frames by key columns (R's merge.data.frame) and
# the grid of all combinations of factors.

merge <- function(x, y, ...) UseMethod("merge")

merge.default <- function(x, y, ...) merge(as.data.frame(x), as.data.frame(y), ...)

merge.data.frame <- function(x, y, by = intersect(names(x), names(y)), by.x = by, by.y = by, all = FALSE,
                             all.x = all, all.y = all, sort = TRUE, suffixes = c(".x", ".y"), no.dups = TRUE,
                             incomparables = NULL, ...) {
    # R's own code; its .Internal(merge()) is .merge_indices below
    fix.by <- function(by, df) {
        if (is.null(by)) by <- numeric()
        by <- as.vector(by)
        nc <- ncol(df)
        if (is.character(by)) {
            poss <- c("row.names", names(df))
            if (any(bad <- !charmatch(by, poss, 0L)))
                stop(ngettext(sum(bad), "'by' must specify a uniquely valid column",
                              "'by' must specify uniquely valid columns"), domain = NA)
            by <- match(by, poss) - 1L
        } else if (is.numeric(by)) {
            if (any(by < 0L) || any(by > nc)) stop("'by' must match numbers of columns")
        } else if (is.logical(by)) {
            if (length(by) != nc) stop("'by' must match number of columns")
            by <- seq_along(by)[by]
        } else stop("'by' must specify one or more columns as numbers, names or logical")
        if (any(bad <- is.na(by)))
            stop(ngettext(sum(bad), "'by' must specify a uniquely valid column",
                          "'by' must specify uniquely valid columns"), domain = NA)
        unique(by)
    }
    nx <- nrow(x <- as.data.frame(x))
    ny <- nrow(y <- as.data.frame(y))
    by.x <- fix.by(by.x, x)
    by.y <- fix.by(by.y, y)
    if ((l.b <- length(by.x)) != length(by.y)) stop("'by.x' and 'by.y' specify different numbers of columns")
    if (l.b == 0L) {
        # no keys: the cross join, x varying fastest
        nm <- nm.x <- names(x)
        nm.y <- names(y)
        has.common.nms <- any(cnm <- nm.x %in% nm.y)
        if (has.common.nms) {
            names(x)[cnm] <- paste0(nm.x[cnm], suffixes[1L])
            cnm <- nm.y %in% nm
            names(y)[cnm] <- paste0(nm.y[cnm], suffixes[2L])
        }
        if (nx == 0L || ny == 0L) {
            res <- cbind(x[FALSE, ], y[FALSE, ])
        } else {
            ij <- expand.grid(seq_len(nx), seq_len(ny))
            res <- cbind(x[ij[, 1L], , drop = FALSE], y[ij[, 2L], , drop = FALSE])
        }
    } else {
        if (any(by.x == 0L)) {
            x <- cbind(Row.names = I(row.names(x)), x)
            by.x <- by.x + 1L
        }
        if (any(by.y == 0L)) {
            y <- cbind(Row.names = I(row.names(y)), y)
            by.y <- by.y + 1L
        }
        row.names(x) <- NULL
        row.names(y) <- NULL
        if (l.b == 1L) {
            bx <- x[, by.x]
            if (is.factor(bx)) bx <- as.character(bx)
            by <- y[, by.y]
            if (is.factor(by)) by <- as.character(by)
        } else {
            if (!is.null(incomparables))
                stop("'incomparables' is supported only for merging on a single column")
            bx <- x[, by.x, drop = FALSE]
            by <- y[, by.y, drop = FALSE]
            names(bx) <- names(by) <- paste0("V", seq_len(ncol(bx)))
            bz <- do.call("paste", c(rbind(bx, by), sep = "\r"))
            bx <- bz[seq_len(nx)]
            by <- bz[nx + seq_len(ny)]
        }
        comm <- match(bx, by, 0L)
        bxy <- bx[comm > 0L]
        xinds <- match(bx, bxy, 0L, incomparables)
        yinds <- match(by, bxy, 0L, incomparables)
        if (nx > 0L && ny > 0L) m <- .merge_indices(xinds, yinds, all.x, all.y)
        else m <- list(xi = integer(), yi = integer(), x.alone = seq_len(nx), y.alone = seq_len(ny))
        nm <- nm.x <- names(x)[-by.x]
        nm.by <- names(x)[by.x]
        nm.y <- names(y)[-by.y]
        ncx <- ncol(x)
        if (all.x) all.x <- (nxx <- length(m$x.alone)) > 0L
        if (all.y) all.y <- (nyy <- length(m$y.alone)) > 0L
        lxy <- length(m$xi)
        has.common.nms <- any(cnm <- nm.x %in% nm.y)
        if (has.common.nms && nzchar(suffixes[1L])) nm.x[cnm] <- paste0(nm.x[cnm], suffixes[1L])
        x <- x[c(m$xi, if (all.x) m$x.alone), c(by.x, seq_len(ncx)[-by.x]), drop = FALSE]
        names(x) <- c(nm.by, nm.x)
        if (all.y) {
            ya <- y[m$y.alone, by.y, drop = FALSE]
            names(ya) <- nm.by
            xa <- x[rep.int(NA_integer_, nyy), nm.x, drop = FALSE]
            names(xa) <- nm.x
            x <- rbind(x, cbind(ya, xa))
        }
        if (has.common.nms && nzchar(suffixes[2L])) {
            cnm <- nm.y %in% nm
            nm.y[cnm] <- paste0(nm.y[cnm], suffixes[2L])
        }
        y <- y[c(m$yi, if (all.x) rep.int(1L, nxx), if (all.y) m$y.alone), -by.y, drop = FALSE]
        if (all.x) {
            zap <- (lxy + 1L):(lxy + nxx)
            for (i in seq_along(y)) {
                if (is.matrix(y[[i]])) y[[i]][zap, ] <- NA
                else is.na(y[[i]]) <- zap
            }
        }
        if (has.common.nms) names(y) <- nm.y
        if (no.dups && any((mi <- match(nm.by, names(y), 0L)) > 0L) && nzchar(suffixes[2L]))
            names(y)[mi] <- paste0(names(y)[mi], suffixes[2L])
        nm <- c(names(x), names(y))
        if (any(d <- duplicated(nm)))
            if (sum(d) > 1L)
                warning("column names ", paste(sQuote(nm[d]), collapse = ", "),
                        " are duplicated in the result", domain = NA)
            else warning("column name ", sQuote(nm[d]), " is duplicated in the result", domain = NA)
        res <- cbind(x, y)
        if (sort)
            res <- res[if (all.x || all.y) {
                x <- x[, seq_len(l.b), drop = FALSE]
                attributes(x) <- NULL
                do.call("order", x)
            } else sort.list(bx[m$xi]), , drop = FALSE]
    }
    attr(res, "row.names") <- .set_row_names(nrow(res))
    res
}

# R's .Internal(merge()) (do_merge): the rows of x and y by their index into the common keys (0:
# none), each key's pairs with x's rows outer and y's inner, keys in increasing index; the rows
# alone in their original order
.merge_indices <- function(xinds, yinds, all.x, all.y) {
    ix <- order(xinds)
    iy <- order(yinds)
    xs <- xinds[ix]
    ys <- yinds[iy]
    px <- ix[xs > 0L]
    vx <- xs[xs > 0L]
    py <- iy[ys > 0L]
    cy <- tabulate(ys[ys > 0L], max(c(0L, xs, ys)))
    first <- cumsum(c(0L, cy))
    per <- cy[vx]
    list(xi = rep.int(px, per), yi = py[rep.int(first[vx], per) + sequence(per)],
         x.alone = if (all.x) ix[xs == 0L], y.alone = if (all.y) iy[ys == 0L])
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
