# stats/tukey-smooth.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Tukey's (running median) smoothers, smooth(): "3" (running median of three), "3R" (repeated until
# nothing changes), "S" (splitting two-flats), and the compounds "3RS3R", "3RSS", "3RSR", with end
# rules "copy" and "Tukey", and twicing. R does the work in C (smooth.c); these are the same steps
# over R vectors: each returns the smoothed values and the iteration count (or whether it changed).

.sm_med3 <- function(u, v, w) {
    if ((u <= v && v <= w) || (u >= v && v >= w)) v
    else if ((u <= w && w <= v) || (u >= w && w >= v)) w
    else u
}

# Which of u, v, w is the median: -1 for u, 0 for v, 1 for w (v first on ties, then w).
.sm_imed3 <- function(u, v, w) {
    if ((u <= v && v <= w) || (u >= v && v >= w)) 0L
    else if ((u <= w && w <= v) || (u >= w && w >= v)) 1L
    else -1L
}

# End rule 0 leaves the ends alone, 1 copies them from x, 2 is Tukey's (median of the end, its
# neighbour and the extrapolation of the next two). Returns list(y, chg).
.sm_endrule <- function(x, y, n, rule, chg) {
    if (rule == 1L) {
        y[1L] <- x[1L]
        y[n] <- x[n]
    } else if (rule == 2L) {
        y[1L] <- .sm_med3(3 * y[2L] - 2 * y[3L], x[1L], y[2L])
        chg <- chg || y[1L] != x[1L]
        y[n] <- .sm_med3(y[n - 1L], x[n], 3 * y[n - 1L] - 2 * y[n - 2L])
        chg <- chg || y[n] != x[n]
    } else if (rule != 0L) stop(gettextf("invalid end-rule for running median of 3: %d", rule), domain = NA)
    list(y = y, chg = chg)
}

# Running median of three, y := "3"(x); with rule 0 the ends of y are those of `y0`.
.sm_3 <- function(x, n, rule, y0 = x) {
    if (n <= 2L) return(list(y = x, chg = FALSE))
    y <- y0
    chg <- FALSE
    for (i in 2L:(n - 1L)) {
        j <- .sm_imed3(x[i - 1L], x[i], x[i + 1L])
        y[i] <- x[i + j]
        chg <- chg || j != 0L
    }
    .sm_endrule(x, y, n, rule, chg)
}

# "3R": running medians of three until they change nothing; iter counts the passes that changed.
.sm_3R <- function(x, n, rule) {
    r <- .sm_3(x, n, 1L)
    y <- r$y
    iter <- as.integer(r$chg)
    chg <- r$chg
    while (chg) {
        r <- .sm_3(y, n, 0L)
        if ((chg <- r$chg)) {
            iter <- iter + 1L
            y <- r$y
        }
    }
    if (n > 2L) {
        e <- .sm_endrule(x, y, n, rule, chg)
        y <- e$y
        chg <- e$chg
    }
    list(y = y, iter = if (iter) iter else as.integer(chg))
}

# Is there a two-flat at i, i+1 that is a peak or a valley (where S splits)?
.sm_sptest <- function(x, i) {
    if (x[i] != x[i + 1L]) return(FALSE)
    !((x[i - 1L] <= x[i] && x[i + 1L] <= x[i + 2L]) || (x[i - 1L] >= x[i] && x[i + 1L] >= x[i + 2L]))
}

# "S": splits each peaked or valleyed two-flat, each half taking the median of itself, its outer
# neighbour and the extrapolation from beyond. Returns list(y, chg) (chg as R's C code sets it).
.sm_split3 <- function(x, n, do.ends) {
    y <- x
    chg <- FALSE
    if (n <= 4L) return(list(y = y, chg = FALSE))
    if (do.ends && .sm_sptest(x, 2L)) {
        chg <- TRUE
        y[2L] <- x[1L]
        y[3L] <- .sm_med3(x[3L], x[4L], 3 * x[4L] - 2 * x[5L])
    }
    if (n >= 6L) for (i in 3L:(n - 3L)) {
        if (.sm_sptest(x, i)) {
            ext <- 3 * x[i - 1L] - 2 * x[i - 2L]
            j <- .sm_imed3(x[i], x[i - 1L], ext)
            if (j > -1L) {
                y[i] <- if (j == 0L) x[i - 1L] else ext
                chg <- y[i] != x[i]
            }
            ext <- 3 * x[i + 2L] - 2 * x[i + 3L]
            j <- .sm_imed3(x[i + 1L], x[i + 2L], ext)
            if (j > -1L) {
                y[i + 1L] <- if (j == 0L) x[i + 2L] else ext
                chg <- y[i + 1L] != x[i + 1L]
            }
        }
    }
    if (do.ends && .sm_sptest(x, n - 2L)) {
        chg <- TRUE
        y[n - 1L] <- x[n]
        y[n - 2L] <- .sm_med3(x[n - 2L], x[n - 3L], 3 * x[n - 3L] - 2 * x[n - 4L])
    }
    list(y = y, chg = chg)
}

# The smoother of type 1..6 ("3RS3R", "3RSS", "3RSR", "3R", "3", "S") as R's C routine Rsm: a
# negative iend asks the split steps to treat the ends too.
.sm_run <- function(x, type, iend) {
    n <- length(x)
    rule <- abs(iend)
    split.ends <- iend < 0
    switch(type, {
        r <- .sm_3R(x, n, rule)
        s <- .sm_split3(r$y, n, split.ends)
        iter <- r$iter
        y <- r$y
        if (s$chg) {
            r2 <- .sm_3R(s$y, n, rule)
            y <- r2$y
            iter <- iter + r2$iter
        }
        list(y = y, iter = iter + as.integer(s$chg))
    }, {
        r <- .sm_3R(x, n, rule)
        s <- .sm_split3(r$y, n, split.ends)
        y <- s$y
        if (s$chg) y <- .sm_split3(s$y, n, split.ends)$y
        list(y = y, iter = r$iter + as.integer(s$chg))
    }, {
        r <- .sm_3R(x, n, rule)
        y <- r$y
        iter <- r$iter
        repeat {
            iter <- iter + 1L
            s <- .sm_split3(y, n, split.ends)
            r2 <- .sm_3R(s$y, n, rule)
            y <- r2$y
            if (!(s$chg || r2$iter != 0L) || iter > 2L * n) break
        }
        list(y = y, iter = iter)
    }, {
        r <- .sm_3R(x, n, iend)
        list(y = r$y, iter = r$iter)
    }, {
        r <- .sm_3(x, n, iend)
        list(y = r$y, iter = as.integer(r$chg))
    }, {
        s <- .sm_split3(x, n, as.logical(iend))
        list(y = s$y, changed = s$chg)
    })
}

smooth <- function(x, kind = c("3RS3R", "3RSS", "3RSR", "3R", "3", "S"), twiceit = FALSE,
                   endrule = c("Tukey", "copy"), do.ends = FALSE) {
    if (!is.numeric(x)) stop("attempt to smooth non-numeric values")
    if (anyNA(x)) stop("attempt to smooth NA values")
    endrule <- match.arg(endrule)
    rules <- c("copy", "Tukey")
    if (is.na(iend <- pmatch(endrule, rules))) stop("invalid 'endrule' argument")
    kind <- match.arg(kind)
    if (startsWith(kind, "3RS") && !do.ends) iend <- -iend
    else if (kind == "S") iend <- as.logical(do.ends)
    type <- match(kind, c("3RS3R", "3RSS", "3RSR", "3R", "3", "S"))
    smo <- .sm_run(as.double(x), type, iend)
    if (twiceit) {
        r <- smooth(x - smo$y, kind = kind, twiceit = FALSE, endrule = endrule, do.ends = do.ends)
        smo$y <- smo$y + r
        if (!is.null(smo$iter)) smo$iter <- smo$iter + attr(r, "iter")
        if (!is.null(smo$changed)) smo$changed <- smo$changed || attr(r, "changed")
    }
    if (is.ts(x)) smo$y <- ts(smo$y, start = start(x), frequency = frequency(x))
    structure(smo$y, kind = kind, twiced = twiceit, iter = smo$iter, changed = smo$changed,
              endrule = if (startsWith(kind, "3")) rules[iend], call = match.call(),
              class = c("tukeysmooth", if (is.ts(x)) "ts"))
}

print.tukeysmooth <- function(x, ...) {
    cat(attr(x, "kind"), "Tukey smoother resulting from ", deparse(attr(x, "call")), "\n")
    if (attr(x, "twiced")) cat(" __twiced__ ")
    if (!is.null(it <- attr(x, "iter"))) cat(" used", it, "iterations\n")
    if (!is.null(ch <- attr(x, "changed"))) cat(if (!ch) "NOT", "changed\n")
    if (length(oldClass(x)) > 1L) NextMethod()
    else {
        y <- x
        attributes(y) <- NULL
        print(y, ...)
        invisible(x)
    }
}

summary.tukeysmooth <- function(object, ...) {
    cat(attr(object, "kind"), "Tukey smoother resulting from\n", deparse(attr(object, "call")),
        ";  n =", length(object), "\n")
    if (attr(object, "twiced")) cat(" __twiced__ ")
    if (!is.null(it <- attr(object, "iter"))) cat(" used", it, "iterations\n")
    if (!is.null(ch <- attr(object, "changed"))) cat(if (!ch) " NOT", "changed\n")
    if (length(oldClass(object)) > 1L) NextMethod()
    else {
        y <- object
        attributes(y) <- NULL
        summary(y, ...)
    }
}
