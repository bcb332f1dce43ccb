# base/date-seq.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Sequences and cuts of date-times (seq.POSIXt, cut.POSIXt) as R's own: calendar steps (months,
# years, quarters, DST days) go through POSIXlt fields that as.POSIXct normalises, so that
# "2020-01-31" plus a month is 2 March, as in R. Sys.timezone reads TZ and the system's files.

seq.POSIXt <- function(from, to, by, length.out = NULL, along.with = NULL, ...) {
    if (missing(from)) stop("'from' must be specified")
    if (!inherits(from, "POSIXt")) stop("'from' must be a \"POSIXt\" object")
    cfrom <- as.POSIXct(from)
    if (length(cfrom) != 1L) stop("'from' must be of length 1")
    tz <- attr(cfrom, "tzone")
    if (!missing(to)) {
        if (!inherits(to, "POSIXt")) stop("'to' must be a \"POSIXt\" object")
        if (length(as.POSIXct(to)) != 1) stop("'to' must be of length 1")
    }
    if (!missing(along.with)) {
        length.out <- length(along.with)
    } else if (!is.null(length.out)) {
        if (length(length.out) != 1L) stop("'length.out' must be of length 1")
        length.out <- ceiling(length.out)
    }
    status <- c(!missing(to), !missing(by), !is.null(length.out))
    if (sum(status) != 2L) stop("exactly two of 'to', 'by' and 'length.out' / 'along.with' must be specified")
    if (missing(by)) {
        res <- seq.int(unclass(cfrom), unclass(as.POSIXct(to)), length.out = length.out)
        return(.POSIXct(res, tz))
    }
    if (length(by) != 1L) stop("'by' must be of length 1")
    valid <- 0L
    if (inherits(by, "difftime")) {
        by <- switch(attr(by, "units"), secs = 1, mins = 60, hours = 3600, days = 86400, weeks = 7 * 86400) * unclass(by)
    } else if (is.character(by)) {
        by2 <- strsplit(by, " ", fixed = TRUE)[[1L]]
        if (length(by2) > 2L || length(by2) < 1L) stop("invalid 'by' string")
        valid <- pmatch(by2[length(by2)], c("secs", "mins", "hours", "days", "weeks", "months", "years", "DSTdays", "quarters"))
        if (is.na(valid)) stop("invalid string for 'by'")
        if (valid <= 5L) {
            by <- c(1, 60, 3600, 86400, 7 * 86400)[valid]
            if (length(by2) == 2L) by <- by * as.integer(by2[1L])
        } else by <- if (length(by2) == 2L) as.integer(by2[1L]) else 1
    } else if (!is.numeric(by)) stop("invalid mode for 'by'")
    if (is.na(by)) stop("'by' is NA")
    if (valid <= 5L) {
        from <- unclass(as.POSIXct(from))
        res <- if (!is.null(length.out)) seq.int(from, by = by, length.out = length.out)
               else seq.int(0, unclass(as.POSIXct(to)) - from, by) + from
        return(.POSIXct(res, tz))
    }
    r1 <- as.POSIXlt(from)
    if (valid == 7L) {
        r1$year <- if (missing(to)) seq.int(r1$year, by = by, length.out = length.out)
                   else seq.int(r1$year, as.POSIXlt(to)$year, by)
    } else if (valid %in% c(6L, 9L)) {
        if (valid == 9L) by <- by * 3
        r1$mon <- if (missing(to)) seq.int(r1$mon, by = by, length.out = length.out)
                  else { to0 <- as.POSIXlt(to); seq.int(r1$mon, 12 * (to0$year - r1$year) + to0$mon, by) }
    } else if (valid == 8L) {
        if (!missing(to)) length.out <- 2L + floor((unclass(as.POSIXct(to)) - unclass(as.POSIXct(from))) / (by * 86400))
        r1$mday <- seq.int(r1$mday, by = by, length.out = length.out)
    }
    # the fields recycle to the longest, as R's mktime does
    n <- max(lengths(unclass(r1)[c("sec", "min", "hour", "mday", "mon", "year")]))
    # on the fields themselves: [[ of a POSIXlt is an element, as in R
    cl <- oldClass(r1)
    tz <- attr(r1, "tzone")
    r1 <- unclass(r1)
    for (f in c("sec", "min", "hour", "mday", "mon", "year")) r1[[f]] <- rep_len(r1[[f]], n)
    r1$isdst <- rep_len(-1L, n)
    r1 <- .POSIXlt(r1, tz, cl)
    res <- as.POSIXct(r1)
    if (!missing(to)) {
        to <- as.POSIXct(to)
        res <- if (by > 0) res[res <= to] else res[res >= to]
    }
    res
}

cut.POSIXt <- function(x, breaks, labels = NULL, start.on.monday = TRUE, right = FALSE, ...) {
    if (!inherits(x, "POSIXt")) stop("'x' must be a date-time object")
    x <- as.POSIXct(x)
    if (inherits(breaks, "POSIXt")) {
        breaks <- sort(as.POSIXct(breaks))
    } else if (is.numeric(breaks) && length(breaks) == 1L) {
    } else if (is.character(breaks) && length(breaks) == 1L) {
        by2 <- strsplit(breaks, " ", fixed = TRUE)[[1L]]
        if (length(by2) > 2L || length(by2) < 1L) stop("invalid specification of 'breaks'")
        valid <- pmatch(by2[length(by2)], c("secs", "mins", "hours", "days", "weeks", "months", "years", "DSTdays", "quarters"))
        if (is.na(valid)) stop("invalid specification of 'breaks'")
        start <- as.POSIXlt(min(x, na.rm = TRUE))
        incr <- 1
        if (valid > 1L) { start$sec <- 0L; incr <- 60 }
        if (valid > 2L) { start$min <- 0L; incr <- 3600 }
        if (valid > 3L) { start$hour <- 0L; start$isdst <- -1L; incr <- 86400 }
        if (valid == 5L) {
            start$mday <- start$mday - start$wday
            if (start.on.monday) start$mday <- start$mday + ifelse(start$wday > 0L, 1L, -6L)
            incr <- 7 * 86400
        }
        if (valid == 8L) incr <- 25 * 3600
        step <- if (length(by2) == 2L) as.integer(by2[1L]) else 1L
        calendar <- function(start, days, mon, by) {
            maxx <- max(x, na.rm = TRUE)
            end <- as.POSIXlt(as.POSIXlt(maxx) + (days * step * 86400))
            if (!is.null(mon)) end$mon <- mon(end$mon)
            end$mday <- 1L
            end$isdst <- -1L
            breaks <- seq(start, end, by)
            lb <- length(breaks)
            if (maxx < breaks[lb - 1]) breaks <- breaks[-lb]
            breaks
        }
        if (valid == 6L) {
            start$mday <- 1L
            breaks <- calendar(start, 31, NULL, breaks)
        } else if (valid == 7L) {
            start$mon <- 0L
            start$mday <- 1L
            breaks <- calendar(start, 366, function(m) 0L, breaks)
        } else if (valid == 9L) {
            qtr <- rep(c(0L, 3L, 6L, 9L), each = 3L)
            start$mon <- qtr[start$mon + 1L]
            start$mday <- 1L
            breaks <- calendar(start, 93, function(m) qtr[m + 1L], paste(step * 3, "months"))
        } else {
            if (length(by2) == 2L) incr <- incr * as.integer(by2[1L])
            maxx <- max(x, na.rm = TRUE)
            breaks <- seq(start, maxx + incr, breaks)
            breaks <- breaks[seq_len(1 + max(which(breaks <= maxx)))]
        }
    } else stop("invalid specification of 'breaks'")
    res <- cut(unclass(x), unclass(breaks), labels = labels, right = right, ...)
    if (is.null(labels)) {
        levels(res) <- as.character(if (is.numeric(breaks)) x[!duplicated(res)] else breaks[-length(breaks)])
    }
    res
}

Sys.timezone <- function(location = TRUE) {
    if (!location) .Deprecated(msg = "Sys.timezone(location = FALSE) is defunct and ignored")
    tz <- Sys.getenv("TZ")
    if (nzchar(tz)) return(tz)
    if (file.exists("/etc/timezone")) {
        tz0 <- tryCatch(readLines("/etc/timezone"), error = function(e) character())
        if (length(tz0) == 1L && nzchar(tz <- trimws(tz0))) return(tz)
    }
    lt <- Sys.readlink("/etc/localtime")
    if (!is.na(lt) && grepl(".*/zoneinfo/(.*)", lt)) return(sub(".*/zoneinfo/(.*)", "\\1", lt))
    NA_character_
}
