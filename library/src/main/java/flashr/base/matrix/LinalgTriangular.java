package flashr.base.matrix;

/**
 * Triangular solves with several right-hand sides, as the reference BLAS dtrsm does them
 * (side = left, alpha = 1, non-unit diagonal), keeping its operation order.
 */
final class LinalgTriangular {
    private LinalgTriangular() {}

    /**
     * Solves op(A) X = B in place: A is the k x k block at offset {@code aOff} of the column-major
     * array {@code a} with leading dimension {@code lda}; B is k x nrhs with leading dimension {@code ldb}.
     */
    static void solve(double[] a, int aOff, int lda, boolean upper, boolean transpose, double[] b, int ldb, int bOff, int k, int nrhs) {
        for (int j = 0; j < nrhs; j++) {
            int cj = bOff + j * ldb;
            if (!transpose && upper) {
                for (int kk = k - 1; kk >= 0; kk--) {
                    if (b[cj + kk] != 0) {
                        b[cj + kk] /= a[aOff + kk + kk * lda];
                        double bk = b[cj + kk];
                        for (int i = 0; i < kk; i++) b[cj + i] -= bk * a[aOff + i + kk * lda];
                    }
                }
            } else if (!transpose) {
                for (int kk = 0; kk < k; kk++) {
                    if (b[cj + kk] != 0) {
                        b[cj + kk] /= a[aOff + kk + kk * lda];
                        double bk = b[cj + kk];
                        for (int i = kk + 1; i < k; i++) b[cj + i] -= bk * a[aOff + i + kk * lda];
                    }
                }
            } else if (upper) {
                for (int i = 0; i < k; i++) {
                    double temp = b[cj + i];
                    for (int kk = 0; kk < i; kk++) temp -= a[aOff + kk + i * lda] * b[cj + kk];
                    b[cj + i] = temp / a[aOff + i + i * lda];
                }
            } else {
                for (int i = k - 1; i >= 0; i--) {
                    double temp = b[cj + i];
                    for (int kk = i + 1; kk < k; kk++) temp -= a[aOff + kk + i * lda] * b[cj + kk];
                    b[cj + i] = temp / a[aOff + i + i * lda];
                }
            }
        }
    }

    /**
     * Cholesky factor U (upper, A = U'U) of the n x n block at (off, off) in place, as LAPACK's
     * recursive dpotrf2. Returns 0, or the 1-based order of the first leading minor that is not
     * positive definite.
     */
    static int cholesky(double[] a, int lda, int off, int n) {
        if (n == 0) return 0;
        int d = off + off * lda;
        if (n == 1) {
            if (a[d] <= 0 || Double.isNaN(a[d])) return 1;
            a[d] = Math.sqrt(a[d]);
            return 0;
        }
        int n1 = n / 2;
        int n2 = n - n1;
        int info = cholesky(a, lda, off, n1);
        if (info != 0) return info;
        // A12 = U11^-T A12
        int b12 = off + (off + n1) * lda;
        solve(a, d, lda, true, true, a, lda, b12, n1, n2);
        // A22 = A22 - A12' A12 (upper triangle)
        for (int j = 0; j < n2; j++) {
            for (int i = 0; i <= j; i++) {
                double temp = 0;
                for (int l = 0; l < n1; l++) temp += a[b12 + l + i * lda] * a[b12 + l + j * lda];
                int c = (off + n1 + i) + (off + n1 + j) * lda;
                a[c] = -temp + a[c];
            }
        }
        info = cholesky(a, lda, off + n1, n2);
        return info != 0 ? info + n1 : 0;
    }
}
