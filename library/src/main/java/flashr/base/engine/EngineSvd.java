package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.matrix.LinalgEigen;
import flashr.base.matrix.LinalgSvd;
import flashr.base.matrix.LinalgSvdTall;
import flashr.base.matrix.MatrixDims;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code svd(x, nu = 0, nv)} of a tall engine matrix, or of a large tall heap matrix (prcomp's
 * call, where the heap version would need two more copies of x), with x in the engine. Along
 * dgesdd's path for a matrix much taller than wide, as the heap version ({@link LinalgSvdTall})
 * goes, the Householder QR of x comes first, then the SVD of its small triangular factor R.
 * An x that is not nearly rank-deficient needs one or two passes, for Gram matrices (see
 * {@link #fromGram}). Otherwise the QR runs in the engine, one pass per column: each pass computes the
 * dot products of the current column with the trailing ones (a small sink), the reflector is
 * formed on the heap, and the trailing columns are updated lazily (a rank-1 update the next
 * pass evaluates). The first p rows, where the reflectors start, are kept on the heap and zeroed
 * in the engine's copy, so the passes sum only the rows below them. The signs of R, and so those
 * of the singular vectors, follow LAPACK's; sums in another order can change the last digits.
 * Used from {@code flashr.engine.svd.min} elements on (default 1e7): below that the heap version
 * is R's to the last bit.
 */
public final class EngineSvd {
    private EngineSvd() {}

    static void register(Registry r) {
        r.engineMethod("svd", EngineSvd::svd);
    }

    private static long minElements() {
        return Long.getLong("flashr.engine.svd.min", 10_000_000L);
    }

    /**
     * The SVD in the engine, or null for R's heap version: x an engine value, or a large heap
     * matrix (the heap version would need two more copies of it), tall, nu = 0.
     */
    public static RValue svd(Args a) {
        RValue xv = a.get(0);
        int[] dim = xv instanceof FmMatrix fm && !fm.isFlashR() ? fm.dim()
                : xv instanceof RVector v && !(xv instanceof FmMatrix) && v.type().isNumeric() ? v.dim() : null;
        if (dim == null || dim.length != 2 || a.has(3)) return null;
        long n = dim[0];
        int p = dim[1];
        // one or two columns take LAPACK's special paths (LinalgSvdSmall); a square-ish x, no QR first
        if (p < 3 || p > 25 || n < (int) (p * 11.0 / 6.0) || n * p < minElements()) return null;
        if (!a.has(1) || Coerce.intScalar(a.get(1)) != 0) return null;
        int nv = a.has(2) ? Coerce.intScalar(a.get(2)) : p;
        if (nv < 0 || nv > p) return null;
        Engine e = EngineOperand.engine(a);
        Matrix x = FmConvert.toEngine(e, xv, "x");
        if (x.type() != ElementType.DOUBLE) x = e.sapply(x, UnaryOp.AS_DOUBLE);
        if (!e.isProvablyFinite(x)) return null;   // R's error for NA/Inf comes from the heap version
        double[] top = e.selectRows(x, java.util.stream.LongStream.range(0, p).toArray()).toDoubleArray();   // p x p
        LinalgSvd.Result s = fromGram(e, x, top, n, p);
        if (s == null) s = LinalgSvdTall.bidiagonalSvd(triangularFactor(e, x, top, n, p), p, p);
        RValue d = new RDouble(s.d());
        if (nv == 0) return named(new RValue[] {d}, "d");
        return named(new RValue[] {d, MatrixDims.doubleMatrix(java.util.Arrays.copyOf(s.v(), p * nv), p, nv)}, "d", "v");
    }

    private static RList named(RValue[] parts, String... names) {
        RList out = new RList(parts);
        out.setAttr("names", new RString(names));
        return out;
    }

    /** Up to this condition number one Gram pass is accurate to ~1e-12 (its error grows with the square). */
    private static final double ONE_PASS_MAX_CONDITION = 1e2;
    /** Up to this one the second pass (CholeskyQR2) is as accurate as Householder's QR. */
    private static final double TWO_PASS_MAX_CONDITION = 1e6;

    /**
     * The SVD in one or two passes when x is not nearly rank-deficient. Householder's R of x
     * equals that of the stack of x's first p rows over any Q'B with B the rows below and Q
     * orthogonal (the reflectors see B only through inner products), so a triangular factor of
     * B stacked under the top rows gives LAPACK's R, signs included. The factor is the Cholesky
     * factor R1 of B'B (one pass); that squares the condition number, so beyond
     * {@link #ONE_PASS_MAX_CONDITION} a second pass factors the Gram matrix of B R1^-1 as well
     * (CholeskyQR2: R = R2 R1, as accurate as Householder's QR). Null (the QR passes) when a
     * Cholesky factorization fails or x's condition number exceeds {@link #TWO_PASS_MAX_CONDITION}.
     */
    private static LinalgSvd.Result fromGram(Engine e, Matrix x, double[] top, long n, int p) {
        Matrix below = rowsBelowTop(e, x, n, p);
        double[] r1 = upperCholesky(gram(e, below), p);
        if (r1 == null) return null;
        LinalgSvd.Result s = stackedSvd(top, r1, p);
        if (s.d()[p - 1] * ONE_PASS_MAX_CONDITION >= s.d()[0]) return s;
        double[] r2 = upperCholesky(gram(e, e.innerProd(below, e.fromArray(upperInverse(r1, p), p, p), BinaryOp.MUL, BinaryOp.ADD)), p);
        if (r2 == null) return null;
        s = stackedSvd(top, upperProduct(r2, r1, p), p);
        return s.d()[p - 1] * TWO_PASS_MAX_CONDITION >= s.d()[0] ? s : null;
    }

    private static double[] gram(Engine e, Matrix m) {
        Matrix g = e.innerProd(m.t(), m, BinaryOp.MUL, BinaryOp.ADD);
        e.materialize(g);
        return g.toDoubleArray();
    }

    /** The SVD of Householder's R of the top rows stacked over the triangular factor of the rest. */
    private static LinalgSvd.Result stackedSvd(double[] top, double[] factor, int p) {
        double[] stacked = new double[2 * p * p];   // 2p x p
        for (int j = 0; j < p; j++) {
            System.arraycopy(top, j * p, stacked, j * 2 * p, p);
            System.arraycopy(factor, j * p, stacked, j * 2 * p + p, p);
        }
        return LinalgSvdTall.bidiagonalSvd(LinalgSvdTall.householderR(stacked, 2 * p, p, new double[p]), p, p);
    }

    /** The upper triangular U with U'U = g (p x p, column-major), or null when g is not positive definite. */
    private static double[] upperCholesky(double[] g, int p) {
        double[] u = new double[p * p];
        for (int j = 0; j < p; j++) {
            double s = g[j + j * p];
            for (int k = 0; k < j; k++) s -= u[k + j * p] * u[k + j * p];
            if (!(s > 0)) return null;
            double ujj = Math.sqrt(s);
            u[j + j * p] = ujj;
            for (int i = j + 1; i < p; i++) {
                double t = g[j + i * p];
                for (int k = 0; k < j; k++) t -= u[k + j * p] * u[k + i * p];
                u[j + i * p] = t / ujj;
            }
        }
        return u;
    }

    /** The inverse of an upper triangular matrix (p x p, column-major), by back substitution per column. */
    private static double[] upperInverse(double[] u, int p) {
        double[] inv = new double[p * p];
        for (int j = 0; j < p; j++) {
            for (int i = j; i >= 0; i--) {
                double t = i == j ? 1 : 0;
                for (int k = i + 1; k <= j; k++) t -= u[i + k * p] * inv[k + j * p];
                inv[i + j * p] = t / u[i + i * p];
            }
        }
        return inv;
    }

    /** a b of two upper triangular matrices (p x p, column-major). */
    private static double[] upperProduct(double[] a, double[] b, int p) {
        double[] c = new double[p * p];
        for (int j = 0; j < p; j++) {
            for (int i = 0; i <= j; i++) {
                double t = 0;
                for (int k = i; k <= j; k++) t += a[i + k * p] * b[k + j * p];
                c[i + j * p] = t;
            }
        }
        return c;
    }

    /** x with its first p rows zeroed (x is finite, so 0 * x is 0). */
    private static Matrix rowsBelowTop(Engine e, Matrix x, long n, int p) {
        Matrix keep = e.sapply(e.mapply(e.seq(0, 1, n, ElementType.DOUBLE), (double) p, BinaryOp.GE), UnaryOp.AS_DOUBLE);
        return e.sweep(x, 1, keep, BinaryOp.MUL, false);
    }

    /**
     * R of x = QR by Householder reflections as dgeqr2 forms them: p x p, column-major, zero below
     * the diagonal. top (x's first p rows) is overwritten.
     */
    private static double[] triangularFactor(Engine e, Matrix x, double[] top, long n, int p) {
        Matrix trailing = rowsBelowTop(e, x, n, p);   // columns i.. of the current matrix, rows below the first p
        for (int i = 0; i < p; i++) {
            int width = p - i;
            Matrix col = e.selectCols(trailing, new int[] {0});
            Matrix dots = e.innerProd(col.t(), trailing, BinaryOp.MUL, BinaryOp.ADD);   // 1 x width
            e.materialize(dots);
            double[] s = dots.toDoubleArray();
            double alpha = top[i + i * p];
            double sq = s[0];
            for (int k = i + 1; k < p; k++) sq += top[k + i * p] * top[k + i * p];
            double xnorm = Math.sqrt(sq);
            int[] rest = java.util.stream.IntStream.range(1, width).toArray();
            if (xnorm == 0) {   // H = I: nothing below the diagonal to reflect
                trailing = e.selectCols(trailing, rest);
                continue;
            }
            double beta = -Math.copySign(LinalgEigen.lapy2(alpha, xnorm), alpha);
            double tau = (beta - alpha) / beta, scale = 1.0 / (alpha - beta);
            top[i + i * p] = beta;
            if (width == 1) break;
            double[] v = new double[p];   // the reflector's top part: v[i] = 1
            v[i] = 1;
            for (int k = i + 1; k < p; k++) v[k] = scale * top[k + i * p];
            double[] c = new double[width - 1];
            for (int j = i + 1; j < p; j++) {
                double w = scale * s[j - i];
                for (int k = i; k < p; k++) w += v[k] * top[k + j * p];
                for (int k = i; k < p; k++) top[k + j * p] -= tau * v[k] * w;
                c[j - i - 1] = tau * scale * w;
            }
            Matrix update = e.innerProd(col, e.fromArray(c, 1, width - 1), BinaryOp.MUL, BinaryOp.ADD);
            trailing = e.mapply(e.selectCols(trailing, rest), update, BinaryOp.SUB);
        }
        double[] r = new double[p * p];
        for (int j = 0; j < p; j++) for (int i = 0; i <= j; i++) r[i + j * p] = top[i + j * p];
        return r;
    }
}
