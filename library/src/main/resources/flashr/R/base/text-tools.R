# base/text-tools.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# R's R-level code over internals for text, ordering and binary data: iconv, abbreviate, xtfrm and
# its methods, regmatches<-, dget/dump, readBin/writeBin.

iconv <- function(x, from = "", to = "", sub = NA, mark = TRUE, toRaw = FALSE) {
    if (!(is.character(x) || (is.list(x) && is.null(oldClass(x))))) x <- as.character(x)
    .iconv(x, from, to, as.character(sub), toRaw)
}

abbreviate <- function(names.arg, minlength = 4L, use.classes = TRUE, dot = FALSE,
                       strict = FALSE, method = c("left.kept", "both.sides"), named = TRUE) {
    if (minlength <= 0L) {
        x <- rep.int("", length(names.arg))
        if (named) names(x) <- names.arg
        return(x)
    }
    names.arg <- sub("^ +", "", sub(" +$", "", as.character(names.arg)))
    dups <- duplicated(names.arg)
    old <- names.arg
    if (any(dups)) names.arg <- names.arg[!dups]
    x <- names.arg
    if (strict) {
        x[] <- .abbreviate(x, minlength, use.classes)
    } else {
        method <- match.arg(method)
        if (method == "both.sides")
            chRev <- function(x) sapply(lapply(strsplit(x, NULL), rev), paste, collapse = "")
        dup2 <- rep.int(TRUE, length(names.arg))
        these <- names.arg
        repeat {
            ans <- .abbreviate(these, minlength, use.classes)
            x[dup2] <- ans
            if (!any(dup2 <- duplicated(x))) break
            if (method == "both.sides") {
                x[dup2] <- chRev(.abbreviate(chRev(names.arg[dup2]), minlength, use.classes))
                if (!any(dup2 <- duplicated(x))) break
            }
            minlength <- minlength + 1
            dup2 <- dup2 | match(x, x[dup2], 0L)
            these <- names.arg[dup2]
        }
    }
    if (any(dups)) x <- x[match(old, names.arg)]
    if (dot) {
        chgd <- x != old
        x[chgd] <- paste0(x[chgd], ".")
    }
    if (named) names(x) <- old
    x
}

xtfrm <- function(x) UseMethod("xtfrm")

xtfrm.default <- function(x)
    if (is.numeric(x)) unclass(x) else as.vector(rank(x, ties.method = "min", na.last = "keep"))

xtfrm.factor <- function(x) as.integer(x)

xtfrm.AsIs <- function(x) {
    if (length(cl <- class(x)) > 1) oldClass(x) <- cl[-1L]
    NextMethod("xtfrm")
}

xtfrm.Date <- function(x) as.numeric(x)

xtfrm.POSIXct <- function(x) as.numeric(x)

xtfrm.POSIXlt <- function(x) as.double(as.POSIXct(x))

xtfrm.difftime <- function(x) as.numeric(x)

xtfrm.data.frame <- function(x) {
    if (length(x) == 1L) xtfrm(x[[1L]])
    else stop("cannot xtfrm data frames")
}

`regmatches<-` <- function(x, m, invert = FALSE, value) {
    if (!length(x)) return(x)
    ili <- is.list(m)
    if (!ili && invert && any(m == -1L)) {
        y <- rep_len(list(character()), length(x))
        y[m > -1L] <- as.list(regmatches(x, m, FALSE))
    } else {
        y <- regmatches(x, m, !invert)
    }
    if (!ili && !invert) {
        value <- as.character(value)
        if (anyNA(value)) stop("missing replacement values are not allowed")
        pos <- which(lengths(y) == 2L)
        np <- length(pos)
        nv <- length(value)
        if (np != nv) {
            if (!nv) stop("must have replacement values for matches")
            value <- rep_len(value, np)
        }
        y <- y[pos]
        x[pos] <- paste0(sapply(y, `[`, 1L), value, sapply(y, `[`, 2L))
        return(x)
    }
    value <- lapply(value, as.character)
    if (anyNA(value)) stop("missing replacement values are not allowed")
    if (!length(value)) stop("value does not provide any replacement values")
    value <- rep_len(value, length(x))
    y <- if (invert) {
        .map_pairs(function(u, v) {
            nu <- length(u)
            nv <- length(v)
            if (nv != (nu + 1L)) {
                if (!nv) stop("must have replacements for non-matches")
                v <- rep_len(v, nu + 1L)
            }
            paste0(v, c(u, ""), collapse = "")
        }, y, value)
    } else {
        .map_pairs(function(u, v) {
            nu <- length(u)
            nv <- length(v)
            if (nv != (nu - 1L)) {
                if (!nv) stop("must have replacements for matches")
                v <- rep_len(v, nu - 1L)
            }
            paste0(u, c(v, ""), collapse = "")
        }, y, value)
    }
    y <- unlist(y)
    names(y) <- names(x)
    y
}

.map_pairs <- function(f, x, y) lapply(seq_along(x), function(i) f(x[[i]], y[[i]]))

dget <- function(file, keep.source = FALSE) eval(parse(text = readLines(file, warn = FALSE), keep.source = keep.source))

dump <- function(list, file = "dumpdata.R", append = FALSE, control = "all",
                 envir = parent.frame(), evaluate = TRUE) {
    if (!is.character(list)) stop("character arguments expected")
    ex <- vapply(list, exists, NA, envir = envir)
    for (nm in list[!ex]) warning(gettextf("object '%s' not found", nm))
    if (is.character(file) && !any(ex)) return(invisible(character()))
    list <- list[ex]
    lines <- character()
    for (nm in list) {
        obj <- get(nm, envir = envir)
        name <- if (make.names(nm) == nm) nm else paste0("`", nm, "`")
        lines <- c(lines, paste(name, "<-"), deparse(obj, control = control))
    }
    if (is.character(file)) {
        if (nzchar(file)) cat(lines, file = file, sep = "\n", append = append)
        else writeLines(lines)
    } else writeLines(lines, file)
    invisible(list)
}

readBin <- function(con, what, n = 1L, size = NA_integer_, signed = TRUE,
                    endian = .Platform$endian) {
    if (!endian %in% c("big", "little", "swap")) stop("invalid 'endian' argument")
    swap <- endian != .Platform$endian
    if (!is.character(what) || is.na(what) || length(what) != 1L ||
        !any(what == c("numeric", "double", "integer", "int", "logical", "complex", "character", "raw")))
        what <- typeof(what)
    .readBin(con, what, n, size, signed, swap)
}

writeBin <- function(object, con, size = NA_integer_, endian = .Platform$endian, useBytes = FALSE) {
    if (!endian %in% c("big", "little", "swap")) stop("invalid 'endian' argument")
    swap <- endian != .Platform$endian
    if (!is.vector(object) || mode(object) == "list") stop("can only write vector objects")
    .writeBin(object, con, size, swap)
}
