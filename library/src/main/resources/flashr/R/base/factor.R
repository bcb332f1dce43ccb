# base/factor.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# The factor functions R writes in R, as R source.

gl <- function(n, k, length = n * k, labels = seq_len(n), ordered = FALSE) {
    # the codes 1..n, each k times, cycled to length; the labels as levels
    codes <- rep_len(rep(seq_len(n), each = k), length)
    structure(codes, levels = as.character(labels),
              class = if (ordered) c("ordered", "factor") else "factor")
}
factor <- function(x = character(), levels, labels = levels, exclude = NA, ordered = is.ordered(x)) {
    if (is.null(x)) x <- character()
    # a plain vector with default levels and labels: one pass in Java (flashr.base.vectors.FactorCodes)
    if (missing(levels) && missing(labels) && !is.null(f <- .factor_simple(x, exclude, ordered)))
        return(f)
    nx <- names(x)
    if (missing(levels)) {
        y <- unique(x)
        levels <- unique(as.character(y)[order(y)])
    }
    force(ordered)
    # integers against integer levels match as their decimal strings do, without making a string
    # per element (factor(cl, levels = seq_len(k)) of a k-means step's labels: 20M strings)
    if (!is.character(x) && !(is.integer(x) && is.integer(levels) && !is.object(x) && !is.object(levels)))
        x <- as.character(x)
    levels <- levels[is.na(match(levels, exclude))]
    f <- match(x, levels)
    if (!is.null(nx)) names(f) <- nx
    if (missing(labels)) {
        if (dup <- anyDuplicated(as.character(levels)))
            stop(simpleError(sprintf("factor level [%d] is duplicated", dup),
                             quote(`levels<-`(`*tmp*`, value = as.character(levels)))))
        attr(f, "levels") <- as.character(levels)
    } else {
        nlab <- length(labels)
        if (nlab == length(levels)) {
            xlevs <- as.character(labels)
            nlevs <- unique(xlevs)
            f <- match(xlevs, nlevs)[f]
            if (!is.null(nx)) names(f) <- nx
            attr(f, "levels") <- nlevs
        } else if (nlab == 1L) {
            attr(f, "levels") <- paste0(labels, seq_along(levels))
        } else {
            stop(sprintf("invalid 'labels'; length %d should be 1 or %d", nlab, length(levels)))
        }
    }
    class(f) <- c(if (ordered) "ordered", "factor")
    f
}
ordered <- function(x = character(), ...) factor(x, ..., ordered = TRUE)
as.factor <- function(x) {
    if (is.factor(x)) x
    else if (!is.object(x) && is.integer(x)) {
        levels <- sort(unique.default(x))
        f <- match(x, levels)
        levels(f) <- as.character(levels)
        if (!is.null(names(x))) names(f) <- names(x)
        class(f) <- "factor"
        f
    } else factor(x)
}
is.ordered <- function(x) inherits(x, "ordered")
as.ordered <- function(x) if (is.ordered(x)) x else factor(x, ordered = TRUE)
addNA <- function(x, ifany = FALSE) {
    if (!is.factor(x)) x <- factor(x)
    if (ifany & !anyNA(x)) return(x)
    ll <- levels(x)
    if (!anyNA(ll)) ll <- c(ll, NA)
    factor(x, levels = ll, exclude = NULL)
}
droplevels <- function(x, ...) UseMethod("droplevels")
droplevels.factor <- function(x, exclude = if (anyNA(levels(x))) NULL else NA, ...)
    factor(x, exclude = exclude)
# R's levels<-.factor: a list value names the new levels, each from the old ones it lists
`levels<-.factor` <- function(x, value) {
    xlevs <- levels(x)
    if (is.list(value)) {
        nlevs <- rep.int(names(value), lapply(value, length))
        value <- unlist(value)
        m <- match(value, xlevs, nomatch = 0L)
        xlevs[m] <- nlevs[m > 0L]
    } else {
        if (length(xlevs) > length(value)) stop("number of levels differs")
        nlevs <- xlevs <- as.character(value)
        nlevs <- nlevs[!is.na(nlevs)]
    }
    nlevs <- unique(nlevs)
    at <- attributes(x)
    at$levels <- nlevs
    y <- match(xlevs, nlevs)[x]
    attributes(y) <- at
    y
}
relevel <- function(x, ref, ...) UseMethod("relevel")
relevel.default <- function(x, ref, ...) stop("'relevel' only for (unordered) factors")
relevel.ordered <- function(x, ref, ...) stop("'relevel' only for unordered factors")
relevel.factor <- function(x, ref, ...) {
    lev <- levels(x)
    if (is.character(ref)) ref <- match(ref, lev)
    if (is.na(ref)) stop("'ref' must be an existing level")
    nlev <- length(lev)
    if (ref < 1 || ref > nlev) stop(sprintf("ref = %d must be in 1L:%d", ref, nlev))
    factor(x, levels = lev[c(ref, seq_along(lev)[-ref])], exclude = NULL)
}
`[.factor` <- function(x, ..., drop = FALSE) {
    y <- NextMethod("[")
    attr(y, "contrasts") <- attr(x, "contrasts")
    attr(y, "levels") <- attr(x, "levels")
    class(y) <- oldClass(x)
    if (drop) factor(y, exclude = if (anyNA(levels(x))) NULL else NA) else y
}
`[<-.factor` <- function(x, ..., value) {
    lx <- levels(x)
    cx <- oldClass(x)
    if (is.factor(value)) value <- levels(value)[value]
    m <- match(value, lx)
    if (any(is.na(m) & !is.na(value)))
        warning("invalid factor level, NA generated")
    class(x) <- NULL
    x[...] <- m
    attr(x, "levels") <- lx
    class(x) <- cx
    x
}
`[[<-.factor` <- function(x, ..., value) {
    lx <- levels(x)
    cx <- oldClass(x)
    if (is.factor(value)) value <- levels(value)[value]
    m <- match(value, lx)
    if (any(is.na(m) & !is.na(value)))
        warning("invalid factor level, NA generated")
    class(x) <- NULL
    x[[...]] <- m
    attr(x, "levels") <- lx
    class(x) <- cx
    x
}
c.factor <- function(..., recursive = TRUE) {
    x <- list(...)
    if (!all(vapply(x, is.factor, NA)))
        return(unlist(lapply(x, function(e) if (is.factor(e)) as.vector(unclass(e)) else e)))
    lv <- unique(unlist(lapply(x, levels)))
    ord <- all(vapply(x, is.ordered, NA)) &&
        all(vapply(x, function(e) identical(levels(e), levels(x[[1L]])), NA))
    factor(unlist(lapply(x, as.character)), levels = lv, ordered = ord)
}
Ops.factor <- function(e1, e2)
{
    ok <- switch(.Generic, "=="=, "!="=TRUE, FALSE)
    if(!ok) {
	warning(gettextf("%s not meaningful for factors", sQuote(.Generic)))
	return(rep.int(NA, max(length(e1), if(!missing(e2)) length(e2))))
    }
    ## Need this for NA *levels* as opposed to missing
    noNA.levels <- function(f) {
	r <- levels(f)
	if(any(ina <- is.na(r))) {
	    n <- "  NA "
	    while(n %in% r) n <- paste(n, ".")
	    r[ina] <- n
	}
	r
    }
    if (nzchar(.Method[1L])) { # e1 *is* a factor
	## fast path for the common case of comparing a factor with a string
	if(!anyNA(levels(e1)) && is.character(e2) && length(e2) == 1L) {
	    if(.Generic == "==") {
		leq <- (levels(e1) == e2)
		return(leq[e1])
	    } else {
		leq <- (levels(e1) != e2)
		return(leq[e1])
	    }
	}
	l1 <- noNA.levels(e1)
	e1 <- l1[e1]
    }
    if (nzchar(.Method[2L])) { # e2 *is* a factor
	if(!anyNA(levels(e2)) && is.character(e1) && length(e1) == 1L) {
	    if(.Generic == "==") {
		leq <- (levels(e2) == e1)
		return(leq[e2])
	    } else {
		leq <- (levels(e2) != e1)
		return(leq[e2])
	    }
	}
	l2 <- noNA.levels(e2)
	e2 <- l2[e2]
    }
    if (all(nzchar(.Method)) &&
	(length(l1) != length(l2) || !all(sort.int(l2) == sort.int(l1))))
	stop("level sets of factors are different")
    value <- NextMethod(.Generic)
    nas <- is.na(e1) | is.na(e2)
    value[nas] <- NA
    value
}
Ops.ordered <- function (e1, e2)
{
    ok <- switch(.Generic,
		 "<" = , ">" = , "<=" = , ">=" = ,"=="=, "!=" =TRUE,
		 FALSE)
    if(!ok) {
	warning(sprintf("'%s' is not meaningful for ordered factors",
			.Generic))
	return(rep.int(NA, max(length(e1), if(!missing(e2)) length(e2))))
    }
    if (.Generic %in% c("==", "!="))
      return(NextMethod(.Generic))  ##not S-PLUS compatible, but saner
    nas <- is.na(e1) | is.na(e2)
    ord1 <- FALSE
    ord2 <- FALSE
    if (nzchar(.Method[1L])) {
	l1 <- levels(e1)
	ord1 <- TRUE
    }
    if (nzchar(.Method[2L])) {
	l2 <- levels(e2)
	ord2 <- TRUE
    }
    if (all(nzchar(.Method)) &&
        (length(l1) != length(l2) || any(l1 != l2)))
	stop("level sets of factors are different")
    if (ord1 && ord2) {
	e1 <- as.integer(e1) # was codes, but same thing for ordered factor.
	e2 <- as.integer(e2)
    }
    else if (!ord1) {
	e1 <- match(e1, l2)
	e2 <- as.integer(e2)
    }
    else if (!ord2) {
	e2 <- match(e2, l1)
	e1 <- as.integer(e1)
    }
    value <- get(.Generic, mode = "function")(e1, e2)
    value[nas] <- NA
    value
}
Math.factor <- function(x, ...) stop(sprintf("‘%s’ not meaningful for factors", .Generic))
Summary.factor <- function(..., na.rm) stop(sprintf("‘%s’ not meaningful for factors", .Generic))
Summary.ordered <- function(..., na.rm = FALSE) {
    if (!(.Generic %in% c("max", "min", "range")))
        stop(sprintf("'%s' not defined for ordered factors", .Generic))
    args <- list(...)
    lev <- levels(args[[1L]])
    codes <- lapply(args, function(e) if (is.factor(e)) as.integer(e) else match(e, lev))
    ind <- do.call(.Generic, c(codes, na.rm = na.rm))
    factor(lev[ind], levels = lev, ordered = TRUE)
}
all.equal.factor <- function(target, current, ..., check.attributes = TRUE) {
    if (!inherits(target, "factor")) return("'target' is not a factor")
    if (!inherits(current, "factor")) return("'current' is not a factor")
    msg <- NULL
    if (check.attributes) {
        if (length(target) != length(current))
            msg <- paste0("Lengths: ", length(target), ", ", length(current))
        a <- all.equal(attributes(target), attributes(current), ...)
        if (!isTRUE(a)) msg <- c(msg, paste0("Attributes: < ", a, " >"))
    }
    n <- all.equal(as.character(target), as.character(current), check.attributes = check.attributes, ...)
    if (is.character(n)) msg <- c(msg, n)
    if (is.null(msg)) TRUE else msg
}
split <- function(x, f, drop = FALSE, ...) UseMethod("split")
split.default <- function(x, f, drop = FALSE, sep = ".", lex.order = FALSE, ...) {
    if (is.list(f)) f <- interaction(f, drop = drop, sep = sep, lex.order = lex.order)
    else if (!is.factor(f)) f <- as.factor(f)
    else if (drop) f <- factor(f)
    if (!length(f) && length(x)) stop("group length is 0 but data length > 0")
    if (length(f) > 0L && length(x) %% length(f))
        warning("data length is not a multiple of split variable")
    # R's C split in one pass (GroupSplit); classed x by R's own path, its `[` on each piece's indices
    if (!is.null(x) && (is.atomic(x) || is.list(x))) {
        if (is.null(attr(x, "class"))) return(.split_plain(x, f))
        ind <- .split_plain(seq_along(x), f)
        return(lapply(ind, function(i) x[i]))
    }
    lf <- levels(f)
    codes <- rep_len(as.integer(f), length(x))
    y <- vector("list", length(lf))
    names(y) <- lf
    for (k in seq_along(lf)) y[[k]] <- x[which(codes == k)]
    y
}
`split<-` <- function(x, f, drop = FALSE, ..., value) UseMethod("split<-")
`split<-.default` <- function(x, f, drop = FALSE, ..., value) {
    ix <- split(seq_along(x), f, drop = drop, ...)
    # plain x and pieces of its type stored in one pass (GroupSplit.assign); R's loop otherwise
    if (!is.null(y <- .split_assign(x, ix, value))) return(y)
    n <- length(value)
    j <- 0
    for (i in ix) {
        j <- j %% n + 1L
        x[i] <- value[[j]]
    }
    x
}
unsplit <- function(value, f, drop = FALSE) {
    len <- length(if (is.list(f)) f[[1L]] else f)
    x <- value[[1L]][rep(NA, len)]
    split(x, f, drop = drop) <- value
    x
}
interaction <- function(..., drop = FALSE, sep = ".", lex.order = FALSE) {
    args <- list(...)
    if (length(args) == 1L && is.list(args[[1L]])) args <- args[[1L]]
    narg <- length(args)
    ans <- 0L
    lvs <- character()
    for (i in narg:1L) {
        f <- as.factor(args[[i]])
        l <- levels(f)
        if1 <- as.integer(f) - 1L
        if (i == narg) {
            ans <- if1
            lvs <- l
        } else if (lex.order) {
            ll <- length(lvs)
            ans <- ans + ll * if1
            lvs <- paste(rep(l, each = ll), rep(lvs, length(l)), sep = sep)
        } else {
            ans <- ans * length(l) + if1
            lvs <- paste(rep(l, length(lvs)), rep(lvs, each = length(l)), sep = sep)
        }
    }
    ans <- structure(as.integer(ans + 1L), levels = lvs, class = "factor")
    if (drop) factor(ans) else ans
}
# length<- keeps the levels and class (R's method; the default drops all attributes but names)
`length<-.factor` <- function(x, value) {
    cl <- class(x)
    levs <- levels(x)
    x <- NextMethod()
    structure(x, levels = levs, class = cl)
}
