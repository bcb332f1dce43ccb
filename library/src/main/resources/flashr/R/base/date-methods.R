# base/date-methods.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# The methods that keep date-times, dates and time differences what they are through summaries,
# arithmetic, indexing, replication and splitting (max of POSIXct times is a time, 2 * a difftime a
# difftime), as R's own base code; dates.R has the classes themselves.

check_tzones <- function(...) {
    tzs <- unique(sapply(list(...), function(x) {
        y <- attr(x, "tzone")
        if (is.null(y)) "" else y[1L]
    }))
    tzs <- tzs[nzchar(tzs)]
    if (length(tzs) > 1L) warning("'tzone' attributes are inconsistent")
    if (length(tzs)) tzs[1L] else NULL
}

Summary.POSIXct <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)
    args <- list(...)
    tz <- do.call(check_tzones, args)
    val <- do.call(.Generic, c(lapply(args, unclass), na.rm = !missing(na.rm) && na.rm))
    .POSIXct(val, tz = tz, cl = oldClass(args[[1L]]))
}
Summary.POSIXlt <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)
    args <- list(...)
    tz <- do.call(check_tzones, args)
    args <- lapply(args, as.POSIXct)
    val <- do.call(.Generic, c(args, na.rm = !missing(na.rm) && na.rm))
    as.POSIXlt(.POSIXct(val, tz))
}
as.POSIXct.default <- function(x, tz = "", ...) {
    if (inherits(x, "POSIXct")) return(if (missing(tz)) x else .POSIXct(x, tz))
    if (is.null(x)) return(.POSIXct(numeric(), tz))
    if (is.character(x) || is.factor(x)) return(as.POSIXct(as.POSIXlt(x, tz, ...), tz, ...))
    if (is.logical(x) && all(is.na(x))) return(.POSIXct(as.numeric(x), tz))
    stop(gettextf("do not know how to convert '%s' to class %s", deparse1(substitute(x)), dQuote("POSIXct")), domain = NA)
}
mean.POSIXct <- function(x, ...) .POSIXct(mean(unclass(x), ...), attr(x, "tzone"))
mean.POSIXlt <- function(x, ...) as.POSIXlt(mean(as.POSIXct(x), ...))
diff.POSIXt <- function(x, lag = 1L, differences = 1L, ...) {
    ismat <- is.matrix(x)
    r <- if (inherits(x, "POSIXlt")) as.POSIXct(x) else x
    xlen <- if (ismat) dim(x)[1L] else length(r)
    if (length(lag) != 1L || length(differences) > 1L || lag < 1L || differences < 1L)
        stop("'lag' and 'differences' must be integers >= 1")
    if (lag * differences >= xlen) return(.difftime(numeric(), "secs"))
    i1 <- -seq_len(lag)
    if (ismat) for (i in seq_len(differences)) r <- r[i1, , drop = FALSE] - r[-nrow(r):-(nrow(r) - lag + 1), , drop = FALSE]
    else for (i in seq_len(differences)) r <- r[i1] - r[-length(r):-(length(r) - lag + 1L)]
    r
}
rep.POSIXct <- function(x, ...) .POSIXct(rep(unclass(x), ...), attr(x, "tzone"), oldClass(x))
rep.Date <- function(x, ...) .Date(rep(unclass(x), ...), oldClass(x))
rep.difftime <- function(x, ...) .difftime(rep(unclass(x), ...), attr(x, "units"), oldClass(x))
`[[.POSIXct` <- function(x, ..., drop = TRUE) .POSIXct(unclass(x)[[...]], attr(x, "tzone"), oldClass(x))
`[<-.POSIXct` <- function(x, ..., value) {
    if (!length(value)) return(x)
    value <- unclass(as.POSIXct(value))
    tz <- attr(x, "tzone")
    cl <- oldClass(x)
    x <- unclass(x)
    x[...] <- value
    .POSIXct(x, tz, cl)
}
summary.POSIXct <- function(object, digits = 15L, ...) {
    x <- summary.default(unclass(object), digits = digits, ...)
    if (m <- match("NA's", names(x), 0L)) {
        NAs <- as.integer(x[m])
        x <- x[-m]
        attr(x, "NAs") <- NAs
    }
    .POSIXct(x, tz = attr(object, "tzone"), cl = c("summaryDefault", "table", oldClass(object)))
}
summary.POSIXlt <- function(object, digits = 15, ...) summary(as.POSIXct(object), digits = digits, ...)
summary.Date <- function(object, digits = 12L, ...) {
    x <- summary.default(unclass(object), digits = digits, ...)
    if (m <- match("NA's", names(x), 0L)) {
        NAs <- as.integer(x[m])
        x <- x[-m]
        attr(x, "NAs") <- NAs
    }
    .Date(x, c("summaryDefault", "table", oldClass(object)))
}
split.Date <- function(x, f, drop = FALSE, ...) lapply(split.default(unclass(x), f, drop = drop, ...), .Date, oldClass(x))
split.POSIXct <- function(x, f, drop = FALSE, ...)
    lapply(split.default(as.double(x), f, drop = drop, ...), .POSIXct, attr(x, "tzone"), oldClass(x))
as.list.Date <- function(x, ...) lapply(unclass(x), .Date, oldClass(x))
as.list.POSIXct <- function(x, ...) {
    nms <- names(x)
    names(x) <- NULL
    y <- lapply(unclass(x), .POSIXct, attr(x, "tzone"), oldClass(x))
    names(y) <- nms
    y
}
as.list.difftime <- function(x, ...) lapply(unclass(x), .difftime, attr(x, "units"), oldClass(x))

.difftime_secs <- function(x) switch(attr(x, "units"), secs = x, mins = 60 * x, hours = 60 * 60 * x,
                                      days = 60 * 60 * 24 * x, weeks = 60 * 60 * 24 * 7 * x)
Ops.difftime <- function(e1, e2) {
    if (nargs() == 1L) {
        switch(.Generic, `+` = {}, `-` = { e1[] <- -unclass(e1) },
               stop(gettextf("unary '%s' not defined for \"difftime\" objects", .Generic), domain = NA, call. = FALSE))
        return(e1)
    }
    boolean <- switch(.Generic, `<` = , `>` = , `==` = , `!=` = , `<=` = , `>=` = TRUE, FALSE)
    if (boolean) {
        if (inherits(e1, "difftime") && inherits(e2, "difftime")) {
            e1 <- .difftime_secs(e1)
            e2 <- .difftime_secs(e2)
        }
        return(get(.Generic)(as.vector(unclass(e1)), as.vector(unclass(e2))))
    }
    if (.Generic == "+" || .Generic == "-") {
        f <- get(.Generic)
        if (inherits(e1, "difftime") && !inherits(e2, "difftime")) return(.difftime(f(unclass(e1), e2), units = attr(e1, "units")))
        if (!inherits(e1, "difftime") && inherits(e2, "difftime")) return(.difftime(f(e1, unclass(e2)), units = attr(e2, "units")))
        u1 <- attr(e1, "units")
        if (attr(e2, "units") == u1) return(.difftime(f(unclass(e1), unclass(e2)), units = u1))
        return(.difftime(f(unclass(.difftime_secs(e1)), unclass(.difftime_secs(e2))), units = "secs"))
    }
    stop(gettextf("'%s' not defined for \"difftime\" objects", .Generic), domain = NA)
}
`*.difftime` <- function(e1, e2) {
    if (inherits(e1, "difftime") && inherits(e2, "difftime")) stop("both arguments of * cannot be \"difftime\" objects")
    if (inherits(e2, "difftime")) {
        tmp <- e1
        e1 <- e2
        e2 <- tmp
    }
    .difftime(e2 * unclass(e1), attr(e1, "units"))
}
`/.difftime` <- function(e1, e2) {
    if (inherits(e2, "difftime")) stop("second argument of / cannot be a \"difftime\" object")
    .difftime(unclass(e1) / e2, attr(e1, "units"))
}
Summary.difftime <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , sum = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("'%s' not defined for \"difftime\" objects", .Generic), domain = NA)
    na.rm <- !missing(na.rm) && na.rm
    x <- list(...)
    if (length(x) == 0L) return(.difftime(do.call(.Generic, list()), "secs"))
    units <- sapply(x, attr, "units")
    if (all(units == units[1L])) args <- c(lapply(x, as.vector), na.rm = na.rm)
    else {
        args <- c(lapply(x, function(e) as.vector(.difftime_secs(e))), na.rm = na.rm)
        units <- "secs"
    }
    .difftime(do.call(.Generic, args), units[[1L]])
}
mean.difftime <- function(x, ...) .difftime(mean(unclass(x), ...), attr(x, "units"))
c.difftime <- function(..., recursive = FALSE) {
    args <- list(...)
    if (!length(args)) return(.difftime(double(), "secs"))
    ind <- sapply(args, inherits, "difftime")
    pos <- which(!ind)
    units <- sapply(args[ind], attr, "units")
    if (all(units == (un1 <- units[1L]))) {
        if (length(pos)) args[pos] <- lapply(args[pos], as.difftime, units = un1)
        .difftime(unlist(lapply(args, unclass)), un1)
    } else {
        if (length(pos)) args[pos] <- lapply(args[pos], as.difftime, units = "secs")
        args[ind] <- lapply(args[ind], .difftime_secs)
        .difftime(unlist(lapply(args, unclass)), "secs")
    }
}
`[.difftime` <- function(x, ..., drop = TRUE) .difftime(unclass(x)[..., drop = drop], attr(x, "units"), oldClass(x))
`[<-.difftime` <- function(x, i, value) {
    if (inherits(value, "difftime") && !identical(units(x), units(value))) units(value) <- units(x)
    u <- attr(x, "units")
    cl <- oldClass(x)
    x <- unclass(x)
    if (missing(i)) x[] <- unclass(value) else x[i] <- unclass(value)
    .difftime(x, u, cl)
}
diff.difftime <- function(x, ...) .difftime(diff(as.vector(unclass(x)), ...), attr(x, "units"), oldClass(x))
Math.difftime <- function(x, ...) {
    switch(.Generic, abs = , sign = , floor = , ceiling = , trunc = , round = , signif = {
        units <- attr(x, "units")
        .difftime(get(.Generic)(as.vector(unclass(x)), ...), units)
    }, stop(gettextf("'%s' not defined for \"difftime\" objects", .Generic), domain = NA))
}
unique.POSIXlt <- function(x, incomparables = FALSE, ...) x[!duplicated(as.POSIXct(x), incomparables, ...)]
sort.POSIXlt <- function(x, decreasing = FALSE, na.last = NA, ...) x[order(as.POSIXct(x), na.last = na.last, decreasing = decreasing)]
quantile.POSIXt <- function(x, ...) .POSIXct(quantile(unclass(as.POSIXct(x)), ...), attr(x, "tzone"))
is.numeric.Date <- function(x) FALSE
is.numeric.POSIXt <- function(x) FALSE
is.numeric.difftime <- function(x) FALSE
Math.Date <- function(x, ...) stop(gettextf("%s not defined for \"Date\" objects", .Generic), domain = NA)
Math.POSIXt <- function(x, ...) stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)
weighted.mean.Date <- function(x, w, ...) .Date(weighted.mean(unclass(x), w, ...))
weighted.mean.POSIXct <- function(x, w, ...) .POSIXct(weighted.mean(unclass(x), w, ...), attr(x, "tzone"))
weighted.mean.difftime <- function(x, w, ...) .difftime(weighted.mean(unclass(x), w, ...), attr(x, "units"))
as.double.POSIXlt <- function(x, ...) as.double(as.POSIXct(x))
# length<- keeps the class (and time zone or units), as R's methods do
`length<-.Date` <- function(x, value) .Date(NextMethod(), oldClass(x))
`length<-.POSIXct` <- function(x, value) .POSIXct(NextMethod(), attr(x, "tzone"), oldClass(x))
`length<-.difftime` <- function(x, value) .difftime(NextMethod(), attr(x, "units"), oldClass(x))
