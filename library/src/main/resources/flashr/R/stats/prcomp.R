# stats/prcomp.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# prcomp and its print and summary methods, written in R to R's
# documented semantics. The components come from the singular value decomposition of the centred
# (and scaled) data, so the signs of the rotation are LAPACK's, as in R. An engine value is
# materialized by as.matrix, as R reads all of its data too.

prcomp <- function(x, ...) UseMethod("prcomp")
prcomp.default <- function(x, retx = TRUE, center = TRUE, scale. = FALSE, tol = NULL, rank. = NULL, ...) {
    if (...length()) {
        extra <- names(list(...))
        if (is.null(extra)) extra <- rep("", ...length())
        warning(simpleWarning(sprintf(if (length(extra) == 1L) "extra argument %s will be disregarded"
                                      else "extra arguments %s will be disregarded",
                                      paste(sQuote(extra), collapse = ", ")), sys.call()))
    }
    x <- as.matrix(x)
    if (.in_engine(x, 1e7) && is.logical(center) && length(center) == 1L && !is.na(center) && isFALSE(scale.)) {
        # as scale() centers (colMeans, then sweep), without its attributes, so that a large
        # engine matrix stays lazy: svd and x %*% v then run in engine passes
        cen <- if (center) colMeans(x, na.rm = TRUE)
        if (center) x <- sweep(x, 2L, cen, check.margin = FALSE)
        sc <- NULL
    } else {
        x <- scale(x, center = center, scale = scale.)
        cen <- attr(x, "scaled:center")
        sc <- attr(x, "scaled:scale")
    }
    if (any(sc == 0)) stop("cannot rescale a constant/zero column to unit variance")
    n <- nrow(x)
    p <- ncol(x)
    k <- min(n, p)
    if (!is.null(rank.)) {
        stopifnot(length(rank.) == 1, is.finite(rank.), as.integer(rank.) > 0)
        k <- min(as.integer(rank.), k)
    }
    s <- svd(x, nu = 0, nv = k)
    sdev <- s$d / sqrt(max(1, n - 1))
    v <- s$v
    if (!is.null(tol)) {
        kept <- sum(sdev > sdev[1L] * tol)
        if (kept < k) {
            k <- kept
            v <- v[, seq_len(k), drop = FALSE]
        }
    }
    dimnames(v) <- list(colnames(x), paste0("PC", seq_len(k)))
    r <- list(sdev = sdev, rotation = v,
              center = if (is.null(cen)) FALSE else cen,
              scale = if (is.null(sc)) FALSE else sc)
    if (retx) r$x <- x %*% v
    class(r) <- "prcomp"
    r
}
print.prcomp <- function(x, print.x = FALSE, ...) {
    cat(sprintf("Standard deviations (1, .., p=%d):\n", length(x$sdev)))
    print(x$sdev, ...)
    cat(sprintf("\nRotation (n x k) = (%d x %d):\n", nrow(x$rotation), ncol(x$rotation)))
    print(x$rotation, ...)
    if (print.x && length(x$x)) {
        cat("\nRotated variables:\n")
        print(x$x, ...)
    }
    invisible(x)
}
summary.prcomp <- function(object, ...) {
    vars <- object$sdev^2
    vars <- vars / sum(vars)
    importance <- rbind("Standard deviation" = object$sdev,
                        "Proportion of Variance" = round(vars, 5),
                        "Cumulative Proportion" = round(cumsum(vars), 5))
    k <- ncol(object$rotation)
    colnames(importance) <- c(colnames(object$rotation), rep("", length(vars) - k))
    object$importance <- importance
    class(object) <- "summary.prcomp"
    object
}
print.summary.prcomp <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    k <- ncol(x$rotation)
    p <- ncol(x$importance)
    if (k < p) cat(sprintf("Importance of first k=%d (out of %d) components:\n", k, p))
    else cat("Importance of components:\n")
    print(x$importance[, seq_len(k), drop = FALSE], digits = digits, ...)
    invisible(x)
}
