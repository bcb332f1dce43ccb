# utils/utils.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# Functions of R's utils package written in R: modifyList and combn.

modifyList <- function(x, val, keep.null = FALSE) {
    stopifnot(is.list(x), is.list(val))
    xnames <- names(x)
    vnames <- names(val)
    vnames <- vnames[nzchar(vnames)]
    for (v in vnames) {
        if (v %in% xnames && is.list(x[[v]]) && is.list(val[[v]])) {
            x[[v]] <- modifyList(x[[v]], val[[v]], keep.null = keep.null)
        } else if (keep.null) {
            x[v] <- list(val[[v]])
        } else {
            x[[v]] <- val[[v]]
        }
    }
    x
}

combn <- function(x, m, FUN = NULL, simplify = TRUE, ...) {
    if (length(x) == 1L && is.numeric(x) && x >= 1) x <- seq_len(x)
    n <- length(x)
    if (m < 0 || m > n) stop("n < m")
    count <- as.integer(round(choose(n, m)))
    pick <- function(a) if (is.null(FUN)) x[a] else FUN(x[a], ...)
    out <- vector("list", count)
    a <- seq_len(m)
    for (i in seq_len(count)) {
        out[[i]] <- pick(a)
        # the next combination in lexicographic order: raise the last position that can rise
        j <- m
        while (j >= 1L && a[j] == n - m + j) j <- j - 1L
        if (j < 1L) break
        a[j:m] <- a[j] + seq_len(m - j + 1L)
    }
    if (!simplify) return(out)
    lens <- lengths(out)
    if (all(lens == 1L)) return(unlist(out))
    if (all(lens == lens[1L])) return(matrix(unlist(out), nrow = lens[1L]))
    out
}
