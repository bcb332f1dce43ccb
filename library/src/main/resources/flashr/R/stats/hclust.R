# stats/hclust.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Hierarchical clustering and classical scaling written in R to R's
# definitions: hclust and its print method, cutree (by k or by h),
# cophenetic, as.hclust and cmdscale; the compiled parts are StatsHclust's builtins.

hclust <- function(d, method = "complete", members = NULL) {
    METHODS <- c("ward.D", "single", "complete", "average", "mcquitty", "median", "centroid", "ward.D2")
    if (method == "ward") {
        message("The \"ward\" method has been renamed to \"ward.D\"; note new \"ward.D2\"")
        method <- "ward.D"
    }
    i.meth <- pmatch(method, METHODS)
    if (is.na(i.meth)) stop("invalid clustering method", paste("", method))
    if (i.meth == -1) stop("ambiguous clustering method", paste("", method))
    n <- as.integer(attr(d, "Size"))
    if (is.null(n)) stop("invalid dissimilarities")
    if (is.na(n) || n > 65536L) stop("size cannot be NA nor exceed 65536")
    if (n < 2) stop("must have n >= 2 objects to cluster")
    len <- as.integer(n * (n - 1) / 2)
    if (length(d) != len)
        (if (length(d) < len) stop else warning)("dissimilarities of improper length")
    if (is.null(members)) members <- rep(1, n)
    else if (length(members) != n) stop("invalid length of members")
    hcl <- .hclust(d, n, as.integer(i.meth), as.double(members))
    structure(list(merge = hcl$merge, height = hcl$height, order = hcl$order,
                   labels = attr(d, "Labels"), method = METHODS[i.meth],
                   call = match.call(), dist.method = attr(d, "method")),
              class = "hclust")
}
print.hclust <- function(x, ...) {
    if (!is.null(x$call)) cat("\nCall:\n", deparse(x$call), "\n\n", sep = "")
    if (!is.null(x$method)) cat("Cluster method   :", x$method, "\n")
    if (!is.null(x$dist.method)) cat("Distance         :", x$dist.method, "\n")
    cat("Number of objects:", length(x$height) + 1, "\n")
    cat("\n")
    invisible(x)
}
as.hclust <- function(x, ...) UseMethod("as.hclust")
as.hclust.default <- function(x, ...) {
    if (inherits(x, "hclust")) x
    else stop(gettextf("argument 'x' cannot be coerced to class %s", dQuote("hclust")),
              if (!is.null(oldClass(x))) gettextf("
 Consider providing an as.hclust.%s() method", oldClass(x)[1L]),
              domain = NA)
}
cophenetic <- function(x) UseMethod("cophenetic")
cophenetic.default <- function(x) {
    x <- as.hclust(x)
    nobs <- length(x$order)
    ilist <- vector("list", length = nobs)
    out <- matrix(0, nrow = nobs, ncol = nobs)
    for (i in 1:(nobs - 1)) {
        inds <- x$merge[i, ]
        ids1 <- if (inds[1L] < 0L) -inds[1L] else ilist[[inds[1L]]]
        ids2 <- if (inds[2L] < 0L) -inds[2L] else ilist[[inds[2L]]]
        ilist[[i]] <- c(ids1, ids2)
        out[cbind(rep.int(ids1, rep.int(length(ids2), length(ids1))), rep.int(ids2, length(ids1)))] <- x$height[i]
    }
    rownames(out) <- x$labels
    as.dist(out + t(out))
}
cutree <- function(tree, k = NULL, h = NULL) {
    if (is.null(n1 <- nrow(tree$merge)) || n1 < 1) stop("invalid 'tree' ('merge' component)")
    n <- n1 + 1
    if (is.null(k) && is.null(h)) stop("either 'k' or 'h' must be specified")
    if (is.null(k)) {
        if (is.unsorted(tree$height))
            stop("the 'height' component of 'tree' is not sorted (increasingly)")
        k <- n + 1L - apply(outer(c(tree$height, Inf), h, `>`), 2, which.max)
        if (isTRUE(getOption("verbose"))) message("cutree(): k(h) = ", k, domain = NA)
    } else {
        k <- as.integer(k)
        if (min(k) < 1 || max(k) > n)
            stop(gettextf("elements of 'k' must be between 1 and %d", n), domain = NA)
    }
    ans <- .cutree(tree$merge, k)
    if (length(k) == 1L) {
        ans <- setNames(as.vector(ans), tree$labels)
    } else {
        colnames(ans) <- if (!is.null(h)) h else k
        rownames(ans) <- tree$labels
    }
    ans
}
cmdscale <- function(d, k = 2, eig = FALSE, add = FALSE, x.ret = FALSE, list. = eig || add || x.ret) {
    if (anyNA(d)) stop("NA values not allowed in 'd'")
    if (!list.) {
        if (eig) warning("eig=TRUE is disregarded when list.=FALSE")
        if (x.ret) warning("x.ret=TRUE is disregarded when list.=FALSE")
    }
    if (is.null(n <- attr(d, "Size"))) {
        if (add) d <- as.matrix(d)
        x <- as.matrix(d^2)
        storage.mode(x) <- "double"
        if ((n <- nrow(x)) != ncol(x)) stop("distances must be result of 'dist' or a square matrix")
        rn <- rownames(x)
    } else {
        rn <- attr(d, "Labels")
        x <- matrix(0, n, n)
        if (add) d0 <- x
        x[row(x) > col(x)] <- d^2
        x <- x + t(x)
        if (add) {
            d0[row(x) > col(x)] <- d
            d <- d0 + t(d0)
        }
    }
    n <- as.integer(n)
    if (is.na(n) || n > 46340) stop(gettextf("invalid value of %s", "'n'"), domain = NA)
    if ((k <- as.integer(k)) > n - 1 || k < 1) stop("'k' must be in {1, 2, ..  n - 1}")
    x <- .dblcen(x)
    if (add) {
        i2 <- n + (i <- 1L:n)
        Z <- matrix(0, 2L * n, 2L * n)
        Z[cbind(i2, i)] <- -1
        Z[i, i2] <- -x
        Z[i2, i2] <- .dblcen(2 * d)
        add.c <- max(.eigen_real_parts(Z))   # R: max(Re(eigen(Z, symmetric = FALSE, only.values = TRUE)$values))
        x <- matrix(double(n * n), n, n)
        non.diag <- row(d) != col(d)
        x[non.diag] <- (d[non.diag] + add.c)^2
        x <- .dblcen(x)
    }
    e <- eigen(-x / 2, symmetric = TRUE)
    ev <- e$values[seq_len(k)]
    evec <- e$vectors[, seq_len(k), drop = FALSE]
    k1 <- sum(ev > 0)
    if (k1 < k) {
        warning(gettextf("only %d of the first %d eigenvalues are > 0", k1, k), domain = NA)
        evec <- evec[, ev > 0, drop = FALSE]
        ev <- ev[ev > 0]
    }
    points <- evec * rep(sqrt(ev), each = n)
    dimnames(points) <- list(rn, NULL)
    if (list.) {
        evalus <- e$values
        list(points = points, eig = if (eig) evalus, x = if (x.ret) x, ac = if (add) add.c else 0,
             GOF = sum(ev) / c(sum(abs(evalus)), sum(pmax(evalus, 0))))
    } else points
}
