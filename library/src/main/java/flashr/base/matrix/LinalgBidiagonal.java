package flashr.base.matrix;

import flashr.engine.fn.RMath;

import flashr.lang.RError;

/**
 * The SVD of an upper bidiagonal matrix by implicit zero-shift / shifted QR sweeps, in the
 * manner of LAPACK's dbdsqr (direction choice, convergence tests, shifts, final sign fix and
 * sort), so that singular vectors come out with the signs R's dgesdd gives for small matrices.
 */
final class LinalgBidiagonal {
    private LinalgBidiagonal() {}

    private static final double EPS = Math.ulp(1.0) / 2;
    private static final double UNFL = Double.MIN_NORMAL;

    /**
     * Diagonalises B = diag(d) + superdiag(e) (n x n) in place: d becomes the singular values
     * (decreasing); vt (n x ncvt, column-major, leading dimension n) is premultiplied by the
     * right rotations and u (nru x n, leading dimension nru) postmultiplied by the left ones.
     */
    static void svd(double[] d, double[] e, double[] vt, int ncvt, double[] u, int nru) {
        int n = d.length;
        if (n == 0) return;
        if (n > 1) iterate(d, e, vt, ncvt, u, nru, n);
        for (int i = 0; i < n; i++) {
            if (d[i] < 0) {
                d[i] = -d[i];
                for (int j = 0; j < ncvt; j++) vt[i + j * n] = -vt[i + j * n];
            }
        }
        for (int i = 0; i < n - 1; i++) {
            int isub = 0;
            double smin = d[0];
            for (int j = 1; j < n - i; j++) {
                if (d[j] <= smin) {
                    isub = j;
                    smin = d[j];
                }
            }
            int last = n - 1 - i;
            if (isub != last) {
                d[isub] = d[last];
                d[last] = smin;
                for (int j = 0; j < ncvt; j++) swap(vt, isub + j * n, last + j * n);
                for (int k = 0; k < nru; k++) swap(u, k + isub * nru, k + last * nru);
            }
        }
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    private static void iterate(double[] d, double[] e, double[] vt, int ncvt, double[] u, int nru, int n) {
        double tolmul = Math.max(10, Math.min(100, RMath.pow(EPS, -0.125)));
        double tol = tolmul * EPS;
        double smax = 0;
        for (double v : d) smax = Math.max(smax, Math.abs(v));
        for (int i = 0; i < n - 1; i++) smax = Math.max(smax, Math.abs(e[i]));
        double sminoa = Math.abs(d[0]);
        if (sminoa != 0) {
            double mu = sminoa;
            for (int i = 1; i < n; i++) {
                mu = Math.abs(d[i]) * (mu / (mu + Math.abs(e[i - 1])));
                sminoa = Math.min(sminoa, mu);
                if (sminoa == 0) break;
            }
        }
        sminoa = sminoa / Math.sqrt(n);
        double thresh = Math.max(tol * sminoa, 6 * (n * (n * UNFL)));
        int maxit = 6 * n * n;
        int iter = 0;
        int oldll = -1;
        int oldm = -1;
        int idir = 0;
        int m = n - 1; // 0-based index of the last element of the unconverged part
        double[] cs1 = new double[n];
        double[] sn1 = new double[n];
        double[] cs2 = new double[n];
        double[] sn2 = new double[n];
        while (m > 0) {
            if (iter > maxit) throw new RError("svd: the bidiagonal QR iteration did not converge");
            smax = Math.abs(d[m]);
            int ll = -1;
            boolean split = false;
            for (int l = m - 1; l >= 0; l--) {
                double abss = Math.abs(d[l]);
                double abse = Math.abs(e[l]);
                if (abse <= thresh) {
                    ll = l;
                    split = true;
                    break;
                }
                smax = Math.max(smax, Math.max(abss, abse));
            }
            if (split) {
                e[ll] = 0;
                if (ll == m - 1) {
                    m--;
                    continue;
                }
            }
            ll++; // e[ll..m-1] nonzero
            if (ll == m - 1) {
                double[] s = LinalgSvdSmall.lasv2(d[m - 1], e[m - 1], d[m]);
                d[m - 1] = s[1];
                e[m - 1] = 0;
                d[m] = s[0];
                rotateRows(vt, n, ncvt, m - 1, s[3], s[2]);
                rotateColumns(u, nru, m - 1, s[5], s[4]);
                m -= 2;
                continue;
            }
            if (ll > oldm || m < oldll) idir = Math.abs(d[ll]) >= Math.abs(d[m]) ? 1 : 2;
            double sminl;
            if (idir == 1) {
                if (Math.abs(e[m - 1]) <= Math.abs(tol) * Math.abs(d[m])) {
                    e[m - 1] = 0;
                    continue;
                }
                double mu = Math.abs(d[ll]);
                sminl = mu;
                boolean converged = false;
                for (int l = ll; l <= m - 1; l++) {
                    if (Math.abs(e[l]) <= tol * mu) {
                        e[l] = 0;
                        converged = true;
                        break;
                    }
                    mu = Math.abs(d[l + 1]) * (mu / (mu + Math.abs(e[l])));
                    sminl = Math.min(sminl, mu);
                }
                if (converged) continue;
            } else {
                if (Math.abs(e[ll]) <= Math.abs(tol) * Math.abs(d[ll])) {
                    e[ll] = 0;
                    continue;
                }
                double mu = Math.abs(d[m]);
                sminl = mu;
                boolean converged = false;
                for (int l = m - 1; l >= ll; l--) {
                    if (Math.abs(e[l]) <= tol * mu) {
                        e[l] = 0;
                        converged = true;
                        break;
                    }
                    mu = Math.abs(d[l]) * (mu / (mu + Math.abs(e[l])));
                    sminl = Math.min(sminl, mu);
                }
                if (converged) continue;
            }
            oldll = ll;
            oldm = m;
            double shift;
            if (n * tol * (sminl / smax) <= Math.max(EPS, 0.01 * tol)) {
                shift = 0;
            } else {
                double sll;
                if (idir == 1) {
                    sll = Math.abs(d[ll]);
                    shift = las2(d[m - 1], e[m - 1], d[m]);
                } else {
                    sll = Math.abs(d[m]);
                    shift = las2(d[ll], e[ll], d[ll + 1]);
                }
                if (sll > 0 && (shift / sll) * (shift / sll) < EPS) shift = 0;
            }
            iter += m - ll;
            int len = m - ll; // number of rotations
            if (shift == 0) {
                if (idir == 1) {
                    double cs = 1;
                    double oldcs = 1;
                    double oldsn = 0;
                    for (int i = ll; i <= m - 1; i++) {
                        double[] g = lartg(d[i] * cs, e[i]);
                        cs = g[0];
                        double sn = g[1];
                        if (i > ll) e[i - 1] = oldsn * g[2];
                        double[] h = lartg(oldcs * g[2], d[i + 1] * sn);
                        oldcs = h[0];
                        oldsn = h[1];
                        d[i] = h[2];
                        cs1[i - ll] = cs;
                        sn1[i - ll] = sn;
                        cs2[i - ll] = oldcs;
                        sn2[i - ll] = oldsn;
                    }
                    double hh = d[m] * cs;
                    d[m] = hh * oldcs;
                    e[m - 1] = hh * oldsn;
                    rotateRowsForward(vt, n, ncvt, ll, len, cs1, sn1);
                    rotateColumnsForward(u, nru, ll, len, cs2, sn2);
                    if (Math.abs(e[m - 1]) <= thresh) e[m - 1] = 0;
                } else {
                    double cs = 1;
                    double oldcs = 1;
                    double oldsn = 0;
                    for (int i = m; i >= ll + 1; i--) {
                        double[] g = lartg(d[i] * cs, e[i - 1]);
                        cs = g[0];
                        double sn = g[1];
                        if (i < m) e[i] = oldsn * g[2];
                        double[] h = lartg(oldcs * g[2], d[i - 1] * sn);
                        oldcs = h[0];
                        oldsn = h[1];
                        d[i] = h[2];
                        cs1[i - ll - 1] = cs;
                        sn1[i - ll - 1] = -sn;
                        cs2[i - ll - 1] = oldcs;
                        sn2[i - ll - 1] = -oldsn;
                    }
                    double hh = d[ll] * cs;
                    d[ll] = hh * oldcs;
                    e[ll] = hh * oldsn;
                    rotateRowsBackward(vt, n, ncvt, ll, len, cs2, sn2);
                    rotateColumnsBackward(u, nru, ll, len, cs1, sn1);
                    if (Math.abs(e[ll]) <= thresh) e[ll] = 0;
                }
            } else if (idir == 1) {
                double f = (Math.abs(d[ll]) - shift) * (Math.copySign(1, d[ll]) + shift / d[ll]);
                double g = e[ll];
                for (int i = ll; i <= m - 1; i++) {
                    double[] r1 = lartg(f, g);
                    double cosr = r1[0];
                    double sinr = r1[1];
                    if (i > ll) e[i - 1] = r1[2];
                    f = cosr * d[i] + sinr * e[i];
                    e[i] = cosr * e[i] - sinr * d[i];
                    g = sinr * d[i + 1];
                    d[i + 1] = cosr * d[i + 1];
                    double[] r2 = lartg(f, g);
                    double cosl = r2[0];
                    double sinl = r2[1];
                    d[i] = r2[2];
                    f = cosl * e[i] + sinl * d[i + 1];
                    d[i + 1] = cosl * d[i + 1] - sinl * e[i];
                    if (i < m - 1) {
                        g = sinl * e[i + 1];
                        e[i + 1] = cosl * e[i + 1];
                    }
                    cs1[i - ll] = cosr;
                    sn1[i - ll] = sinr;
                    cs2[i - ll] = cosl;
                    sn2[i - ll] = sinl;
                }
                e[m - 1] = f;
                rotateRowsForward(vt, n, ncvt, ll, len, cs1, sn1);
                rotateColumnsForward(u, nru, ll, len, cs2, sn2);
                if (Math.abs(e[m - 1]) <= thresh) e[m - 1] = 0;
            } else {
                double f = (Math.abs(d[m]) - shift) * (Math.copySign(1, d[m]) + shift / d[m]);
                double g = e[m - 1];
                for (int i = m; i >= ll + 1; i--) {
                    double[] r1 = lartg(f, g);
                    double cosr = r1[0];
                    double sinr = r1[1];
                    if (i < m) e[i] = r1[2];
                    f = cosr * d[i] + sinr * e[i - 1];
                    e[i - 1] = cosr * e[i - 1] - sinr * d[i];
                    g = sinr * d[i - 1];
                    d[i - 1] = cosr * d[i - 1];
                    double[] r2 = lartg(f, g);
                    double cosl = r2[0];
                    double sinl = r2[1];
                    d[i] = r2[2];
                    f = cosl * e[i - 1] + sinl * d[i - 1];
                    d[i - 1] = cosl * d[i - 1] - sinl * e[i - 1];
                    if (i > ll + 1) {
                        g = sinl * e[i - 2];
                        e[i - 2] = cosl * e[i - 2];
                    }
                    cs1[i - ll - 1] = cosr;
                    sn1[i - ll - 1] = -sinr;
                    cs2[i - ll - 1] = cosl;
                    sn2[i - ll - 1] = -sinl;
                }
                e[ll] = f;
                if (Math.abs(e[ll]) <= thresh) e[ll] = 0;
                rotateRowsBackward(vt, n, ncvt, ll, len, cs2, sn2);
                rotateColumnsBackward(u, nru, ll, len, cs1, sn1);
            }
        }
    }

    /** drot on rows r and r+1 of vt (n x ncvt). */
    private static void rotateRows(double[] vt, int n, int ncvt, int r, double c, double s) {
        for (int j = 0; j < ncvt; j++) {
            double x = vt[r + j * n];
            double y = vt[r + 1 + j * n];
            vt[r + j * n] = c * x + s * y;
            vt[r + 1 + j * n] = c * y - s * x;
        }
    }

    /** drot on columns k and k+1 of u (nru rows). */
    private static void rotateColumns(double[] u, int nru, int k, double c, double s) {
        for (int i = 0; i < nru; i++) {
            double x = u[i + k * nru];
            double y = u[i + (k + 1) * nru];
            u[i + k * nru] = c * x + s * y;
            u[i + (k + 1) * nru] = c * y - s * x;
        }
    }

    /** dlasr('L', 'V', 'F') on rows ll..ll+len of vt. */
    private static void rotateRowsForward(double[] vt, int n, int ncvt, int ll, int len, double[] c, double[] s) {
        for (int j = 0; j < len; j++) {
            double ct = c[j];
            double st = s[j];
            if (ct == 1 && st == 0) continue;
            int r = ll + j;
            for (int i = 0; i < ncvt; i++) {
                double temp = vt[r + 1 + i * n];
                vt[r + 1 + i * n] = ct * temp - st * vt[r + i * n];
                vt[r + i * n] = st * temp + ct * vt[r + i * n];
            }
        }
    }

    /** dlasr('L', 'V', 'B') on rows ll..ll+len of vt. */
    static void rotateRowsBackward(double[] vt, int n, int ncvt, int ll, int len, double[] c, double[] s) {
        for (int j = len - 1; j >= 0; j--) {
            double ct = c[j];
            double st = s[j];
            if (ct == 1 && st == 0) continue;
            int r = ll + j;
            for (int i = 0; i < ncvt; i++) {
                double temp = vt[r + 1 + i * n];
                vt[r + 1 + i * n] = ct * temp - st * vt[r + i * n];
                vt[r + i * n] = st * temp + ct * vt[r + i * n];
            }
        }
    }

    /** dlasr('R', 'V', 'F') on columns ll..ll+len of u. */
    private static void rotateColumnsForward(double[] u, int nru, int ll, int len, double[] c, double[] s) {
        for (int j = 0; j < len; j++) {
            double ct = c[j];
            double st = s[j];
            if (ct == 1 && st == 0) continue;
            int k = ll + j;
            for (int i = 0; i < nru; i++) {
                double temp = u[i + (k + 1) * nru];
                u[i + (k + 1) * nru] = ct * temp - st * u[i + k * nru];
                u[i + k * nru] = st * temp + ct * u[i + k * nru];
            }
        }
    }

    /** dlasr('R', 'V', 'B') on columns ll..ll+len of u. */
    private static void rotateColumnsBackward(double[] u, int nru, int ll, int len, double[] c, double[] s) {
        for (int j = len - 1; j >= 0; j--) {
            double ct = c[j];
            double st = s[j];
            if (ct == 1 && st == 0) continue;
            int k = ll + j;
            for (int i = 0; i < nru; i++) {
                double temp = u[i + (k + 1) * nru];
                u[i + (k + 1) * nru] = ct * temp - st * u[i + k * nru];
                u[i + k * nru] = st * temp + ct * u[i + k * nru];
            }
        }
    }

    /** dlartg (LAPACK 3.10+): {c, s, r} with [c s; -s c] (f, g)' = (r, 0)'. */
    static double[] lartg(double f, double g) {
        double safmin = Double.MIN_NORMAL;
        double safmax = 1 / safmin;
        double rtmin = Math.sqrt(safmin);
        double rtmax = Math.sqrt(safmax / 2);
        double f1 = Math.abs(f);
        double g1 = Math.abs(g);
        if (g == 0) return new double[] {1, 0, f};
        if (f == 0) return new double[] {0, Math.copySign(1, g), g1};
        if (f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax) {
            double d = Math.sqrt(f * f + g * g);
            double c = f1 / d;
            double r = Math.copySign(d, f);
            return new double[] {c, g / r, r};
        }
        double uu = Math.min(safmax, Math.max(safmin, Math.max(f1, g1)));
        double fs = f / uu;
        double gs = g / uu;
        double d = Math.sqrt(fs * fs + gs * gs);
        double c = Math.abs(fs) / d;
        double r = Math.copySign(d, f);
        double s = gs / r;
        return new double[] {c, s, r * uu};
    }

    /** dlas2: the smaller singular value of [[f, g], [0, h]]. */
    static double las2(double f, double g, double h) {
        double fa = Math.abs(f);
        double ga = Math.abs(g);
        double ha = Math.abs(h);
        double fhmn = Math.min(fa, ha);
        double fhmx = Math.max(fa, ha);
        if (fhmn == 0) return 0;
        if (ga < fhmx) {
            double as = 1 + fhmn / fhmx;
            double at = (fhmx - fhmn) / fhmx;
            double au = (ga / fhmx) * (ga / fhmx);
            double c = 2 / (Math.sqrt(as * as + au) + Math.sqrt(at * at + au));
            return fhmn * c;
        }
        double au = fhmx / ga;
        if (au == 0) return (fhmn * fhmx) / ga;
        double as = 1 + fhmn / fhmx;
        double at = (fhmx - fhmn) / fhmx;
        double c = 1 / (Math.sqrt(1 + (as * au) * (as * au)) + Math.sqrt(1 + (at * au) * (at * au)));
        double ssmin = (fhmn * c) * au;
        return ssmin + ssmin;
    }
}
