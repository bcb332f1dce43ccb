# FlashR/eigen.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# FlashR's fm.eigen and fm.svd, written in R.
# fm.eigen(mul, k, n, which, sym, options) finds k eigenpairs of a symmetric n x n
# operator known only through mul(X, extra), which multiplies it by an n x b block of
# vectors (a FlashR matrix). It is a thick-restarted block Krylov method: the basis grows by
# blocks mul makes from the newest vectors, orthogonalized against the basis twice (an
# eigen decomposition of the small Gram matrix normalizes each block and drops directions the
# basis already holds); at ncv vectors a Rayleigh-Ritz step (R's dense eigen of
# the small projected matrix) gives Ritz pairs, and the basis restarts from the most wanted Ritz
# vectors, growing again from their residuals. A pair has converged when its residual norm is at
# most tol times its eigenvalue. Values come most wanted first (largest magnitude for
# "LM"), vectors as a FlashR matrix. The tall vectors live in the engine; only b x b and ncv x ncv
# matrices are on the heap.
# fm.svd(x, nu, nv, tol) is FlashR's: the eigen decomposition of the small Gram matrix
# (crossprod of a tall matrix, tcrossprod of a wide one) gives the short singular vectors, the long
# ones are x times them, each column scaled to unit length; d is the square root of
# the eigenvalues (negative rounding errors as 0). The Gram matrix is decomposed directly by
# eigen when it is smaller than 100 or half its eigenvalues are wanted, else by
# fm.eigen.

fm.eigen <- function(mul, k, n, which = c("LM", "SM", "LR", "SR"), sym = TRUE, options = NULL, env = parent.frame()) {
    if (!sym) {
        print("fm.eigen only supports symmetric matrices")
        return(NULL)
    }
    if (k > n) {
        print("k should be smaller than n")
        return(NULL)
    }
    which <- match.arg(which)
    k <- as.integer(k)
    n <- as.integer(n)
    if (is.na(k) || k < 1L) stop("'k' must be a positive number of eigenvalues")
    tol <- if (is.null(options[["tol"]])) 1e-10 else options[["tol"]]
    b <- if (is.null(options[["block_size"]])) min(k, 8L) else as.integer(options[["block_size"]])
    ncv <- if (!is.null(options[["ncv"]])) options[["ncv"]]
           else if (!is.null(options[["block_size"]]) && !is.null(options[["num_blocks"]])) b * options[["num_blocks"]]
           else 2L * k + b
    ncv <- min(n, max(as.integer(ncv), k + b, 2L * k, 20L))
    b <- max(1L, min(b, ncv - k, n))
    maxit <- if (is.null(options[["maxiter"]])) 1000L else as.integer(options[["maxiter"]])
    apply.op <- function(X) {
        y <- mul(X, NULL)
        if (!fm.is.object(y)) y <- fm.conv.R2FM(as.matrix(y))
        if (fm.is.vector(y)) y <- fm.as.matrix(y)
        fm.materialize(y)
    }
    fresh <- function(m, phase) .fm.eigen.fresh(n, m, phase)
    V <- .fm.eigen.orth(fresh(b, 0.5), NULL)
    AV <- apply.op(V)
    newest <- AV
    for (iter in seq_len(maxit)) {
        while (ncol(V) < ncv) {
            grow <- min(ncol(newest), b, ncv - ncol(V))
            W <- .fm.eigen.orth(newest[, seq_len(grow), drop = FALSE], V)
            # the basis holds an invariant subspace: go on from fresh directions
            if (is.null(W)) W <- .fm.eigen.orth(fresh(grow, ncol(V) + 1.5), V)
            if (is.null(W)) break
            AW <- apply.op(W)
            V <- cbind(V, W)
            AV <- cbind(AV, AW)
            newest <- AW
        }
        H <- fm.conv.FM2R(crossprod(V, AV))
        e <- eigen((H + t(H)) / 2, symmetric = TRUE)
        order.wanted <- switch(which, LM = order(-abs(e$values)), SM = order(abs(e$values)),
                               LR = order(-e$values), SR = order(e$values))
        theta <- e$values[order.wanted]
        S <- e$vectors[, order.wanted, drop = FALSE]
        Y <- V %*% S
        AY <- AV %*% S
        R <- AY - fm.mapply.row(Y, theta, fm.bo.mul)
        res <- sqrt(fm.conv.FM2R(colSums(R * R)))
        done <- res[seq_len(k)] <= tol * pmax(abs(theta[seq_len(k)]), .Machine$double.eps^(2/3) * max(abs(theta)))
        if (all(done) || ncol(V) < ncv || ncol(V) >= n) break
        if (iter == maxit) {
            warning(sprintf("only %d eigenvalue(s) converged, less than k = %d", sum(done), k))
            break
        }
        keep <- min(ncol(V) - b, k + (ncv - k) %/% 2L)
        V <- Y[, seq_len(keep), drop = FALSE]
        AV <- AY[, seq_len(keep), drop = FALSE]
        fm.materialize(V, AV)
        # grow from the residuals of the wanted pairs that have not converged
        newest <- R[, c(which(!done), which(c(done, rep(TRUE, keep - k)))), drop = FALSE]
    }
    list(values = theta[seq_len(k)], vectors = fm.as.matrix(Y[, seq_len(k), drop = FALSE]))
}
# deterministic start and fresh vectors (n x m, entries in (-0.5, 0.5)), so that R's random
# number stream is left alone
.fm.eigen.fresh <- function(n, m, phase) {
    h <- sin(seq_len(n * m) * 12.9898 + phase) * 43758.5453
    fm.conv.R2FM(matrix(h - floor(h) - 0.5, n, m))
}
.fm.eigen.orth <- function(W, V) {
    scale0 <- max(fm.conv.FM2R(colSums(W * W)))
    if (!(scale0 > 0)) return(NULL)
    # twice: project out the basis, then normalize by the eigen decomposition of the Gram
    # matrix, dropping directions below what it resolves; each step is materialized, so
    # that every later use reads the same numbers
    for (pass in 1:2) {
        if (!is.null(V)) W <- fm.materialize(W - V %*% fm.conv.FM2R(crossprod(V, W)))
        e <- eigen(fm.conv.FM2R(crossprod(W)), symmetric = TRUE)
        keep <- e$values > scale0 * 1e-14
        if (!any(keep)) return(NULL)
        W <- fm.materialize(W %*% (e$vectors[, keep, drop = FALSE] %*% diag(1 / sqrt(e$values[keep]), sum(keep))))
        scale0 <- 1
    }
    W
}
fm.svd <- function(x, nu = min(n, p), nv = min(n, p), tol = 1e-8) {
    stopifnot(class(x) == "fm")
    x <- as.double(x)
    n <- nrow(x)
    p <- ncol(x)
    tall <- n > p
    nev <- max(nu, nv)
    size <- if (tall) p else n
    gram <- if (tall) crossprod(x) else tcrossprod(x)
    if (size < 100 || nev >= size / 2) {
        res <- eigen(fm.conv.FM2R(gram), symmetric = TRUE)
        res$values <- res$values[seq_len(nev)]
    } else {
        res <- fm.eigen(function(vec, extra) gram %*% vec, nev, size, which = "LM", sym = TRUE,
                        options = list(tol = tol, ncv = max(nev * 2, 5)))
        res$vectors <- fm.conv.FM2R(res$vectors)
    }
    unit.columns <- function(m) fm.mapply.row(m, sqrt(fm.conv.FM2R(colSums(m * m))), fm.bo.div)
    short.vectors <- function(k) if (k > 0) fm.conv.R2FM(res$vectors[, seq_len(k), drop = FALSE])
    long.vectors <- function(k) {
        if (k == 0) return(NULL)
        first <- res$vectors[, seq_len(k), drop = FALSE]
        unit.columns(if (tall) x %*% first else t(x) %*% first)
    }
    left <- if (tall) long.vectors(nu) else short.vectors(nu)
    right <- if (tall) short.vectors(nv) else long.vectors(nv)
    list(d = sqrt(ifelse(res$values > 0, res$values, 0)), u = left, v = right, options = NULL)
}
