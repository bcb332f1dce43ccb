package flashr.base.matrix;

/**
 * The SVD of matrices with one or two columns (or one or two rows) along LAPACK dgesdd's own
 * path, so that the signs of the singular vectors are R's: Householder QR (or LQ) reduction
 * to a 1 x 1 or 2 x 2 bidiagonal, whose SVD is dbdsdc's sign rule (1 x 1) or dlasv2 (2 x 2)
 * followed by dbdsqr's sign fix of negative singular values.
 */
final class LinalgSvdSmall {
    private LinalgSvdSmall() {}

    /** The decomposition, or null when the shape is not one this class handles. */
    static LinalgSvd.Result decompose(double[] x, int m, int n) {
        if (n == 1) return column(x, m);
        if (m == 1) return row(x, n);
        if (n == 2) return twoColumns(x, m);
        if (m == 2) return twoRows(x, n);
        return null;
    }

    /** dlarfg on v[off..off+len-1] (alpha first): returns {tau, beta}; v becomes (beta, scaled tail). */
    private static double[] householder(double[] v, int off, int len) {
        if (len <= 1) return new double[] {0, v[off]};
        double xnorm = LinalgQR.nrm2(v, off + 1, len - 1);
        double alpha = v[off];
        if (xnorm == 0) return new double[] {0, alpha};
        double beta = -Math.copySign(LinalgEigen.lapy2(alpha, xnorm), alpha);
        double tau = (beta - alpha) / beta;
        double scale = 1.0 / (alpha - beta);
        for (int i = 1; i < len; i++) v[off + i] = scale * v[off + i];
        v[off] = beta;
        return new double[] {tau, beta};
    }

    /** Applies H = I - tau u u' (u = (1, v[vOff+1..])) to y[yOff..yOff+len-1] in place. */
    private static void reflect(double[] v, int vOff, double tau, double[] y, int yOff, int len) {
        if (tau == 0) return;
        double s = y[yOff];
        for (int i = 1; i < len; i++) s += v[vOff + i] * y[yOff + i];
        s *= tau;
        y[yOff] -= s;
        for (int i = 1; i < len; i++) y[yOff + i] -= s * v[vOff + i];
    }

    private static LinalgSvd.Result column(double[] x, int m) {
        double[] v = x.clone();
        double[] h = householder(v, 0, m);
        double beta = h[1];
        double[] u = new double[m];
        u[0] = Math.copySign(1.0, beta); // dbdsdc: U = sign(d)
        reflect(v, 0, h[0], u, 0, m);
        return new LinalgSvd.Result(new double[] {Math.abs(beta)}, u, new double[] {1});
    }

    private static LinalgSvd.Result row(double[] x, int n) {
        double[] v = x.clone();
        double[] h = householder(v, 0, n);
        double beta = h[1];
        double[] q = new double[n];
        q[0] = 1;
        reflect(v, 0, h[0], q, 0, n); // first row of the LQ factor Q
        return new LinalgSvd.Result(new double[] {Math.abs(beta)}, new double[] {Math.copySign(1.0, beta)}, q);
    }

    /** m x 2, m >= 2: QR, then the 2 x 2 upper triangle R. */
    private static LinalgSvd.Result twoColumns(double[] x, int m) {
        double[] a = x.clone();
        double[] h1 = householder(a, 0, m);
        reflect(a, 0, h1[0], a, m, m);
        double[] h2 = householder(a, m + 1, m - 1);
        double[] b = twoByTwo(h1[1], a[m], h2[1]);
        // U = H1 H2 [U_B; 0]
        double[] u = new double[2 * m];
        for (int j = 0; j < 2; j++) {
            u[j * m] = b[2 + j * 2];
            u[j * m + 1] = b[3 + j * 2];
            reflect(a, m + 1, h2[0], u, j * m + 1, m - 1);
            reflect(a, 0, h1[0], u, j * m, m);
        }
        double[] v = {b[6], b[7], b[8], b[9]};
        return new LinalgSvd.Result(new double[] {b[0], b[1]}, u, v);
    }

    /** 2 x n, n >= 3: LQ, then the 2 x 2 lower triangle L reduced to upper bidiagonal by one reflector. */
    private static LinalgSvd.Result twoRows(double[] x, int n) {
        // rows of x as vectors
        double[] r1 = new double[n];
        double[] r2 = new double[n];
        for (int j = 0; j < n; j++) {
            r1[j] = x[j * 2];
            r2[j] = x[j * 2 + 1];
        }
        double[] g1 = householder(r1, 0, n);
        reflect(r1, 0, g1[0], r2, 0, n);
        double l21 = r2[0];
        double[] g2 = householder(r2, 1, n - 1);
        double l11 = g1[1];
        double l22 = g2[1];
        // dgebrd on L = [[l11, 0], [l21, l22]]: one left reflector on the first column
        double[] col = {l11, l21};
        double[] f = householder(col, 0, 2);
        double[] c2 = {0, l22};
        reflect(col, 0, f[0], c2, 0, 2);
        double[] b = twoByTwo(f[1], c2[0], c2[1]);
        double[] u = new double[4];
        for (int j = 0; j < 2; j++) {
            u[j * 2] = b[2 + j * 2];
            u[j * 2 + 1] = b[3 + j * 2];
            reflect(col, 0, f[0], u, j * 2, 2);
        }
        // V' = VT_B Q, Q's rows r = (H1 H2 e_r)'
        double[][] q = new double[2][n];
        for (int r = 0; r < 2; r++) {
            q[r][r] = 1;
            reflect(r2, 1, g2[0], q[r], 1, n - 1);
            reflect(r1, 0, g1[0], q[r], 0, n);
        }
        double[] v = new double[n * 2];
        for (int k = 0; k < 2; k++) {
            for (int j = 0; j < n; j++) v[j + k * n] = b[6 + k * 2] * q[0][j] + b[7 + k * 2] * q[1][j];
        }
        return new LinalgSvd.Result(new double[] {b[0], b[1]}, u, v);
    }

    /**
     * SVD of the upper triangular [[f, g], [0, h]] as dbdsqr does it: {d1, d2,
     * U_B column-major (4), V_B = t(VT_B) column-major (4)}.
     */
    private static double[] twoByTwo(double f, double g, double h) {
        double ssmax;
        double ssmin;
        double csl = 1;
        double snl = 0;
        double csr = 1;
        double snr = 0;
        if (g == 0) { // split: dbdsqr leaves the diagonal as it is
            ssmax = f;
            ssmin = h;
        } else {
            double[] s = lasv2(f, g, h);
            ssmin = s[0];
            ssmax = s[1];
            snr = s[2];
            csr = s[3];
            snl = s[4];
            csl = s[5];
        }
        // U_B = rot(I) columns (csl, snl), (-snl, csl); VT_B rows (csr, snr), (-snr, csr)
        double[] ub = {csl, snl, -snl, csl};
        double[] vt = {csr, -snr, snr, csr}; // column-major VT_B
        double[] d = {ssmax, ssmin};
        for (int i = 0; i < 2; i++) {
            if (d[i] < 0) {
                d[i] = -d[i];
                vt[i] = -vt[i];
                vt[i + 2] = -vt[i + 2];
            }
        }
        if (d[1] > d[0]) { // keep decreasing order, swapping the vectors too
            double t = d[0];
            d[0] = d[1];
            d[1] = t;
            swap(ub, 0, 2);
            swap(ub, 1, 3);
            swap(vt, 0, 1);
            swap(vt, 2, 3);
        }
        // V = t(VT_B), column-major
        return new double[] {d[0], d[1], ub[0], ub[1], ub[2], ub[3], vt[0], vt[2], vt[1], vt[3]};
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** LAPACK dlasv2 for [[f, g], [0, h]]: {ssmin, ssmax, snr, csr, snl, csl}. */
    static double[] lasv2(double f, double g, double h) {
        double ft = f;
        double fa = Math.abs(ft);
        double ht = h;
        double ha = Math.abs(h);
        int pmax = 1;
        boolean swap = ha > fa;
        if (swap) {
            pmax = 3;
            double t = ft;
            ft = ht;
            ht = t;
            t = fa;
            fa = ha;
            ha = t;
        }
        double gt = g;
        double ga = Math.abs(gt);
        double clt;
        double crt;
        double slt;
        double srt;
        double ssmin;
        double ssmax;
        if (ga == 0) {
            ssmin = ha;
            ssmax = fa;
            clt = 1;
            crt = 1;
            slt = 0;
            srt = 0;
        } else {
            boolean gasmal = true;
            ssmin = 0;
            ssmax = 0;
            clt = crt = slt = srt = 0;
            if (ga > fa) {
                pmax = 2;
                if (fa / ga < Math.ulp(1.0) / 2) {
                    gasmal = false;
                    ssmax = ga;
                    ssmin = ha > 1 ? fa / (ga / ha) : (fa / ga) * ha;
                    clt = 1;
                    slt = ht / gt;
                    srt = 1;
                    crt = ft / gt;
                }
            }
            if (gasmal) {
                double d = fa - ha;
                double l = d == fa ? 1 : d / fa;
                double m = gt / ft;
                double t = 2 - l;
                double mm = m * m;
                double tt = t * t;
                double s = Math.sqrt(tt + mm);
                double r = l == 0 ? Math.abs(m) : Math.sqrt(l * l + mm);
                double a = 0.5 * (s + r);
                ssmin = ha / a;
                ssmax = fa * a;
                if (mm == 0) {
                    t = l == 0 ? Math.copySign(2, ft) * Math.copySign(1, gt) : gt / Math.copySign(d, ft) + m / t;
                } else {
                    t = (m / (s + t) + m / (r + l)) * (1 + a);
                }
                l = Math.sqrt(t * t + 4);
                crt = 2 / l;
                srt = t / l;
                clt = (crt + srt * m) / a;
                slt = (ht / ft) * srt / a;
            }
        }
        double csl;
        double snl;
        double csr;
        double snr;
        if (swap) {
            csl = srt;
            snl = crt;
            csr = slt;
            snr = clt;
        } else {
            csl = clt;
            snl = slt;
            csr = crt;
            snr = srt;
        }
        double tsign = switch (pmax) {
            case 1 -> Math.copySign(1, csr) * Math.copySign(1, csl) * Math.copySign(1, f);
            case 2 -> Math.copySign(1, snr) * Math.copySign(1, csl) * Math.copySign(1, g);
            default -> Math.copySign(1, snr) * Math.copySign(1, snl) * Math.copySign(1, h);
        };
        ssmax = Math.copySign(ssmax, tsign);
        ssmin = Math.copySign(ssmin, tsign * Math.copySign(1, f) * Math.copySign(1, h));
        return new double[] {ssmin, ssmax, snr, csr, snl, csl};
    }
}
