# stats/kmeans.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# kmeans with its print and fitted methods, written in R to GNU R's
# documented semantics: the same argument checks, the same random draws of initial centers (so that
# set.seed gives R's clusters), the same errors and warnings. Each run is .kmeans_fit
# (StatsKmeans), exact per-point distances as in R's compiled code.

kmeans <- function(x, centers, iter.max = 10L, nstart = 1L,
                   algorithm = c("Hartigan-Wong", "Lloyd", "Forgy", "MacQueen"), trace = FALSE) {
    do_one <- function(nmeth) {
        # R's compiled routines refuse data that is not finite, naming the argument; .kmeans_fit
        # checks x and centers as it reads them and returns that argument's number (an R-level
        # all(is.finite(x)) was another pass over x, a fifth of a first kmeans at 2e5 x 8)
        if (in.engine && !all(is.finite(centers))) stop("NA/NaN/Inf in foreign function call (arg 4)")
        Z <- if (nmeth == 2L && in.engine) .kmeans_lloyd_engine(x, centers, iter.max)
             else .kmeans_fit(x, centers, nmeth, iter.max, max.qtr, as.integer(trace))
        if (is.integer(Z)) stop(sprintf("NA/NaN/Inf in foreign function call (arg %d)", Z))
        if (nmeth == 1L) {
            switch(Z$ifault,
                   stop("empty cluster: try a better set of initial centers", call. = FALSE),
                   Z$iter <- max(Z$iter, iter.max + 1L),
                   stop("number of cluster centres must lie between 1 and nrow(x)", call. = FALSE),
                   warning(gettextf("Quick-TRANSfer stage steps exceeded maximum (= %d)", max.qtr),
                           call. = FALSE))
        }
        centroid <- nmeth == 2L || nmeth == 3L
        if (centroid && any(Z$nc == 0))
            warning("empty cluster: try a better set of initial centers", call. = FALSE)
        if (Z$iter > iter.max) {
            warning(sprintf(if (iter.max == 1L) "did not converge in %d iteration"
                            else "did not converge in %d iterations", iter.max),
                    call. = FALSE, domain = NA)
            if (centroid) Z$ifault <- 2L
        }
        # R warns of an empty cluster a second time after a Lloyd or MacQueen run
        if (centroid && any(Z$nc == 0))
            warning("empty cluster: try a better set of initial centers", call. = FALSE)
        Z
    }
    # rows as R's duplicated.matrix compares them: their elements pasted (15 significant digits)
    duplicated_rows <- function(a) duplicated(apply(a, 1L, paste, collapse = "\r"))
    x <- as.matrix(x)
    m <- as.integer(nrow(x))
    if (is.na(m)) stop("invalid nrow(x)")
    p <- as.integer(ncol(x))
    if (is.na(p)) stop("invalid ncol(x)")
    if (missing(centers)) stop("'centers' must be a number or a matrix")
    nmeth <- switch(match.arg(algorithm), "Hartigan-Wong" = 1L, Lloyd = 2L, Forgy = 2L, MacQueen = 3L)
    # Lloyd in engine passes from 1e6 elements on; smaller engine matrices are read and clustered
    # by R's exact loop (the engine's partitioned sums of the centers round differently)
    in.engine <- .in_engine(x, 1e6)
    if (!is.double(x)) storage.mode(x) <- "double"
    cn <- NULL
    if (length(centers) == 1L) {
        k <- centers
        if (nstart == 1L) centers <- x[sample.int(m, k), , drop = FALSE]
        if (nstart >= 2L || any(duplicated_rows(centers))) {
            cn <- x[!duplicated_rows(x), , drop = FALSE]
            mm <- nrow(cn)
            if (mm < k) stop("more cluster centers than distinct data points.")
            centers <- cn[sample.int(mm, k), , drop = FALSE]
        }
    } else {
        centers <- as.matrix(centers)
        if (any(duplicated_rows(centers))) stop("initial centers are not distinct")
        k <- nrow(centers)
        if (m < k) stop("more cluster centers than data points")
    }
    k <- as.integer(k)
    if (is.na(k)) stop(gettextf("invalid value of %s", "'k'"), domain = NA)
    if (k == 1L) nmeth <- 3L
    iter.max <- as.integer(iter.max)
    if (is.na(iter.max) || iter.max < 1L) stop("'iter.max' must be positive")
    if (ncol(x) != ncol(centers)) stop("must have same number of columns in 'x' and 'centers'")
    if (!is.double(centers)) storage.mode(centers) <- "double"
    max.qtr <- as.integer(min(.Machine$integer.max, 50 * m))
    Z <- do_one(nmeth)
    best <- sum(Z$wss)
    if (nstart >= 2L && !is.null(cn)) {
        for (i in 2:nstart) {
            centers <- cn[sample.int(mm, k), , drop = FALSE]
            ZZ <- do_one(nmeth)
            if ((z <- sum(ZZ$wss)) < best) {
                Z <- ZZ
                best <- z
            }
        }
    }
    centers <- matrix(Z$centers, k)
    dimnames(centers) <- list(1L:k, dimnames(x)[[2L]])
    cluster <- Z$c1
    if (!is.null(rn <- rownames(x))) names(cluster) <- rn
    totss <- if (in.engine) sum(sweep(x, 2L, colMeans(x))^2) else sum(scale(x, scale = FALSE)^2)
    structure(list(cluster = cluster, centers = centers, totss = totss, withinss = Z$wss,
                   tot.withinss = best, betweenss = totss - best, size = Z$nc,
                   iter = Z$iter, ifault = Z$ifault),
              class = "kmeans")
}
.kmeans_lloyd_engine <- function(x, centers, iter.max) {
    # Lloyd's algorithm in whole-matrix operations, so that a large engine matrix is read in
    # fused parallel passes. Each distance is R's exact sum of (x - c)^2 over the columns in
    # order (not |c|^2 - 2 x.c, which rounds differently and can change the nearest center in
    # near ties); only the centers' sums, added per partition, may differ in their last bits.
    if (anyNA(x) || !all(is.finite(range(x)))) stop("NA/NaN/Inf in foreign function call (arg 1)")
    k <- nrow(centers)
    distances <- function(centers)
        do.call(cbind, lapply(seq_len(k), function(j) rowSums(sweep(x, 2L, centers[j, ])^2)))
    # the same sums, folded into the labels in the pass over x (see .kmeans_nearest)
    nearest <- function(centers) .kmeans_nearest(x, centers)
    cl <- NULL
    nc <- integer(k)
    it <- 0L
    while (it < iter.max) {
        new <- nearest(centers)
        # made before the test, so they are computed in the pass that computes the labels
        nc.new <- tabulate(new, k)
        sums <- rowsum(x, new)
        if (!is.null(cl) && !any(new != cl)) break
        cl <- new
        nc <- nc.new
        centers <- matrix(NaN, k, ncol(x))
        centers[as.integer(rownames(sums)), ] <- sums / nc[nc > 0L]
        it <- it + 1L
    }
    D <- distances(centers)
    own <- 0
    for (j in seq_len(k)) own <- own + ifelse(cl == j, D[, j], 0)
    wss <- numeric(k)
    present <- rowsum(own, cl)
    wss[as.integer(rownames(present))] <- present
    list(c1 = as.integer(cl), centers = as.vector(centers), nc = nc, iter = it + 1L, wss = wss)
}
print.kmeans <- function(x, ...) {
    cat("K-means clustering with ", length(x$size), " clusters of sizes ",
        paste(x$size, collapse = ", "), "\n", sep = "")
    cat("\nCluster means:\n")
    print(x$centers, ...)
    cat("\nClustering vector:\n")
    print(x$cluster, ...)
    cat("\nWithin cluster sum of squares by cluster:\n")
    print(x$withinss, ...)
    ratio <- sprintf(" (between_SS / total_SS = %5.1f %%)\n", 100 * x$betweenss / x$totss)
    cat(sub(".", getOption("OutDec"), ratio, fixed = TRUE), "Available components:\n", sep = "\n")
    print(names(x))
    if (!is.null(x$ifault) && x$ifault == 2L)
        cat("Warning: did *not* converge in specified number of iterations\n")
    invisible(x)
}
fitted.kmeans <- function(object, method = c("centers", "classes"), ...) {
    method <- match.arg(method)
    if (method == "centers") object$centers[object$cluster, , drop = FALSE]
    else object$cluster
}
