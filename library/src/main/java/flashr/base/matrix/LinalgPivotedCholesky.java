package flashr.base.matrix;

/**
 * LAPACK's dpstf2 for the upper triangle, ported to Java in its arithmetic order: the Cholesky
 * factorization with complete pivoting P' A P = U' U of a positive semidefinite matrix, stopping
 * at the first pivot at or below the tolerance (the trailing part left as LAPACK leaves it: that
 * pivot on the diagonal, the rest untouched). LAPACK's dpstrf runs this for n below its block size
 * (64), and a blocked version of the same steps above it.
 */
final class LinalgPivotedCholesky {
    private LinalgPivotedCholesky() {}

    /** LAPACK's DLAMCH('Epsilon'): the unit roundoff. */
    private static final double EPS = Math.ulp(1.0) / 2;

    /** Factors a (n x n, column-major) in place; piv (1-based) and rank[0] receive P and the rank; LAPACK's info. */
    static int dpstf2(double[] a, int n, int[] piv, int[] rank, double tol) {
        for (int i = 0; i < n; i++) piv[i] = i + 1;
        if (n == 0) return 0;
        int pvt = 0;
        double ajj = a[0];
        for (int i = 1; i < n; i++) {
            if (a[i + i * n] > ajj) {
                pvt = i;
                ajj = a[pvt + pvt * n];
            }
        }
        if (ajj <= 0 || Double.isNaN(ajj)) {
            rank[0] = 0;
            return 1;
        }
        double dstop = tol < 0 ? n * EPS * ajj : tol;
        double[] work = new double[2 * n];
        for (int j = 0; j < n; j++) {
            for (int i = j; i < n; i++) {
                if (j > 0) {
                    double v = a[(j - 1) + i * n];
                    work[i] = work[i] + v * v;
                }
                work[n + i] = a[i + i * n] - work[i];
            }
            if (j > 0) {
                pvt = j;   // MAXLOC: the first largest
                for (int i = j + 1; i < n; i++) if (work[n + i] > work[n + pvt]) pvt = i;
                ajj = work[n + pvt];
                if (ajj <= dstop || Double.isNaN(ajj)) {
                    a[j + j * n] = ajj;
                    rank[0] = j;
                    return 1;
                }
            }
            if (j != pvt) {
                a[pvt + pvt * n] = a[j + j * n];
                for (int i = 0; i < j; i++) swap(a, i + j * n, i + pvt * n);
                for (int c = pvt + 1; c < n; c++) swap(a, j + c * n, pvt + c * n);
                for (int i = 0; i < pvt - j - 1; i++) swap(a, j + (j + 1 + i) * n, (j + 1 + i) + pvt * n);
                double t = work[j];
                work[j] = work[pvt];
                work[pvt] = t;
                int ip = piv[pvt];
                piv[pvt] = piv[j];
                piv[j] = ip;
            }
            ajj = Math.sqrt(ajj);
            a[j + j * n] = ajj;
            if (j < n - 1) {
                // DGEMV('T', j, n-j-1, -1, A(1,j+1), lda, A(1,j), 1, 1, A(j,j+1), lda): the reference BLAS's order
                for (int c = j + 1; c < n; c++) {
                    double temp = 0;
                    for (int i = 0; i < j; i++) temp += a[i + c * n] * a[i + j * n];
                    a[j + c * n] = a[j + c * n] + -1.0 * temp;
                }
                double r = 1.0 / ajj;
                for (int c = j + 1; c < n; c++) a[j + c * n] = r * a[j + c * n];
            }
        }
        rank[0] = n;
        return 0;
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
