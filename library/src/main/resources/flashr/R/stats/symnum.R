# stats/symnum.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# symnum (symbolic coding of numbers, correlation matrices by default) and the generalized
# birthday problem (pbirthday, qbirthday, with Diaconis and Mosteller's approximation for
# more than two coincidences), to R's definitions.

symnum <- function(x, cutpoints = c(0.3, 0.6, 0.8, 0.9, 0.95),
                   symbols = if (numeric.x) c(" ", ".", ",", "+", "*", "B") else c(".", "|"),
                   legend = length(symbols) >= 3, na = "?", eps = 1e-5, numeric.x = is.numeric(x),
                   corr = missing(cutpoints) && numeric.x, show.max = if (corr) "1", show.min = NULL,
                   abbr.colnames = has.colnames, lower.triangular = corr && is.numeric(x) && is.matrix(x),
                   diag.lower.tri = corr && !is.null(show.max)) {
    if (length(x) == 0L) return(noquote(if (is.null(d <- dim(x))) character() else array("", dim = d)))
    has.na <- any(nax <- is.na(x))
    if (numeric.x) {
        force(corr)
        cutpoints <- sort(cutpoints)
        if (corr) cutpoints <- c(0, cutpoints, 1)
        if (anyDuplicated(cutpoints) || (corr && (any(cutpoints > 1) || any(cutpoints < 0))))
            stop(if (corr) gettext("'cutpoints' must be unique in 0 < cuts < 1, but are = ")
                 else gettext("'cutpoints' must be unique, but are = "),
                 paste(format(cutpoints), collapse = "|"), domain = NA)
        nc <- length(cutpoints)
        minc <- cutpoints[1L]
        maxc <- cutpoints[nc]
        range.msg <- if (corr) gettext("'x' must be between -1 and 1")
                     else gettextf("'x' must be between %s and %s", format(minc), format(maxc))
        if (corr) x <- abs(x)
        else if (any(x < minc - eps, na.rm = TRUE)) stop(range.msg, domain = NA)
        if (any(x > maxc + eps, na.rm = TRUE)) stop(range.msg, domain = NA)
        ns <- length(symbols)
        symbols <- as.character(symbols)
        if (anyDuplicated(symbols))
            stop("'symbols' must be unique, but are = ", paste(symbols, collapse = "|"), domain = NA)
        if (nc != ns + 1)
            stop(if (corr) "number of 'cutpoints' must be one less than number of symbols"
                 else "number of 'cutpoints' must be one more than number of symbols")
        iS <- cut(x, breaks = cutpoints, include.lowest = TRUE, labels = FALSE)
        if (any(ii <- is.na(iS)))
            iS[which(ii)[!is.na(x[ii]) & (abs(x[ii] - minc) < eps)]] <- 1
    } else {
        if (!missing(symbols) && length(symbols) != 2L) stop("must have 2 'symbols' for logical 'x' argument")
        iS <- x + 1
    }
    if (has.na) {
        ans <- character(length(iS))
        if ((has.na <- is.character(na))) ans[nax] <- na
        ans[!nax] <- symbols[iS[!nax]]
    } else ans <- symbols[iS]
    if (numeric.x) {
        if (!is.null(show.max))
            ans[x >= maxc - eps] <- if (is.character(show.max)) show.max else format(maxc, digits = 1)
        if (!is.null(show.min))
            ans[x <= minc + eps] <- if (is.character(show.min)) show.min else format(minc, digits = 1)
    }
    if (lower.triangular && is.matrix(x)) ans[!lower.tri(x, diag = diag.lower.tri)] <- ""
    attributes(ans) <- attributes(x)
    if (is.array(ans) && (rank <- length(dim(x))) >= 2L) {
        has.colnames <- !is.null(dimnames(ans))
        if (!has.colnames) dimnames(ans) <- vector("list", rank)
        else has.colnames <- length(dimnames(ans)[[2L]]) > 0L
        if ((is.logical(abbr.colnames) || is.numeric(abbr.colnames)) && abbr.colnames) {
            dn <- dimnames(ans)
            dn[[2L]] <- abbreviate(dn[[2L]], minlength = abbr.colnames)
            dimnames(ans) <- dn
        } else if (is.null(abbr.colnames) || is.null(dimnames(ans)[[2L]])) {
            dn <- dimnames(ans)
            dn[[2L]] <- rep("", dim(ans)[2L])
            dimnames(ans) <- dn
        } else if (!is.logical(abbr.colnames)) stop("invalid 'abbr.colnames'")
    }
    if (legend) {
        legend <- c(rbind(sapply(cutpoints, format), c(sQuote(symbols), "")),
                    if (has.na) paste("\t    ## NA:", sQuote(na)))
        attr(ans, "legend") <- paste(legend[-2 * (ns + 1)], collapse = " ")
    }
    noquote(ans)
}

pbirthday <- function(n, classes = 365, coincident = 2) {
    k <- coincident
    c <- classes
    if (k < 2) return(1)
    if (k == 2) return(1 - prod((c:(c - n + 1))/rep(c, n)))
    if (k > n) return(0)
    if (n > c * (k - 1)) return(1)
    LHS <- n * exp(-n/(c * k))/(1 - n/(c * (k + 1)))^(1/k)
    lxx <- k * log(LHS) - (k - 1) * log(c) - lgamma(k + 1)
    -expm1(-exp(lxx))
}
qbirthday <- function(prob = 0.5, classes = 365, coincident = 2) {
    k <- coincident
    c <- classes
    p <- prob
    if (p <= 0) return(1)
    if (p >= 1) return(c * (k - 1) + 1)
    N <- ceiling(exp(((k - 1) * log(c) + lgamma(k + 1) + log(-log1p(-p)))/k))
    if (pbirthday(N, c, k) < prob) {
        N <- N + 1
        while (pbirthday(N, c, k) < prob) N <- N + 1
    } else if (pbirthday(N - 1, c, k) >= prob) {
        N <- N - 1
        while (pbirthday(N - 1, c, k) >= prob) N <- N - 1
    }
    N
}
