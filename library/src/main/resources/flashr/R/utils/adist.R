# utils/adist.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# adist: the generalized Levenshtein distance of every x to every y, as R's adist_full (by
# characters or by bytes, with insertion/deletion/substitution costs), with R's counts of each
# operation and its transformation sequences (the path R's C code traces back, ties broken as it
# breaks them); partial = TRUE: the least cost of x against any substring of y, as TRE's
# approximate match finds it. The counts and offsets of partial matches and regular-expression
# patterns (fixed = FALSE) are not implemented: they stop with an error saying so.

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
    counts <- isTRUE(counts)
    partial <- isTRUE(partial)
    if (isFALSE(fixed) || (partial && counts)) stop("adist's counts of partial matches and regular expression patterns are not implemented in flashr")
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
    # partial matching takes its costs as integers, as R's
    if (partial) costs[] <- as.integer(costs)
    ins <- costs[["insertions"]]; del <- costs[["deletions"]]; sub <- costs[["substitutions"]]
    nx <- length(cx); ny <- length(cy)
    d <- matrix(0, nx, ny)
    if (counts) {
        cnt <- array(0L, c(nx, ny, 3L))
        trafos <- matrix("", nx, ny)
    }
    for (i in seq_len(nx)) for (j in seq_len(ny)) {
        a <- cx[[i]]; b <- cy[[j]]
        if (anyNA(a) || anyNA(b)) {
            d[i, j] <- NA_real_
            if (counts) cnt[i, j, ] <- NA_integer_
            next
        }
        r <- .adist_one(a, b, ins, del, sub, counts, partial)
        d[i, j] <- r$d
        if (counts) {
            cnt[i, j, ] <- r$counts
            trafos[i, j] <- r$trafos
        }
    }
    dn <- if (!is.null(nmx) || !is.null(nmy)) list(nmx, nmy)
    if (!is.null(dn)) dimnames(d) <- dn
    if (counts) {
        dimnames(cnt) <- c(if (is.null(dn)) list(NULL, NULL) else dn, list(c("ins", "del", "sub")))
        if (!is.null(dn)) dimnames(trafos) <- dn
        attr(d, "counts") <- cnt
        attr(d, "trafos") <- trafos
    }
    d
}
# one distance as R's C code: D[k, l] the cost of turning a[1..k] into b[1..l], equal characters
# taken as a match outright, else the cheapest of insertion, deletion and substitution (ties in that
# order); the operations traced back from the end. Partial: any start in b is free, the least cost
# at any end is the distance.
.adist_one <- function(a, b, ins, del, sub, counts, partial) {
    m <- length(a); n <- length(b)
    D <- matrix(0, m + 1L, n + 1L)
    D[, 1L] <- (0:m) * del
    D[1L, ] <- if (partial) 0 else (0:n) * ins
    if (counts) {
        P <- matrix("M", m + 1L, n + 1L)
        P[-1L, 1L] <- "D"
        P[1L, -1L] <- "I"
    }
    for (k in seq_len(m)) for (l in seq_len(n)) {
        if (a[k] == b[l]) {
            # TRE's partial match takes the true least cost; R's full distance the match outright
            D[k + 1L, l + 1L] <- if (partial) min(D[k, l], D[k + 1L, l] + ins, D[k, l + 1L] + del) else D[k, l]
            next
        }
        d.ins <- D[k + 1L, l] + ins
        d.del <- D[k, l + 1L] + del
        d.sub <- D[k, l] + sub
        if (d.ins <= d.del) {
            if (d.ins <= d.sub) { v <- d.ins; p <- "I" } else { v <- d.sub; p <- "S" }
        } else {
            if (d.del <= d.sub) { v <- d.del; p <- "D" } else { v <- d.sub; p <- "S" }
        }
        D[k + 1L, l + 1L] <- v
        if (counts) P[k + 1L, l + 1L] <- p
    }
    if (partial) return(list(d = min(D[m + 1L, ])))
    if (!counts) return(list(d = D[m + 1L, n + 1L]))
    k <- m; l <- n
    ops <- character()
    while (k > 0 || l > 0) {
        p <- P[k + 1L, l + 1L]
        if (p == "I") l <- l - 1L
        else if (p == "D") k <- k - 1L
        else { k <- k - 1L; l <- l - 1L }
        ops <- c(p, ops)
    }
    list(d = D[m + 1L, n + 1L], counts = c(sum(ops == "I"), sum(ops == "D"), sum(ops == "S")),
         trafos = paste(ops, collapse = ""))
}
