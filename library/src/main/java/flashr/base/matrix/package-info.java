/**
 * Matrices and dense linear algebra: matrix/array construction, dims and dimnames, cbind/rbind,
 * row/column sums and margins, sweep, aperm, diag; {@code %*%}, crossprod, solve, chol, qr (LINPACK),
 * eigen, svd, det, backsolve, kronecker, norms: R's reference algorithms in R's arithmetic order.
 */
package flashr.base.matrix;
