package flashr.base.matrix;

import flashr.lang.RError;

/**
 * eigen() of a general real matrix along LAPACK dgeev's path: balancing (dgebal), Householder
 * Hessenberg reduction (dgehd2) with its explicit Q, the double-shift QR of dlahqr with the
 * Schur vectors accumulated, the back substitution of dtrevc and the back transformation, so
 * that values and vectors (signs included) come out as R's. Only real spectra are handled:
 * flashr has no complex type.
 */
public final class LinalgEigenDgeev {
    private LinalgEigenDgeev() {}

    private static final double ULP = Math.ulp(1.0);
    private static final double SAFMIN = Double.MIN_NORMAL;

    /** {wr (LAPACK's order), vectors column-major} for the n x n column-major a. */
    static double[][] eigen(double[] a0, int n) {
        return eigen(a0, n, false);
    }

    /** The real parts of the eigenvalues (LAPACK's order), complex ones included: cmdscale's additive constant needs only these. */
    public static double[] realParts(double[] a0, int n) {
        return eigen(a0, n, true)[0];
    }

    private static double[][] eigen(double[] a0, int n, boolean realPartsOnly) {
        double[] a = a0.clone();
        double[] scale = new double[n];
        int[] lohi = balance(a, n, scale);
        int ilo = lohi[0];
        int ihi = lohi[1];
        double[] tau = new double[n];
        for (int i = ilo; i < ihi; i++) {
            int col = i * n;
            int len = ihi - i; // rows i+1..ihi (0-based, inclusive)
            tau[i] = LinalgSvdTall.larfg(a, col + i + 1, 1, len);
            double aii = a[col + i + 1];
            a[col + i + 1] = 1;
            // right: A(0:ihi, i+1:ihi) := A H
            LinalgSvdTall.rightReflect(a, col + i + 1, 1, tau[i], a, n, 0, i + 1, ihi + 1, len);
            // left: A(i+1:ihi, i+1:n-1) := H A
            LinalgSvdTall.leftReflect(a, col + i + 1, tau[i], a, n, i + 1, i + 1, len, n - i - 1);
            a[col + i + 1] = aii;
        }
        // Q explicitly (dorghr), applied to the identity
        double[] z = new double[n * n];
        for (int i = 0; i < n; i++) z[i + i * n] = 1;
        for (int i = ihi - 1; i >= ilo; i--) {
            int col = i * n;
            double keep = a[col + i + 1];
            a[col + i + 1] = 1;
            LinalgSvdTall.leftReflect(a, col + i + 1, tau[i], z, n, i + 1, i + 1, ihi - i, ihi - i);
            a[col + i + 1] = keep;
        }
        double[] h = new double[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i <= Math.min(j + 1, n - 1); i++) h[i + j * n] = a[i + j * n];
        }
        double[] wr = new double[n];
        double[] wi = new double[n];
        for (int i = 0; i < ilo; i++) wr[i] = h[i + i * n];
        for (int i = ihi + 1; i < n; i++) wr[i] = h[i + i * n];
        if (ilo == ihi) {
            wr[ilo] = h[ilo + ilo * n];
        } else {
            lahqr(h, n, ilo, ihi, wr, wi, z);
        }
        if (realPartsOnly) return new double[][] {wr};
        for (double v : wi) {
            if (v != 0) throw new RError("eigen() of a matrix with complex eigenvalues is not supported");
        }
        double[] vr = backSubstitute(h, n, wr, z);
        // dgebak: undo scaling (not when one row is left), then the permutations (1-based, as stored)
        if (ilo != ihi) {
            for (int i = ilo; i <= ihi; i++) {
                for (int j = 0; j < n; j++) vr[i + j * n] *= scale[i];
            }
        }
        for (int ii = 1; ii <= n; ii++) {
            int i = ii;
            if (i >= ilo + 1 && i <= ihi + 1) continue;
            if (i < ilo + 1) i = ilo + 1 - ii;
            int k = (int) scale[i - 1];
            if (k == i) continue;
            for (int j = 0; j < n; j++) {
                double t = vr[i - 1 + j * n];
                vr[i - 1 + j * n] = vr[k - 1 + j * n];
                vr[k - 1 + j * n] = t;
            }
        }
        for (int j = 0; j < n; j++) {
            double scl = 1 / LinalgQR.nrm2(vr, j * n, n);
            for (int i = 0; i < n; i++) vr[i + j * n] *= scl;
        }
        return new double[][] {wr, vr};
    }

    /** dgebal('B'): permutations isolating eigenvalues, then scaling by powers of 2; returns {ilo, ihi} (0-based). */
    private static int[] balance(double[] a, int n, double[] scale) {
        int k = 0;
        int l = n - 1;
        // rows isolating an eigenvalue, pushed down
        boolean found = true;
        while (found && l >= 0) {
            found = false;
            if (l == 0) {
                scale[0] = 1;
                return new int[] {0, 0};
            }
            for (int j = l; j >= 0; j--) {
                boolean zero = true;
                for (int i = 0; i <= l; i++) {
                    if (i != j && a[j + i * n] != 0) {
                        zero = false;
                        break;
                    }
                }
                if (zero) {
                    exchange(a, n, scale, j, l, k, l);
                    if (l == 0) return new int[] {0, 0};
                    l--;
                    found = true;
                    break;
                }
            }
        }
        found = true;
        while (found) {
            found = false;
            for (int j = k; j <= l; j++) {
                boolean zero = true;
                for (int i = k; i <= l; i++) {
                    if (i != j && a[i + j * n] != 0) {
                        zero = false;
                        break;
                    }
                }
                if (zero) {
                    exchange(a, n, scale, j, k, k, l);
                    k++;
                    found = true;
                    break;
                }
            }
        }
        for (int i = k; i <= l; i++) scale[i] = 1;
        double sfmin1 = SAFMIN / ULP;
        double sfmax1 = 1 / sfmin1;
        double sfmin2 = sfmin1 * 2;
        double sfmax2 = 1 / sfmin2;
        boolean noconv = true;
        while (noconv) {
            noconv = false;
            for (int i = k; i <= l; i++) {
                double c = strided(a, k + i * n, 1, l - k + 1);
                double r = strided(a, i + k * n, n, l - k + 1);
                double ca = 0;
                for (int t = 0; t <= l; t++) ca = Math.max(ca, Math.abs(a[t + i * n]));
                double ra = 0;
                for (int t = k; t < n; t++) ra = Math.max(ra, Math.abs(a[i + t * n]));
                if (c == 0 || r == 0) continue;
                double g = r / 2;
                double f = 1;
                double s = c + r;
                while (!(c >= g || Math.max(f, Math.max(c, ca)) >= sfmax2 || Math.min(r, Math.min(g, ra)) <= sfmin2)) {
                    f *= 2;
                    c *= 2;
                    ca *= 2;
                    r /= 2;
                    g /= 2;
                    ra /= 2;
                }
                g = c / 2;
                while (!(g < r || Math.max(r, ra) >= sfmax2 || Math.min(Math.min(f, c), Math.min(g, ca)) <= sfmin2)) {
                    f /= 2;
                    c /= 2;
                    g /= 2;
                    ca /= 2;
                    r *= 2;
                    ra *= 2;
                }
                if (c + r >= 0.95 * s) continue;
                if (f < 1 && scale[i] < 1 && f * scale[i] <= sfmin1) continue;
                if (f > 1 && scale[i] > 1 && scale[i] >= sfmax1 / f) continue;
                g = 1 / f;
                scale[i] *= f;
                noconv = true;
                for (int t = k; t < n; t++) a[i + t * n] *= g;
                for (int t = 0; t <= l; t++) a[t + i * n] *= f;
            }
        }
        return new int[] {k, l};
    }

    private static double strided(double[] a, int off, int inc, int len) {
        double[] t = new double[len];
        for (int q = 0; q < len; q++) t[q] = a[off + q * inc];
        return LinalgQR.nrm2(t, 0, len);
    }

    /** dgebal's row and column exchange of j and m (columns 0..l, rows k..n-1); records j (1-based) in scale[m]. */
    private static void exchange(double[] a, int n, double[] scale, int j, int m, int k, int l) {
        scale[m] = j + 1;
        if (j == m) return;
        for (int i = 0; i <= l; i++) {
            double t = a[i + j * n];
            a[i + j * n] = a[i + m * n];
            a[i + m * n] = t;
        }
        for (int c = k; c < n; c++) {
            double t = a[j + c * n];
            a[j + c * n] = a[m + c * n];
            a[m + c * n] = t;
        }
    }

    /** dlahqr with wantt and wantz: Schur form in h, Schur vectors accumulated into z. */
    private static void lahqr(double[] h, int n, int ilo, int ihi, double[] wr, double[] wi, double[] z) {
        for (int j = ilo; j <= ihi - 3; j++) {
            h[j + 2 + j * n] = 0;
            h[j + 3 + j * n] = 0;
        }
        if (ilo <= ihi - 2) h[ihi + (ihi - 2) * n] = 0;
        int nh = ihi - ilo + 1;
        double smlnum = SAFMIN * (nh / ULP);
        int i1 = 0;
        int i2 = n - 1;
        int itmax = 30 * Math.max(10, nh);
        int kdefl = 0;
        int i = ihi;
        double[] v = new double[3];
        while (i >= ilo) {
            int l = ilo;
            boolean converged = false;
            for (int its = 0; its <= itmax; its++) {
                int k;
                for (k = i; k > l; k--) {
                    if (Math.abs(h[k + (k - 1) * n]) <= smlnum) break;
                    double tst = Math.abs(h[k - 1 + (k - 1) * n]) + Math.abs(h[k + k * n]);
                    if (tst == 0) {
                        if (k - 2 >= ilo) tst += Math.abs(h[k - 1 + (k - 2) * n]);
                        if (k + 1 <= ihi) tst += Math.abs(h[k + 1 + k * n]);
                    }
                    if (Math.abs(h[k + (k - 1) * n]) <= ULP * tst) {
                        double ab = Math.max(Math.abs(h[k + (k - 1) * n]), Math.abs(h[k - 1 + k * n]));
                        double ba = Math.min(Math.abs(h[k + (k - 1) * n]), Math.abs(h[k - 1 + k * n]));
                        double aa = Math.max(Math.abs(h[k + k * n]), Math.abs(h[k - 1 + (k - 1) * n] - h[k + k * n]));
                        double bb = Math.min(Math.abs(h[k + k * n]), Math.abs(h[k - 1 + (k - 1) * n] - h[k + k * n]));
                        double s = aa + ab;
                        if (ba * (ab / s) <= Math.max(smlnum, ULP * (bb * (aa / s)))) break;
                    }
                }
                l = k;
                if (l > ilo) h[l + (l - 1) * n] = 0;
                if (l >= i - 1) {
                    converged = true;
                    break;
                }
                kdefl++;
                double h11;
                double h12;
                double h21;
                double h22;
                if (kdefl % 20 == 0) {
                    double s = Math.abs(h[i + (i - 1) * n]) + Math.abs(h[i - 1 + (i - 2) * n]);
                    h11 = 0.75 * s + h[i + i * n];
                    h12 = -0.4375 * s;
                    h21 = s;
                    h22 = h11;
                } else if (kdefl % 10 == 0) {
                    double s = Math.abs(h[l + 1 + l * n]) + Math.abs(h[l + 2 + (l + 1) * n]);
                    h11 = 0.75 * s + h[l + l * n];
                    h12 = -0.4375 * s;
                    h21 = s;
                    h22 = h11;
                } else {
                    h11 = h[i - 1 + (i - 1) * n];
                    h21 = h[i + (i - 1) * n];
                    h12 = h[i - 1 + i * n];
                    h22 = h[i + i * n];
                }
                double s = Math.abs(h11) + Math.abs(h12) + Math.abs(h21) + Math.abs(h22);
                double rt1r;
                double rt1i;
                double rt2r;
                double rt2i;
                if (s == 0) {
                    rt1r = rt1i = rt2r = rt2i = 0;
                } else {
                    h11 /= s;
                    h21 /= s;
                    h12 /= s;
                    h22 /= s;
                    double tr = (h11 + h22) / 2;
                    double det = (h11 - tr) * (h22 - tr) - h12 * h21;
                    double rtdisc = Math.sqrt(Math.abs(det));
                    if (det >= 0) {
                        rt1r = tr * s;
                        rt2r = rt1r;
                        rt1i = rtdisc * s;
                        rt2i = -rt1i;
                    } else {
                        rt1r = tr + rtdisc;
                        rt2r = tr - rtdisc;
                        if (Math.abs(rt1r - h22) <= Math.abs(rt2r - h22)) {
                            rt1r *= s;
                            rt2r = rt1r;
                        } else {
                            rt2r *= s;
                            rt1r = rt2r;
                        }
                        rt1i = 0;
                        rt2i = 0;
                    }
                }
                int m;
                for (m = i - 2; m >= l; m--) {
                    double h21s = h[m + 1 + m * n];
                    s = Math.abs(h[m + m * n] - rt2r) + Math.abs(rt2i) + Math.abs(h21s);
                    h21s = h[m + 1 + m * n] / s;
                    v[0] = h21s * h[m + (m + 1) * n] + (h[m + m * n] - rt1r) * ((h[m + m * n] - rt2r) / s) - rt1i * (rt2i / s);
                    v[1] = h21s * (h[m + m * n] + h[m + 1 + (m + 1) * n] - rt1r - rt2r);
                    v[2] = h21s * h[m + 2 + (m + 1) * n];
                    s = Math.abs(v[0]) + Math.abs(v[1]) + Math.abs(v[2]);
                    v[0] /= s;
                    v[1] /= s;
                    v[2] /= s;
                    if (m == l) break;
                    double h00 = Math.abs(h[m + (m - 1) * n]) * (Math.abs(v[1]) + Math.abs(v[2]));
                    double h01 = ULP * Math.abs(v[0]) * (Math.abs(h[m - 1 + (m - 1) * n]) + Math.abs(h[m + m * n]) + Math.abs(h[m + 1 + (m + 1) * n]));
                    if (h00 <= h01) break;
                }
                for (int kk = m; kk <= i - 1; kk++) {
                    int nr = Math.min(3, i - kk + 1);
                    if (kk > m) {
                        for (int q = 0; q < nr; q++) v[q] = h[kk + q + (kk - 1) * n];
                    }
                    double t1 = LinalgSvdTall.larfg(v, 0, 1, nr);
                    if (kk > m) {
                        h[kk + (kk - 1) * n] = v[0];
                        h[kk + 1 + (kk - 1) * n] = 0;
                        if (kk < i - 1) h[kk + 2 + (kk - 1) * n] = 0;
                    } else if (m > l) {
                        h[kk + (kk - 1) * n] = h[kk + (kk - 1) * n] * (1 - t1);
                    }
                    double v2 = v[1];
                    double t2 = t1 * v2;
                    if (nr == 3) {
                        double v3 = v[2];
                        double t3 = t1 * v3;
                        for (int j = kk; j <= i2; j++) {
                            double sum = h[kk + j * n] + v2 * h[kk + 1 + j * n] + v3 * h[kk + 2 + j * n];
                            h[kk + j * n] -= sum * t1;
                            h[kk + 1 + j * n] -= sum * t2;
                            h[kk + 2 + j * n] -= sum * t3;
                        }
                        for (int j = i1; j <= Math.min(kk + 3, i); j++) {
                            double sum = h[j + kk * n] + v2 * h[j + (kk + 1) * n] + v3 * h[j + (kk + 2) * n];
                            h[j + kk * n] -= sum * t1;
                            h[j + (kk + 1) * n] -= sum * t2;
                            h[j + (kk + 2) * n] -= sum * t3;
                        }
                        for (int j = 0; j < n; j++) {
                            double sum = z[j + kk * n] + v2 * z[j + (kk + 1) * n] + v3 * z[j + (kk + 2) * n];
                            z[j + kk * n] -= sum * t1;
                            z[j + (kk + 1) * n] -= sum * t2;
                            z[j + (kk + 2) * n] -= sum * t3;
                        }
                    } else if (nr == 2) {
                        for (int j = kk; j <= i2; j++) {
                            double sum = h[kk + j * n] + v2 * h[kk + 1 + j * n];
                            h[kk + j * n] -= sum * t1;
                            h[kk + 1 + j * n] -= sum * t2;
                        }
                        for (int j = i1; j <= i; j++) {
                            double sum = h[j + kk * n] + v2 * h[j + (kk + 1) * n];
                            h[j + kk * n] -= sum * t1;
                            h[j + (kk + 1) * n] -= sum * t2;
                        }
                        for (int j = 0; j < n; j++) {
                            double sum = z[j + kk * n] + v2 * z[j + (kk + 1) * n];
                            z[j + kk * n] -= sum * t1;
                            z[j + (kk + 1) * n] -= sum * t2;
                        }
                    }
                }
            }
            if (!converged) throw new RError("eigen() did not converge");
            if (l == i) {
                wr[i] = h[i + i * n];
                wi[i] = 0;
            } else if (l == i - 1) {
                double[] s = LinalgEigenTwo.lanv2(h[i - 1 + (i - 1) * n], h[i - 1 + i * n], h[i + (i - 1) * n], h[i + i * n]);
                h[i - 1 + (i - 1) * n] = s[0];
                h[i - 1 + i * n] = s[1];
                h[i + (i - 1) * n] = s[2];
                h[i + i * n] = s[3];
                double cs = s[4];
                double sn = s[5];
                wr[i - 1] = s[0];
                wr[i] = s[3];
                if (s[2] != 0) {
                    wi[i - 1] = 1;
                    wi[i] = -1;
                }
                for (int j = i + 1; j <= i2; j++) { // rows i-1, i of the columns right of the block
                    double x = h[i - 1 + j * n];
                    double y = h[i + j * n];
                    h[i - 1 + j * n] = cs * x + sn * y;
                    h[i + j * n] = cs * y - sn * x;
                }
                for (int j = i1; j <= i - 2; j++) { // columns i-1, i of the rows above
                    double x = h[j + (i - 1) * n];
                    double y = h[j + i * n];
                    h[j + (i - 1) * n] = cs * x + sn * y;
                    h[j + i * n] = cs * y - sn * x;
                }
                for (int j = 0; j < n; j++) {
                    double x = z[j + (i - 1) * n];
                    double y = z[j + i * n];
                    z[j + (i - 1) * n] = cs * x + sn * y;
                    z[j + i * n] = cs * y - sn * x;
                }
            }
            kdefl = 0;
            i = l - 1;
        }
    }

    /** dtrevc (right vectors, back-transformed with the Schur vectors z), each scaled by its largest component. */
    private static double[] backSubstitute(double[] t, int n, double[] wr, double[] z) {
        double smlnum = SAFMIN * (n / ULP);
        double[] vr = z.clone();
        for (int ki = n - 1; ki >= 0; ki--) {
            double w = wr[ki];
            double smin = Math.max(ULP * Math.abs(w), smlnum);
            double[] x = new double[n];
            x[ki] = 1;
            for (int k = 0; k < ki; k++) x[k] = -t[k + ki * n];
            for (int j = ki - 1; j >= 0; j--) {
                double csr = t[j + j * n] - w;
                if (Math.abs(csr) < smin) csr = smin;
                double xj = x[j] / csr;
                x[j] = xj;
                for (int q = 0; q < j; q++) x[q] += -xj * t[q + j * n];
            }
            // VR(:, ki) = VR(:, 0:ki-1) x(0:ki-1) + x(ki) VR(:, ki)
            double[] col = new double[n];
            for (int r = 0; r < n; r++) col[r] = x[ki] * vr[r + ki * n];
            for (int j = 0; j < ki; j++) {
                double temp = x[j];
                for (int r = 0; r < n; r++) col[r] += temp * vr[r + j * n];
            }
            int big = 0;
            for (int r = 1; r < n; r++) {
                if (Math.abs(col[r]) > Math.abs(col[big])) big = r;
            }
            double remax = 1 / Math.abs(col[big]);
            for (int r = 0; r < n; r++) vr[r + ki * n] = remax * col[r];
        }
        return vr;
    }
}
