# utils/head-tail.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# head and tail as R's utils writes them for what flashr's quick builtins leave to R: arrays of any
# rank, n with one number per dimension (NA keeps a dimension whole, a negative one drops that many),
# tail's keepnums (row and column numbers as dimnames) and R's errors about n.

checkHT <- function(n, d) {
    len <- length(n)
    msg <- if (len == 0 || all(is.na(n)))
               gettext("invalid 'n' -  must contain at least one non-missing element, got none.")
           else if (is.null(d) && len > 1L)
               gettextf("invalid 'n' - must have length one when dim(x) is NULL, got %d", len)
           else if (!is.null(d) && len > length(d))
               gettextf("invalid 'n' - length(n) must be <= length(dim(x)), got %d > %d", len, length(d))
           else return(invisible())
    stop(msg, domain = NA)
}

head.default <- function(x, n = 6L, ...) {
    checkHT(n, dx <- dim(x))
    if (!is.null(dx)) head.array(x, n, ...)
    else if (length(n) == 1L) {
        n <- if (n < 0L) max(length(x) + n, 0L) else min(n, length(x))
        x[seq_len(n)]
    } else stop(gettextf("no method found for %s(., n=%s) and class %s", "head", deparse(n), sQuote(class(x))),
                domain = NA)
}

tail.default <- function(x, n = 6L, keepnums = FALSE, addrownums, ...) {
    checkHT(n, dx <- dim(x))
    if (!is.null(dx)) tail.array(x, n = n, keepnums = keepnums, addrownums = addrownums, ...)
    else if (length(n) == 1L) {
        xlen <- length(x)
        n <- if (n < 0L) max(xlen + n, 0L) else min(n, xlen)
        x[seq.int(to = xlen, length.out = n)]
    } else stop(gettextf("no method found for %s(., n=%s) and class %s", "tail", deparse(n), sQuote(class(x))),
                domain = NA)
}

# The arguments of x[, , drop = FALSE] for do.call: R writes them alist(x, , drop = FALSE); here
# the value itself and every index whole.
.ht_whole <- function(x, d) c(list(x), lapply(d, seq_len), list(drop = FALSE))

head.array <- function(x, n = 6L, ...) {
    checkHT(n, d <- dim(x))
    args <- .ht_whole(x, d)
    ii <- which(!is.na(n[seq_along(d)]))
    args[1L + ii] <- lapply(ii, function(i) seq_len(if ((ni <- n[i]) < 0L) max(d[i] + ni, 0L) else min(ni, d[i])))
    do.call(`[`, args)
}

tail.array <- function(x, n = 6L, keepnums = TRUE, addrownums, ...) {
    if (!missing(addrownums)) {
        .Deprecated(msg = gettext("tail(., addrownums = V) is deprecated.\nUse ",
                                  "tail(., keepnums = V) instead.\n"))
        if (missing(keepnums)) keepnums <- addrownums
    }
    checkHT(n, d <- dim(x))
    ii <- which(!is.na(n[seq_along(d)]))
    sel <- lapply(ii, function(i) {
        di <- d[i]
        ni <- n[i]
        seq.int(to = di, length.out = if (ni < 0L) max(di + ni, 0L) else min(ni, di))
    })
    args <- .ht_whole(x, d)
    args[1L + ii] <- sel
    ans <- do.call(`[`, args)
    if (keepnums && length(d) > 1L) {
        jj <- if (!is.null(adnms <- dimnames(ans)[ii])) which(vapply(adnms, is.null, NA)) else seq_along(ii)
        if (length(jj) > 0) {
            dimnames(ans)[ii[jj]] <- lapply(jj, function(k) {
                if ((dnum <- ii[k]) == 1L) format(sprintf("[%d,]", sel[[k]]), justify = "right")
                else if (dnum == 2L) sprintf("[,%d]", sel[[k]])
                else sel[[k]]
            })
        }
    }
    ans
}

# R binds one function to both names; a source here defines each name once.
head.matrix <- function(x, n = 6L, ...) head.array(x, n, ...)
tail.matrix <- function(x, n = 6L, keepnums = TRUE, addrownums, ...) tail.array(x, n, keepnums, addrownums, ...)

# A function shows its deparsed lines, numbered, as a matrix without quotes.
head.function <- function(x, n = 6L, ...) {
    checkHT(n, dim(x))
    lines <- as.matrix(deparse(x))
    dimnames(lines) <- list(seq_along(lines), "")
    noquote(head(lines, n = n))
}
tail.function <- function(x, n = 6L, ...) {
    checkHT(n, dim(x))
    lines <- as.matrix(deparse(x))
    dimnames(lines) <- list(seq_along(lines), "")
    noquote(tail(lines, n = n))
}

# An ftable's formatted lines: its header rows always come along with the first n data rows.
head.ftable <- function(x, n = 6L, ...) {
    r <- format(x)
    dimnames(r) <- list(rep.int("", nrow(r)), rep.int("", ncol(r)))
    noquote(head.matrix(r, n = n + nrow(r) - nrow(x), ...))
}
tail.ftable <- function(x, n = 6L, keepnums = FALSE, addrownums, ...) {
    if (!missing(addrownums)) {
        .Deprecated(msg = gettext("tail(., addrownums=.) is", " deprecated.\nUse ", "tail(., keepnums=.) instead.\n"))
        if (missing(keepnums)) keepnums <- addrownums
    }
    r <- format(x)
    dimnames(r) <- list(if (!keepnums) rep.int("", nrow(r)), if (!keepnums) rep.int("", ncol(r)))
    noquote(tail.matrix(r, n = n, keepnums = keepnums, ...))
}
