package flashr.base.matrix;

import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RVector;

/**
 * {@code qr(x, LAPACK = TRUE)} and the qr.* functions on its result, as R's La_qr, qr_coef_real and
 * qr_qy_real: LAPACK's dgeqp3 (Householder QR with full column pivoting), dormqr and dtrtrs. On
 * the native backend these are LAPACK's own; otherwise LAPACK's unblocked algorithm (dlaqp2, which
 * dgeqp3 runs for fewer than 128 columns) written out here.
 */
final class LinalgQRLapack {
    private LinalgQRLapack() {}

    /** La_qr, with qr.default's permutation of the column names. */
    static RList qr(LinalgMode mode, RVector x) {
        int m = x.dim()[0];
        int n = x.dim()[1];
        double[] a = MatrixDims.doubles(x, "'a' must be a numeric matrix");
        int[] pivot = new int[n];
        double[] tau = mode == LinalgMode.NATIVE ? LinalgNative.qr(a, m, n, pivot) : dgeqp3(a, m, n, pivot);
        RDouble qrv = new RDouble(a);
        qrv.setAttributes(x.attributes());
        RString cn = MatrixDims.dimnamesAt(x, 1);
        if (cn != null) {
            String[] permuted = new String[n];
            for (int j = 0; j < n; j++) permuted[j] = cn.get(pivot[j] - 1);
            RList dn = MatrixDims.dimnames(x);
            RList ndn = RList.of(dn.get(0), new RString(permuted));
            if (dn.names() != null) ndn.setAttr("names", dn.names());
            qrv.setAttr("dimnames", ndn);
        }
        RList r = RList.of(qrv, RInt.of(Math.min(m, n)), new RDouble(tau), new RInt(pivot));
        r.setAttr("names", RString.of("qr", "rank", "qraux", "pivot"));
        r.setAttr("useLAPACK", RLogical.of(true));
        r.setAttr("class", RString.of("qr"));
        return r;
    }

    static boolean isLapack(RList qr) {
        return qr.getAttr("useLAPACK") instanceof RVector v && v.length() == 1 && !v.isNA(0) && v.getDouble(0) != 0;
    }

    /** qr_qy_real: Q y or Q'y for y (m x ny) in place, k reflectors. */
    static void qy(LinalgMode mode, double[] qr, int m, double[] tau, double[] y, int ny, boolean transpose) {
        int k = tau.length;
        if (mode == LinalgMode.NATIVE) {
            LinalgNative.qy(qr, m, k, tau, y, ny, transpose);
            return;
        }
        for (int c = 0; c < ny; c++) {
            for (int s = 0; s < k; s++) {
                int i = transpose ? s : k - 1 - s;
                reflect(qr, m, i, tau[i], y, c * m);
            }
        }
    }

    /** qr_coef_real: Q'y, then the leading k x k triangle of R solved; the whole m x ny result, as R returns it. */
    static double[] coef(LinalgMode mode, double[] qr, int m, double[] tau, double[] y, int ny) {
        int k = tau.length;
        if (mode == LinalgMode.NATIVE) {
            double[] c = LinalgNative.coef(qr, m, k, tau, y, ny);
            double[] out = y;
            for (int j = 0; j < ny; j++) System.arraycopy(c, j * k, out, j * m, k);
            return out;
        }
        qy(mode, qr, m, tau, y, ny, true);
        for (int i = 0; i < k; i++) {
            if (qr[i + i * m] == 0) throw new RError("error code " + (i + 1) + " from Lapack routine 'dtrtrs'");
        }
        for (int c = 0; c < ny; c++) {
            int o = c * m;
            for (int i = k - 1; i >= 0; i--) {
                double v = y[o + i] / qr[i + i * m];
                y[o + i] = v;
                for (int r = 0; r < i; r++) y[o + r] -= v * qr[r + i * m];
            }
        }
        return y;
    }

    /** y[o + i..] := H(i) y with H(i) = I - tau v v', v = (1, qr[i+1.., i]). */
    private static void reflect(double[] qr, int m, int i, double tau, double[] y, int o) {
        if (tau == 0) return;
        double w = y[o + i];
        for (int r = i + 1; r < m; r++) w += qr[r + i * m] * y[o + r];
        w *= tau;
        y[o + i] -= w;
        for (int r = i + 1; r < m; r++) y[o + r] -= w * qr[r + i * m];
    }

    /** LAPACK dgeqp3 with every column free, by its unblocked algorithm (dlaqp2); pivot gets 1-based columns. */
    static double[] dgeqp3(double[] a, int m, int n, int[] pivot) {
        int k = Math.min(m, n);
        double[] tau = new double[k];
        double[] vn1 = new double[n];
        double[] vn2 = new double[n];
        for (int j = 0; j < n; j++) {
            pivot[j] = j + 1;
            vn1[j] = LinalgQR.nrm2(a, j * m, m);
            vn2[j] = vn1[j];
        }
        double tol3z = Math.sqrt(Math.ulp(1.0) / 2);
        for (int i = 0; i < k; i++) {
            int pvt = i;
            for (int j = i + 1; j < n; j++) {
                if (Math.abs(vn1[j]) > Math.abs(vn1[pvt])) pvt = j;
            }
            if (pvt != i) {
                for (int r = 0; r < m; r++) {
                    double t = a[r + pvt * m];
                    a[r + pvt * m] = a[r + i * m];
                    a[r + i * m] = t;
                }
                int t = pivot[pvt];
                pivot[pvt] = pivot[i];
                pivot[i] = t;
                vn1[pvt] = vn1[i];
                vn2[pvt] = vn2[i];
            }
            tau[i] = i < m - 1 ? householder(a, m, i) : 0;
            for (int j = i + 1; j < n; j++) reflect(a, m, i, tau[i], a, j * m);
            for (int j = i + 1; j < n; j++) {
                if (vn1[j] == 0) continue;
                double ratio = Math.abs(a[i + j * m]) / vn1[j], norms = vn1[j] / vn2[j];   // Fortran's **2: products
                double temp = Math.max(1 - ratio * ratio, 0);
                double temp2 = temp * (norms * norms);
                if (temp2 <= tol3z) {
                    if (i < m - 1) {
                        vn1[j] = LinalgQR.nrm2(a, i + 1 + j * m, m - i - 1);
                        vn2[j] = vn1[j];
                    } else {
                        vn1[j] = 0;
                        vn2[j] = 0;
                    }
                } else {
                    vn1[j] *= Math.sqrt(temp);
                }
            }
        }
        return tau;
    }

    /** dlarfg on column i below the diagonal: the reflector's tail stored there, beta on the diagonal; tau. */
    private static double householder(double[] a, int m, int i) {
        int d = i + i * m;
        double alpha = a[d];
        double xnorm = LinalgQR.nrm2(a, d + 1, m - i - 1);
        if (xnorm == 0) return 0;
        double beta = -Math.copySign(LinalgEigen.lapy2(alpha, xnorm), alpha);
        double tau = (beta - alpha) / beta;
        double scale = 1 / (alpha - beta);
        for (int r = d + 1; r < d + m - i; r++) a[r] *= scale;
        a[d] = beta;
        return tau;
    }
}
