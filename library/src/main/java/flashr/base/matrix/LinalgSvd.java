package flashr.base.matrix;

import flashr.base.Registry;
import flashr.base.engine.EngineSvd;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code svd}. Matrices whose smaller dimension is at most 25 follow LAPACK dgesdd's own path
 * ({@link LinalgSvdSmall}, {@link LinalgSvdTall}, {@link LinalgSvdWide}), so their singular
 * vectors have R's signs. Larger ones (where dgesdd divides and conquers) use one-sided Jacobi
 * rotations: accurate values and vectors, each pair (u, v) oriented so that the largest
 * component of v is positive, which agrees with R's signs only sometimes.
 */
public final class LinalgSvd {
    private LinalgSvd() {}

    static void register(Registry r) {
        r.builtin("svd", "x, nu, nv, LINPACK", LinalgSvd::svd);
        r.builtin("La.svd", "x, nu, nv", LinalgSvd::laSvd);
    }

    /** La.svd(x, nu, nv): list(d, u, vt), as svd but with V transposed. */
    private static RValue laSvd(Args a) {
        RVector x = LinalgBuiltins.asMatrix(a.get(0), "x");
        if (!x.type().isNumeric()) throw new RError("argument to 'La.svd' must be numeric or complex");
        double[] v = MatrixDims.doubles(x, "argument to 'La.svd' must be numeric or complex");
        for (double d : v) {
            if (Double.isNaN(d) || Double.isInfinite(d)) throw new RError("infinite or missing values in 'x'");
        }
        int n = x.dim()[0];
        int p = x.dim()[1];
        if (n == 0 || p == 0) throw new RError("a dimension is zero");
        int k = Math.min(n, p);
        int nu = a.has(1) ? Coerce.intScalar(a.get(1)) : k;
        int nv = a.has(2) ? Coerce.intScalar(a.get(2)) : k;
        if (nu > k || nv > k) throw new RError("La.svd() with nu or nv larger than min(dim(x)) is not supported");
        LinalgMode mode = LinalgBuiltins.mode(a);
        double[] d;
        double[] u;
        double[] vt;
        if (mode == LinalgMode.NATIVE) {
            // dgesdd's own vt, as R's La_svd returns it (not transposed to v and back)
            double[][] r = LinalgNative.svd(v, n, p, nu > 0 || nv > 0);
            d = r[0];
            u = r[1];
            vt = nv == 0 ? null : nv == k ? r[2] : leadingRows(r[2], k, p, nv);
        } else {
            Result s = decompose(v, n, p);
            d = s.d;
            u = s.u;
            vt = nv == 0 ? null : BlockedTranspose.of(leading(s.v, p * nv), p, nv);
        }
        List<RValue> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        parts.add(new RDouble(d));
        names.add("d");
        if (nu > 0) {
            parts.add(MatrixDims.doubleMatrix(leading(u, n * nu), n, nu));
            names.add("u");
        }
        if (nv > 0) {
            parts.add(MatrixDims.doubleMatrix(vt, nv, p));
            names.add("vt");
        }
        RList out = new RList(parts.toArray(RValue[]::new));
        out.setAttr("names", new RString(names.toArray(String[]::new)));
        return out;
    }

    /** The decomposition by the call's backend: dgesdd itself on the native one. */
    private static Result decompose(LinalgMode mode, double[] v, int n, int p, boolean vectors) {
        if (mode != LinalgMode.NATIVE) return decompose(v, n, p);
        double[][] r = LinalgNative.svd(v, n, p, vectors);
        if (!vectors) return new Result(r[0], null, null);
        int k = Math.min(n, p);
        // v is t(vt): in vt's own array when it is square (no second 32 MB array at n = 2000)
        if (k == p) {
            BlockedTranspose.square(r[2], p);
            return new Result(r[0], r[1], r[2]);
        }
        return new Result(r[0], r[1], BlockedTranspose.of(r[2], k, p));
    }

    private static RValue svd(Args a) {
        RValue inEngine = EngineSvd.svd(a);
        if (inEngine != null) return inEngine;
        RVector x = LinalgBuiltins.asMatrix(a.get(0), "x");
        double[] v = MatrixDims.doubles(x, "argument to 'La.svd' must be numeric or complex");
        for (double d : v) {
            if (Double.isNaN(d) || Double.isInfinite(d)) throw new RError("infinite or missing values in 'x'");
        }
        int n = x.dim()[0];
        int p = x.dim()[1];
        if (n == 0 || p == 0) throw new RError("a dimension is zero");
        int k = Math.min(n, p);
        int nu = a.has(1) ? Coerce.intScalar(a.get(1)) : k;
        int nv = a.has(2) ? Coerce.intScalar(a.get(2)) : k;
        if (nu > k || nv > k) throw new RError("svd() with nu or nv larger than min(dim(x)) is not supported");
        // nu = 0 on a tall x (three columns or more: fewer take LinalgSvdSmall's paths): no u to form
        LinalgMode mode = LinalgBuiltins.mode(a);
        Result s = mode == LinalgMode.NATIVE ? decompose(mode, v, n, p, nu > 0 || nv > 0)
                : nu == 0 && n >= p && p >= 3 && p <= 25 ? LinalgSvdTall.decompose(v, n, p, false) : decompose(v, n, p);
        List<RValue> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        parts.add(new RDouble(s.d));
        names.add("d");
        if (nu > 0) {
            parts.add(MatrixDims.doubleMatrix(leading(s.u, n * nu), n, nu));
            names.add("u");
        }
        if (nv > 0) {
            parts.add(MatrixDims.doubleMatrix(leading(s.v, p * nv), p, nv));
            names.add("v");
        }
        RList out = new RList(parts.toArray(RValue[]::new));
        out.setAttr("names", new RString(names.toArray(String[]::new)));
        return out;
    }

    /** The first {@code rows} rows of the k x p matrix {@code a}. */
    private static double[] leadingRows(double[] a, int k, int p, int rows) {
        double[] r = new double[rows * p];
        for (int j = 0; j < p; j++) System.arraycopy(a, j * k, r, j * rows, rows);
        return r;
    }

    /** The first len values of a result's array: the array itself when that is all of it (no copy of a large u or v). */
    private static double[] leading(double[] a, int len) {
        return a.length == len ? a : java.util.Arrays.copyOf(a, len);
    }

    /** d (decreasing), u (n x k) and v (p x k), column-major. */
    public record Result(double[] d, double[] u, double[] v) {}

    static double[] singularValues(double[] x, int n, int p) {
        return decompose(x, n, p).d;
    }

    static Result decompose(double[] x, int n, int p) {
        Result small = LinalgSvdSmall.decompose(x, n, p);
        if (small != null) return small;
        if (n >= p && p <= 25) return LinalgSvdTall.decompose(x, n, p);
        if (n < p && n <= 25) return LinalgSvdWide.decompose(x, n, p);
        if (n < p) {
            double[] t = new double[n * p];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < p; j++) t[j + i * p] = x[i + j * n];
            }
            Result r = tall(t, p, n);
            return new Result(r.d, r.v, r.u);
        }
        return tall(x, n, p);
    }

    /** One-sided Jacobi for n >= p. */
    private static Result tall(double[] x, int n, int p) {
        double[] u = x.clone();
        double[] v = new double[p * p];
        for (int i = 0; i < p; i++) v[i + i * p] = 1;
        for (int sweep = 0; sweep < 60; sweep++) {
            boolean rotated = false;
            for (int i = 0; i < p - 1; i++) {
                for (int j = i + 1; j < p; j++) {
                    double alpha = 0;
                    double beta = 0;
                    double gamma = 0;
                    for (int k = 0; k < n; k++) {
                        double ui = u[k + i * n];
                        double uj = u[k + j * n];
                        alpha += ui * ui;
                        beta += uj * uj;
                        gamma += ui * uj;
                    }
                    if (gamma == 0 || Math.abs(gamma) <= 1e-15 * Math.sqrt(alpha * beta)) continue;
                    rotated = true;
                    double zeta = (beta - alpha) / (2 * gamma);
                    double t = Math.signum(zeta) / (Math.abs(zeta) + Math.sqrt(1 + zeta * zeta));
                    if (zeta == 0) t = 1;
                    double c = 1 / Math.sqrt(1 + t * t);
                    double s = c * t;
                    for (int k = 0; k < n; k++) {
                        double ui = u[k + i * n];
                        double uj = u[k + j * n];
                        u[k + i * n] = c * ui - s * uj;
                        u[k + j * n] = s * ui + c * uj;
                    }
                    for (int k = 0; k < p; k++) {
                        double vi = v[k + i * p];
                        double vj = v[k + j * p];
                        v[k + i * p] = c * vi - s * vj;
                        v[k + j * p] = s * vi + c * vj;
                    }
                }
            }
            if (!rotated) break;
        }
        double[] norms = new double[p];
        for (int j = 0; j < p; j++) norms[j] = LinalgQR.nrm2(u, j * n, n);
        Integer[] order = new Integer[p];
        for (int j = 0; j < p; j++) order[j] = j;
        java.util.Arrays.sort(order, (a, b) -> Double.compare(norms[b], norms[a]));
        double[] d = new double[p];
        double[] uo = new double[n * p];
        double[] vo = new double[p * p];
        for (int c = 0; c < p; c++) {
            int j = order[c];
            d[c] = norms[j];
            int big = 0;
            for (int k = 1; k < p; k++) {
                if (Math.abs(v[k + j * p]) > Math.abs(v[big + j * p]) * (1 + 1e-12)) big = k;
            }
            double sign = v[big + j * p] < 0 ? -1 : 1;
            for (int k = 0; k < p; k++) vo[k + c * p] = sign * v[k + j * p];
            for (int k = 0; k < n; k++) uo[k + c * n] = d[c] == 0 ? (k == c ? 1 : 0) : sign * u[k + j * n] / d[c];
        }
        return new Result(d, uo, vo);
    }
}
