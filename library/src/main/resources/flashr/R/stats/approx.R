# stats/approx.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Linear and constant interpolation (approx, approxfun) with R's tie handling (regularize.values),
# and ave: a function of subsets of a vector, by groups.

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

ave <- function(x, ..., FUN = mean) {
    if (missing(...)) x[] <- FUN(x)
    else {
        g <- interaction(...)
        split(x, g) <- lapply(split(x, g), FUN)
    }
    x
}
