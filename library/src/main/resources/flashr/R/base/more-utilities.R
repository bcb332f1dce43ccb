# base/more-utilities.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Small base functions R writes in R (or whose .Internal is simple enough to write in R here):
# sets, labels, sequence, charmatch, comments, mode<-, substring<-, asplit, list2DF, isa,
# dynGet, forceAndCall, gettext, capabilities, prmatrix, provideDimnames, simplify2array,
# single, logb, grouping, gregexec, and the session queries R answers from its build.

setequal <- function(x, y) {
    x <- as.vector(x)
    y <- as.vector(y)
    !(anyNA(match(x, y)) || anyNA(match(y, x)))
}

write <- function(x, file = "data", ncolumns = if (is.character(x)) 1 else 5, append = FALSE, sep = " ")
    cat(x, file = file, sep = c(rep.int(sep, ncolumns - 1), "\n"), append = append)

labels <- function(object, ...) UseMethod("labels")

labels.default <- function(object, ...) {
    if (length(d <- dim(object))) {
        nt <- dimnames(object)
        if (is.null(nt)) nt <- vector("list", length(d))
        for (i in seq_along(d)) if (!length(nt[[i]])) nt[[i]] <- as.character(seq_len(d[i]))
    } else {
        nt <- names(object)
        if (!length(nt)) nt <- as.character(seq_along(object))
    }
    nt
}

sequence <- function(nvec, ...) UseMethod("sequence")

sequence.default <- function(nvec, from = 1L, by = 1L, ...) {
    nvec <- as.integer(nvec)
    from <- as.integer(from)
    by <- as.integer(by)
    n <- length(nvec)
    if (n == 0L) return(integer())
    if (anyNA(nvec) || any(nvec < 0L)) stop("'nvec' must be a vector of non-negative integers")
    if (!length(from)) stop("'from' has length 0, but not 'nvec'")
    if (!length(by)) stop("'by' has length 0, but not 'nvec'")
    from <- rep_len(from, n)
    by <- rep_len(by, n)
    out <- lapply(seq_len(n), function(i) from[i] + by[i] * (seq_len(nvec[i]) - 1L))
    as.integer(unlist(out))
}

# R's .Internal(charmatch): an exact match wins, a unique partial match counts, several give 0.
charmatch <- function(x, table, nomatch = NA_integer_) {
    x <- as.character(x)
    table <- as.character(table)
    nomatch <- as.integer(nomatch)[1L]
    vapply(x, function(s) {
        if (is.na(s)) s <- "NA"
        imatch <- NA_integer_
        perfect <- FALSE
        for (j in seq_along(table)) {
            t <- table[j]
            if (is.na(t)) t <- "NA"
            if (startsWith(t, s)) {
                if (nchar(t) == nchar(s)) {
                    if (perfect) imatch <- 0L
                    else { perfect <- TRUE; imatch <- j }
                } else if (!perfect) {
                    imatch <- if (is.na(imatch)) j else 0L
                }
            }
        }
        if (is.na(imatch)) nomatch else imatch
    }, 0L, USE.NAMES = FALSE)
}

comment <- function(x) attr(x, "comment", exact = TRUE)

`comment<-` <- function(x, value) {
    if (!is.null(value) && !is.character(value)) stop("attempt to set invalid 'comment' attribute")
    attr(x, "comment") <- value
    x
}

`mode<-` <- function(x, value) {
    if (storage.mode(x) == value) return(x)
    if (is.factor(x)) stop("invalid to change the storage mode of a factor")
    atr <- attributes(x)
    isSingle <- !is.null(attr(x, "Csingle"))
    setSingle <- value == "single"
    mde <- get(paste0("as.", value), mode = "function", envir = parent.frame())
    x <- mde(x)
    attributes(x) <- atr
    if (setSingle != isSingle) attr(x, "Csingle") <- if (setSingle) TRUE
    x
}

`substring<-` <- function(text, first, last = 1000000L, value)
    `substr<-`(text, as.integer(first), as.integer(last), value)

asplit <- function(x, MARGIN) {
    dl <- length(dim(x))
    if (!dl) stop("dim(x) must have a positive length")
    if (is.object(x)) x <- if (dl == 2L) as.matrix(x) else as.array(x)
    d <- dim(x)
    dn <- dimnames(x)
    ds <- seq_len(dl)
    if (is.character(MARGIN)) {
        if (is.null(dnn <- names(dn))) stop("'x' must have named dimnames")
        MARGIN <- match(MARGIN, dnn)
        if (anyNA(MARGIN)) stop("not all elements of 'MARGIN' are names of dimensions")
    }
    s.call <- ds[-MARGIN]
    s.ans <- ds[MARGIN]
    d.call <- d[-MARGIN]
    d.ans <- d[MARGIN]
    dn.call <- dn[-MARGIN]
    dn.ans <- dn[MARGIN]
    d2 <- prod(d.ans)
    newx <- aperm(x, c(s.call, s.ans))
    dim(newx) <- c(prod(d.call), d2)
    ans <- vector("list", d2)
    for (i in seq_len(d2)) ans[[i]] <- array(newx[, i], d.call, dn.call)
    array(ans, d.ans, dn.ans)
}

list2DF <- function(x = list(), nrow = 0L) {
    stopifnot(is.list(x), is.null(nrow) || nrow >= 0L)
    if (n <- length(x)) {
        if (length(nrow <- unique(lengths(x))) > 1L) stop("all variables should have the same length")
    } else {
        if (is.null(nrow)) nrow <- 0L
    }
    if (is.null(names(x))) names(x) <- character(n)
    class(x) <- "data.frame"
    attr(x, "row.names") <- .set_row_names(nrow)
    x
}

isa <- function(x, what) {
    if (isS4(x)) methods::is(x, what) else all(class(x) %in% what)
}

dynGet <- function(x, ifnotfound = stop(gettextf("%s not found", sQuote(x)), domain = NA),
                   minframe = 1L, inherits = FALSE) {
    n <- sys.nframe()
    myObj <- structure(list(.b = as.raw(7)), foo = 47L)
    while (n > minframe) {
        n <- n - 1L
        env <- sys.frame(n)
        r <- get0(x, envir = env, inherits = inherits, ifnotfound = myObj)
        if (!identical(r, myObj)) return(r)
    }
    ifnotfound
}

forceAndCall <- function(n, FUN, ...) FUN(...)

gettext <- function(..., domain = NULL, trim = TRUE) {
    args <- lapply(list(...), as.character)
    if (!length(args)) return(character())
    unlist(args)
}

# What this build can do: no bitmap devices, Tcl/Tk, X11 or readline editing; what the JVM gives.
capabilities <- function(what = NULL, Xchk = FALSE) {
    z <- c(jpeg = FALSE, png = FALSE, tiff = FALSE, tcltk = FALSE, X11 = FALSE, aqua = FALSE,
           `http/ftp` = TRUE, sockets = TRUE, libxml = FALSE, fifo = FALSE, cledit = FALSE,
           iconv = TRUE, NLS = FALSE, Rprof = FALSE, profmem = FALSE, cairo = FALSE, ICU = FALSE,
           long.double = FALSE, libcurl = FALSE)
    if (!is.null(what)) z <- z[match(what, names(z), 0L)]
    z
}

# Outside an on.exit expression there is no value being returned: R gives the default.
returnValue <- function(default = NULL) default

prmatrix <- function(x, rowlab = dn[[1]], collab = dn[[2]], quote = TRUE, right = FALSE,
                     na.print = NULL, ...) {
    x <- as.matrix(x)
    dn <- dimnames(x)
    y <- x
    dimnames(y) <- list(if (is.null(rowlab)) paste0("[", seq_len(nrow(x)), ",]") else rowlab,
                        if (is.null(collab)) paste0("[,", seq_len(ncol(x)), "]") else collab)
    if (is.null(na.print)) print(y, quote = quote, right = right)
    else print(y, quote = quote, right = right, na.print = na.print)
    invisible(x)
}

provideDimnames <- function(x, sep = "", base = list(LETTERS), unique = TRUE) {
    dx <- dim(x)
    dnx <- dimnames(x)
    if (new <- is.null(dnx)) dnx <- vector("list", length(dx))
    k <- length(M <- lengths(base))
    for (i in which(vapply(dnx, is.null, NA))) {
        ii <- 1L + (i - 1L) %% k
        ss <- seq_len(dx[i]) - 1L
        bi <- base[[ii]][1L + (ss %% M[ii])]
        dnx[[i]] <- if (unique) make.unique(bi, sep = sep) else bi
        new <- TRUE
    }
    if (new) dimnames(x) <- dnx
    x
}

simplify2array <- function(x, higher = TRUE, except = c(0L, 1L)) {
    if (!length(x)) return(x)
    if (length(common.len <- unique(lengths(x))) > 1L) return(x)
    except <- as.integer(except)
    except <- except[except <= 1L]
    if ((common.len == 1L) && (1L %in% except)) {
        n <- length(x)
        r <- unlist(x, recursive = FALSE)
        if (length(r) == n) r else x
    } else if (!(common.len %in% except)) {
        n <- length(x)
        r <- unlist(x, recursive = FALSE, use.names = FALSE)
        if (is.null(r)) x
        else if (higher && length(c.dim <- unique(lapply(x, dim))) == 1 &&
                 is.numeric(c.dim <- c.dim[[1L]]) && prod(d <- c(c.dim, n)) == length(r)) {
            iN1 <- is.null(n1 <- dimnames(x[[1L]]))
            n2 <- names(x)
            dnam <- if (!(iN1 && is.null(n2))) c(if (iN1) rep.int(list(n1), length(c.dim)) else n1, list(n2))
            array(r, dim = d, dimnames = dnam)
        } else if (prod(d <- c(common.len, n)) == length(r))
            array(r, dim = d, dimnames = if (!(is.null(n1 <- names(x[[1L]])) & is.null(n2 <- names(x)))) list(n1, n2))
        else x
    } else x
}

single <- function(length = 0L) structure(vector("double", length), Csingle = TRUE)

logb <- function(x, base = exp(1)) if (missing(base)) log(x) else log(x, base)

# A connection to a terminal: Rscript's output is taken as not one (R answers FALSE when redirected).
isatty <- function(con) FALSE

Cstack_info <- function()
    c(size = 7969177L, current = NA_integer_, direction = 1L, eval_depth = as.integer(sys.nframe()))

extSoftVersion <- function()
    c(zlib = "", bzlib = "", xz = "", PCRE = "", ICU = "", TRE = "", iconv = "", readline = "", BLAS = "")

La_version <- function() "3.11.0"

La_library <- function() ""

# R's radix grouping: the order that brings equal values together, the ends of the groups and the largest group's size.
grouping <- function(...) {
    z <- list(...)
    if (any(vapply(z, is.object, logical(1L)))) {
        z <- lapply(z, function(x) if (is.object(x)) as.vector(xtfrm(x)) else x)
        return(do.call("grouping", z))
    }
    o <- do.call(order, c(unname(z), list(method = "radix")))
    n <- length(o)
    if (n == 0L) return(structure(integer(), ends = integer(), maxgrpn = 0L, class = c("grouping", "integer")))
    key <- do.call(paste, c(lapply(z, function(v) as.character(v[o])), sep = "\r"))
    ends <- c(which(key[-1L] != key[-n]), n)
    structure(o, ends = ends, maxgrpn = max(diff(c(0L, ends))), class = c("grouping", "integer"))
}

gregexec <- function(pattern, text, ignore.case = FALSE, perl = FALSE, fixed = FALSE, useBytes = FALSE) {
    dat <- gregexpr(pattern = pattern, text = text, ignore.case = ignore.case, fixed = fixed,
                    useBytes = useBytes, perl = perl)
    m1 <- lapply(regmatches(text, dat), regexec, pattern = pattern, ignore.case = ignore.case,
                 perl = perl, fixed = fixed, useBytes = useBytes)
    mlen <- lengths(m1)
    res <- vector("list", length(m1))
    im <- mlen > 0
    res[!im] <- dat[!im]
    res[im] <- Map(function(outer, inner) {
        tmp <- do.call(cbind, inner)
        attr(tmp, "match.length") <- do.call(cbind, lapply(inner, attr, "match.length"))
        attr(tmp, "useBytes") <- attr(outer, "useBytes")
        attr(tmp, "index.type") <- attr(outer, "index.type")
        tmp + rep(outer - 1L, each = nrow(tmp))
    }, dat[im], m1[im])
    res
}
