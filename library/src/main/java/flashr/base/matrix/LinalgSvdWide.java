package flashr.base.matrix;

/**
 * The SVD of an m x n matrix with m < n (m at most 25) along dgesdd's paths for wide matrices:
 * an LQ factorisation first when n is much larger than m, else bidiagonalisation to lower
 * bidiagonal form, which dbdsdc rotates to upper form before the bidiagonal QR.
 */
final class LinalgSvdWide {
    private LinalgSvdWide() {}

    static LinalgSvd.Result decompose(double[] x, int m, int n) {
        return n >= (int) (m * 11.0 / 6.0) ? viaLq(x, m, n) : lowerBidiagonal(x, m, n);
    }

    private static LinalgSvd.Result viaLq(double[] x, int m, int n) {
        double[] a = x.clone();
        double[] tau = new double[m];
        for (int i = 0; i < m; i++) {
            int ii = i + i * m;
            tau[i] = LinalgSvdTall.larfg(a, ii, m, n - i);
            if (i < m - 1) LinalgSvdTall.rightReflect(a, ii, m, tau[i], a, m, i + 1, i, m - i - 1, n - i);
        }
        double[] l = new double[m * m];
        for (int c = 0; c < m; c++) {
            for (int r = c; r < m; r++) l[r + c * m] = a[r + c * m];
        }
        LinalgSvd.Result inner = LinalgSvdTall.bidiagonalSvd(l, m, m);
        // Q's rows: q_r = H(0) ... H(m-1) e_r
        double[] q = new double[n * m]; // column r is row r of Q
        for (int r = 0; r < m; r++) q[r + r * n] = 1;
        for (int i = m - 1; i >= 0; i--) {
            LinalgSvdTall.leftReflectStrided(a, i + i * m, m, tau[i], q, n, i, 0, n - i, m);
        }
        double[] v = new double[n * m];
        for (int j = 0; j < n; j++) {
            for (int lidx = 0; lidx < m; lidx++) {
                double temp = q[j + lidx * n];
                for (int k = 0; k < m; k++) v[j + k * n] += temp * inner.v()[lidx + k * m];
            }
        }
        return new LinalgSvd.Result(inner.d(), inner.u(), v);
    }

    private static LinalgSvd.Result lowerBidiagonal(double[] x, int m, int n) {
        double[] a = x.clone();
        double[] d = new double[m];
        double[] e = new double[Math.max(0, m - 1)];
        double[] taup = new double[m];
        double[] tauq = new double[m];
        for (int i = 0; i < m; i++) {
            int ii = i + i * m;
            taup[i] = LinalgSvdTall.larfg(a, ii, m, n - i);
            d[i] = a[ii];
            if (i < m - 1) {
                LinalgSvdTall.rightReflect(a, ii, m, taup[i], a, m, i + 1, i, m - i - 1, n - i);
                int below = i + 1 + i * m;
                tauq[i] = LinalgSvdTall.larfg(a, below, 1, m - i - 1);
                e[i] = a[below];
                LinalgSvdTall.leftReflect(a, below, tauq[i], a, m, i + 1, i + 1, m - i - 1, n - i - 1);
            }
        }
        // dbdsdc: rotate the lower bidiagonal to upper, remembering the rotations for U
        double[] cs = new double[m];
        double[] sn = new double[m];
        for (int i = 0; i < m - 1; i++) {
            double[] g = LinalgBidiagonal.lartg(d[i], e[i]);
            d[i] = g[2];
            e[i] = g[1] * d[i + 1];
            d[i + 1] = g[0] * d[i + 1];
            cs[i] = g[0];
            sn[i] = -g[1];
        }
        double[] ub = new double[m * m];
        double[] vt = new double[m * m];
        for (int i = 0; i < m; i++) {
            ub[i + i * m] = 1;
            vt[i + i * m] = 1;
        }
        LinalgBidiagonal.svd(d, e, vt, m, ub, m);
        LinalgBidiagonal.rotateRowsBackward(ub, m, m, 0, m - 1, cs, sn);
        for (int i = m - 2; i >= 0; i--) LinalgSvdTall.leftReflect(a, i + 1 + i * m, tauq[i], ub, m, i + 1, 0, m - i - 1, m);
        double[] v = new double[n * m];
        for (int j = 0; j < m; j++) {
            for (int i = 0; i < m; i++) v[i + j * n] = vt[j + i * m];
        }
        for (int i = m - 1; i >= 0; i--) LinalgSvdTall.leftReflectStrided(a, i + i * m, m, taup[i], v, n, i, 0, n - i, m);
        return new LinalgSvd.Result(d, ub, v);
    }
}
