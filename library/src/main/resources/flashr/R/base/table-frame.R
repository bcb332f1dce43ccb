# base/table-frame.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# as.data.frame of a contingency table: one row per cell, a column per dimension (its
# dimnames' name, else Var1, Var2, ...; missing dimnames become A, B, ... as provideDimnames
# makes them) and the counts in a column named by responseName, as R's method gives it.

as.data.frame.table <- function(x, row.names = NULL, ..., responseName = "Freq", stringsAsFactors = TRUE,
                                sep = "", base = list(LETTERS)) {
    dn <- dimnames(x)
    d <- dim(x)
    if (is.null(d)) d <- length(x)
    if (is.null(dn)) dn <- vector("list", length(d))
    for (i in seq_along(d)) {
        if (is.null(dn[[i]])) {
            b <- base[[(i - 1L) %% length(base) + 1L]]
            dn[[i]] <- make.unique(rep_len(b, d[i]), sep = sep)
        }
    }
    nms <- names(dn)
    if (is.null(nms)) nms <- character(length(dn))
    nms[!nzchar(nms)] <- paste0("Var", seq_along(dn))[!nzchar(nms)]
    names(dn) <- nms
    cols <- expand.grid(dn, KEEP.OUT.ATTRS = FALSE, stringsAsFactors = stringsAsFactors)
    cols[[responseName]] <- as.vector(unclass(x))
    if (!is.null(row.names)) row.names(cols) <- row.names
    cols
}
