# FlashR/eigs.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# eigs_sym and eigs as RSpectra defines them, for the symmetric problems FlashR-learn solves
# (spectral embedding): k eigenpairs of A, an R matrix, a FlashR dense or sparse matrix, or a
# function A(x, args) that multiplies the n x n operator by the vector x (as RSpectra calls
# it). The iteration is fm.eigen's restarted block Krylov method (FlashR/eigen.R), so the
# vectors of a FlashR operator stay in the engine: a FlashR matrix of vectors for a FlashR
# operator, an R matrix for an R matrix or a function. which is "LM", "SM", "LA" or "SA";
# opts as RSpectra's: ncv, tol (1e-10), maxitr (1000), retvec. nops counts the products.
# Not supported: sigma (shift and invert), which = "BE", and eigs of a matrix that is not
# symmetric (R's eigen() answers those of R matrices).

eigs_sym <- function(A, k, which = "LM", sigma = NULL, opts = list(), lower = TRUE, n = NULL, args = NULL, ...) {
    if (!is.null(sigma)) stop("'sigma' (shift and invert) is not supported")
    which <- match.arg(which, c("LM", "SM", "LA", "SA", "BE"))
    if (which == "BE") stop("which = \"BE\" is not supported")
    nops <- 0L
    plain <- FALSE
    if (is.function(A)) {
        if (is.null(n)) stop("'n' must be given when A is a function")
        f <- A
        plain <- TRUE
        mul <- function(X, extra) {
            nops <<- nops + ncol(X)
            Xr <- fm.conv.FM2R(X)
            fm.conv.R2FM(vapply(seq_len(ncol(Xr)), function(j) as.numeric(f(Xr[, j], args)), numeric(n)))
        }
    } else {
        if (!fm.is.object(A)) {
            A <- as.matrix(A)
            if (!is.numeric(A)) stop("'A' must be a numeric matrix, a FlashR matrix or a function")
            if (lower) A[upper.tri(A)] <- t(A)[upper.tri(A)] else A[lower.tri(A)] <- t(A)[lower.tri(A)]
            A <- fm.conv.R2FM(A)
            plain <- TRUE
        }
        if (nrow(A) != ncol(A)) stop("'A' must be a square matrix")
        n <- nrow(A)
        mul <- function(X, extra) {
            nops <<- nops + ncol(X)
            A %*% X
        }
    }
    n <- as.integer(n)
    k <- as.integer(k)
    if (is.na(k) || k < 1L || k > n) stop("'k' must be a whole number from 1 to n")
    opts.eigen <- list(tol = if (is.null(opts$tol)) 1e-10 else opts$tol,
                       maxiter = if (is.null(opts$maxitr)) 1000L else opts$maxitr)
    if (!is.null(opts$ncv)) opts.eigen$ncv <- opts$ncv
    wanted <- switch(which, LM = "LM", SM = "SM", LA = "LR", SA = "SR")
    r <- fm.eigen(mul, k, n, which = wanted, sym = TRUE, options = opts.eigen)
    retvec <- if (is.null(opts$retvec)) TRUE else isTRUE(opts$retvec)
    vectors <- if (!retvec) NULL else if (plain) fm.conv.FM2R(r$vectors) else r$vectors
    list(values = r$values, vectors = vectors, nconv = length(r$values), niter = NA_integer_, nops = nops)
}

eigs <- function(A, k, which = "LM", sigma = NULL, opts = list(), n = NULL, args = NULL, ...) {
    sym <- if (is.function(A)) isTRUE(list(...)$symmetric)
           else if (fm.is.sparse(A)) fm.is.sym(A) || isTRUE(list(...)$symmetric)
           else if (fm.is.object(A)) isTRUE(list(...)$symmetric)
           else isSymmetric(as.matrix(A))
    if (!sym) stop("eigs of a matrix that is not symmetric is not supported: use eigs_sym for a symmetric one")
    which <- switch(which, LR = "LA", SR = "SA", which)
    eigs_sym(A, k, which = which, sigma = sigma, opts = opts, n = n, args = args)
}
