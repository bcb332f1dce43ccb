# stats/dist.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# dist (stats), as.dist and the print and as.matrix methods, written in R (see
# MetaPrelude) to R's definitions; the distances themselves come from .dist_c
# (flashr.numeric.Distances, R's C code).

dist <- function(x, method = "euclidean", diag = FALSE, upper = FALSE, p = 2) {
    if (!is.na(pmatch(method, "euclidian"))) method <- "euclidean"
    METHODS <- c("euclidean", "maximum", "manhattan", "canberra", "binary", "minkowski")
    method <- pmatch(method, METHODS)
    if (is.na(method)) stop("invalid distance method")
    if (method == -1) stop("ambiguous distance method")
    x <- as.matrix(x)
    N <- nrow(x)
    d <- .dist_c(x, method, p)
    if (method == 6L)
        structure(d, Size = N, Labels = dimnames(x)[[1L]], Diag = diag, Upper = upper,
                  method = METHODS[method], p = p, call = match.call(), class = "dist")
    else structure(d, Size = N, Labels = dimnames(x)[[1L]], Diag = diag, Upper = upper,
                   method = METHODS[method], call = match.call(), class = "dist")
}
as.dist <- function(m, diag = FALSE, upper = FALSE) UseMethod("as.dist")
as.dist.default <- function(m, diag = FALSE, upper = FALSE) {
    if (inherits(m, "dist")) ans <- m
    else {
        m <- as.matrix(m)
        if (!is.numeric(m)) storage.mode(m) <- "numeric"
        p <- nrow(m)
        if (ncol(m) != p) warning("non-square matrix")
        ans <- m[row(m) > col(m)]
        attributes(ans) <- NULL
        if (!is.null(rownames(m))) attr(ans, "Labels") <- rownames(m)
        else if (!is.null(colnames(m))) attr(ans, "Labels") <- colnames(m)
        attr(ans, "Size") <- p
        attr(ans, "call") <- match.call()
        class(ans) <- "dist"
    }
    if (is.null(attr(ans, "Diag")) || !missing(diag)) attr(ans, "Diag") <- diag
    if (is.null(attr(ans, "Upper")) || !missing(upper)) attr(ans, "Upper") <- upper
    ans
}
as.matrix.dist <- function(x, ...) {
    size <- attr(x, "Size")
    df <- matrix(0, size, size)
    lab <- attr(x, "Labels")
    if (is.null(lab)) lab <- seq_len(size)
    df[row(df) > col(df)] <- x
    df <- df + t(df)
    dimnames(df) <- list(lab, lab)
    df
}
print.dist <- function(x, diag = NULL, upper = NULL, digits = getOption("digits"), justify = "none", right = TRUE, ...) {
    if (length(x)) {
        if (is.null(diag)) diag <- if (is.null(attr(x, "Diag"))) FALSE else attr(x, "Diag")
        if (is.null(upper)) upper <- if (is.null(attr(x, "Upper"))) FALSE else attr(x, "Upper")
        m <- as.matrix(x)
        cf <- format(m, digits = digits, justify = justify)
        if (!upper) cf[row(cf) < col(cf)] <- ""
        if (!diag) cf[row(cf) == col(cf)] <- ""
        print(if (diag || upper) cf else cf[-1, -attr(x, "Size"), drop = FALSE], quote = FALSE, right = right, ...)
    } else {
        cat("dist(0)\n")
    }
    invisible(x)
}
