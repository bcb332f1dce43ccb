package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RDouble;
import flashr.stats.HeapStats;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * var, sd, cov and cor (Pearson, complete data) of engine values as R's cov.c computes them:
 * ordinary engine values are copied into arrays for the heap's sequential long double sums
 * ({@link HeapStats}, R's bits); FlashR's matrices keep the engine's passes: the
 * column means, refined by the mean of the residuals; the centered cross products (one crossprod
 * pass); then the p x q result, scaled by the standard deviations for cor. Three passes over the
 * data. Non-finite means (NA, NaN, Inf in a column), zero standard deviations (R warns), fewer
 * than two rows, na.rm, use and other methods go to the R body.
 */
final class EngineStats {
    private EngineStats() {}

    static void register(Registry r) {
        r.engineMethod("var", a -> SummaryBuiltins.naRm(a, 2) || a.has(3) ? null : covariance(a, false, true));
        r.engineMethod("cov", a -> a.has(2) || !pearson(a) ? null : covariance(a, false, false));
        r.engineMethod("cor", a -> a.has(2) || !pearson(a) ? null : covariance(a, true, false));
        r.engineMethod("sd", EngineStats::sd);
    }

    private static boolean pearson(Args a) {
        return !a.has(3) || a.get(3) instanceof RString s && s.length() == 1 && "pearson".equals(s.get(0));
    }

    private static RValue sd(Args a) {
        if (SummaryBuiltins.naRm(a, 1)) return null;
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine() || x.isFlashR() || x.dim != null) return null;
        double[] v = cross(EngineOperand.engine(a), x, null, false);
        return v == null ? null : RDouble.of(Math.sqrt(v[0]));
    }

    /** var/cov/cor of x (and y): a scalar for two vectors (or var of one), else a matrix. */
    private static RValue covariance(Args a, boolean cor, boolean varOfVector) {
        EngineOperand x = EngineOperand.of(a.get(0));
        RValue yv = a.has(1) ? a.get(1) : RNull.NULL;
        EngineOperand y = yv == RNull.NULL ? null : EngineOperand.of(yv);
        if (x == null || yv != RNull.NULL && (y == null || y.nrow() != x.nrow())) return null;
        // cov(x) and cor(x) of a vector are errors in R; var(x) is its variance. FlashR's cov and
        // cor of its matrices give an ordinary R matrix, as here (its var is its cor: not followed).
        if (y == null && x.dim == null && !varOfVector) return null;
        if (varOfVector && (x.isFlashR() || y != null && y.isFlashR())) return null;
        double[] ans = cross(EngineOperand.engine(a), x, y, cor);
        if (ans == null) return null;
        boolean matrix = x.dim != null || y != null && y.dim != null;
        RDouble r = new RDouble(ans);
        if (matrix) r.setAttr("dim", RInt.of((int) x.ncol(), (int) (y == null ? x.ncol() : y.ncol())));
        return r;
    }

    /** The covariances (correlations) of the columns of x with those of y (x itself when null), column-major; null to decline. */
    private static double[] cross(Engine e, EngineOperand xo, EngineOperand yo, boolean cor) {
        long n = xo.nrow();
        if (n < 2 || xo.ncol() == 0 || yo != null && yo.ncol() == 0) return null;
        if (!xo.isFlashR() && (yo == null || !yo.isFlashR()) && n * (xo.ncol() + (yo == null ? xo.ncol() : yo.ncol())) <= HeapStats.MAX_COPY) {
            // R's sums of centered products are sequential x87 long doubles (CenteredProducts), which
            // the engine's crossprod in double does not repeat: the heap's, on an R double vector's
            // own array (only read: a copy out of the engine was 12.8 MB a cor of 2e5 x 8), else on
            // a copy; FlashR's own cov and cor stay below
            double[] hx = heapDoubles(e, xo), hy = yo == null ? null : heapDoubles(e, yo);
            return HeapStats.covariance(cor, hx, (int) n, hy);
        }
        Matrix x = asDouble(e, xo.matrix(e));
        Matrix y = yo == null ? x : asDouble(e, yo.matrix(e));
        double[] mx = means(e, x, n);
        double[] my = yo == null ? mx : means(e, y, n);
        if (mx == null || my == null) return null;
        Matrix xc = e.sweep(x, 2, e.vector(mx), BinaryOp.SUB, false);
        Matrix yc = yo == null ? xc : e.sweep(y, 2, e.vector(my), BinaryOp.SUB, false);
        Matrix prod = e.innerProd(xc.t(), yc, BinaryOp.MUL, BinaryOp.ADD);
        Matrix ssx = null;
        Matrix ssy = null;
        if (cor && yo != null) {
            ssx = e.aggCol(e.mapply(xc, xc, BinaryOp.MUL), AggOp.SUM);
            ssy = e.aggCol(e.mapply(yc, yc, BinaryOp.MUL), AggOp.SUM);
            e.materialize(prod, ssx, ssy);
        } else {
            e.materialize(prod);
        }
        int p = (int) x.ncol();
        int q = (int) y.ncol();
        double[] c = prod.toDoubleArray();
        double n1 = n - 1;
        double[] ans = new double[p * q];
        for (int j = 0; j < q; j++) {
            for (int i = 0; i < p; i++) {
                // R fills one triangle of a symmetric result and mirrors it
                ans[j * p + i] = (yo == null && i < j ? c[i * p + j] : c[j * p + i]) / n1;
            }
        }
        if (!cor) return ans;
        double[] sx = new double[p];
        double[] sy = new double[q];
        if (yo == null) {
            for (int i = 0; i < p; i++) sx[i] = Math.sqrt(ans[i * p + i]);
            sy = sx;
        } else {
            double[] a = ssx.toDoubleArray();
            double[] b = ssy.toDoubleArray();
            for (int i = 0; i < p; i++) sx[i] = Math.sqrt(a[i] / n1);
            for (int j = 0; j < q; j++) sy[j] = Math.sqrt(b[j] / n1);
        }
        for (double s : sx) if (s == 0) return null;
        for (double s : sy) if (s == 0) return null;
        for (int j = 0; j < q; j++) {
            for (int i = 0; i < p; i++) {
                if (yo == null && i == j) {
                    ans[j * p + i] = 1;
                } else {
                    double r = ans[j * p + i] / (sx[i] * sy[j]);
                    ans[j * p + i] = r > 1 ? 1 : r < -1 ? -1 : r;
                }
            }
        }
        return ans;
    }

    /** The operand's doubles, column-major: an R double vector's own array (not to be written), else a copy out of the engine. */
    private static double[] heapDoubles(Engine e, EngineOperand o) {
        if (o.value instanceof RDouble d) return d.data();
        return asDouble(e, o.matrix(e)).toDoubleArray();
    }

    /** R's column means: sum / n plus the mean residual; null when one is not finite. */
    private static double[] means(Engine e, Matrix x, long n) {
        Matrix s = e.aggCol(x, AggOp.SUM);
        e.materialize(s);
        double[] m = s.toDoubleArray();
        for (int j = 0; j < m.length; j++) {
            m[j] /= n;
            if (!Double.isFinite(m[j])) return null;
        }
        Matrix r = e.aggCol(e.sweep(x, 2, e.vector(m.clone()), BinaryOp.SUB, false), AggOp.SUM);
        e.materialize(r);
        double[] d = r.toDoubleArray();
        for (int j = 0; j < m.length; j++) m[j] += d[j] / n;
        return m;
    }

    private static Matrix asDouble(Engine e, Matrix m) {
        return m.type() == ElementType.DOUBLE ? m : e.sapply(m, UnaryOp.AS_DOUBLE);
    }
}
