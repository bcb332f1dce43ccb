# graphics/hist.R: part of R's graphics package as flashr defines it, bound lazily in the base namespace.
#
# Pretty breakpoints and histograms, written in R to R's definitions:
# pretty (its step from PrettyBreaks), the class counts of Sturges, Scott and
# Freedman-Diaconis, and hist, which computes R's "histogram" object (breaks, counts,
# density, mids) with R's fuzz at the breaks, counted by binCount; boxplot.stats (the
# five numbers a box plot draws, its notch and outliers). flashr has no
# graphics device: hist(x) warns that it drew nothing and returns the object invisibly,
# as R does after plotting; plot = FALSE returns it visibly.

pretty <- function(x, ...) UseMethod("pretty")
pretty.default <- function(x, n = 5L, min.n = n %/% 3L, shrink.sml = 0.75, high.u.bias = 1.5,
                           u5.bias = 0.5 + 1.5 * high.u.bias, eps.correct = 0L, f.min = 2^-20, ...) {
    x <- as.numeric(x)
    x <- x[is.finite(x)]
    if (!length(x)) return(x)
    z <- .pretty(min(x), max(x), n, min.n, shrink.sml, c(high.u.bias, u5.bias, f.min), eps.correct)
    n <- z$n
    s <- seq.int(z$l, z$u, length.out = n + 1L)
    if (!eps.correct && n) {
        # breaks within rounding of zero are zero
        delta <- diff(range(z$l, z$u) / n)
        if (any(small <- abs(s) < 1e-14 * delta)) s[small] <- 0
    }
    s
}
boxplot.stats <- function(x, coef = 1.5, do.conf = TRUE, do.out = TRUE) {
    if (coef < 0) stop("'coef' must not be negative")
    if (.gr_engine(x)) return(.gr_boxplot_stats(x, coef, do.conf, do.out))
    present <- !is.na(x)
    n <- sum(present)
    stats <- fivenum(x, na.rm = TRUE)
    iqr <- diff(stats[c(2, 4)])
    if (coef == 0) {
        do.out <- FALSE
    } else {
        # beyond coef box lengths from the hinges (all non-finite values when the box has no length)
        out <- if (!is.na(iqr)) x < (stats[2L] - coef * iqr) | x > (stats[4L] + coef * iqr) else !is.finite(x)
        if (any(out[present], na.rm = TRUE)) stats[c(1, 5)] <- range(x[!out], na.rm = TRUE)
    }
    conf <- if (do.conf) stats[3L] + c(-1.58, 1.58) * iqr / sqrt(n)
    list(stats = stats, n = n, conf = conf, out = if (do.out) x[out & present] else numeric())
}
nclass.Sturges <- function(x) ceiling(log2(length(x)) + 1)
nclass.scott <- function(x) {
    h <- 3.5 * sqrt(var(x)) * length(x)^(-1/3)
    if (h > 0) max(1, ceiling(diff(range(x)) / h)) else 1L
}
nclass.FD <- function(x, digits = 5) {
    x5 <- signif(x, digits = digits)
    h <- 2 * IQR(x5)
    if (h == 0) {
        # a spread of inner quantiles when the quartiles coincide
        x5 <- sort(x5)
        al <- 1/4
        while (h == 0 && (al <- al / 2) >= 1/512)
            h <- diff(quantile(x5, c(al, 1 - al), names = FALSE)) / (1 - 2 * al)
    }
    if (h == 0) h <- 3.5 * sqrt(var(x))
    if (h > 0) ceiling(diff(range(x)) / h * length(x)^(1/3)) else 1L
}
hist <- function(x, ...) UseMethod("hist")
hist.default <- function(x, breaks = "Sturges", freq = NULL, probability = !freq, include.lowest = TRUE,
                         right = TRUE, fuzz = 1e-7, density = NULL, angle = 45, col = "lightgray",
                         border = NULL, main = paste("Histogram of", xname), xlim = range(breaks),
                         ylim = NULL, xlab = xname, ylab, axes = TRUE, plot = TRUE, labels = FALSE,
                         nclass = NULL, warn.unused = TRUE, ...) {
    if (!is.numeric(x)) stop("'x' must be numeric")
    xname <- deparse1(substitute(x), collapse = "\n")
    if (engine <- .gr_engine(x)) {
        # engine data stays there: its finite count and range, then the counts, in engine passes
        given <- .gr_hist_input(x, if (!missing(breaks) || is.null(nclass) || length(nclass) != 1L) breaks else nclass)
        n <- given$n
        rx <- given$range
    } else {
        x <- x[is.finite(x)]
        n <- as.integer(length(x))
        rx <- range(x)
    }
    use.br <- !missing(breaks)
    if (use.br) {
        if (!missing(nclass)) warning("'nclass' not used when 'breaks' is specified")
    } else if (!is.null(nclass) && length(nclass) == 1L) breaks <- nclass
    use.br <- use.br && (nB <- length(breaks)) > 1L
    if (use.br) breaks <- sort(breaks)
    else {
        if (!include.lowest) {
            include.lowest <- TRUE
            warning("'include.lowest' ignored as 'breaks' is not a vector")
        }
        if (engine && (is.character(breaks) || is.numeric(breaks) && length(breaks) == 1L)) breaks <- given$breaks
        else if (is.character(breaks)) {
            breaks <- match.arg(tolower(breaks), c("sturges", "fd", "freedman-diaconis", "scott"))
            breaks <- switch(breaks, sturges = nclass.Sturges(x), `freedman-diaconis` = , fd = nclass.FD(x),
                             scott = nclass.scott(x))
        } else if (is.function(breaks)) breaks <- breaks(x)
        if (length(breaks) == 1) {
            if (!is.numeric(breaks) || !is.finite(breaks) || breaks < 1L) stop("invalid number of 'breaks'")
            if (breaks > 1e6) {
                warning(gettextf("'breaks = %g' is too large and set to 1e6", breaks))
                breaks <- 1000000L
            }
            breaks <- pretty(rx, n = breaks, min.n = 1)
            nB <- length(breaks)
            if (nB <= 1) stop(gettextf("hist.default: pretty() error, breaks=%s", format(breaks)))
        } else {
            if (!is.numeric(breaks) || length(breaks) <= 1)
                stop(gettextf("Invalid breakpoints produced by 'breaks(x)': %s", format(breaks)))
            breaks <- sort(breaks)
            nB <- length(breaks)
            use.br <- TRUE
        }
    }
    nB <- as.integer(nB)
    h <- as.double(diff(breaks))
    equidist <- !use.br || diff(range(h)) < 1e-7 * mean(h)
    if (!use.br && any(h <= 0)) stop("'breaks' are not strictly increasing")
    if (!is.null(freq) && !missing(probability) && any(probability == freq))
        stop("'probability' is an alias for '!freq', however they differ.")
    stopifnot(`fuzz must be non-negative` = fuzz >= 0)
    # breaks moved by a little, so values on a break fall on the side R's intervals say
    diddle <- fuzz * if (nB > 5) median(h) else if (nB <= 3) diff(rx) else min(h[h > 0])
    fuzz <- if (right) c(if (include.lowest) -diddle else diddle, rep.int(diddle, nB - 1L))
            else c(rep.int(-diddle, nB - 1L), if (include.lowest) diddle else -diddle)
    counts <- if (engine) .gr_bincount(x, breaks + fuzz, right, include.lowest) else .bincount(x, breaks + fuzz, right, include.lowest)
    if (sum(counts) < n) stop("some 'x' not counted; maybe 'breaks' do not span range of 'x'")
    dens <- counts / (n * h)
    mids <- 0.5 * (breaks[-1L] + breaks[-nB])
    r <- structure(list(breaks = breaks, counts = counts, density = dens, mids = mids, xname = xname,
                        equidist = equidist), class = "histogram")
    if (plot) {
        freq1 <- if (is.null(freq)) { if (!missing(probability)) !as.logical(probability) else equidist } else freq
        plot(r, freq = freq1, col = col, border = border, angle = angle, density = density, main = main,
             xlim = xlim, ylim = ylim, xlab = xlab, ylab = if (missing(ylab)) NULL else ylab, axes = axes,
             labels = labels, ...)
        return(invisible(r))
    }
    if (warn.unused) {
        used <- c("x", "breaks", "nclass", "plot", "include.lowest", "right", "fuzz")
        graphical <- setdiff(names(formals()), used)
        here <- environment()
        given <- graphical[!vapply(graphical, function(a) eval(call("missing", as.name(a)), here), NA)]
        if (length(given))
            warning(sprintf(ngettext(length(given), "argument %s is not made use of",
                                     "arguments %s are not made use of"),
                            paste(sQuote(given), collapse = ", ")))
    }
    r
}
