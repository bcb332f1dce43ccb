# base/date-tools.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Broken-down times (class "POSIXlt": a list of sec, min, hour, mday, mon, year, wday, yday,
# isdst, and zone and gmtoff outside UTC) with strptime, strftime and as.POSIXlt; ISOdate and
# ISOdatetime; julian; quarters; trunc and round of dates and times; and cut.Date. In R after R's own methods (see
# MetaPrelude); the fields are read through the strftime conversions of
# DateTimes, and a POSIXlt is turned back into seconds from its fields, so changed
# fields (a month past December, day 31 of a short month) roll over as in R.

.posixlt <- function(s, tz) {
    if (is.null(tz)) tz <- ""
    utc <- tz %in% c("UTC", "GMT")
    # the fields in one pass of strftime, split (a field per conversion, NA for NA)
    parts <- .fmt_time(s, "%S %M %H %d %m %Y %w %j", tz)
    na <- is.na(parts)
    parts[na] <- "0 0 0 0 0 0 0 0"
    v <- matrix(as.integer(unlist(strsplit(parts, " ", fixed = TRUE), use.names = FALSE)), nrow = 8L)
    v[, na] <- NA_integer_
    x <- list(sec = unname(s) - floor(unname(s)) + v[1L, ], min = v[2L, ], hour = v[3L, ], mday = v[4L, ],
              mon = v[5L, ] - 1L, year = `names<-`(v[6L, ] - 1900L, names(s)), wday = v[7L, ], yday = v[8L, ] - 1L,
              isdst = if (utc) ifelse(na, -1L, 0L) else .is_dst(s, tz))
    if (!utc) {
        x$zone <- .fmt_time(s, "%Z", tz)
        z <- .fmt_time(s, "%z", tz)
        x$gmtoff <- ifelse(substr(z, 1L, 1L) == "-", -1L, 1L) *
            (as.integer(substr(z, 2L, 3L)) * 3600L + as.integer(substr(z, 4L, 5L)) * 60L)
    }
    class(x) <- c("POSIXlt", "POSIXt")
    attr(x, "tzone") <- if (utc) tz else c(tz, .tz_abbrevs(tz))
    x
}
.lt_days <- function(x) {
    mon <- unclass(x)$mon
    .parse_date(sprintf("%04d-%02d-01", as.integer(unclass(x)$year + 1900L + mon %/% 12L), as.integer(mon %% 12L + 1L)),
                "%Y-%m-%d") + unclass(x)$mday - 1
}
.lt_secs <- function(x, tz) {
    v <- unclass(x)
    local <- .lt_days(x) * 86400 + v$hour * 3600 + v$min * 60 + floor(v$sec)
    fmt <- "%Y-%m-%d %H:%M:%S"
    .parse_time(.fmt_time(local, fmt, "UTC"), fmt, tz) + (v$sec - floor(v$sec))
}
.lt_tz <- function(x) {
    tz <- attr(x, "tzone")[1L]
    if (is.null(tz) || is.na(tz)) "" else tz
}
as.POSIXlt <- function(x, tz = "", ...) UseMethod("as.POSIXlt")
as.POSIXlt.POSIXlt <- function(x, tz = "", ...) if (missing(tz)) x else .posixlt(.lt_secs(x, .lt_tz(x)), tz)
as.POSIXlt.POSIXct <- function(x, tz = "", ...) {
    if ((missing(tz) || is.null(tz)) && !is.null(tzone <- attr(x, "tzone"))) tz <- tzone[1L]
    .posixlt(.ct_seconds(x, tz), tz)
}
# x's seconds as R's C code reads a POSIXct (coerced to double, names kept), after its check of tz
.ct_seconds <- function(x, tz) {
    if (is.environment(x)) stop("environments cannot be coerced to other types")
    s <- as.double(x)
    if (!is.character(tz) || length(tz) != 1L) stop("invalid 'tz' value")
    names(s) <- names(x)
    s
}
as.POSIXlt.Date <- function(x, ...) .posixlt(unclass(x) * 86400, "UTC")
as.POSIXlt.character <- function(x, tz = "", format, ...)
    .posixlt(unclass(if (missing(format)) as.POSIXct(x, tz = tz, ...) else as.POSIXct(x, tz = tz, format = format, ...)), tz)
as.POSIXlt.factor <- function(x, ...) {
    y <- as.POSIXlt(as.character(x), ...)
    names(y$year) <- names(x)
    y
}
as.POSIXlt.numeric <- function(x, tz = "", origin, ...)
    .posixlt(unclass(if (missing(origin)) .POSIXct(x) else as.POSIXct(origin, tz = "GMT", ...) + x), tz)
as.POSIXlt.default <- function(x, tz = "", ...) {
    if (is.null(x)) return(as.POSIXlt.character(character(), tz))
    if (is.logical(x) && all(is.na(x))) return(.posixlt(as.numeric(x), tz))
    stop(gettextf("do not know how to convert '%s' to class %s", deparse1(substitute(x)), dQuote("POSIXlt")))
}
as.POSIXct.POSIXlt <- function(x, tz = "", ...) {
    if (missing(tz)) tz <- .lt_tz(x)
    .POSIXct(.lt_secs(x, tz), tz)
}
as.Date.POSIXlt <- function(x, ...) .Date(.lt_days(x))
format.POSIXlt <- function(x, format = "", tz = "", usetz = FALSE, ...) {
    if (!inherits(x, "POSIXlt")) stop("wrong class")
    zone <- if (missing(tz)) .lt_tz(x) else tz
    r <- format(.POSIXct(.lt_secs(x, .lt_tz(x)), zone), format = format, tz = zone, usetz = usetz)
    names(r) <- names(unclass(x)$year)
    r
}
print.POSIXlt <- function(x, tz = "", usetz = TRUE, max = NULL, ...) {
    if (length(x)) print(if (missing(tz)) format(x, usetz = usetz) else format(x, tz = tz, usetz = usetz), ...)
    else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}
length.POSIXlt <- function(x) length(unclass(x)[[1L]])
`[.POSIXlt` <- function(x, i, ...) {
    v <- lapply(unclass(x), function(f) f[i])
    class(v) <- oldClass(x)
    attr(v, "tzone") <- attr(x, "tzone")
    v
}
c.POSIXct <- function(..., recursive = FALSE) {
    x <- lapply(list(...), function(e) as.POSIXct(e))
    tzones <- lapply(x, function(e) attr(e, "tzone"))
    tz <- if (length(unique(tzones)) == 1L) tzones[[1L]]
    .POSIXct(unlist(lapply(x, unclass)), tz)
}
c.POSIXlt <- function(..., recursive = FALSE) as.POSIXlt(do.call(c, lapply(list(...), as.POSIXct)))
is.na.POSIXlt <- function(x) is.na(.lt_secs(x, .lt_tz(x)))
strptime <- function(x, format, tz = "") {
    x <- as.character(x)
    if (!is.character(format) || !length(format)) stop("invalid 'format' argument")
    if (!is.character(tz) || length(tz) != 1L) stop("invalid 'tz' value")
    .posixlt(.parse_time(x, format, tz), tz)
}
strftime <- function(x, format = "", tz = "", usetz = FALSE, ...)
    format(as.POSIXlt(x, tz = tz), format = format, usetz = usetz, ...)
ISOdatetime <- function(year, month, day, hour, min, sec, tz = "") {
    if (min(vapply(list(year, month, day, hour, min, sec), length, 1, USE.NAMES = FALSE)) == 0L)
        .POSIXct(numeric(), tz = tz)
    else {
        x <- paste(year, month, day, hour, min, sec, sep = "-")
        as.POSIXct(strptime(x, "%Y-%m-%d-%H-%M-%OS", tz = tz), tz = tz)
    }
}
ISOdate <- function(year, month, day, hour = 12, min = 0, sec = 0, tz = "GMT")
    ISOdatetime(year, month, day, hour, min, sec, tz)
trunc.POSIXt <- function(x, units = c("secs", "mins", "hours", "days", "months", "years"), ...) {
    units <- match.arg(units)
    x <- as.POSIXlt(x)
    if (length(x$sec))
        switch(units,
               secs = { x$sec <- trunc(x$sec) },
               mins = { x$sec[] <- 0 },
               hours = { x$sec[] <- 0; x$min[] <- 0L },
               days = { x$sec[] <- 0; x$min[] <- 0L; x$hour[] <- 0L },
               months = {
                   x$sec[] <- 0; x$min[] <- 0L; x$hour[] <- 0L; x$mday[] <- 1L
                   x <- as.POSIXlt(as.POSIXct(x))
               },
               years = {
                   x$sec[] <- 0; x$min[] <- 0L; x$hour[] <- 0L; x$mday[] <- 1L; x$mon[] <- 0L
                   x <- as.POSIXlt(as.POSIXct(x))
               })
    x
}
round.POSIXt <- function(x, units = c("secs", "mins", "hours", "days", "months", "years")) {
    units <- if (is.numeric(units) && units == 0) "secs" else match.arg(units)
    if (units %in% c("months", "years")) {
        # the nearer of the start of this month (year) and of the next, as R's
        x <- as.POSIXlt(x)
        ll <- trunc.POSIXt(x, units)
        lu <- ll
        if (units == "months") lu$mon <- lu$mon + 1L else lu$year <- lu$year + 1L
        tz <- .lt_tz(x)
        tu <- unclass(as.POSIXct(lu)); tx <- unclass(as.POSIXct(x)); tl <- unclass(as.POSIXct(ll))
        up <- (tu - tx) <= (tx - tl)
        up <- !is.na(up) & up
        return(.posixlt(ifelse(up, tu, tl), tz))
    }
    trunc.POSIXt(as.POSIXct(x) + switch(units, secs = 0.5, mins = 30, hours = 1800, days = 43200), units = units)
}
trunc.Date <- function(x, units = c("secs", "mins", "hours", "days", "months", "years"), ...) {
    units <- match.arg(units)
    if (units == "months" || units == "years") as.Date(trunc.POSIXt(x, units, ...))
    else round(x - 0.4999999)
}
round.Date <- function(x, ...) .Date(round(unclass(x), ...), oldClass(x))
julian <- function(x, ...) UseMethod("julian")
julian.Date <- function(x, origin = as.Date("1970-01-01"), ...) {
    if (length(origin) != 1L) stop("'origin' must be of length one")
    structure(unclass(x) - unclass(origin), origin = origin)
}
julian.POSIXt <- function(x, origin = as.POSIXct("1970-01-01", tz = "GMT"), ...) {
    origin <- as.POSIXct(origin)
    if (length(origin) != 1L) stop("'origin' must be of length one")
    res <- difftime(as.POSIXct(x), origin, units = "days")
    structure(res, origin = origin)
}
quarters <- function(x, ...) UseMethod("quarters")
quarters.Date <- function(x, ...) paste0("Q", (as.integer(format(x, "%m")) - 1L) %/% 3L + 1L)
quarters.POSIXt <- function(x, ...) paste0("Q", (as.POSIXlt(x)$mon %/% 3L) + 1L)
cut.Date <- function(x, breaks, labels = NULL, start.on.monday = TRUE, right = FALSE, ...) {
    if (!inherits(x, "Date")) stop("'x' must be a date-time object")
    x <- as.Date(x)
    if (inherits(breaks, "Date")) {
        breaks <- sort(as.Date(breaks))
    } else if (is.numeric(breaks) && length(breaks) == 1L) {
    } else if (is.character(breaks) && length(breaks) == 1L) {
        by2 <- strsplit(breaks, " ", fixed = TRUE)[[1L]]
        if (length(by2) > 2L || length(by2) < 1L) stop("invalid specification of 'breaks'")
        valid <- pmatch(by2[length(by2)], c("days", "weeks", "months", "years", "quarters"))
        if (is.na(valid)) stop("invalid specification of 'breaks'")
        start <- min(x, na.rm = TRUE)
        maxx <- max(x, na.rm = TRUE)
        step <- if (length(by2) == 2L) as.integer(by2[1L]) else 1L
        first <- function(d, month) as.Date(sprintf("%s-%02d-01", format(d, "%Y"), as.integer(month)))
        if (valid <= 2L) {
            incr <- 1L
            if (valid == 2L) {
                wday <- as.integer(format(start, "%w"))
                start <- start - wday
                if (start.on.monday) start <- start + ifelse(wday > 0L, 1L, -6L)
                incr <- 7L
            }
            incr <- incr * step
            breaks <- seq(start, maxx + incr, breaks)
            breaks <- breaks[seq_len(1L + max(which(breaks <= maxx)))]
        } else {
            if (valid == 3L) {
                start <- first(start, format(start, "%m"))
                end <- maxx + 31 * step
                end <- first(end, format(end, "%m"))
                by <- breaks
            } else if (valid == 4L) {
                start <- first(start, 1L)
                end <- maxx + 366 * step
                end <- first(end, 1L)
                by <- breaks
            } else {
                qstart <- function(d) first(d, (as.integer(format(d, "%m")) - 1L) %/% 3L * 3L + 1L)
                start <- qstart(start)
                end <- qstart(maxx + 93 * step)
                by <- paste(step * 3L, "months")
            }
            breaks <- seq(start, end, by)
            lb <- length(breaks)
            if (maxx < breaks[lb - 1]) breaks <- breaks[-lb]
        }
    } else stop("invalid specification of 'breaks'")
    res <- cut(unclass(x), unclass(breaks), labels = labels, right = right, ...)
    if (is.null(labels)) {
        levels(res) <- as.character(if (!inherits(breaks, "Date")) x[!duplicated(res)] else breaks[-length(breaks)])
    }
    res
}
