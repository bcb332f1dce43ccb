# stats/ts.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Regular time series as R keeps them: a vector or matrix with a "tsp" attribute c(start, end, frequency)
# and class "ts" ("mts" for several series). The constructor, the time base (tsp, start, end, frequency,
# deltat, time, cycle), window, lag, diff, aggregate, arithmetic between series on different time bases
# (on their common window), and print with R's layout: a calendar table for monthly and quarterly data,
# otherwise a "Time Series:" header.

ts <- function(data = NA, start = 1, end = numeric(), frequency = 1, deltat = 1,
               ts.eps = getOption("ts.eps"),
               class = if (nseries > 1) c("mts", "ts", "matrix", "array") else "ts",
               names = if (!is.null(dimnames(data))) colnames(data) else paste("Series", seq(nseries))) {
    if (is.data.frame(data)) data <- data.matrix(data)
    if (is.matrix(data)) {
        nseries <- ncol(data)
        ndata <- nrow(data)
        dimnames(data) <- list(NULL, names)
    } else {
        nseries <- 1
        ndata <- length(data)
    }
    if (ndata == 0) stop("'ts' object must have one or more observations")
    if (missing(frequency)) frequency <- 1 / deltat
    else if (missing(deltat)) deltat <- 1 / frequency
    # a frequency within ts.eps of a whole number is that number
    if (frequency > 1 && abs(frequency - round(frequency)) < ts.eps) frequency <- round(frequency)
    # asked before start and end are reassigned: missing() is FALSE after an assignment
    noEnd <- missing(end)
    noStart <- missing(start)
    start <- .ts_time_point(start, frequency)
    end <- .ts_time_point(end, frequency)
    if (noEnd) end <- start + (ndata - 1) / frequency
    else if (noStart) start <- end - (ndata - 1) / frequency
    if (start > end) stop("'start' cannot be after 'end'")
    cycles <- as.numeric((end - start) * frequency)
    if (abs(round(cycles) - cycles) > ts.eps * max(cycles, 1))
        stop("'end' must be a whole number of cycles after 'start'")
    nobs <- floor(cycles + 1.01)
    if (nobs != ndata) {
        data <- if (NCOL(data) == 1) {
            if (ndata < nobs) rep_len(data, nobs) else data[seq_len(nobs)]
        } else {
            if (ndata < nobs) data[rep_len(seq_len(ndata), nobs), , drop = FALSE]
            else data[seq_len(nobs), , drop = FALSE]
        }
    }
    attr(data, "tsp") <- c(start, end, frequency)
    attr(data, "class") <- class
    data
}

# A time given as c(period, cycle) counted in units of the period.
.ts_time_point <- function(t, frequency) {
    t <- as.numeric(t)
    if (length(t) > 1L) t[1L] + (t[2L] - 1) / frequency else t
}

tsp <- function(x) attr(x, "tsp")

`tsp<-` <- function(x, value) {
    cl <- oldClass(x)
    if (!is.null(value)) {
        value <- as.numeric(value)
        n <- NROW(x)
        if (length(value) != 3L || anyNA(value) || value[3L] <= 0 ||
            abs((value[2L] - value[1L]) * value[3L] + 1 - n) > 0.01)
            stop("invalid time series parameters specified")
    }
    attr(x, "tsp") <- value
    if (is.null(value)) {
        if (inherits(x, "ts")) cl <- cl["ts" != cl]
        if (inherits(x, "mts")) cl <- cl["mts" != cl]
        class(x) <- if (length(cl)) cl
    }
    x
}

hasTsp <- function(x) {
    if (is.null(attr(x, "tsp"))) attr(x, "tsp") <- c(1, NROW(x), 1)
    x
}

is.ts <- function(x) inherits(x, "ts") && length(x)
is.mts <- function(x) inherits(x, "mts")

as.ts <- function(x, ...) UseMethod("as.ts")
as.ts.default <- function(x, ...) {
    if (is.ts(x)) x
    else if (!is.null(xtsp <- tsp(x))) ts(x, xtsp[1L], xtsp[2L], xtsp[3L])
    else ts(x)
}

frequency <- function(x, ...) UseMethod("frequency")
frequency.default <- function(x, ...) if (!is.null(xtsp <- attr(x, "tsp"))) xtsp[3L] else 1

deltat <- function(x, ...) UseMethod("deltat")
deltat.default <- function(x, ...) if (!is.null(xtsp <- attr(x, "tsp"))) 1 / xtsp[3L] else 1

start <- function(x, ...) UseMethod("start")
start.default <- function(x, ts.eps = getOption("ts.eps"), ...) .ts_calendar_point(x, 1L, ts.eps)

end <- function(x, ...) UseMethod("end")
end.default <- function(x, ts.eps = getOption("ts.eps"), ...) .ts_calendar_point(x, 2L, ts.eps)

# The start (which = 1) or end (2) as c(period, cycle) when the series sits on whole cycles, else the time.
.ts_calendar_point <- function(x, which, ts.eps) {
    p <- attr(hasTsp(x), "tsp")
    at <- p[which] * p[3L]
    if (abs(p[3L] - round(p[3L])) < ts.eps && abs(at - round(at)) < ts.eps) {
        period <- floor(p[which] + ts.eps)
        c(period, floor(p[3L] * (p[which] - period) + 0.001) + 1)
    } else p[which]
}

time <- function(x, ...) UseMethod("time")
time.default <- function(x, offset = 0, ...) {
    p <- attr(hasTsp(x), "tsp")
    y <- seq.int(p[1L], p[2L], length.out = NROW(x)) + offset / p[3L]
    tsp(y) <- p
    class(y) <- "ts"
    y
}
time.ts <- function(x, ...) as.ts(time.default(x, ...))

cycle <- function(x, ...) UseMethod("cycle")
cycle.default <- function(x, ...) {
    p <- tsp(hasTsp(x))
    m <- round((p[1L] %% 1) * p[3L])
    y <- (seq_len(NROW(x)) + m - 1) %% p[3L] + 1
    tsp(y) <- p
    class(y) <- "ts"
    y
}
cycle.ts <- function(x, ...) as.ts(cycle.default(x, ...))

window <- function(x, ...) UseMethod("window")
window.ts <- function(x, ...) as.ts(window.default(x, ...))
window.default <- function(x, start = NULL, end = NULL, frequency = NULL, deltat = NULL,
                           extend = FALSE, ts.eps = getOption("ts.eps"), ...) {
    x <- hasTsp(x)
    xtsp <- tsp(x)
    xfreq <- xtsp[3L]
    xtime <- time(x)
    if (!is.null(frequency) && !is.null(deltat) && abs(frequency * deltat - 1) > ts.eps)
        stop("'frequency' and 'deltat' are both supplied and are inconsistent")
    yfreq <- if (!is.null(frequency)) frequency else if (!is.null(deltat)) 1 / deltat else xfreq
    thin <- round(xfreq / yfreq)
    if (yfreq > 0 && abs(xfreq / yfreq - thin) < ts.eps) {
        yfreq <- xfreq / thin
    } else {
        thin <- 1
        yfreq <- xfreq
        warning("'frequency' not changed")
    }
    start <- .ts_window_point(start, xtsp[1L], xfreq, "start")
    if (start < xtsp[1L] - ts.eps / xfreq && !extend) {
        start <- xtsp[1L]
        warning("'start' value not changed")
    }
    end <- .ts_window_point(end, xtsp[2L], xfreq, "end")
    if (end > xtsp[2L] + ts.eps / xfreq && !extend) {
        end <- xtsp[2L]
        warning("'end' value not changed")
    }
    if (start > end) stop("'start' cannot be after 'end'")
    xtime <- unclass(xtime)
    attr(xtime, "tsp") <- NULL
    if (!extend) {
        # a start or end between observations moves inwards to the nearest one
        if (all(abs(start - xtime) > ts.eps / xfreq))
            start <- xtime[(xtime > start) & ((start + 1 / xfreq) > xtime)]
        if (all(abs(end - xtime) > ts.eps / xfreq))
            end <- xtime[(xtime < end) & ((end - 1 / xfreq) < xtime)]
        i <- seq.int(trunc((start - xtsp[1L]) * xfreq + 1.5), trunc((end - xtsp[1L]) * xfreq + 1.5), by = thin)
        y <- if (is.matrix(x)) unclass(x)[i, , drop = FALSE] else unclass(x)[i]
        attr(y, "tsp") <- NULL
        attr(y, "tsp") <- c(xtime[i[1L]], xtime[i[length(i)]], yfreq)
    } else {
        # start and end on the series' time base; times outside it are NA
        stoff <- ceiling((start - xtsp[1L]) * xfreq - ts.eps)
        ystart <- (round(xtsp[1L] * xfreq) + stoff) / xfreq
        enoff <- floor((end - xtsp[2L]) * xfreq + ts.eps)
        yend <- (round(xtsp[2L] * xfreq) + enoff) / xfreq
        nold <- round(xfreq * (xtsp[2L] - xtsp[1L])) + 1
        i <- if (start > xtsp[2L] + ts.eps / xfreq || end < xtsp[1L] - ts.eps / xfreq)
            rep(nold + 1, floor(1 + (end - start) * xfreq + ts.eps))
        else {
            i0 <- 1 + max(0, stoff)
            i1 <- nold + min(0, enoff)
            c(rep.int(nold + 1, max(0, -stoff)), if (i0 <= i1) seq.int(i0, i1), rep.int(nold + 1, max(0, enoff)))
        }
        ux <- unclass(x)
        attr(ux, "tsp") <- NULL
        y <- if (is.matrix(x)) rbind(ux, NA)[i, , drop = FALSE] else c(ux, NA)[i]
        attr(y, "tsp") <- c(ystart, yend, xfreq)
        if (yfreq != xfreq) y <- window.default(y, frequency = yfreq)
    }
    y
}

# A window bound: NULL for the series' own, a time, or c(period, cycle).
.ts_window_point <- function(t, own, xfreq, what) {
    if (is.null(t)) return(own)
    switch(length(t), t, t[1L] + (t[2L] - 1) / xfreq, stop(gettextf("bad value for '%s'", what)))
}

lag <- function(x, ...) UseMethod("lag")
lag.default <- function(x, k = 1, ...) {
    if (k != round(k)) {
        k <- round(k)
        warning("'k' is not an integer")
    }
    x <- hasTsp(x)
    p <- tsp(x)
    attr(x, "tsp") <- p - (k / p[3L]) * c(1, 1, 0)
    x
}

diff.ts <- function(x, lag = 1, differences = 1, ...) {
    if (lag < 1 | differences < 1) stop("bad value for 'lag' or 'differences'")
    if (lag * differences >= NROW(x)) return(x[0L])
    r <- x
    for (i in seq_len(differences)) r <- r - lag.default(r, -lag)
    xtsp <- attr(x, "tsp")
    if (is.matrix(x)) colnames(r) <- colnames(x)
    ts(r, end = xtsp[2L], frequency = xtsp[3L])
}

aggregate.ts <- function(x, nfrequency = 1, FUN = sum, ndeltat = 1, ts.eps = getOption("ts.eps"), ...) {
    x <- as.ts(x)
    ofrequency <- tsp(x)[3L]
    FUN <- match.fun(FUN)
    if (missing(nfrequency)) nfrequency <- 1 / ndeltat
    if (nfrequency > 1 && abs(nfrequency - round(nfrequency)) < ts.eps) nfrequency <- round(nfrequency)
    if (nfrequency == ofrequency) return(x)
    ratio <- ofrequency / nfrequency
    if (abs(ratio - round(ratio)) > ts.eps)
        stop(gettextf("cannot change frequency from %g to %g", ofrequency, nfrequency))
    len <- trunc(ratio + ts.eps)
    mat <- is.matrix(x)
    if (mat) cn <- colnames(x)
    nstart <- tsp(x)[1L]
    m <- unclass(x)
    attr(m, "tsp") <- NULL
    m <- as.matrix(m)
    nend <- floor(nrow(m) / len) * len
    blocks <- array(c(m[seq_len(nend), ]), dim = c(len, nend / len, ncol(m)))
    y <- apply(blocks, c(2L, 3L), FUN, ...)
    if (!mat) y <- as.vector(y) else colnames(y) <- cn
    ts(y, start = nstart, frequency = nfrequency)
}

# Two series on different time bases meet on their common window, as R does.
Ops.ts <- function(e1, e2) {
    if (!missing(e2) && is.ts(e1) && is.ts(e2)) {
        p1 <- tsp(e1)
        p2 <- tsp(e2)
        eps <- getOption("ts.eps")
        if (any(abs(p1 - p2) > eps)) {
            if (abs(p1[3L] - p2[3L]) > eps) stop("not all series have the same frequency")
            st <- max(p1[1L], p2[1L])
            en <- min(p1[2L], p2[2L])
            if (st > en) {
                warning("non-intersecting series")
                stop("incorrect number of dimensions")
            }
            return(get(.Generic)(window(e1, st, en), window(e2, st, en)))
        }
    }
    r <- NextMethod(.Generic)
    # comparisons and logic keep the time base of a series of the result's length, as R's do
    if (is.null(attr(r, "tsp"))) {
        src <- if (is.ts(e1) && length(e1) == length(r)) e1
               else if (!missing(e2) && is.ts(e2) && length(e2) == length(r)) e2
        if (!is.null(src)) {
            attr(r, "tsp") <- attr(src, "tsp")
            class(r) <- oldClass(src)
        }
    }
    r
}

`[.ts` <- function(x, i, j, drop = TRUE) {
    y <- NextMethod("[")
    if (missing(i)) ts(y, start = start(x), frequency = frequency(x)) else y
}

t.ts <- function(x) {
    cl <- oldClass(x)
    other <- !(cl %in% c("ts", "mts"))
    class(x) <- if (any(other)) cl[other]
    attr(x, "tsp") <- NULL
    t(x)
}

print.ts <- function(x, calendar, ...) {
    x <- as.ts(x)
    p <- tsp(x)
    if (is.null(p)) {
        warning("series is corrupt, with no 'tsp' attribute")
        print(unclass(x), ...)
        return(invisible(x))
    }
    fr.x <- frequency(x)
    if (missing(calendar)) calendar <- any(fr.x == c(4, 12)) && length(start(x)) == 2L
    if (NROW(x) != 1 + round((p[2L] - p[1L]) * p[3L])) calendar <- FALSE
    if (!calendar) {
        if (fr.x != 1)
            cat("Time Series:\nStart =", deparse(start(x)), "\nEnd =", deparse(end(x)),
                "\nFrequency =", deparse(fr.x), "\n")
        else
            cat("Time Series:\nStart =", format(p[1L]), "\nEnd =", format(p[2L]),
                "\nFrequency =", deparse(fr.x), "\n")
    }
    print(.preformat.ts(x, calendar, ...), quote = FALSE, right = TRUE, ...)
    invisible(x)
}

# What print.ts prints: a table of periods by cycles for calendar data, rows named by time for
# several series, otherwise the plain values.
.preformat.ts <- function(x, calendar, ...) {
    fr.x <- frequency(x)
    if (missing(calendar)) calendar <- any(fr.x == c(4, 12)) && length(start(x)) == 2L
    p <- tsp(x)
    if (is.null(p)) stop("series is corrupt, with no 'tsp' attribute")
    nn <- 1 + round((p[2L] - p[1L]) * p[3L])
    if (NROW(x) != nn) {
        warning(gettextf("series is corrupt: length %d with 'tsp' implying %d", NROW(x), nn), call. = FALSE)
        calendar <- FALSE
    }
    if (NCOL(x) == 1) {
        if (calendar) {
            if (fr.x > 1) {
                cycles <- if (fr.x == 12) month.abb
                          else if (fr.x == 4) c("Qtr1", "Qtr2", "Qtr3", "Qtr4")
                          else paste0("p", seq_len(fr.x))
                first <- start(x)
                last <- end(x)
                values <- format(.ts_plain(x), ...)
                if (NROW(x) <= fr.x && first[1L] == last[1L]) {
                    cycles <- cycles[1 + (first[2L] - 2 + seq_along(values)) %% fr.x]
                    x <- matrix(values, nrow = 1L, byrow = TRUE, dimnames = list(first[1L], cycles))
                } else {
                    x <- matrix(c(rep.int("", first[2L] - 1), values, rep.int("", fr.x - last[2L])),
                                ncol = fr.x, byrow = TRUE, dimnames = list(first[1L]:last[1L], cycles))
                }
            } else {
                tx <- .ts_plain(time(x))
                x <- .ts_plain(x)
                attributes(x) <- NULL
                names(x) <- tx
            }
        } else {
            x <- .ts_plain(x)
        }
    } else {
        rownames(x) <- if (calendar && fr.x > 1) {
            tm <- .ts_plain(time(x))
            t2 <- 1 + round(fr.x * ((tm + 0.001) %% 1))
            p1 <- format(floor(zapsmall(tm, digits = 7)))
            if (fr.x == 12) paste(month.abb[t2], p1)
            else paste(p1, if (fr.x == 4) c("Q1", "Q2", "Q3", "Q4")[t2] else format(t2))
        } else format(.ts_plain(time(x)))
        x <- .ts_plain(x)
    }
    x
}

# The values without the series' class, tsp and na.action.
.ts_plain <- function(x) {
    attr(x, "class") <- NULL
    attr(x, "tsp") <- NULL
    attr(x, "na.action") <- NULL
    x
}

embed <- function(x, dimension = 1) {
    if (is.matrix(x)) {
        n <- nrow(x)
        if (dimension < 1 || dimension > n) stop("wrong embedding dimension")
        m <- n - dimension + 1L
        y <- matrix(0, m, dimension * ncol(x))
        for (i in seq_len(ncol(x)))
            y[, seq.int(i, by = ncol(x), length.out = dimension)] <- Recall(as.vector(x[, i]), dimension)
        return(y)
    }
    if (is.vector(x) || is.ts(x)) {
        n <- length(x)
        if (dimension < 1 || dimension > n) stop("wrong embedding dimension")
        m <- n - dimension + 1L
        data <- x[seq_len(m) + rep.int(dimension:1L, rep.int(m, dimension)) - 1L]
        dim(data) <- c(m, dimension)
        return(data)
    }
    stop("'x' is not a vector or matrix")
}

# cbind of series (cbind dispatches here when an argument is a series): the union of their time
# bases, NA where a series has no observation; other arguments must have one value or the union's length.
ts.union <- function(..., dframe = FALSE) .ts_bind(list(...), .ts_names(...), dframe, union = TRUE)
ts.intersect <- function(..., dframe = FALSE) .ts_bind(list(...), .ts_names(...), dframe, union = FALSE)
# the series bound as columns of one series, or as a data frame of series (dframe)
.ts_bind <- function(sers, nmsers, dframe, union) {
    x <- .cbind_ts(sers, nmsers, union = union)
    if (!dframe || is.null(x)) return(x)
    if (is.null(dim(x))) return(as.data.frame(x))
    p <- tsp(x)
    setNames(as.data.frame(lapply(seq_len(ncol(x)), function(j) structure(x[, j], tsp = p, class = "ts"))), colnames(x))
}
# each argument's tag, else the first line of its expression
.ts_names <- function(...) {
    l <- as.list(substitute(list(...)))[-1L]
    nm <- names(l)
    fixup <- if (is.null(nm)) seq_along(l) else nm == ""
    dep <- vapply(l[fixup], function(x) deparse(x)[1L], "")
    if (is.null(nm)) return(dep)
    if (any(fixup)) nm[fixup] <- dep
    nm
}
.cbind_ts <- function(sers, nmsers, union = TRUE) {
    keep <- !vapply(sers, is.null, NA)
    sers <- sers[keep]
    nmsers <- nmsers[keep]
    nser <- length(sers)
    if (nser == 0L) return(NULL)
    if (nser == 1L) return(sers[[1L]])
    tsser <- vapply(sers, function(x) length(tsp(x)) > 0L, NA)
    if (!any(tsser)) stop("no time series supplied")
    sers <- lapply(sers, as.ts)
    tsps <- sapply(sers[tsser], tsp)
    freq <- mean(tsps[3, ])
    if (max(abs(tsps[3, ] - freq)) > getOption("ts.eps")) stop("not all series have the same frequency")
    st <- if (union) min(tsps[1, ]) else max(tsps[1, ])
    en <- if (union) max(tsps[2, ]) else min(tsps[2, ])
    if (st > en) {
        warning("non-intersecting series")
        return(NULL)
    }
    n <- round(freq * (en - st) + 1)
    if (any(!tsser)) {
        ln <- vapply(sers[!tsser], NROW, 1)
        if (any(ln != 1L & ln != n)) stop("non-time series not of the correct length")
        for (i in seq_len(nser)[!tsser]) sers[[i]] <- ts(sers[[i]], start = st, end = en, frequency = freq)
    }
    tsps <- sapply(sers, tsp)
    nsers <- vapply(sers, NCOL, 1)
    cs <- c(0, cumsum(nsers))
    nm <- character(cs[nser + 1L])
    for (i in seq_len(nser)) {
        if (nsers[i] > 1) {
            cn <- colnames(sers[[i]])
            if (is.null(cn)) cn <- seq_len(nsers[i])
            nm[(1 + cs[i]):cs[i + 1]] <- paste(nmsers[i], cn, sep = ".")
        } else nm[cs[i + 1]] <- nmsers[i]
    }
    x <- matrix(NA, n, cs[nser + 1L], dimnames = list(NULL, nm))
    for (i in seq_len(nser)) {
        xi <- .ts_plain(sers[[i]])
        before <- round(freq * (tsps[1, i] - st))
        after <- round(freq * (en - tsps[2, i]))
        if (union) {
            xx <- if (nsers[i] > 1) rbind(matrix(NA, before, nsers[i]), xi, matrix(NA, after, nsers[i]))
                  else c(rep.int(NA, before), xi, rep.int(NA, after))
        } else {
            xx <- .ts_plain(window(sers[[i]], st, en))
        }
        x[, (1 + cs[i]):cs[i + 1]] <- xx
    }
    ts(x, start = st, frequency = freq)
}
