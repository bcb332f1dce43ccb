# utils/utils.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# Small everyday functions of base, utils and stats written in R to
# R's documented semantics: approx and approxfun (linear and constant), expand.grid, merge of data frames, modifyList, replace, run lengths (rle, inverse.rle and rle's print), file paths,
# combinations (combn), group-wise averages (ave) and sort.int.

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
modifyList <- function(x, val, keep.null = FALSE) {
    stopifnot(is.list(x), is.list(val))
    xnames <- names(x)
    vnames <- names(val)
    vnames <- vnames[nzchar(vnames)]
    for (v in vnames) {
        if (v %in% xnames && is.list(x[[v]]) && is.list(val[[v]])) {
            x[[v]] <- modifyList(x[[v]], val[[v]], keep.null = keep.null)
        } else if (keep.null) {
            x[v] <- list(val[[v]])
        } else {
            x[[v]] <- val[[v]]
        }
    }
    x
}
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
approx <- function(x, y = NULL, xout, method = "linear", n = 50, yleft, yright, rule = 1, f = 0,
                   ties = mean, na.rm = TRUE) {
    r <- regularize.values(x, y, ties, missing(ties), na.rm = na.rm)
    r <- .approx_ends(r, rule, if (missing(yleft)) NULL else yleft, if (missing(yright)) NULL else yright)
    if (missing(xout)) xout <- seq(r$x[1L], r$x[length(r$x)], length.out = n)
    list(x = xout, y = .approx_at(xout, r, pmatch(method, c("linear", "constant")), f))
}
approxfun <- function(x, y = NULL, method = "linear", yleft, yright, rule = 1, f = 0, ties = mean, na.rm = TRUE) {
    r <- regularize.values(x, y, ties, missing(ties), na.rm = na.rm)
    r <- .approx_ends(r, rule, if (missing(yleft)) NULL else yleft, if (missing(yright)) NULL else yright)
    kind <- pmatch(method, c("linear", "constant"))
    function(v) .approx_at(v, r, kind, f)
}
regularize.values <- function(x, y, ties, warn.collapsing = TRUE, na.rm = TRUE) {
    x   # forced here, so that a missing x is reported in this call, as R's (byte-compiled) stats does
    x <- xy.coords(x, y, setLab = FALSE)
    y <- x$y
    x <- x$x
    keptNA <- FALSE
    nx <- if (any(na <- is.na(x) | is.na(y))) {
        ok <- !na
        if (na.rm) {
            x <- x[ok]
            y <- y[ok]
            length(x)
        } else {
            keptNA <- TRUE
            sum(ok)
        }
    } else length(x)
    if (!identical(ties, "ordered")) {
        ordered <- if (is.function(ties) || is.character(ties)) FALSE
            else if (is.list(ties) && length(T <- ties) == 2L && is.function(T[[2]])) {
                ties <- T[[2]]
                identical(T[[1]], "ordered")
            } else stop("'ties' is not \"ordered\", a function, or list(<string>, <function>)")
        if (!ordered && is.unsorted(if (keptNA) x[ok] else x)) {
            o <- order(x)
            x <- x[o]
            y <- y[o]
        }
        if (length(ux <- unique(x)) < nx) {
            if (warn.collapsing) warning("collapsing to unique 'x' values")
            y <- as.vector(tapply(y, match(x, x), ties))
            x <- ux
            stopifnot(length(y) == length(x))
            if (keptNA) ok <- !is.na(x)
        }
    }
    list(x = x, y = y, keptNA = keptNA, notNA = if (keptNA) ok)
}
.approx_ends <- function(r, rule, yleft, yright) {
    rule <- rep_len(rule, 2L)
    r$yleft <- if (!is.null(yleft)) yleft else if (rule[1L] == 1) NA else r$y[1L]
    r$yright <- if (!is.null(yright)) yright else if (rule[2L] == 1) NA else r$y[length(r$y)]
    r
}
.approx_at <- function(v, r, kind, f) {
    x <- r$x; y <- r$y; n <- length(x)
    vapply(as.double(v), function(u) {
        if (is.na(u)) return(NA_real_)
        if (u < x[1L]) return(as.double(r$yleft))
        if (u > x[n]) return(as.double(r$yright))
        i <- findInterval(u, x)
        if (i == n || u == x[i]) return(y[i])
        j <- i + 1L
        if (u == x[j]) return(y[j])
        if (kind == 1L) y[i] + (y[j] - y[i]) * ((u - x[i]) / (x[j] - x[i]))
        else (if (1 - f != 0) y[i] * (1 - f) else 0) + (if (f != 0) y[j] * f else 0)
    }, 0)
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
    ifelse(grepl("/", path), ifelse(grepl("^/[^/]*$", path), "/", sub("/+[^/]*$", "", path)), ".")
}
combn <- function(x, m, FUN = NULL, simplify = TRUE, ...) {
    if (length(x) == 1L && is.numeric(x) && x >= 1) x <- seq_len(x)
    n <- length(x)
    if (m < 0 || m > n) stop("n < m")
    count <- as.integer(round(choose(n, m)))
    pick <- function(a) if (is.null(FUN)) x[a] else FUN(x[a], ...)
    out <- vector("list", count)
    a <- seq_len(m)
    for (i in seq_len(count)) {
        out[[i]] <- pick(a)
        # the next combination in lexicographic order: raise the last position that can rise
        j <- m
        while (j >= 1L && a[j] == n - m + j) j <- j - 1L
        if (j < 1L) break
        a[j:m] <- a[j] + seq_len(m - j + 1L)
    }
    if (!simplify) return(out)
    lens <- lengths(out)
    if (all(lens == 1L)) return(unlist(out))
    if (all(lens == lens[1L])) return(matrix(unlist(out), nrow = lens[1L]))
    out
}
ave <- function(x, ..., FUN = mean) {
    if (missing(...)) x[] <- FUN(x)
    else {
        g <- interaction(...)
        split(x, g) <- lapply(split(x, g), FUN)
    }
    x
}
sort.int <- function(x, partial = NULL, na.last = NA, decreasing = FALSE, method = NULL, index.return = FALSE) {
    if (!index.return) return(sort(x, decreasing = decreasing, na.last = na.last))
    o <- order(x, na.last = na.last, decreasing = decreasing)
    list(x = x[o], ix = o)
}
