# utils/adist.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# adist: the generalized Levenshtein distance of every x to every y, as R's (full matches, by
# characters or by bytes, with insertion/deletion/substitution costs). R's counts and partial
# matching are not implemented: they stop with an error saying so.

.amatch_costs <- function(x = NULL) {
    costs <- c(insertions = 1, deletions = 1, substitutions = 1)
    if (!is.null(x)) {
        x <- as.list(x)
        pos <- pmatch(names(x), names(costs))
        if (anyNA(pos)) {
            warning("unknown cost components ignored")
            x <- x[!is.na(pos)]
        }
        x <- unlist(x)
        if (!all(is.numeric(x)) || any(x < 0)) stop("cost components must be non-negative")
        costs[pos] <- x
    }
    costs
}

adist <- function(x, y = NULL, costs = NULL, counts = FALSE, fixed = TRUE, partial = !fixed,
                  ignore.case = FALSE, useBytes = FALSE) {
    costs <- .amatch_costs(costs)
    if (isTRUE(counts) || isFALSE(fixed) || isTRUE(partial)) stop("adist's counts and partial matching are not implemented in flashr")
    nmx <- names(x)
    x <- as.character(x)
    nmy <- if (is.null(y)) nmx else names(y)
    codes <- function(s) {
        if (isTRUE(useBytes)) return(lapply(s, function(e) if (is.na(e)) NA_integer_ else as.integer(charToRaw(e))))
        if (isTRUE(ignore.case)) s <- tolower(s)
        lapply(s, function(e) if (is.na(e)) NA_integer_ else utf8ToInt(e))
    }
    cx <- codes(x)
    cy <- if (is.null(y)) cx else codes(as.character(y))
    ins <- costs[["insertions"]]; del <- costs[["deletions"]]; sub <- costs[["substitutions"]]
    one <- function(a, b) {
        if (anyNA(a) || anyNA(b)) return(NA_real_)
        m <- length(a); n <- length(b)
        # prev[j + 1]: the cost of turning a[1..i-1] into b[1..j]
        prev <- (0:n) * ins
        for (i in seq_len(m)) {
            cur <- numeric(n + 1L)
            cur[1L] <- i * del
            for (j in seq_len(n))
                cur[j + 1L] <- min(prev[j + 1L] + del, cur[j] + ins, prev[j] + if (a[i] == b[j]) 0 else sub)
            prev <- cur
        }
        prev[n + 1L]
    }
    d <- matrix(0, length(cx), length(cy))
    for (i in seq_along(cx)) for (j in seq_along(cy)) d[i, j] <- one(cx[[i]], cy[[j]])
    if (!is.null(nmx) || !is.null(nmy)) dimnames(d) <- list(nmx, nmy)
    d
}
