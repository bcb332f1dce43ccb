package flashr.numeric;

/**
 * The few BLAS and LINPACK routines L-BFGS-B calls, as R links them (the reference BLAS, R's
 * LINPACK dpofa with its positive-definiteness tolerance, dtrsl). Vectors and column-major
 * matrices are addressed as in Fortran: an array and the index of element (1) or (1,1), so the
 * port of the C code can pass the same sub-arrays it does. Sums run in the reference order.
 */
final class LbfgsbLinalg {
    private LbfgsbLinalg() {}

    static double ddot(int n, double[] x, int xb, double[] y, int yb) {
        double s = 0.0;
        for (int i = 0; i < n; i++) s += x[xb + i] * y[yb + i];
        return s;
    }

    /** y += a x; nothing at all when a is 0, as the reference routine returns early. */
    static void daxpy(int n, double a, double[] x, int xb, double[] y, int yb) {
        if (n <= 0 || a == 0.0) return;
        for (int i = 0; i < n; i++) y[yb + i] += a * x[xb + i];
    }

    static void dscal(int n, double a, double[] x, int xb) {
        for (int i = 0; i < n; i++) x[xb + i] = a * x[xb + i];
    }

    /** Copies forward, element by element (the sources may overlap the destination ahead of it). */
    static void dcopy(int n, double[] x, int xb, double[] y, int yb) {
        for (int i = 0; i < n; i++) y[yb + i] = x[xb + i];
    }

    /**
     * Cholesky factor R (upper, R'R = A) of the n x n leading block of a, in place; 0, or the
     * order of the first leading minor that is not positive definite (to R's tolerance 1e-14).
     */
    static int dpofa(double[] a, int ab, int lda, int n) {
        for (int j = 1; j <= n; j++) {
            double s = 0.0;
            for (int k = 1; k <= j - 1; k++) {
                double t = a[at(ab, lda, k, j)] - ddot(k - 1, a, at(ab, lda, 1, k), a, at(ab, lda, 1, j));
                t = t / a[at(ab, lda, k, k)];
                a[at(ab, lda, k, j)] = t;
                s = s + t * t;
            }
            s = a[at(ab, lda, j, j)] - s;
            if (s <= 1.0e-14 * Math.abs(a[at(ab, lda, j, j)])) return j;
            a[at(ab, lda, j, j)] = Math.sqrt(s);
        }
        return 0;
    }

    /**
     * Solves T x = b or T'x = b for triangular T in place of b: job 00 lower T x, 01 upper T x,
     * 10 lower T'x, 11 upper T'x. 0, or the index of a zero diagonal element.
     */
    static int dtrsl(double[] t, int tb, int ldt, int n, double[] b, int bb, int job) {
        for (int info = 1; info <= n; info++) if (t[at(tb, ldt, info, info)] == 0.0) return info;
        int kase = 1;
        if (job % 10 != 0) kase = 2;
        if (job % 100 / 10 != 0) kase += 2;
        int b1 = bb - 1;   // b(j) is b[b1 + j]
        switch (kase) {
            case 1 -> {
                b[b1 + 1] = b[b1 + 1] / t[at(tb, ldt, 1, 1)];
                for (int j = 2; j <= n; j++) {
                    double temp = -b[b1 + j - 1];
                    daxpy(n - j + 1, temp, t, at(tb, ldt, j, j - 1), b, b1 + j);
                    b[b1 + j] = b[b1 + j] / t[at(tb, ldt, j, j)];
                }
            }
            case 2 -> {
                b[b1 + n] = b[b1 + n] / t[at(tb, ldt, n, n)];
                for (int jj = 2; jj <= n; jj++) {
                    int j = n - jj + 1;
                    double temp = -b[b1 + j + 1];
                    daxpy(j, temp, t, at(tb, ldt, 1, j + 1), b, b1 + 1);
                    b[b1 + j] = b[b1 + j] / t[at(tb, ldt, j, j)];
                }
            }
            case 3 -> {
                b[b1 + n] = b[b1 + n] / t[at(tb, ldt, n, n)];
                for (int jj = 2; jj <= n; jj++) {
                    int j = n - jj + 1;
                    b[b1 + j] = b[b1 + j] - ddot(jj - 1, t, at(tb, ldt, j + 1, j), b, b1 + j + 1);
                    b[b1 + j] = b[b1 + j] / t[at(tb, ldt, j, j)];
                }
            }
            default -> {
                b[b1 + 1] = b[b1 + 1] / t[at(tb, ldt, 1, 1)];
                for (int j = 2; j <= n; j++) {
                    b[b1 + j] = b[b1 + j] - ddot(j - 1, t, at(tb, ldt, 1, j), b, b1 + 1);
                    b[b1 + j] = b[b1 + j] / t[at(tb, ldt, j, j)];
                }
            }
        }
        return 0;
    }

    /** The index of Fortran's a(i, j) in a column-major matrix whose a(1, 1) is at ab. */
    private static int at(int ab, int lda, int i, int j) {
        return ab + (i - 1) + (j - 1) * lda;
    }
}
