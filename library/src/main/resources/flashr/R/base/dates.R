# base/dates.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Dates (class "Date": days since 1970-01-01), date-times (class "POSIXct": seconds since the
# epoch) and time differences (class "difftime") in R, after R's own
# methods: parsing and formatting (strptime/strftime conversions in Java: DateTimes),
# printing, arithmetic and comparison (Ops), min/max/range, seq by days, weeks, months or years,
# diff, and difftime with its automatic units (`Sys.time() - start` prints "Time difference of").

.Date <- function(xx, cl = "Date") `class<-`(xx, cl)
.POSIXct <- function(xx, tz = NULL, cl = c("POSIXct", "POSIXt")) {
    attr(xx, "tzone") <- tz
    class(xx) <- cl
    xx
}
.difftime <- function(xx, units, cl = "difftime") {
    class(xx) <- cl
    attr(xx, "units") <- units
    xx
}
as.Date <- function(x, ...) UseMethod("as.Date")
as.Date.default <- function(x, ...) {
    if (is.logical(x) && all(is.na(x))) return(.Date(as.numeric(x)))
    stop(gettextf("do not know how to convert '%s' to class %s", deparse1(substitute(x)), dQuote("Date")))
}
as.Date.Date <- function(x, ...) x
as.Date.numeric <- function(x, origin, ...) {
    if (missing(origin)) stop("'origin' must be supplied")
    as.Date(origin, ...) + x
}
as.Date.POSIXct <- function(x, tz = "UTC", ...) .Date(floor(unclass(x) / 86400))
as.Date.character <- function(x, format, tryFormats = c("%Y-%m-%d", "%Y/%m/%d"), optional = FALSE, ...) {
    # R's inner charToDate guesses the format: its error is reported in charToDate(x)
    charToDate <- function(x) {
        xx <- x[!is.na(x) & nzchar(x)]
        if (!length(xx)) return(.Date(rep(NA_real_, length(x))))
        for (f in tryFormats) if (!is.na(.parse_date(xx[1L], f))) return(.Date(.parse_date(x, f)))
        if (optional) .Date(rep(NA_real_, length(x)))
        else stop("character string is not in a standard unambiguous format")
    }
    if (!missing(format)) return(.Date(.parse_date(x, format)))
    charToDate(x)
}
as.Date.factor <- function(x, ...) as.Date(as.character(x), ...)
format.Date <- function(x, format = "%Y-%m-%d", ...) {
    if (!inherits(x, "Date")) {
        # as R's format.Date: what is no Date goes through as.POSIXlt, with its errors (R 4.2's
        # as.POSIXlt wants an origin for numbers)
        if (is.numeric(x) && is.null(oldClass(x)) && any(is.finite(x))) stop("'origin' must be supplied")
        r <- if (missing(format)) format(as.POSIXlt(x), ...) else format(as.POSIXlt(x), format = format, ...)
        names(r) <- names(x)
        return(r)
    }
    if (!is.character(format) || !length(format)) stop("invalid 'format' argument")
    d <- unclass(x)
    # Inf, -Inf and NaN dates print as those words (as R)
    sp <- is.infinite(d) | is.nan(d)
    if (any(sp)) d[sp] <- NA
    r <- .fmt_date(d, format)
    if (any(sp)) r[sp] <- as.character(unclass(x)[sp])
    names(r) <- names(x)
    r
}
as.character.Date <- function(x, ...) format(x, ...)
print.Date <- function(x, max = NULL, ...) {
    if (length(x)) print(format(x), ...) else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}
weekdays <- function(x, abbreviate) UseMethod("weekdays")
weekdays.Date <- function(x, abbreviate = FALSE) format(x, if (abbreviate) "%a" else "%A")
weekdays.POSIXt <- function(x, abbreviate = FALSE) format(x, if (abbreviate) "%a" else "%A")
months <- function(x, abbreviate) UseMethod("months")
months.Date <- function(x, abbreviate = FALSE) format(x, if (abbreviate) "%b" else "%B")
months.POSIXt <- function(x, abbreviate = FALSE) format(x, if (abbreviate) "%b" else "%B")
.days_of <- function(x) as.vector(round(switch(attr(x, "units"), secs = x / 86400, mins = x / 1440,
                                                hours = x / 24, days = x, weeks = 7 * x)))
`+.Date` <- function(e1, e2) {
    if (nargs() == 1L) return(e1)
    if (inherits(e1, "Date") && inherits(e2, "Date")) stop("binary + is not defined for \"Date\" objects")
    if (inherits(e1, "difftime")) e1 <- .days_of(e1)
    if (inherits(e2, "difftime")) e2 <- .days_of(e2)
    .Date(unclass(e1) + unclass(e2))
}
`-.Date` <- function(e1, e2) {
    if (!inherits(e1, "Date")) stop("can only subtract from \"Date\" objects")
    if (nargs() == 1L) stop("unary - is not defined for \"Date\" objects")
    if (inherits(e2, "Date")) return(difftime(e1, e2, units = "days"))
    if (inherits(e2, "difftime")) e2 <- .days_of(e2)
    if (!is.null(attr(e2, "class"))) stop("can only subtract numbers from \"Date\" objects")
    .Date(unclass(e1) - e2)
}
Ops.Date <- function(e1, e2) {
    if (nargs() == 1L) stop(gettextf("unary %s not defined for \"Date\" objects", .Generic))
    if (!(.Generic %in% c("<", ">", "==", "!=", "<=", ">="))) stop(gettextf("%s not defined for \"Date\" objects", .Generic))
    if (is.character(e1)) e1 <- as.Date(e1)
    if (is.character(e2)) e2 <- as.Date(e2)
    get(.Generic)(unclass(e1), unclass(e2))
}
Summary.Date <- function(..., na.rm) {
    if (!(.Generic %in% c("max", "min", "range"))) stop(gettextf("%s not defined for \"Date\" objects", .Generic))
    args <- lapply(list(...), unclass)
    .Date(do.call(.Generic, c(args, na.rm = !missing(na.rm) && na.rm)))
}
`[.Date` <- function(x, ..., drop = TRUE) .Date(unclass(x)[..., drop = drop], oldClass(x))
`[[.Date` <- function(x, ..., drop = TRUE) .Date(unclass(x)[[...]], oldClass(x))
`[<-.Date` <- function(x, ..., value) {
    value <- unclass(as.Date(value))
    cl <- oldClass(x)
    x <- unclass(x)
    x[...] <- value
    .Date(x, cl)
}
c.Date <- function(..., recursive = FALSE) .Date(unlist(lapply(list(...), function(e) unclass(as.Date(e)))))
mean.Date <- function(x, ...) .Date(mean(unclass(x), ...))
rev.Date <- function(x) x[length(x):1L]
sort.Date <- function(x, decreasing = FALSE, ...) x[order(unclass(x), decreasing = decreasing)]
unique.Date <- function(x, incomparables = FALSE, ...) .Date(unique(unclass(x)))
diff.Date <- function(x, lag = 1L, differences = 1L, ...) {
    r <- diff(unclass(x), lag = lag, differences = differences)
    .difftime(r, "days")
}
seq.Date <- function(from, to, by, length.out = NULL, along.with = NULL, ...) {
    if (!is.null(along.with)) length.out <- length(along.with)
    if (missing(by)) return(.Date(seq(unclass(from), unclass(to), length.out = length.out)))
    n <- 1
    unit <- "day"
    if (inherits(by, "difftime")) by <- .days_of(by)
    if (is.character(by)) {
        parts <- strsplit(by, " ", fixed = TRUE)[[1L]]
        if (length(parts) == 2L) { n <- as.integer(parts[1L]); unit <- parts[2L] } else unit <- parts[1L]
        if (startsWith(unit, "-")) { n <- -n; unit <- substring(unit, 2L) }
        unit <- sub("s$", "", unit)
        if (unit == "DSTday") unit <- "day"
        if (!(unit %in% c("day", "week", "month", "quarter", "year"))) stop("invalid string for 'by'")
    } else {
        n <- by
    }
    if (unit %in% c("day", "week")) {
        step <- n * if (unit == "week") 7 else 1
        r <- if (!missing(to)) seq(unclass(from), unclass(to), by = step)
             else seq(unclass(from), by = step, length.out = length.out)
        return(.Date(r))
    }
    months <- n * switch(unit, month = 1, quarter = 3, year = 12)
    y <- as.integer(format(from, "%Y")); m <- as.integer(format(from, "%m")); d <- as.integer(format(from, "%d"))
    at <- function(k) {
        mm <- m - 1L + k * months
        as.Date(sprintf("%04d-%02d-01", y + mm %/% 12L, mm %% 12L + 1L)) + (d - 1L)
    }
    if (!missing(to)) {
        out <- list(); k <- 0L
        repeat {
            v <- at(k)
            if (months > 0 && v > to || months < 0 && v < to) break
            out[[k + 1L]] <- v
            k <- k + 1L
        }
        return(.Date(vapply(out, unclass, 0)))
    }
    .Date(vapply(seq_len(length.out) - 1L, function(k) unclass(at(k)), 0))
}
as.POSIXct <- function(x, tz = "", ...) UseMethod("as.POSIXct")
as.POSIXct.POSIXct <- function(x, tz = "", ...) x
as.POSIXct.Date <- function(x, ...) .POSIXct(unclass(x) * 86400)
as.POSIXct.numeric <- function(x, tz = "", origin, ...) {
    if (missing(origin)) .POSIXct(as.numeric(x), tz) else .POSIXct(as.POSIXct(origin, tz = "GMT", ...) + x, tz)
}
as.POSIXct.character <- function(x, tz = "", format,
                                 tryFormats = c("%Y-%m-%d %H:%M:%OS", "%Y/%m/%d %H:%M:%OS", "%Y-%m-%d %H:%M",
                                                "%Y/%m/%d %H:%M", "%Y-%m-%d", "%Y/%m/%d"), optional = FALSE, ...) {
    if (!missing(format)) return(.POSIXct(.parse_time(x, format, tz), if (nzchar(tz)) tz))
    xx <- x[!is.na(x)]
    if (!length(xx)) return(.POSIXct(rep(NA_real_, length(x)), if (nzchar(tz)) tz))
    for (f in tryFormats) if (all(!is.na(.parse_time(xx, f, tz)))) return(.POSIXct(.parse_time(x, f, tz), if (nzchar(tz)) tz))
    if (optional) .POSIXct(rep(NA_real_, length(x))) else stop("character string is not in a standard unambiguous format")
}
format.POSIXct <- function(x, format = "", tz = "", usetz = FALSE, ...) {
    if (!inherits(x, "POSIXct")) stop("wrong class")
    if (missing(tz) && !is.null(attr(x, "tzone"))) tz <- attr(x, "tzone")
    s <- .ct_seconds(x, tz)
    np <- getOption("digits.secs")
    np <- if (is.null(np)) 0L else min(6L, as.integer(np))
    if (any(f0 <- format == "")) {
        ok <- is.finite(s)
        secs <- s[ok] %% 60
        # as R's format.POSIXlt: the fewest of digits.secs decimals that show every time's seconds
        if (np >= 1L) for (i in seq_len(np) - 1L) if (all(abs(secs - round(secs, i)) < 1e-06)) { np <- i; break }
        format[f0] <- if (all(secs == 0) && all(as.numeric(.fmt_time(s[ok], "%H%M", tz)) == 0)) "%Y-%m-%d"
                      else if (np == 0L) "%Y-%m-%d %H:%M:%S" else paste0("%Y-%m-%d %H:%M:%OS", np)
    }
    # a first %OS without its digits takes digits.secs' (R's C code reads the option)
    if (np > 0L && is.character(format)) format <- sub("%OS(?![0-9])", paste0("%OS", np), format, perl = TRUE)
    # R's C checks of format.POSIXlt
    if (!is.character(format) || !length(format)) stop("invalid 'format' argument")
    if (is.na(usetz <- as.logical(usetz)[1L])) stop("invalid 'usetz' argument")
    # Inf, -Inf and NaN times print as those words, in any format and with no zone (as R)
    sp <- is.infinite(s) | is.nan(s)
    if (any(sp)) s[sp] <- NA
    r <- .fmt_time(s, format, tz)
    if (any(sp)) r[sp] <- as.character(unclass(x)[sp])
    if (usetz) {
        ok <- !is.na(r) & !sp
        # the zone's abbreviation at each time (EST or EDT), as R's %Z; UTC and GMT by name
        r[ok] <- paste(r[ok], if (tz %in% c("UTC", "GMT")) tz else .fmt_time(s[ok], "%Z", tz))
    }
    names(r) <- names(x)
    r
}
as.character.POSIXt <- function(x, ...) format(x, ...)
str.Date <- function(object, ...) {
    cl <- oldClass(object)
    n <- length(object)
    if (n == 0L) return(str.default(object))
    if (n > 1000L) object <- object[seq_len(1000L)]
    give.length <- TRUE
    larg <- list(...)
    if (length(larg)) {
        nl <- names(larg)
        which.head <- which(nl == "give.head")
        if (any(gl <- nl == "give.length")) give.length <- larg[[which(gl)]]
        else if (length(which.head)) give.length <- larg[[which.head]]
        if (length(which.head)) larg <- larg[-which.head]
        if (is.numeric(larg[["nest.lev"]]) && is.numeric(larg[["vec.len"]]))
            larg[["vec.len"]] <- min(larg[["vec.len"]], (larg[["width"]] - nchar(larg[["indent.str"]]) - 31) %/% 19)
    }
    cat(" ", cl[1L], if (give.length) paste0("[1:", as.character(n), "]"), ", format: ", sep = "")
    do.call(function(...) str(format(object), ...), c(list(give.head = FALSE), larg))
}
str.POSIXt <- function(object, ...) str.Date(object, ...)
print.POSIXct <- function(x, tz = "", usetz = TRUE, max = NULL, ...) {
    if (length(x)) print(if (missing(tz)) format(x, usetz = usetz) else format(x, tz = tz, usetz = usetz), ...)
    else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}
.secs_of <- function(x) as.vector(switch(attr(x, "units"), secs = x, mins = 60 * x, hours = 3600 * x,
                                          days = 86400 * x, weeks = 604800 * x))
`+.POSIXt` <- function(e1, e2) {
    if (nargs() == 1L) return(e1)
    if (inherits(e1, "POSIXt") && inherits(e2, "POSIXt")) stop("binary '+' is not defined for \"POSIXt\" objects")
    if (inherits(e1, "POSIXlt")) e1 <- as.POSIXct(e1)
    if (inherits(e2, "POSIXlt")) e2 <- as.POSIXct(e2)
    if (inherits(e1, "difftime")) e1 <- .secs_of(e1)
    if (inherits(e2, "difftime")) e2 <- .secs_of(e2)
    tz <- if (inherits(e1, "POSIXt")) attr(e1, "tzone") else attr(e2, "tzone")
    .POSIXct(unclass(e1) + unclass(e2), tz)
}
`-.POSIXt` <- function(e1, e2) {
    if (!inherits(e1, "POSIXt")) stop("can only subtract from \"POSIXt\" objects")
    if (nargs() == 1L) stop("unary '-' is not defined for \"POSIXt\" objects")
    if (inherits(e1, "POSIXlt")) e1 <- as.POSIXct(e1)
    if (inherits(e2, "POSIXt")) return(difftime(e1, e2))
    if (inherits(e2, "difftime")) e2 <- .secs_of(e2)
    if (!is.null(attr(e2, "class"))) stop("can only subtract numbers from \"POSIXt\" objects")
    .POSIXct(unclass(e1) - e2, attr(e1, "tzone"))
}
Ops.POSIXt <- function(e1, e2) {
    if (nargs() == 1L) stop(gettextf("unary '%s' not defined for \"POSIXt\" objects", .Generic))
    if (!(.Generic %in% c("<", ">", "==", "!=", "<=", ">="))) stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic))
    if (is.character(e1) || inherits(e1, "POSIXlt")) e1 <- as.POSIXct(e1)
    if (is.character(e2) || inherits(e2, "POSIXlt")) e2 <- as.POSIXct(e2)
    get(.Generic)(unclass(e1), unclass(e2))
}
`[.POSIXct` <- function(x, ..., drop = TRUE) .POSIXct(unclass(x)[..., drop = drop], attr(x, "tzone"), oldClass(x))
difftime <- function(time1, time2, tz, units = c("auto", "secs", "mins", "hours", "days", "weeks")) {
    z <- unclass(as.POSIXct(time1)) - unclass(as.POSIXct(time2))
    attr(z, "tzone") <- NULL
    units <- match.arg(units)
    if (units == "auto") {
        zz <- if (all(is.na(z))) NA else min(abs(z), na.rm = TRUE)
        units <- if (is.na(zz) || !is.finite(zz) || zz < 60) "secs" else if (zz < 3600) "mins"
                 else if (zz < 86400) "hours" else "days"
    }
    switch(units, secs = .difftime(z, "secs"), mins = .difftime(z / 60, "mins"),
           hours = .difftime(z / 3600, "hours"), days = .difftime(z / 86400, "days"),
           weeks = .difftime(z / (7 * 86400), "weeks"))
}
as.difftime <- function(tim, format = "%X", units = "auto", tz = "UTC") {
    if (inherits(tim, "difftime")) return(tim)
    if (is.character(tim))
        return(difftime(strptime(tim, format = format), strptime("0:0:0", format = "%X"), units = units, tz = tz))
    if (!is.numeric(tim)) stop("'tim' is not character or numeric")
    if (units == "auto") stop("need explicit units for numeric conversion")
    if (!(units %in% c("secs", "mins", "hours", "days", "weeks"))) stop("invalid units specified")
    .difftime(tim, units)
}
units <- function(x) UseMethod("units")
units.difftime <- function(x) attr(x, "units")
`units<-` <- function(x, value) UseMethod("units<-")
`units<-.difftime` <- function(x, value) {
    from <- units(x)
    if (from == value) return(x)
    if (!(value %in% c("secs", "mins", "hours", "days", "weeks"))) stop("invalid units specified")
    seconds <- cumprod(c(secs = 1, mins = 60, hours = 60, days = 24, weeks = 7))
    .difftime(unclass(x) * as.vector(seconds[from] / seconds[value]), value)
}
format.difftime <- function(x, ...) paste(format(unclass(x), ...), units(x))
print.difftime <- function(x, digits = getOption("digits"), ...) {
    if (is.array(x) || length(x) > 1L) {
        cat("Time differences in ", attr(x, "units"), "\n", sep = "")
        y <- unclass(x)
        attr(y, "units") <- NULL
        print(y, digits = digits, ...)
    } else {
        cat("Time difference of ", format(unclass(x), digits = digits), " ", attr(x, "units"), "\n", sep = "")
    }
    invisible(x)
}
as.double.difftime <- function(x, units = "auto", ...) {
    if (units != "auto") x <- .difftime(.secs_of(x) / switch(units, secs = 1, mins = 60, hours = 3600,
                                                                days = 86400, weeks = 604800), units)
    as.vector(unclass(x), "double")
}
as.numeric.difftime <- function(x, units = "auto", ...) as.double.difftime(x, units = units, ...)
