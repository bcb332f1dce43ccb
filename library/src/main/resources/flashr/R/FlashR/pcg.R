# FlashR/pcg.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# pcg as CRAN's package pcg (1.1) defines it, which FlashR-learn's Newton method calls to solve
# H z = -g: the solution of A x = b for a symmetric positive definite A (an R matrix or a FlashR
# matrix) by preconditioned conjugate gradients. M is the preconditioner; without it, the Jacobi
# one (A's diagonal, a zero there taken as 1e-4). The iteration starts at x = 0 and stops when the
# squared residual norm sum(r^2) is at most tol, or after maxiter steps. The value is x as an
# n x 1 R matrix; as in CRAN's pcg, it is the plain zero vector when b already meets the tolerance
# (no step taken), and the message "pcg did not converge. ..." (a character string, returned, not
# printed) when maxiter steps were taken. A is not checked for symmetry.

pcg <- function(A, b, M, maxiter = 1e5, tol = 1e-6) {
    # products by A: an R n x 1 matrix whatever A is, so the iterates stay small R values
    times.A <- function(v) {
        r <- A %*% v
        matrix(if (fm.is.object(r)) as.vector(fm.conv.FM2R(r)) else as.vector(r), ncol = 1L)
    }
    b <- matrix(if (fm.is.object(b)) as.vector(fm.conv.FM2R(b)) else as.vector(b), ncol = 1L)
    Minv <- if (missing(M)) {
        d <- diag(if (fm.is.object(A)) fm.conv.FM2R(A) else A)
        d[d == 0] <- 1e-4
        diag(1 / d, nrow = length(d))
    } else solve(if (fm.is.object(M)) fm.conv.FM2R(M) else M)
    x <- rep(0, length(b))
    r <- b - times.A(x)
    z <- Minv %*% r
    p <- z
    rz <- sum(r * z)
    iter <- 0
    while (sum(r^2) > tol && iter < maxiter) {
        iter <- iter + 1
        Ap <- times.A(p)
        alpha <- rz / sum(p * Ap)
        x <- x + alpha * p
        r <- r - alpha * Ap
        z <- Minv %*% r
        rz.next <- sum(r * z)
        p <- z + (rz.next / rz) * p
        rz <- rz.next
    }
    if (iter >= maxiter) x <- "pcg did not converge. You may increase maxiter number."
    x
}
