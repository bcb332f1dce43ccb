package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * fm.kmeans(data, centers, max.iters): the paper's k-means (Lloyd's algorithm) on the engine.
 * Each iteration is one pass over the data: distances (inner.prod euclidean), assignments
 * (agg.row which.min, cached), per-cluster sums and sizes (groupby.row) and the number of moved
 * points are materialized together. {@code centers} is a k x d R matrix of initial centers. A
 * cluster that becomes empty keeps its previous center. Returns list(cluster (an fmV), centers,
 * size, iter).
 */
final class FlashRKmeans {
    private FlashRKmeans() {}

    static void register(Registry r) {
        def(r, "fm.kmeans", "data, centers, max.iters", FlashRKmeans::kmeans);
    }

    /**
     * FlashR's initial centers when {@code centers} is a number k: the rows data[runif(k, 1, nrow(data)), ]
     * (positions truncated, as R's indexing does), drawn from the session's generator.
     */
    private static RValue randomRows(Args a, FmMatrix data, double k) {
        if (!(k >= 1) || k != Math.floor(k)) throw new RError("invalid number of centers");
        flashr.lang.RCall draw = flashr.lang.RCall.of("runif", flashr.lang.RDouble.of(k), flashr.lang.RDouble.of(1),
                flashr.lang.RDouble.of(data.nrow()));
        RVector pos = (RVector) a.interp().eval(draw, a.env());
        RVector x = data.materialize();
        int n = (int) data.nrow(), d = (int) data.ncol(), kk = (int) k;
        double[] c = new double[kk * d];
        for (int i = 0; i < kk; i++) {
            int row = (int) pos.getDouble(i) - 1;
            for (int j = 0; j < d; j++) c[i + j * kk] = x.getDouble(row + j * n);
        }
        RDouble centers = new RDouble(c);
        centers.setAttr("dim", RInt.of(kk, d));
        return centers;
    }

    private static RValue kmeans(Args a) {
        Engine e = engine(a);
        FmMatrix data = FmArgs.data(a, 0, "data");
        Matrix x = data.matrix();
        RValue given = required(a, 1, "centers");
        if (given instanceof RVector n && !FmConvert.isRMatrix(n) && n.length() == 1 && n.type().isNumeric()) {
            given = randomRows(a, data, n.getDouble(0));
        } else if (given instanceof FmMatrix fc && !fc.isVector()) {
            given = fc.materialize();
        }
        if (!(given instanceof RVector cv) || !FmConvert.isRMatrix(cv)) {
            throw new RError("'centers' must be a matrix of initial centers or their number");
        }
        int k = cv.dim()[0], d = cv.dim()[1];
        if (d != x.ncol() || k < 1) throw new RError("'centers' must have one row per cluster and " + x.ncol() + " columns");
        int maxIters = a.has(2) ? Coerce.intScalar(a.get(2)) : 10;
        double[] c = new double[k * d];
        for (int i = 0; i < c.length; i++) c[i] = cv.getDouble(i);
        Matrix ones = e.constant(x.nrow(), 1, 1, ElementType.DOUBLE);
        Matrix assigned = null;
        int[] size = new int[k];
        int iter = 0;
        for (long moves = x.nrow(); moves > 0 && iter < maxIters; iter++) {
            Matrix centersT = e.fromArray(transpose(c, k, d), d, k);
            Matrix next = e.aggRow(e.innerProd(x, centersT, BinaryOp.EUCLIDEAN, BinaryOp.ADD), AggOp.WHICH_MIN);
            e.setCache(next, true);
            Matrix sums = e.groupbyRow(x, next, k, AggOp.SUM);
            Matrix counts = e.groupbyRow(ones, next, k, AggOp.SUM);
            Matrix moved = assigned == null ? null : e.agg(e.mapply(assigned, next, BinaryOp.NE), AggOp.SUM);
            if (moved == null) e.materialize(sums, counts);
            else e.materialize(sums, counts, moved);
            double[] s = sums.toDoubleArray(), n = counts.toDoubleArray();
            for (int g = 0; g < k; g++) {
                size[g] = (int) n[g];
                if (n[g] > 0) for (int j = 0; j < d; j++) c[g + j * k] = s[g + j * k] / n[g];
            }
            moves = moved == null ? x.nrow() : moved.toIntArray()[0];
            assigned = next;
        }
        RDouble centers = new RDouble(c);
        centers.setAttr("dim", RInt.of(k, d));
        RList result = RList.of(assigned == null ? RNull.NULL : FmMatrix.positions(assigned, k), centers,
                new RInt(size), RInt.of(iter));
        result.setAttr("names", RString.of("cluster", "centers", "size", "iter"));
        return result;
    }

    private static double[] transpose(double[] m, int nr, int nc) {
        double[] t = new double[m.length];
        for (int i = 0; i < nr; i++) for (int j = 0; j < nc; j++) t[j + i * nc] = m[i + j * nr];
        return t;
    }
}
