# graphics/engine-plots.R: part of R's graphics package as flashr defines it, bound lazily in the base namespace.
#
# What hist, boxplot, density and plot draw of data the engine holds (a FlashR vector or a
# plain engine vector or matrix), computed in engine passes that bring back only bins, extremes
# and a bounded number of values (the .gr_* builtins of flashr.graphics.engine): the same
# values R computes on the data brought to the heap.
#
# Order statistics without sorting: a pass counts the values in 4096 equal bins of the interval
# that holds the rank sought (with each bin's least and greatest value), the interval becomes
# that bin's, and when at most 1e5 values are left (or all are equal) one more pass brings its
# distinct values and their counts.

.gr_order_stats <- function(x, ranks, scan = .gr_scan(x), bins = getOption("flashr.plot.bins", 4096L),
                            bound = getOption("flashr.plot.exact", 1e5)) {
    # the ranks-th smallest of the values that are not NA (-Inf first, Inf last), as sort(x)[ranks]
    nneg <- scan[4L]
    nfin <- scan[3L]
    res <- rep(NA_real_, length(ranks))
    r <- ranks - nneg
    res[r <= 0] <- -Inf
    res[r > nfin] <- Inf
    todo <- which(r >= 1 & r <= nfin)
    if (!length(todo)) return(res)
    rr <- r[todo]
    lo <- rep(scan[6L], length(todo))
    hi <- rep(scan[7L], length(todo))
    cnt <- rep(nfin, length(todo))
    done <- rep(FALSE, length(todo))
    repeat {
        # a rank at either end of its interval, or an interval of one value, is known
        for (i in which(!done)) {
            if (rr[i] == 1 || lo[i] == hi[i]) { res[todo[i]] <- lo[i]; done[i] <- TRUE }
            else if (rr[i] == cnt[i]) { res[todo[i]] <- hi[i]; done[i] <- TRUE }
        }
        narrow <- (hi - lo) <= 4 * bins * .Machine$double.eps * pmax(abs(lo), abs(hi)) | (hi - lo) < 1e-300
        split <- which(!done & cnt > bound & !narrow)
        if (!length(split)) break
        # ranks in the same interval share its bins
        l <- lo[split]
        h <- hi[split]
        same <- vapply(seq_along(split), function(k) which(l == l[k] & h == h[k])[1L], 1L)
        first <- same == seq_along(split)
        b <- .gr_bins(x, l[first], h[first], bins)[match(same, which(first))]
        for (k in seq_along(split)) {
            i <- split[k]
            cum <- cumsum(b[[k]]$counts)
            j <- which(cum >= rr[i])[1L]
            if (is.na(j)) stop("internal error: a rank outside its interval")
            rr[i] <- rr[i] - (if (j > 1L) cum[j - 1L] else 0)
            cnt[i] <- b[[k]]$counts[j]
            lo[i] <- b[[k]]$min[j]
            hi[i] <- b[[k]]$max[j]
        }
    }
    rest <- which(!done)
    if (length(rest)) {
        v <- .gr_values(x, lo[rest], hi[rest])
        for (i in rest) {
            inside <- v$values >= lo[i] & v$values <= hi[i]
            cum <- cumsum(v$counts[inside])
            res[todo[i]] <- v$values[inside][which(cum >= rr[i])[1L]]
        }
    }
    res
}
.gr_fivenum <- function(x, scan = .gr_scan(x)) {
    # fivenum(x, na.rm = TRUE)
    n <- scan[1L] - scan[2L]
    if (n == 0) return(rep.int(NA, 5L))
    n4 <- floor((n + 3) / 2) / 2
    d <- c(1, n4, (n + 1) / 2, n + 1 - n4, n)
    r <- sort(unique(c(floor(d), ceiling(d))))
    v <- .gr_order_stats(x, r, scan)
    0.5 * (v[match(floor(d), r)] + v[match(ceiling(d), r)])
}
.gr_quantile7 <- function(x, probs, scan = .gr_scan(x)) {
    # quantile(x, probs, names = FALSE) of data with no NA (R's type 7)
    n <- scan[1L]
    index <- 1 + (n - 1) * probs
    lo <- floor(index)
    hi <- ceiling(index)
    r <- sort(unique(c(lo, hi)))
    v <- .gr_order_stats(x, r, scan)
    qs <- v[match(lo, r)]
    xh <- v[match(hi, r)]
    i <- which(index > lo & xh != qs)
    h <- (index - lo)[i]
    qs[i] <- (1 - h) * qs[i] + h * xh[i]
    qs
}
.gr_boxplot_stats <- function(x, coef = 1.5, do.conf = TRUE, do.out = TRUE) {
    # boxplot.stats of engine data; at most getOption("flashr.plot.outliers", 1e5) outliers are returned
    if (coef < 0) stop("'coef' must not be negative")
    scan <- .gr_scan(x)
    n <- as.integer(scan[1L] - scan[2L])
    stats <- .gr_fivenum(x, scan)
    iqr <- diff(stats[c(2, 4)])
    out <- numeric()
    if (coef == 0) do.out <- FALSE
    else {
        nonfinite <- is.na(iqr)
        lo <- stats[2L] - coef * iqr
        hi <- stats[4L] + coef * iqr
        s <- .gr_split(x, lo, hi, nonfinite)
        if (s[2L] > 0) {
            stats[c(1, 5)] <- if (s[1L] > 0) s[3:4] else range(numeric())
            if (do.out) {
                bound <- getOption("flashr.plot.outliers", 1e5)
                if (s[2L] > bound)
                    warning(gettextf("%.0f outliers: the first %.0f (in the data's order) are kept", s[2L], bound), call. = FALSE)
                out <- .gr_outliers(x, lo, hi, nonfinite, bound, s[2L])
            }
        }
    }
    conf <- if (do.conf) stats[3L] + c(-1.58, 1.58) * iqr / sqrt(n)
    list(stats = stats, n = n, conf = conf, out = if (do.out) out else numeric())
}
.gr_hist_input <- function(x, breaks) {
    # hist's x reduced to what it needs: the count and range of its finite values, and the class count
    scan <- .gr_scan(x)
    n <- scan[3L]
    rx <- if (n > 0) scan[6:7] else range(numeric())
    if (is.character(breaks)) {
        breaks <- match.arg(tolower(breaks), c("sturges", "fd", "freedman-diaconis", "scott"))
        if (breaks != "sturges" && n != scan[1L])
            stop("hist of engine data with non-finite values: breaks = \"", breaks, "\" needs finite data")
        breaks <- switch(breaks, sturges = ceiling(log2(n) + 1),
                         `freedman-diaconis` = , fd = .gr_nclass_fd(x, n, rx, scan),
                         scott = {
                             h <- 3.5 * sqrt(var(.gr_plain(x))) * n^(-1/3)
                             if (h > 0) max(1, ceiling(diff(rx) / h)) else 1L
                         })
    }
    list(n = as.integer(n), range = rx, breaks = breaks)
}
.gr_nclass_fd <- function(x, n, rx, scan) {
    x5 <- signif(.gr_plain(x), digits = 5)
    h <- 2 * diff(.gr_quantile7(x5, c(0.25, 0.75)))
    al <- 1/4
    while (h == 0 && (al <- al / 2) >= 1/512)
        h <- diff(.gr_quantile7(x5, c(al, 1 - al))) / (1 - 2 * al)
    if (h == 0) h <- 3.5 * sqrt(var(.gr_plain(x)))
    if (h > 0) ceiling(diff(rx) / h * n^(1/3)) else 1L
}
.gr_density_input <- function(x, na.rm) {
    # density's x: its counts, range and bandwidth (bw.nrd0) from engine passes
    scan <- .gr_scan(x)
    if (scan[2L] > 0 && !na.rm) stop("'x' contains missing values")
    list(scan = scan, N = scan[1L] - scan[2L], nx = scan[3L], range = scan[6:7])
}
.gr_bw_nrd0 <- function(x, scan) {
    # bw.nrd0 of the finite values (all values are)
    if (scan[3L] < 2L) stop("need at least 2 data points")
    hi <- sqrt(var(.gr_plain(x)))
    if (!(lo <- min(hi, diff(.gr_quantile7(x, c(0.25, 0.75), scan)) / 1.34))) (lo <- hi) || (lo <- abs(.gr_rows(x, 1))) || (lo <- 1)
    0.9 * lo * scan[3L]^(-0.2)
}
.gr_bw_nrd <- function(x, scan) {
    # bw.nrd of finite data
    if (scan[3L] < 2L) stop("need at least 2 data points")
    r <- .gr_quantile7(x, c(0.25, 0.75), scan)
    h <- (r[2L] - r[1L]) / 1.34
    1.06 * min(sqrt(var(.gr_plain(x))), h) * scan[3L]^(-1/5)
}
.gr_plot_sample <- function(x, y) {
    # plot's points of engine data: all of them up to getOption("flashr.plot.sample", 1e5), else a
    # uniform sample of about that many positions (seed 1; the session's random numbers are untouched);
    # the axes span all the data
    n <- length(x)
    if (!is.null(y) && length(y) != n) stop("'x' and 'y' lengths differ")
    m <- getOption("flashr.plot.sample", 1e5)
    pos <- if (n <= m) seq_len(n) else {
        seed <- if (exists(".Random.seed", envir = globalenv(), inherits = FALSE)) get(".Random.seed", envir = globalenv())
        on.exit(if (is.null(seed)) rm(".Random.seed", envir = globalenv()) else assign(".Random.seed", seed, envir = globalenv()))
        set.seed(1L)
        unique(sort(floor(runif(m) * n) + 1))
    }
    pick <- function(v) if (.gr_engine(v)) .gr_rows(v, pos) else as.vector(v)[pos]
    lim <- function(v) if (.gr_engine(v)) { s <- .gr_scan(v); if (s[3L]) s[6:7] else NULL } else NULL
    if (is.null(y)) list(x = pos, y = pick(x), xlim = c(1, n), ylim = lim(x))
    else list(x = pick(x), y = pick(y), xlim = lim(x), ylim = lim(y))
}
