# utils/relist.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# relist, the inverse of unlist, as R's utils writes it: an object marked relistable keeps itself as
# the "skeleton" attribute of what unlist makes of it, and relist pours a flat vector (the flesh)
# back into that shape; methods for lists, factors and matrices (of numbers, or of lists).

relist <- function(flesh, skeleton = attr(flesh, "skeleton")) {
    if (is.null(skeleton))
        stop("The 'flesh' argument does not contain a skeleton attribute.\n",
             "Either ensure you unlist a relistable object, or specify the skeleton separately.")
    UseMethod("relist", skeleton)
}

relist.default <- function(flesh, skeleton = attr(flesh, "skeleton")) {
    result <- flesh
    names(result) <- names(skeleton)
    result
}

relist.list <- function(flesh, skeleton = attr(flesh, "skeleton")) {
    ind <- 1L
    result <- skeleton
    for (i in seq_along(skeleton)) {
        size <- length(unlist(result[[i]]))
        result[[i]] <- relist(flesh[seq.int(ind, length.out = size)], result[[i]])
        ind <- ind + size
    }
    result
}

relist.factor <- function(flesh, skeleton = attr(flesh, "skeleton")) as.factor(levels(skeleton)[flesh])

relist.matrix <- function(flesh, skeleton = attr(flesh, "skeleton")) {
    n <- nrow(skeleton)
    m <- ncol(skeleton)
    if (n && m && is.numeric(skeleton[1, 1]))
        return(matrix(flesh, nrow = n, ncol = m, dimnames = dimnames(skeleton)))
    result <- skeleton
    ind <- 1L
    for (j in seq_len(m)) for (i in seq_len(n)) {
        size <- length(unlist(skeleton[[i, j]]))
        result[[i, j]] <- relist(flesh[seq.int(ind, length.out = size)], skeleton[[i, j]])
        ind <- ind + size
    }
    result
}

as.relistable <- function(x) {
    if (!inherits(x, "relistable")) class(x) <- c("relistable", class(x))
    x
}

is.relistable <- function(x) inherits(x, "relistable")

unlist.relistable <- function(x, recursive = TRUE, use.names = TRUE) {
    if (!recursive) warning("relist() requires recursively unlisted objects.")
    skeleton <- x
    class(x) <- setdiff(class(x), "relistable")
    result <- unlist(x, recursive, use.names)
    attr(result, "skeleton") <- skeleton
    result
}
