# graphics' helpers that compute or print rather than draw: stem(), co.intervals(), xyinch(), lcm().
stem <- function(x, scale = 1, width = 80, atom = 1e-08) {
    if (!is.numeric(x)) stop("'x' must be numeric")
    x <- x[is.finite(x)]
    n <- as.integer(length(x))
    if (is.na(n)) stop("invalid length(x)")
    if (n == 0) stop("no finite and non-missing values")
    if (scale <= 0) stop("'scale' must be positive")
    # the checks of R's C entry point
    if (is.na(as.integer(width)) || !is.finite(scale) || !is.finite(atom)) stop("invalid input")
    .gr_stem_leaf(sort(as.double(x)), as.double(scale), as.integer(width), as.double(atom))
    invisible(NULL)
}
# R's stem_leaf() (graphics/src/stem.c) written out in R: C's int casts are trunc() here.
.gr_stem_leaf <- function(x, scale, width, atom) {
    n <- length(x)
    if (n <= 1L) return(invisible(FALSE))
    cat("\n")
    if (x[n] > x[1L]) {
        r <- atom + (x[n] - x[1L]) / scale
        c <- 10^(11 - trunc(log10(r) + 10))
        mm <- min(2, max(0, trunc(r * c / 25)))
        k <- 3 * mm + 2 - 150 %/% (n + 50)
        if ((k - 1) * (k - 2) * (k - 5) == 0) c <- c * 10
        x1 <- max(abs(x[1L]), abs(x[n]))
        while (x1 * c > .Machine$integer.max) c <- c / 10
    } else {
        r <- atom + abs(x[1L]) / scale
        c <- 10^(11 - trunc(log10(r) + 10))
        k <- 2
    }
    mu <- 10
    if (k * (k - 4) * (k - 8) == 0) mu <- 5
    if ((k - 1) * (k - 5) * (k - 6) == 0) mu <- 20
    lo <- floor(x[1L] * c / mu) * mu
    hi <- floor(x[n] * c / mu) * mu
    ldigits <- if (lo < 0) floor(log10(-lo)) + 1 else 0
    hdigits <- if (hi > 0) floor(log10(hi)) else 0
    ndigits <- max(ldigits, hdigits)
    if (lo < 0 && floor(x[1L] * c) == lo) lo <- lo - mu
    hi <- lo + mu
    if (floor(x[1L] * c + 0.5) > hi) {
        lo <- hi
        hi <- lo + mu
    }
    pdigits <- 1 - floor(log10(c) + 0.5)
    cat("  The decimal point is ")
    if (pdigits == 0) cat("at the |\n\n")
    else cat(sprintf("%d digit(s) to the %s of the |\n\n", as.integer(abs(pdigits)), if (pdigits > 0) "right" else "left"))
    stem <- function(close, dist) {
        s <- if (trunc(close / 10) == 0 && dist < 0) "-0" else format(trunc(close / 10), scientific = FALSE)
        paste0("  ", strrep(" ", max(0, ndigits - nchar(s))), s, " | ")
    }
    xi <- ifelse(x < 0, trunc(x * c - 0.5), trunc(x * c + 0.5))
    i <- 1L
    repeat {
        line <- if (lo < 0) stem(hi, lo) else stem(lo, hi)
        j <- 0L
        start <- i
        while (i <= n) {
            if ((hi == 0 && x[i] >= 0) || (lo < 0 && xi[i] > hi) || (lo >= 0 && xi[i] >= hi)) break
            j <- j + 1L
            i <- i + 1L
        }
        if (j > 0L) {
            shown <- start - 1L + seq_len(min(j, max(0L, width - 12L)))
            line <- paste0(line, paste0(abs(xi[shown]) %% 10, collapse = ""))
        }
        if (j > width) line <- paste0(line, "+", j - width)
        cat(line, "\n", sep = "")
        if (i > n) break
        hi <- hi + mu
        lo <- lo + mu
    }
    cat("\n")
    invisible(TRUE)
}
co.intervals <- function(x, number = 6, overlap = 0.5) {
    x <- sort(x[!is.na(x)])
    n <- length(x)
    r <- n / (number * (1 - overlap) + overlap)
    ii <- 0:(number - 1) * (1 - overlap) * r
    x1 <- x[round(1 + ii)]
    xr <- x[round(r + ii)]
    keep <- c(TRUE, diff(x1) > 0 | diff(xr) > 0)
    j.gt.0 <- 0 < (jump <- diff(x))
    eps <- 0.5 * if (any(j.gt.0)) min(jump[j.gt.0]) else 0
    cbind(x1[keep] - eps, xr[keep] + eps)
}
xyinch <- function(xy = 1, warn.log = TRUE) {
    if (warn.log && (par("xlog") || par("ylog"))) warning("log scale:  xyinch() is nonsense")
    u <- par("usr")
    xy * c(u[2L] - u[1L], u[4L] - u[3L]) / par("pin")
}
lcm <- function(x) paste(x, "cm")
