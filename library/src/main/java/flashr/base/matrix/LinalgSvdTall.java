package flashr.base.matrix;

/**
 * The SVD of an m x n matrix with m >= n (n at most 25, where dgesdd hands the bidiagonal
 * problem to dbdsqr) along dgesdd's path: Householder QR first when m is much larger than n,
 * Householder bidiagonalisation (dgebd2), {@link LinalgBidiagonal}, then the reflectors applied
 * back to the singular vectors. Signs and digits follow R's.
 */
public final class LinalgSvdTall {
    private LinalgSvdTall() {}

    static LinalgSvd.Result decompose(double[] x, int m, int n) {
        return decompose(x, m, n, true);
    }

    /** As {@link #decompose(double[], int, int)}; without u (null) when not wanted: svd(x, nu = 0) of a tall x needs no m x n matrices beyond its copy of x. */
    static LinalgSvd.Result decompose(double[] x, int m, int n, boolean wantU) {
        if (m >= (int) (n * 11.0 / 6.0)) {
            double[] a = x.clone();
            double[] tau = new double[n];
            LinalgSvd.Result inner = bidiagonalSvd(householderR(a, m, n, tau), n, n);
            if (!wantU) return new LinalgSvd.Result(inner.d(), null, inner.v());
            double[] q = new double[m * n];
            for (int i = 0; i < n; i++) q[i + i * m] = 1;
            for (int i = n - 1; i >= 0; i--) leftReflect(a, i + i * m, tau[i], q, m, i, 0, m - i, n);
            double[] u = new double[m * n];
            for (int j = 0; j < n; j++) {
                for (int l = 0; l < n; l++) {
                    double temp = inner.u()[l + j * n];
                    for (int i = 0; i < m; i++) u[i + j * m] += temp * q[i + l * m];
                }
            }
            return new LinalgSvd.Result(inner.d(), u, inner.v());
        }
        return bidiagonalSvd(x.clone(), m, n);
    }

    /**
     * dgeqr2: R of the m x n matrix a (n x n, zero below the diagonal); a is overwritten by the
     * reflectors, whose factors go to tau.
     */
    public static double[] householderR(double[] a, int m, int n, double[] tau) {
        for (int i = 0; i < n; i++) {
            tau[i] = larfg(a, i + i * m, 1, m - i);
            if (i < n - 1) leftReflect(a, i + i * m, tau[i], a, m, i, i + 1, m - i, n - i - 1);
        }
        double[] r = new double[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i <= j; i++) r[i + j * n] = a[i + j * m];
        }
        return r;
    }

    /** dgebd2 (upper bidiagonal, m >= n) on a, the bidiagonal SVD, and the vectors transformed back. */
    public static LinalgSvd.Result bidiagonalSvd(double[] a, int m, int n) {
        double[] d = new double[n];
        double[] e = new double[Math.max(0, n - 1)];
        double[] tauq = new double[n];
        double[] taup = new double[n];
        for (int i = 0; i < n; i++) {
            int ii = i + i * m;
            tauq[i] = larfg(a, ii, 1, m - i);
            d[i] = a[ii];
            if (i < n - 1) leftReflect(a, ii, tauq[i], a, m, i, i + 1, m - i, n - i - 1);
            if (i < n - 1) {
                int row = i + (i + 1) * m;
                taup[i] = larfg(a, row, m, n - i - 1);
                e[i] = a[row];
                rightReflect(a, row, m, taup[i], a, m, i + 1, i + 1, m - i - 1, n - i - 1);
            }
        }
        double[] u = new double[m * n];
        for (int i = 0; i < n; i++) u[i + i * m] = 1;
        double[] vt = new double[n * n];
        for (int i = 0; i < n; i++) vt[i + i * n] = 1;
        // the bidiagonal SVD works on the top n x n block of u (leading dimension m)
        double[] ub = new double[n * n];
        for (int i = 0; i < n; i++) ub[i + i * n] = 1;
        LinalgBidiagonal.svd(d, e, vt, n, ub, n);
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) u[i + j * m] = ub[i + j * n];
            for (int i = n; i < m; i++) u[i + j * m] = 0;
        }
        for (int i = n - 1; i >= 0; i--) leftReflect(a, i + i * m, tauq[i], u, m, i, 0, m - i, n);
        double[] v = new double[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) v[i + j * n] = vt[j + i * n];
        }
        for (int i = n - 2; i >= 0; i--) {
            // G(i) acts on rows i+1.. of v; its vector is row i of a from column i+1, stride m
            leftReflectStrided(a, i + (i + 1) * m, m, taup[i], v, n, i + 1, 0, n - i - 1, n);
        }
        return new LinalgSvd.Result(d, u, v);
    }

    /** dlarfg on len elements of a starting at off with stride inc; returns tau, beta left at a[off]. */
    static double larfg(double[] a, int off, int inc, int len) {
        if (len <= 1) return 0;
        double xnorm = nrm2(a, off + inc, inc, len - 1);
        if (xnorm == 0) return 0;
        double alpha = a[off];
        double beta = -Math.copySign(LinalgEigen.lapy2(alpha, xnorm), alpha);
        double tau = (beta - alpha) / beta;
        double scale = 1.0 / (alpha - beta);
        for (int k = 1; k < len; k++) a[off + k * inc] = scale * a[off + k * inc];
        a[off] = beta;
        return tau;
    }

    private static double nrm2(double[] a, int off, int inc, int len) {
        if (inc == 1) return LinalgQR.nrm2(a, off, len);
        double[] t = new double[len];
        for (int k = 0; k < len; k++) t[k] = a[off + k * inc];
        return LinalgQR.nrm2(t, 0, len);
    }

    /**
     * dlarf('Left'): C := (I - tau v v') C for the rows r0.. r0+rows-1 and columns c0.. of C
     * (leading dimension ldc); v = (1, a[vOff+1 .. vOff+rows-1]) contiguous.
     */
    static void leftReflect(double[] a, int vOff, double tau, double[] c, int ldc, int r0, int c0, int rows, int cols) {
        leftReflectStrided(a, vOff, 1, tau, c, ldc, r0, c0, rows, cols);
    }

    static void leftReflectStrided(double[] a, int vOff, int inc, double tau, double[] c, int ldc, int r0, int c0, int rows, int cols) {
        if (tau == 0) return;
        double[] v = new double[rows];
        v[0] = 1;
        for (int k = 1; k < rows; k++) v[k] = a[vOff + k * inc];
        for (int j = 0; j < cols; j++) {
            int cj = r0 + (c0 + j) * ldc;
            double w = 0;
            for (int k = 0; k < rows; k++) w += c[cj + k] * v[k];
            double temp = -tau * w;
            for (int k = 0; k < rows; k++) c[cj + k] += v[k] * temp;
        }
    }

    /** dlarf('Right'): C := C (I - tau v v'), v = (1, a[vOff + inc], ...) with stride inc. */
    static void rightReflect(double[] a, int vOff, int inc, double tau, double[] c, int ldc, int r0, int c0, int rows, int cols) {
        if (tau == 0) return;
        double[] v = new double[cols];
        v[0] = 1;
        for (int k = 1; k < cols; k++) v[k] = a[vOff + k * inc];
        double[] w = new double[rows];
        for (int j = 0; j < cols; j++) {
            double temp = v[j];
            int cj = r0 + (c0 + j) * ldc;
            for (int i = 0; i < rows; i++) w[i] += temp * c[cj + i];
        }
        for (int j = 0; j < cols; j++) {
            double temp = -tau * v[j];
            int cj = r0 + (c0 + j) * ldc;
            for (int i = 0; i < rows; i++) c[cj + i] += w[i] * temp;
        }
    }
}
