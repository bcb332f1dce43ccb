# stats/density.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Kernel density estimates written in R to R's definition of
# density: the data binned linearly onto a grid of 2n points (binDist), then
# convolved with the kernel by FFT (convolve: R does it with complex vectors, which
# flashr lacks, so the product of transforms is formed here), interpolated at the n points asked
# for; bandwidths by bw.nrd0 and bw.nrd, and R's print method.

bw.nrd0 <- function(x) {
    if (length(x) < 2L) stop("need at least 2 data points")
    hi <- sd(x)
    if (!(lo <- min(hi, IQR(x) / 1.34))) (lo <- hi) || (lo <- abs(x[1L])) || (lo <- 1)
    0.9 * lo * length(x)^(-0.2)
}
bw.nrd <- function(x) {
    if (length(x) < 2L) stop("need at least 2 data points")
    r <- quantile(x, c(0.25, 0.75))
    h <- (r[2L] - r[1L]) / 1.34
    1.06 * min(sqrt(var(x)), h) * length(x)^(-1/5)
}
density <- function(x, ...) UseMethod("density")
density.default <- function(x, bw = "nrd0", adjust = 1,
                            kernel = c("gaussian", "epanechnikov", "rectangular", "triangular", "biweight", "cosine", "optcosine"),
                            weights = NULL, window = kernel, width, give.Rkern = FALSE, subdensity = FALSE,
                            n = 512, from, to, cut = 3, na.rm = FALSE, ...) {
    if (!missing(window) && missing(kernel)) kernel <- window
    kernel <- match.arg(kernel)
    if (give.Rkern)
        return(switch(kernel, gaussian = 1/(2 * sqrt(pi)), rectangular = sqrt(3)/6, triangular = sqrt(6)/9,
                      epanechnikov = 3/(5 * sqrt(5)), biweight = 5 * sqrt(7)/49,
                      cosine = 3/4 * sqrt(1/3 - 2/pi^2), optcosine = sqrt(1 - 8/pi^2) * pi^2/16))
    if (!is.numeric(x)) stop("argument 'x' must be numeric")
    name <- deparse1(substitute(x))
    if (.gr_engine(x) && is.null(weights) && missing(width) &&
        (is.numeric(bw) || is.character(bw) && tolower(bw) %in% c("nrd0", "nrd"))) given <- .gr_density_input(x, na.rm)
    else given <- NULL
    # engine data (with a bandwidth rule, only finite data): counts, range and bandwidth from engine passes,
    # then binned in one more; anything else is computed on the heap
    if (!is.null(given) && (is.numeric(bw) || given$scan[2L] + given$scan[4L] + given$scan[5L] == 0)) {
        N <- as.integer(given$N)
        nx <- given$nx
        weights <- 1 / nx
        totMass <- nx / N
        if (is.character(bw)) {
            if (nx < 2) stop("need at least 2 points to select a bandwidth automatically")
            bw <- if (tolower(bw) == "nrd0") .gr_bw_nrd0(x, given$scan) else .gr_bw_nrd(x, given$scan)
        }
        return(.density_grid(x, engine = TRUE, weights, totMass, N, nx, given$range, bw, adjust, kernel, n,
                             if (!missing(from)) from, if (!missing(to)) to, cut, name, match.call()))
    }
    x <- as.vector(x)
    N <- length(x)
    if (has.wts <- !is.null(weights)) {
        if (length(weights) != N) stop("'x' and 'weights' have unequal length")
    }
    x.na <- is.na(x)
    if (any(x.na)) {
        if (!na.rm) stop("'x' contains missing values")
        N <- length(x <- x[!x.na])
        if (has.wts) {
            trueD <- isTRUE(all.equal(1, sum(weights)))
            weights <- weights[!x.na]
            if (trueD) weights <- weights / sum(weights)
        }
    }
    nx <- N <- as.integer(N)
    x.finite <- is.finite(x)
    if (any(!x.finite)) {
        x <- x[x.finite]
        nx <- length(x)
    }
    if (!has.wts) {
        weights <- rep.int(1/nx, nx)
        totMass <- nx / N
    } else {
        if (!all(is.finite(weights))) stop("'weights' must all be finite")
        if (any(weights < 0)) stop("'weights' must not be negative")
        wsum <- sum(weights)
        if (any(!x.finite)) {
            weights <- weights[x.finite]
            totMass <- sum(weights) / wsum
        } else totMass <- 1
        if (!subdensity && !isTRUE(all.equal(1, wsum))) warning("sum(weights) != 1  -- will not get true density")
    }
    if (missing(bw) && !missing(width)) {
        if (is.numeric(width)) {
            fac <- switch(kernel, gaussian = 4, rectangular = 2 * sqrt(3), triangular = 2 * sqrt(6),
                          epanechnikov = 2 * sqrt(5), biweight = 2 * sqrt(7), cosine = 2/sqrt(1/3 - 2/pi^2),
                          optcosine = 2/sqrt(1 - 8/pi^2))
            bw <- width / fac
        }
        if (is.character(width)) bw <- width
    }
    if (is.character(bw)) {
        if (nx < 2) stop("need at least 2 points to select a bandwidth automatically")
        bw <- switch(tolower(bw), nrd0 = bw.nrd0(x), nrd = bw.nrd(x),
                     ucv = bw.ucv(x), bcv = bw.bcv(x),
                     sj = , `sj-ste` = bw.SJ(x, method = "ste"), `sj-dpi` = bw.SJ(x, method = "dpi"),
                     stop("unknown bandwidth rule"))
    }
    .density_grid(x, engine = FALSE, weights, totMass, N, nx, range(x), bw, adjust, kernel, n, if (!missing(from)) from,
                  if (!missing(to)) to, cut, name, match.call())
}
.density_grid <- function(x, engine, weights, totMass, N, nx, rx, bw, adjust, kernel, n, from, to, cut, name, call) {
    # density's binning, convolution and interpolation (x on the heap, or engine data binned by an engine pass)
    n.user <- n
    n <- max(n, 512)
    if (n > 512) n <- 2^ceiling(log2(n))
    if (!is.finite(bw)) stop("non-finite 'bw'")
    bw <- adjust * bw
    if (bw <= 0) stop("'bw' is not positive.")
    if (is.null(from)) from <- rx[1L] - cut * bw
    if (is.null(to)) to <- rx[2L] + cut * bw
    if (!is.finite(from)) stop("non-finite 'from'")
    if (!is.finite(to)) stop("non-finite 'to'")
    lo <- from - 4 * bw
    up <- to + 4 * bw
    y <- (if (engine) .gr_bindist(x, weights, lo, up, n) else .bindist(x, weights, lo, up, n)) * totMass
    kords <- seq.int(0, 2 * (up - lo), length.out = 2L * n)
    kords[(n + 2):(2 * n)] <- -kords[n:2]
    kords <- switch(kernel,
        gaussian = dnorm(kords, sd = bw),
        rectangular = { a <- bw * sqrt(3); ifelse(abs(kords) < a, 0.5/a, 0) },
        triangular = { a <- bw * sqrt(6); ax <- abs(kords); ifelse(ax < a, (1 - ax/a)/a, 0) },
        epanechnikov = { a <- bw * sqrt(5); ax <- abs(kords); ifelse(ax < a, 3/4 * (1 - (ax/a)^2)/a, 0) },
        biweight = { a <- bw * sqrt(7); ax <- abs(kords); ifelse(ax < a, 15/16 * (1 - (ax/a)^2)^2/a, 0) },
        cosine = { a <- bw/sqrt(1/3 - 2/pi^2); ifelse(abs(kords) < a, (1 + cos(pi * kords/a))/(2 * a), 0) },
        optcosine = { a <- bw/sqrt(1 - 8/pi^2); ifelse(abs(kords) < a, pi/4 * cos(pi * kords/(2 * a))/a, 0) })
    kords <- pmax.int(0, .density_convolve(y, kords)[1L:n] / length(y))
    xords <- seq.int(lo, up, length.out = n)
    x <- seq.int(from, to, length.out = n.user)
    structure(list(x = x, y = approx(xords, kords, x)$y, bw = bw, n = N, call = call,
                   data.name = name, has.na = FALSE), class = "density")
}
print.density <- function(x, digits = NULL, ...) {
    cat("\nCall:\n\t", deparse(x$call), "\n\nData: ", x$data.name, " (", x$n, " obs.);",
        "\tBandwidth 'bw' = ", formatC(x$bw, digits = digits), "\n\n", sep = "")
    print(summary(as.data.frame(x[c("x", "y")])), digits = digits, ...)
    invisible(x)
}
