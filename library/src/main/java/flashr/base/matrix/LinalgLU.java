package flashr.base.matrix;

/**
 * LU factorisation with partial pivoting as LAPACK's dgetrf (its recursive dgetrf2 panel,
 * which LAPACK uses for matrices smaller than its block size) and the triangular solves of
 * dgetrs, with the reference BLAS operation order, so results match R's to the last bit
 * in the common cases.
 */
final class LinalgLU {
    /** Column-major n x n factors: L (unit, below the diagonal) and U. */
    final double[] lu;
    final int n;
    /** 0-based pivot rows: row i was exchanged with row piv[i]. */
    final int[] piv;
    /** 0 when nonsingular, else the 1-based index of the first exactly zero pivot (LAPACK's info). */
    final int info;

    private LinalgLU(double[] lu, int n, int[] piv, int info) {
        this.lu = lu;
        this.n = n;
        this.piv = piv;
        this.info = info;
    }

    /** Factors the n x n matrix {@code a} (not changed). */
    static LinalgLU factor(double[] a, int n) {
        double[] lu = a.clone();
        int[] piv = new int[n];
        int info = n == 0 ? 0 : getrf2(lu, n, 0, 0, n, n, piv, 0);
        return new LinalgLU(lu, n, piv, info);
    }

    /** dgetrf2 for the m x cols block at (r0, c0), m >= cols; pivots and info relative to the block. */
    private static int getrf2(double[] a, int ld, int r0, int c0, int m, int cols, int[] piv, int pivOff) {
        if (cols == 1) return panel(a, ld, r0, c0, m, piv, pivOff);
        int n1 = Math.min(m, cols) / 2;
        int n2 = cols - n1;
        int info = 0;
        int iinfo = getrf2(a, ld, r0, c0, m, n1, piv, pivOff);
        if (info == 0 && iinfo > 0) info = iinfo;
        // apply the pivots to the right columns [A12; A22]
        swapRows(a, ld, r0, c0 + n1, n2, piv, pivOff, 0, n1);
        // A12 = L11^-1 A12 (unit lower)
        for (int j = 0; j < n2; j++) {
            int cj = (c0 + n1 + j) * ld + r0;
            for (int k = 0; k < n1; k++) {
                double bk = a[cj + k];
                if (bk != 0) {
                    int ck = (c0 + k) * ld + r0;
                    for (int i = k + 1; i < n1; i++) a[cj + i] -= bk * a[ck + i];
                }
            }
        }
        // A22 = A22 - A21 A12
        for (int j = 0; j < n2; j++) {
            int cj = (c0 + n1 + j) * ld + r0;
            for (int l = 0; l < n1; l++) {
                double temp = -a[cj + l];
                if (temp != 0) {
                    int cl = (c0 + l) * ld + r0;
                    for (int i = n1; i < m; i++) a[cj + i] += temp * a[cl + i];
                }
            }
        }
        iinfo = getrf2(a, ld, r0 + n1, c0 + n1, m - n1, n2, piv, pivOff + n1);
        if (info == 0 && iinfo > 0) info = iinfo + n1;
        for (int i = n1; i < Math.min(m, cols); i++) piv[pivOff + i] += n1;
        // apply the second panel's pivots to A21
        swapRows(a, ld, r0, c0, n1, piv, pivOff, n1, Math.min(m, cols));
        return info;
    }

    /** The one-column case of dgetrf2 at (r0, c0). */
    private static int panel(double[] a, int ld, int r0, int c0, int m, int[] piv, int pivOff) {
        int col = c0 * ld + r0;
        int best = 0;
        double max = Math.abs(a[col]);
        for (int i = 1; i < m; i++) {
            double v = Math.abs(a[col + i]);
            if (v > max) {
                max = v;
                best = i;
            }
        }
        piv[pivOff] = best;
        if (a[col + best] == 0) return 1;
        if (best != 0) {
            double t = a[col];
            a[col] = a[col + best];
            a[col + best] = t;
        }
        double pivot = a[col];
        if (Math.abs(pivot) >= Double.MIN_NORMAL) {
            double r = 1.0 / pivot;
            for (int i = 1; i < m; i++) a[col + i] *= r;
        } else {
            for (int i = 1; i < m; i++) a[col + i] /= pivot;
        }
        return 0;
    }

    /** dlaswp: for pivots k in [from, to) of the block, exchanges rows k and piv[k] in cols columns starting at column c0. */
    private static void swapRows(double[] a, int ld, int r0, int c0, int cols, int[] piv, int pivOff, int from, int to) {
        for (int k = from; k < to; k++) {
            int p = piv[pivOff + k];
            if (p == k) continue;
            for (int j = 0; j < cols; j++) {
                int c = (c0 + j) * ld + r0;
                double t = a[c + k];
                a[c + k] = a[c + p];
                a[c + p] = t;
            }
        }
    }

    /** dgetrs: solves A X = B for the n x nrhs column-major {@code b}, in place. */
    void solveInPlace(double[] b, int nrhs) {
        for (int k = 0; k < n; k++) {
            int p = piv[k];
            if (p == k) continue;
            for (int j = 0; j < nrhs; j++) {
                double t = b[j * n + k];
                b[j * n + k] = b[j * n + p];
                b[j * n + p] = t;
            }
        }
        for (int j = 0; j < nrhs; j++) {
            int cj = j * n;
            for (int k = 0; k < n; k++) {
                double bk = b[cj + k];
                if (bk != 0) {
                    for (int i = k + 1; i < n; i++) b[cj + i] -= bk * lu[k * n + i];
                }
            }
            for (int k = n - 1; k >= 0; k--) {
                if (b[cj + k] != 0) {
                    b[cj + k] /= lu[k * n + k];
                    double bk = b[cj + k];
                    for (int i = 0; i < k; i++) b[cj + i] -= bk * lu[k * n + i];
                }
            }
        }
    }

    /** The reciprocal condition number in the 1-norm, given the 1-norm of the original matrix. */
    double rcond(double anorm) {
        if (anorm == 0) return 0;
        double[] inv = new double[n * n];
        for (int i = 0; i < n; i++) inv[i * n + i] = 1;
        solveInPlace(inv, n);
        double ainv = LinalgNorms.oneNorm(inv, n, n);
        return ainv == 0 || Double.isNaN(ainv) ? 0 : 1 / anorm / ainv;
    }
}
