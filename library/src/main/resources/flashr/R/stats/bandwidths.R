# Bandwidth selectors by cross-validation and Sheather & Jones, as R's stats: the data's pairwise distances are
# counted in nb bins (binned first when n > nb/2), and the criteria are the sums of R's C code (bandwidths.c),
# added up in its order so that optimize and uniroot see the same values.
.bw_check <- function(x, nb) {
    if ((n <- length(x)) < 2L) stop("need at least 2 data points")
    n <- as.integer(n)
    if (is.na(n)) stop("invalid length(x)")
    if (!is.numeric(x)) stop("invalid 'x'")
    nb <- as.integer(nb)
    if (is.na(nb) || nb <= 0L) stop("invalid 'nb'")
    list(n = n, nb = nb)
}
bw_pair_cnts <- function(x, nb, binned) {
    if (binned) {
        r <- range(x)
        d <- diff(r) * 1.01 / nb
        xx <- trunc(abs(x) / d) * sign(x)
        xx <- xx - min(xx) + 1
        w <- as.double(tabulate(xx, nb))
        cnt <- numeric(nb)
        # same-bin pairs once each, then the pairs k bins apart
        cnt[1L] <- sum(w * (w - 1)) * 0.5
        if (nb > 1L) for (k in 1L:(nb - 1L)) cnt[k + 1L] <- sum(w[(k + 1L):nb] * w[1L:(nb - k)])
        list(d, cnt)
    } else {
        if (any(!is.finite(x))) stop(gettextf("non-finite x[%d] in bandwidth calculation", which(!is.finite(x))[1L]))
        dd <- (max(x) - min(x)) * 1.01 / nb
        b <- trunc(x / dd)
        dist <- abs(outer(b, b, "-"))
        list(dd, as.double(tabulate(dist[lower.tri(dist)] + 1L, nb)))
    }
}
# sum(term * cnt) over the bins whose scaled squared distance is below R's cut-off of 1000, added in order
.bw_sum <- function(d, cnt, h, term) {
    delta <- ((seq_along(cnt) - 1L) * d / h)^2
    k <- delta < 1000
    if (length(k) && !all(k)) k <- seq_len(which.min(k) - 1L)
    v <- term(delta[k]) * cnt[k]
    s <- 0
    for (t in v) s <- s + t
    s
}
.bw_ucv <- function(n, d, cnt, h) {
    s <- .bw_sum(d, cnt, h, function(delta) exp(-delta / 4) - sqrt(8) * exp(-delta / 2))
    (0.5 + s / n) / (n * h * sqrt(pi))
}
.bw_bcv <- function(n, d, cnt, h) {
    s <- .bw_sum(d, cnt, h, function(delta) exp(-delta / 4) * (delta * delta - 12 * delta + 12))
    (1 + s / (32 * n)) / (2 * n * h * sqrt(pi))
}
.bw_phi4 <- function(n, d, cnt, h) {
    s <- .bw_sum(d, cnt, h, function(delta) exp(-delta / 2) * (delta * delta - 6 * delta + 3))
    (2 * s + n * 3) / (as.double(n) * (n - 1) * h^5) * (1 / sqrt(2 * pi))
}
.bw_phi6 <- function(n, d, cnt, h) {
    s <- .bw_sum(d, cnt, h, function(delta) exp(-delta / 2) * (delta * delta * delta - 15 * delta * delta + 45 * delta - 15))
    (2 * s - 15 * n) / (as.double(n) * (n - 1) * h^7) * (1 / sqrt(2 * pi))
}
# the binned pair counts that bw.ucv and bw.bcv minimize their criteria over, and their search's upper end
.bw_cv_bins <- function(x, nb) {
    chk <- .bw_check(x, nb)
    n <- chk$n
    storage.mode(x) <- "double"
    hmax <- 1.144 * sqrt(var(x)) * n^(-1/5)
    Z <- bw_pair_cnts(x, chk$nb, n > chk$nb/2)
    list(n = n, hmax = hmax, d = Z[[1L]], cnt = Z[[2L]])
}
bw.ucv <- function(x, nb = 1000L, lower = 0.1 * hmax, upper = hmax, tol = 0.1 * lower) {
    z <- .bw_cv_bins(x, nb)
    hmax <- z$hmax
    h <- optimize(function(h) .bw_ucv(z$n, z$d, z$cnt, h), c(lower, upper), tol = tol)$minimum
    if (h < lower + tol || h > upper - tol) warning("minimum occurred at one end of the range")
    h
}
bw.bcv <- function(x, nb = 1000L, lower = 0.1 * hmax, upper = hmax, tol = 0.1 * lower) {
    z <- .bw_cv_bins(x, nb)
    hmax <- z$hmax
    h <- optimize(function(h) .bw_bcv(z$n, z$d, z$cnt, h), c(lower, upper), tol = tol)$minimum
    if (h < lower + tol || h > upper - tol) warning("minimum occurred at one end of the range")
    h
}
bw.SJ <- function(x, nb = 1000L, lower = 0.1 * hmax, upper = hmax, method = c("ste", "dpi"), tol = 0.1 * lower) {
    chk <- .bw_check(x, nb)
    n <- chk$n
    nb <- chk$nb
    storage.mode(x) <- "double"
    method <- match.arg(method)
    SDh <- function(h) .bw_phi4(n, d, cnt, h)
    TDh <- function(h) .bw_phi6(n, d, cnt, h)
    Z <- bw_pair_cnts(x, nb, n > nb/2)
    d <- Z[[1L]]
    cnt <- Z[[2L]]
    scale <- min(sd(x), IQR(x)/1.349)
    a <- 1.24 * scale * n^(-1/7)
    b <- 1.23 * scale * n^(-1/9)
    c1 <- 1/(2 * sqrt(pi) * n)
    TD <- -TDh(b)
    if (!is.finite(TD) || TD <= 0) stop("sample is too sparse to find TD", domain = NA)
    if (method == "dpi") return((c1/SDh((2.394/(n * TD))^(1/7)))^(1/5))
    if (bnd.Miss <- missing(lower) || missing(upper)) hmax <- 1.144 * scale * n^(-1/5)
    alph2 <- 1.357 * (SDh(a)/TD)^(1/7)
    if (!is.finite(alph2)) stop("sample is too sparse to find alph2", domain = NA)
    itry <- 1L
    fSD <- function(h) (c1/SDh(alph2 * h^(5/7)))^(1/5) - h
    while (fSD(lower) * fSD(upper) > 0) {
        if (itry > 99L || !bnd.Miss) stop("no solution in the specified range of bandwidths")
        if (itry %% 2) upper <- upper * 1.2 else lower <- lower/1.2
        if (isTRUE(getOption("verbose")))
            message(gettextf("increasing bw.SJ() search interval (%d) to [%.4g,%.4g]", itry, lower, upper), domain = NA)
        itry <- itry + 1L
    }
    uniroot(fSD, c(lower, upper), tol = tol)$root
}
