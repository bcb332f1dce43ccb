package flashr.base;

import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RDouble;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code svd(x, nu = 0, nv)} of a tall engine matrix, or of a large tall heap matrix (prcomp's
 * call, where the heap version would need two more copies of x), with x in the engine. Along
 * dgesdd's path for a matrix much taller than wide, as the heap version ({@link LinalgSvdTall})
 * goes, the Householder QR of x comes first, then the SVD of its small triangular factor R. The QR runs in the engine, one pass per column: each pass computes the
 * dot products of the current column with the trailing ones (a small sink), the reflector is
 * formed on the heap, and the trailing columns are updated lazily (a rank-1 update the next
 * pass evaluates). The first p rows, where the reflectors start, are kept on the heap and zeroed
 * in the engine's copy, so the passes sum only the rows below them. The signs of R, and so those
 * of the singular vectors, follow LAPACK's; sums in another order can change the last digits.
 * Used from {@code flashr.engine.svd.min} elements on (default 1e7): below that the heap version
 * is R's to the last bit.
 */
final class EngineSvd {
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
    static RValue svd(Args a) {
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
        double[] r = triangularFactor(e, x, n, p);
        LinalgSvd.Result s = LinalgSvdTall.bidiagonalSvd(r, p, p);
        RValue d = new RDouble(s.d());
        if (nv == 0) return named(new RValue[] {d}, "d");
        return named(new RValue[] {d, MatrixDims.doubleMatrix(java.util.Arrays.copyOf(s.v(), p * nv), p, nv)}, "d", "v");
    }

    private static RList named(RValue[] parts, String... names) {
        RList out = new RList(parts);
        out.setAttr("names", new RString(names));
        return out;
    }

    /** R of x = QR by Householder reflections as dgeqr2 forms them: p x p, column-major, zero below the diagonal. */
    private static double[] triangularFactor(Engine e, Matrix x, long n, int p) {
        double[] top = e.selectRows(x, java.util.stream.LongStream.range(0, p).toArray()).toDoubleArray();  // p x p
        // x with its first p rows zeroed (x is finite, so 0 * x is 0)
        Matrix keep = e.sapply(e.mapply(e.seq(0, 1, n, ElementType.DOUBLE), (double) p, BinaryOp.GE), UnaryOp.AS_DOUBLE);
        Matrix below = e.sweep(x, 1, keep, BinaryOp.MUL, false);
        Matrix trailing = below;   // columns i.. of the current matrix, rows below the first p
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
