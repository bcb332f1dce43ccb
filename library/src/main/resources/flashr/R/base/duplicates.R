# base/duplicates.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# unique, duplicated and anyDuplicated of matrices, arrays and data frames: R's methods, except
# that the slices (R's asplit) and the rows (R's Map(list, ...)) are compared in place by
# .duplicated_tuples rather than as a list of R values made per slice or row. The matrix and
# array methods are one body each (R's are copies), told the call to name in errors.

.NotYetUsed <- function(arg, error = TRUE) {
    msg <- gettextf("argument '%s' is not used (yet)", arg)
    if (error) stop(msg, domain = NA, call. = FALSE) else warning(msg, domain = NA, call. = FALSE)
}
.margin_check <- function(MARGIN, dx, one, call) {
    if (if (one) length(MARGIN) != 1L || (MARGIN > length(dx)) else any(MARGIN > length(dx)))
        stop(simpleError(gettextf("MARGIN = %s is invalid for dim = %s", paste(MARGIN, collapse = ","),
                                  paste(dx, collapse = ",")), call))
}
.unique_array <- function(x, incomparables, MARGIN, fromLast, call) {
    if (!isFALSE(incomparables)) .NotYetUsed("incomparables != FALSE")
    ndim <- length(dim(x))
    .margin_check(MARGIN, dim(x), TRUE, call)
    args <- rep(alist(a = ), ndim)
    names(args) <- NULL
    args[[MARGIN]] <- !.duplicated_tuples(x, MARGIN, fromLast, FALSE)
    do.call(`[`, c(list(x), args, list(drop = FALSE)))
}
unique.matrix <- function(x, incomparables = FALSE, MARGIN = 1, fromLast = FALSE, ...)
    .unique_array(x, incomparables, MARGIN, fromLast, sys.call())
unique.array <- function(x, incomparables = FALSE, MARGIN = 1, fromLast = FALSE, ...)
    .unique_array(x, incomparables, MARGIN, fromLast, sys.call())
.duplicated_array <- function(x, incomparables, MARGIN, fromLast, call) {
    if (!isFALSE(incomparables)) .NotYetUsed("incomparables != FALSE")
    dx <- dim(x)
    .margin_check(MARGIN, dx, FALSE, call)
    res <- .duplicated_tuples(x, MARGIN, fromLast, FALSE)
    if ((length(dx) > 1L) && (prod(dx[-MARGIN]) > 1L)) {
        # as asplit's list: the margin's dimensions and their names
        dim(res) <- dx[MARGIN]
        if (!is.null(dn <- dimnames(x))) dimnames(res) <- dn[MARGIN]
    } else {
        dim(res) <- dx
        dimnames(res) <- dimnames(x)
    }
    res
}
duplicated.matrix <- function(x, incomparables = FALSE, MARGIN = 1L, fromLast = FALSE, ...)
    .duplicated_array(x, incomparables, MARGIN, fromLast, sys.call())
duplicated.array <- function(x, incomparables = FALSE, MARGIN = 1L, fromLast = FALSE, ...)
    .duplicated_array(x, incomparables, MARGIN, fromLast, sys.call())
.anyDuplicated_array <- function(x, incomparables, MARGIN, fromLast, call) {
    if (!isFALSE(incomparables)) .NotYetUsed("incomparables != FALSE")
    .margin_check(MARGIN, dim(x), FALSE, call)
    .duplicated_tuples(x, MARGIN, fromLast, TRUE)
}
anyDuplicated.matrix <- function(x, incomparables = FALSE, MARGIN = 1L, fromLast = FALSE, ...)
    .anyDuplicated_array(x, incomparables, MARGIN, fromLast, sys.call())
anyDuplicated.array <- function(x, incomparables = FALSE, MARGIN = 1L, fromLast = FALSE, ...)
    .anyDuplicated_array(x, incomparables, MARGIN, fromLast, sys.call())
unique.data.frame <- function(x, incomparables = FALSE, fromLast = FALSE, ...) {
    if (!isFALSE(incomparables)) .NotYetUsed("incomparables != FALSE")
    x[!duplicated(x, fromLast = fromLast, ...), , drop = FALSE]
}
duplicated.data.frame <- function(x, incomparables = FALSE, fromLast = FALSE, ...) {
    if (!isFALSE(incomparables)) .NotYetUsed("incomparables != FALSE")
    # rows equal as identical lists of their elements (a factor by its codes, a matrix column by its row)
    if (length(x) != 1L) .duplicated_tuples(.df_columns(x), NULL, fromLast, FALSE)
    else duplicated(x[[1L]], fromLast = fromLast, ...)
}
anyDuplicated.data.frame <- function(x, incomparables = FALSE, fromLast = FALSE, ...) {
    if (!isFALSE(incomparables)) .NotYetUsed("incomparables != FALSE")
    .duplicated_tuples(.df_columns(x), NULL, fromLast, TRUE)
}
