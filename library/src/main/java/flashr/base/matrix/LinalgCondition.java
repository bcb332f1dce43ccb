package flashr.base.matrix;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code rcond} and {@code kappa} as R's R code computes them: rcond by LAPACK's condition estimates
 * dgecon (after dgetrf) and dtrcon, kappa by LINPACK's dtrco (R's default), a non-square matrix
 * reduced to its triangular factor by qr() first.
 * The native backend runs LAPACK's estimators; the others compute the condition number exactly
 * from the inverse, which is what the estimators return in all but unusual cases.
 */
final class LinalgCondition {
    private LinalgCondition() {}

    static void register(Registry r) {
        r.builtin("rcond", "x, norm, triangular, ...", LinalgCondition::rcond);
        r.builtin("kappa", "z, exact, norm, method, ...", LinalgCondition::kappa);
    }

    private static String norm(Args a, int i, String otherwise, String... choices) {
        if (!a.has(i)) return otherwise;
        RValue v = a.get(i);
        String s = v instanceof RString rs && rs.length() >= 1 ? rs.get(0) : null;
        if (v instanceof RString rs && rs.length() == choices.length) return otherwise; // the default vector
        for (String c : choices) {
            if (c.equals(s)) return c;
        }
        StringBuilder sb = new StringBuilder("'arg' should be one of ");
        for (int k = 0; k < choices.length; k++) sb.append(k == 0 ? "" : ", ").append('\u201c').append(choices[k]).append('\u201d');
        throw new RError(sb.toString());
    }

    private static RValue rcond(Args a) {
        String norm = norm(a, 1, "O", "O", "I", "1");
        boolean triangular = a.has(2) && Coerce.flag(a.get(2), "triangular");
        RVector x = Coerce.vector(a.get(0), "x");
        if (!x.isMatrix()) throw new RError("is.matrix(x) is not TRUE");
        return RDouble.of(rcondOf(LinalgBuiltins.mode(a), x, norm, triangular));
    }

    private static double rcondOf(LinalgMode mode, RVector x, String norm, boolean triangular) {
        int[] d = x.dim();
        if (d[0] != d[1]) return rcondOf(mode, triangularFactor(x), norm, false);
        double[] v = MatrixDims.doubles(x, "'A' must be a numeric matrix");
        int n = d[0];
        char type = norm.equals("I") ? 'I' : 'O';
        if (mode == LinalgMode.NATIVE) {
            return triangular ? LinalgNative.rcondTriangular(v, n, type) : LinalgNative.rcond(v, n, type);
        }
        if (triangular) {
            for (int j = 0; j < n; j++) {
                for (int i = j + 1; i < n; i++) v[i + j * n] = 0;
            }
        }
        if (type == 'I') v = transpose(v, n, n);
        LinalgLU lu = LinalgLU.factor(v, n);
        return lu.info > 0 ? 0 : lu.rcond(LinalgNorms.oneNorm(v, n, n));
    }

    /** qr.R(qr(if (nrow < ncol) t(x) else x)): the square upper factor. */
    private static RVector triangularFactor(RVector x) {
        int[] d = x.dim();
        double[] v = MatrixDims.doubles(x, "'A' must be a numeric matrix");
        int n = d[0];
        int p = d[1];
        if (n < p) {
            v = transpose(v, n, p);
            int t = n;
            n = p;
            p = t;
        }
        RList qr = LinalgQR.decompose(MatrixDims.doubleMatrix(v, n, p), 1e-7, flashr.linalg.Level1.reference());
        return upper(LinalgQR.decomposition(qr, "argument is not a QR decomposition"));
    }

    private static RVector upper(LinalgQR.Decomposition d) {
        int k = Math.min(d.n(), d.p());
        double[] r = new double[k * d.p()];
        for (int j = 0; j < d.p(); j++) {
            for (int i = 0; i <= Math.min(j, k - 1); i++) r[i + j * k] = d.qr()[i + j * d.n()];
        }
        return MatrixDims.doubleMatrix(r, k, d.p());
    }

    private static double[] transpose(double[] v, int n, int p) {
        double[] t = new double[n * p];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < p; j++) t[j + i * p] = v[i + j * n];
        }
        return t;
    }

    /**
     * kappa.default, kappa.qr and kappa.lm: R's .kappa_tri on the triangular factor, which by
     * default (LINPACK = TRUE) is 1 / LINPACK dtrco's estimate whatever the backend.
     */
    private static RValue kappa(Args a) {
        LinalgMode mode = LinalgBuiltins.mode(a);
        RValue z = a.get(0);
        boolean exact = a.has(1) && Coerce.flag(a.get(1), "exact");
        if (z.inherits("lm") && z instanceof RList l) z = element(l, "qr");
        if (z.inherits("qr")) {
            RVector r = upper(LinalgQR.decomposition(z, "argument is not a QR decomposition"));
            String norm = a.has(2) ? norm(a, 2, "1", "2", "1", "O", "I") : "1";
            return RDouble.of(exact ? exactTwoNorm(mode, r) : kappaTri(r, norm));
        }
        String norm = norm(a, 2, "2", "2", "1", "O", "I");
        String method = norm(a, 3, "qr", "qr", "direct");
        RVector x = LinalgBuiltins.asMatrix(z, "z");
        if (exact && norm.equals("2")) return RDouble.of(exactTwoNorm(mode, x));
        if (exact) a.interp().warning(a.call(), "norm '" + norm + "' currently always uses exact = FALSE");
        int[] d = x.dim();
        if (method.equals("qr") || d[0] != d[1]) x = triangularFactor(x);
        return RDouble.of(kappaTri(x, norm));
    }

    private static double kappaTri(RVector r, String norm) {
        int[] d = r.dim();
        if (d[0] != d[1]) throw new RError("triangular matrix should be square");
        int n = d[0];
        double[] t = MatrixDims.doubles(r, "'A' must be a numeric matrix");
        if (norm.equals("I")) t = transpose(t, n, n);
        return 1 / dtrco(t, n);
    }

    /** LINPACK dtrco (job = 1): the estimate of the reciprocal 1-norm condition of the upper triangle of t. */
    static double dtrco(double[] t, int n) {
        double tnorm = 0;
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int i = 0; i <= j; i++) s += Math.abs(t[i + j * n]);
            tnorm = Math.max(tnorm, s);
        }
        // solve trans(t) y = e, e's signs chosen to make y grow
        double ek = 1;
        double[] z = new double[n];
        for (int k = 0; k < n; k++) {
            if (z[k] != 0) ek = Math.copySign(Math.abs(ek), -z[k]);
            double tkk = t[k + k * n];
            if (Math.abs(ek - z[k]) > Math.abs(tkk)) {
                double s = Math.abs(tkk) / Math.abs(ek - z[k]);
                for (int i = 0; i < n; i++) z[i] *= s;
                ek = s * ek;
            }
            double wk = ek - z[k];
            double wkm = -ek - z[k];
            double s = Math.abs(wk);
            double sm = Math.abs(wkm);
            if (tkk != 0) {
                wk /= tkk;
                wkm /= tkk;
            } else {
                wk = 1;
                wkm = 1;
            }
            if (k != n - 1) {
                for (int j = k + 1; j < n; j++) {
                    sm += Math.abs(z[j] + wkm * t[k + j * n]);
                    z[j] += wk * t[k + j * n];
                    s += Math.abs(z[j]);
                }
                if (s < sm) {
                    double w = wkm - wk;
                    wk = wkm;
                    for (int j = k + 1; j < n; j++) z[j] += w * t[k + j * n];
                }
            }
            z[k] = wk;
        }
        scale(z, 1 / asum(z));
        double ynorm = 1;
        // solve t z = y
        for (int k = n - 1; k >= 0; k--) {
            double tkk = t[k + k * n];
            if (Math.abs(z[k]) > Math.abs(tkk)) {
                double s = Math.abs(tkk) / Math.abs(z[k]);
                scale(z, s);
                ynorm *= s;
            }
            if (tkk != 0) z[k] /= tkk;
            else z[k] = 1;
            double w = -z[k];
            for (int i = 0; i < k; i++) z[i] += w * t[i + k * n];
        }
        double s = 1 / asum(z);
        scale(z, s);
        ynorm *= s;
        return tnorm != 0 ? ynorm / tnorm : 0;
    }

    private static double asum(double[] z) {
        double s = 0;
        for (double v : z) s += Math.abs(v);
        return s;
    }

    private static void scale(double[] z, double s) {
        for (int i = 0; i < z.length; i++) z[i] *= s;
    }

    /** max(s) / min(s[s > 0]) of the singular values. */
    private static double exactTwoNorm(LinalgMode mode, RVector x) {
        double[] v = MatrixDims.doubles(x, "'A' must be a numeric matrix");
        int n = x.dim()[0];
        int p = x.dim()[1];
        double[] s = mode == LinalgMode.NATIVE ? LinalgNative.svd(v, n, p, false)[0] : LinalgSvd.singularValues(v, n, p);
        double max = Double.NEGATIVE_INFINITY;
        double min = Double.POSITIVE_INFINITY;
        for (double d : s) {
            max = Math.max(max, d);
            if (d > 0) min = Math.min(min, d);
        }
        return max / min;
    }

    private static RValue element(RList l, String name) {
        RString names = l.names();
        for (int i = 0; names != null && i < names.length(); i++) {
            if (name.equals(names.get(i))) return l.get(i);
        }
        return flashr.lang.RNull.NULL;
    }
}
