# FlashR/eigs.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# eigs_sym and eigs as RSpectra defines them: k eigenpairs of A, an R matrix, a FlashR dense or
# sparse matrix, or a function A(x, args) that multiplies the n x n operator by the vector x (as
# RSpectra calls it). opts as RSpectra's: ncv, tol (1e-10), maxitr (1000), retvec. nops counts the
# products by A.
# eigs_sym (and eigs of a symmetric matrix): fm.eigen's restarted block Krylov method
# (FlashR/eigen.R), so the vectors of a FlashR operator stay in the engine (a FlashR matrix of
# vectors; an R matrix for an R matrix or a function); which is "LM", "SM", "LA" or "SA"; values
# in decreasing order, as RSpectra returns them.
# eigs of a matrix that is not symmetric, or of a function: a restarted Arnoldi iteration
# (.fm.eigs.arnoldi) whose tall vectors live in the engine; which is "LM", "SM", "LR", "SR",
# "LI" or "SI"; values and vectors complex (R complex: the engine has no complex matrices), by
# decreasing magnitude, as RSpectra returns them.
# sigma (a real shift, both): the iteration runs on (A - sigma I)^-1, which selects by
# 1 / (lambda - sigma); that inverse is made dense, so A must be a matrix of at most
# 10000 rows. Not supported: complex sigma, which = "BE".

eigs_sym <- function(A, k, which = "LM", sigma = NULL, opts = list(), lower = TRUE, n = NULL, args = NULL, ...) {
    which <- match.arg(which, c("LM", "SM", "LA", "SA", "BE"))
    if (which == "BE") stop("which = \"BE\" is not supported")
    op <- .fm.eigs.operator(A, n, args, TRUE, lower, sigma)
    n <- op$n
    k <- as.integer(k)
    if (is.na(k) || k < 1L || k > n) stop("'k' must be a whole number from 1 to n")
    opts.eigen <- list(tol = if (is.null(opts$tol)) 1e-10 else opts$tol,
                       maxiter = if (is.null(opts$maxitr)) 1000L else opts$maxitr)
    if (!is.null(opts$ncv)) opts.eigen$ncv <- opts$ncv
    wanted <- switch(which, LM = "LM", SM = "SM", LA = "LR", SA = "SR")
    r <- fm.eigen(op$mul, k, n, which = wanted, sym = TRUE, options = opts.eigen)
    values <- if (is.null(sigma)) r$values else sigma + 1 / r$values
    o <- order(values, decreasing = TRUE)
    retvec <- if (is.null(opts$retvec)) TRUE else isTRUE(opts$retvec)
    vectors <- if (!retvec) NULL
               else if (op$plain) fm.conv.FM2R(r$vectors)[, o, drop = FALSE]
               else if (identical(o, seq_along(o))) r$vectors
               else r$vectors[, o, drop = FALSE]
    list(values = values[o], vectors = vectors, nconv = length(values), niter = NA_integer_, nops = op$nops())
}

eigs <- function(A, k, which = "LM", sigma = NULL, opts = list(), n = NULL, args = NULL, ...) {
    real.shift <- is.null(sigma) || Im(sigma) == 0
    sym <- if (!is.null(list(...)$symmetric)) isTRUE(list(...)$symmetric) else .fm.eigs.is.symmetric(A)
    if (sym && which %in% c("LM", "SM", "LR", "SR", "LA", "SA") && real.shift) {
        which <- switch(which, LR = "LA", SR = "SA", which)
        return(eigs_sym(A, k, which = which, sigma = if (is.null(sigma)) NULL else Re(sigma),
                        opts = opts, n = n, args = args))
    }
    rules <- c("LM", "SM", "LR", "SR", "LI", "SI")
    if (!(which %in% rules)) stop(sprintf("argument 'which' must be one of\n%s", paste(rules, collapse = ", ")))
    if (!real.shift) stop("a complex 'sigma' is not supported")
    if (!is.null(sigma)) sigma <- Re(sigma)
    if (!is.function(A) && nrow(A) != ncol(A)) stop("'A' must be a square matrix of size n")
    if (is.function(A)) {
        if (is.null(n)) stop("'n' must be given when A is a function")
        n <- as.integer(n)
    } else n <- nrow(A)
    if (n < 3) stop("dimension of 'A' must be at least 3")
    k <- as.integer(k)
    retvec <- !identical(opts$retvec, FALSE)
    if (!is.na(k) && k >= n - 1L && k <= n) return(.fm.eigs.all(A, n, args, k, which, retvec))
    if (is.na(k) || k <= 0L || k >= n - 1L)
        stop("'k' must satisfy 0 < k < nrow(A) - 1.\nTo calculate all eigenvalues, try eigen()")
    ncv <- if (is.null(opts$ncv)) min(n, max(2L * k + 1L, 20L)) else as.integer(opts$ncv)
    if (ncv < k + 2L || ncv > n) stop("'opts$ncv' must be >= k+2 and <= nrow(A)")
    op <- .fm.eigs.operator(A, n, args, FALSE, TRUE, sigma)
    r <- .fm.eigs.arnoldi(op$mul, k, n, which, ncv,
                          tol = if (is.null(opts$tol)) 1e-10 else opts$tol,
                          maxit = if (is.null(opts$maxitr)) 1000L else as.integer(opts$maxitr))
    values <- if (is.null(sigma)) r$values else sigma + 1 / r$values
    o <- order(-Mod(values))
    list(values = values[o], vectors = if (retvec) r$vectors[, o, drop = FALSE], nconv = length(values),
         niter = r$niter, nops = op$nops())
}

# RSpectra's answer when k is n - 1 or n: R's eigen of the dense matrix, with its warning
.fm.eigs.all <- function(A, n, args, k, which, retvec) {
    res <- eigen(.fm.eigs.dense(A, n, args), only.values = !retvec)
    if (k == n) {
        warning("all eigenvalues are requested, eigen() is used instead")
        return(c(res, nconv = n, niter = 0))
    }
    exclude <- switch(which, LM = n, SM = 1, LR = which.min(Re(res$values)), SR = which.max(Re(res$values)),
                      LI = which.min(abs(Im(res$values))), SI = which.max(abs(Im(res$values))))
    warning("(n-1) eigenvalues are requested, eigen() is used instead")
    list(values = res$values[-exclude], vectors = res$vectors[, -exclude], nconv = n, niter = 0)
}

.fm.eigs.dense <- function(A, n, args) {
    if (is.function(A)) {
        I <- diag(n)
        return(vapply(seq_len(n), function(j) as.numeric(A(I[, j], args)), numeric(n)))
    }
    if (fm.is.object(A)) fm.conv.FM2R(A) else as.matrix(A)
}

# Whether eigs treats A as symmetric, as RSpectra does (isSymmetric of a matrix; a function never)
.fm.eigs.is.symmetric <- function(A) {
    if (is.function(A)) return(FALSE)
    if (!fm.is.object(A)) return(isSymmetric(as.matrix(A)))
    if (nrow(A) != ncol(A)) return(FALSE)
    if (fm.is.sparse(A)) return(fm.is.sym(A) || nnzero(A != t(A)) == 0)
    isTRUE(as.vector(fm.conv.FM2R(sum(A != t(A)))) == 0)
}

# The operator the iterations multiply by: mul(X, extra) of a block of vectors (a FlashR matrix),
# n, plain (A an R matrix or a function: vectors come back as R matrices) and nops(), the number
# of vectors multiplied. sym: an R matrix is made symmetric from its lower (or upper) triangle.
# sigma: the operator is (A - sigma I)^-1, a dense inverse made once.
.fm.eigs.operator <- function(A, n, args, sym, lower, sigma) {
    count <- 0
    plain <- is.function(A) || !fm.is.object(A)
    if (!is.function(A) && !fm.is.object(A)) {
        A <- as.matrix(A)
        if (!is.numeric(A)) stop("'A' must be a numeric matrix, a FlashR matrix or a function")
        if (sym) {
            if (lower) A[upper.tri(A)] <- t(A)[upper.tri(A)] else A[lower.tri(A)] <- t(A)[lower.tri(A)]
        }
    }
    if (!is.function(A)) {
        if (nrow(A) != ncol(A)) stop("'A' must be a square matrix")
        n <- nrow(A)
    } else if (is.null(n)) stop("'n' must be given when A is a function")
    n <- as.integer(n)
    if (!is.null(sigma)) {
        if (is.function(A)) stop("'sigma' (shift and invert) needs A as a matrix, not a function")
        if (n > 10000L) stop("'sigma' (shift and invert) needs a dense inverse: A has more than 10000 rows")
        A <- fm.conv.R2FM(solve(.fm.eigs.dense(A, n, args) - sigma * diag(n)))
    } else if (!is.function(A) && !fm.is.object(A)) A <- fm.conv.R2FM(A)
    mul <- if (is.function(A)) {
        f <- A
        function(X, extra) {
            count <<- count + ncol(X)
            Xr <- fm.conv.FM2R(X)
            fm.conv.R2FM(vapply(seq_len(ncol(Xr)), function(j) as.numeric(f(Xr[, j], args)), numeric(n)))
        }
    } else function(X, extra) {
        count <<- count + ncol(X)
        A %*% X
    }
    list(mul = mul, n = n, plain = plain, nops = function() as.integer(count))
}

# The restarted Arnoldi iteration for a general real operator. The basis V (n x m, orthonormal)
# grows one vector at a time from the newest product, orthogonalized against V twice
# (.fm.eigen.orth), and A V is kept beside it; at ncv vectors R's eigen of H = t(V) A V gives the
# Ritz pairs, ordered by which (conjugate pairs side by side, the one with positive imaginary part
# first). A complex pair is carried by two real columns (real and imaginary part of its vector), so
# the tall arithmetic stays real: with Y = V B, A y = theta y reads A Y = Y D, D real 2 x 2 blocks,
# and the residual block A V B - Y D gives each pair's residual norm. Restart (Krylov-Schur form,
# the implicit restart with exact shifts): V becomes V Q, Q an orthonormal basis of the kept Ritz
# vectors' real columns (the wanted ones, plus up to half the rest as converged ones allow, never
# splitting a pair), and the basis grows again from a residual, which in a Krylov space is the
# direction every Ritz vector's residual shares. A pair has converged when its residual norm is at
# most tol * max(|theta|, eps^(2/3)), Spectra's test (which reads the Ritz estimate, not the true
# residual: hence the rounding floor below). Values come most wanted first.
.fm.eigs.arnoldi <- function(mul, k, n, which, ncv, tol, maxit) {
    apply.op <- function(X) {
        y <- mul(X, NULL)
        if (!fm.is.object(y)) y <- fm.conv.R2FM(as.matrix(y))
        if (fm.is.vector(y)) y <- fm.as.matrix(y)
        fm.materialize(y)
    }
    key <- switch(which, LM = function(z) -Mod(z), SM = function(z) Mod(z), LR = function(z) -Re(z),
                  SR = function(z) Re(z), LI = function(z) -abs(Im(z)), SI = function(z) abs(Im(z)))
    V <- .fm.eigen.orth(.fm.eigen.fresh(n, 1L, 0.5), NULL)
    AV <- apply.op(V)
    newest <- AV
    for (iter in seq_len(maxit)) {
        while (ncol(V) < ncv) {
            W <- .fm.eigen.orth(newest[, 1L, drop = FALSE], V)
            # the basis holds an invariant subspace: go on from a fresh direction
            if (is.null(W)) W <- .fm.eigen.orth(.fm.eigen.fresh(n, 1L, ncol(V) + 1.5), V)
            if (is.null(W)) break
            newest <- apply.op(W)
            V <- cbind(V, W)
            AV <- cbind(AV, newest)
        }
        m <- ncol(V)
        e <- eigen(fm.conv.FM2R(crossprod(V, AV)))
        o <- order(key(e$values))
        theta <- as.complex(e$values[o])
        S <- as.matrix(e$vectors)[, o, drop = FALSE]
        nw <- .fm.eigs.whole.pairs(theta, k, m)
        basis <- .fm.eigs.real.columns(theta[seq_len(nw)], S[, seq_len(nw), drop = FALSE])
        Y <- fm.materialize(V %*% basis$B)
        R <- fm.materialize(AV %*% basis$B - Y %*% basis$D)
        rn2 <- as.vector(fm.conv.FM2R(colSums(R * R)))
        res <- vapply(seq_len(k), function(j) {
            cols <- basis$cols[[j]]
            sqrt(sum(rn2[cols]) / sum(basis$B[, cols]^2))
        }, 0)
        # an explicit residual cannot go below the rounding of A V B - Y D: a floor of m * 10 eps |theta|max
        done <- res <= pmax(tol * pmax(Mod(theta[seq_len(k)]), .Machine$double.eps^(2/3)),
                            10 * m * .Machine$double.eps * max(Mod(theta)))
        if (all(done) || m < ncv || m >= n) break
        if (iter == maxit) {
            warning(sprintf("only %d eigenvalue(s) converged, less than k = %d", sum(done), k))
            break
        }
        keep <- min(k + min(sum(done), (ncv - k) %/% 2L), m - 1L)
        keep <- .fm.eigs.whole.pairs(theta, keep, m - 1L)
        Q <- qr.Q(qr(.fm.eigs.real.columns(theta[seq_len(keep)], S[, seq_len(keep), drop = FALSE])$B))
        V <- V %*% Q
        AV <- AV %*% Q
        fm.materialize(V, AV)
        newest <- R[, basis$cols[[which(!done)[1L]]][1L], drop = FALSE]
    }
    Yr <- fm.conv.FM2R(Y)
    vectors <- vapply(seq_len(k), function(j) {
        cols <- basis$cols[[j]]
        if (length(cols) == 1L) return(complex(real = Yr[, cols], imaginary = 0))
        y <- complex(real = Yr[, cols[1L]], imaginary = Yr[, cols[2L]])
        if (basis$conj[j]) Conj(y) else y
    }, complex(n))
    converged <- which(done)
    list(values = theta[converged], vectors = matrix(vectors, n, k)[, converged, drop = FALSE], niter = iter)
}

# How many of the ordered Ritz values to take so that a complex pair is not split: want, or want
# + 1 (at most limit, else want - 1) when the want-th value is the first of a pair
.fm.eigs.whole.pairs <- function(theta, want, limit) {
    if (want < 1L || Im(theta[want]) == 0) return(want)
    first <- sum(Im(theta[seq_len(want)]) != 0) %% 2L == 1L
    if (!first) want else if (want + 1L <= limit) want + 1L else want - 1L
}

# Real columns spanning the Ritz vectors S (columns for the values theta, a complex pair side by
# side): B (one column for a real value, real and imaginary parts for a pair), D with
# A V B = V B D for exact pairs (theta's real part on the diagonal, the imaginary part b as
# [a b; -b a]), cols (each value's columns of B) and conj (the value is its pair's second).
.fm.eigs.real.columns <- function(theta, S) {
    p <- length(theta)
    B <- matrix(0, nrow(S), p)
    D <- matrix(0, p, p)
    cols <- vector("list", p)
    conj <- logical(p)
    j <- 1L
    while (j <= p) {
        a <- Re(theta[j]); b <- Im(theta[j])
        if (b == 0 || j == p) {
            B[, j] <- Re(S[, j])
            D[j, j] <- a
            cols[[j]] <- j
            j <- j + 1L
        } else {
            B[, j] <- Re(S[, j]); B[, j + 1L] <- Im(S[, j])
            D[j:(j + 1L), j:(j + 1L)] <- c(a, -b, b, a)
            cols[[j]] <- cols[[j + 1L]] <- c(j, j + 1L)
            conj[j + 1L] <- TRUE
            j <- j + 2L
        }
    }
    list(B = B, D = D, cols = cols, conj = conj)
}
