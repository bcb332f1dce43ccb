package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.defOnEngineValues;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.fm;
import static flashr.fm.FmArgs.invisible;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.engine.Matrix;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/**
 * Execution control (materialize in one pass, caching) and the views: rows, columns, and
 * binding lists of matrices. Views stay virtual; selecting rows of a virtual matrix computes it.
 */
final class FlashRExecution {
    private FlashRExecution() {}

    static void register(Registry r) {
        defOnEngineValues(r, "fm.materialize", "...", a -> materialize(a, List.of(a.dots()), a.dots().length == 1));
        r.alias("materialize", "fm.materialize");
        defOnEngineValues(r, "fm.materialize.list", "args", a -> {
            if (!(required(a, 0, "args") instanceof RList l)) throw new RError("'args' must be a list");
            return materialize(a, List.of(l.data()), false);
        });
        defOnEngineValues(r, "fm.set.cached", "fm, cached, in.mem", a -> {
            engine(a).setCache(fm(a, 0, "fm").matrix(), FmArgs.flag(a, 1, "cached", true), FmArgs.flag(a, 2, "in.mem", true));
            return invisible(a, RLogical.of(true));
        });
        defOnEngineValues(r, "set.cache", "x, cache", a -> {
            FmMatrix x = fm(a, 0, "x");
            engine(a).setCache(x.matrix(), FmArgs.flag(a, 1, "cache", true));
            return x;
        });
        def(r, "fm.get.rows", "fm, idxs", a -> {
            FmMatrix x = fm(a, 0, "fm");
            return x.like(engine(a).selectRows(x.isVector() ? x.column() : x.matrix(), longs(indices(a, x.isVector() ? x.length() : x.nrow()))));
        });
        def(r, "fm.get.eles.vec", "fm, idxs", a -> {
            FmMatrix x = fm(a, 0, "fm");
            if (!x.isVector()) throw new RError("fm.get.eles.vec needs a FlashR vector");
            return FmMatrix.vector(engine(a).selectRows(x.column(), longs(indices(a, x.length()))));
        });
        def(r, "fm.get.cols", "fm, idxs", a -> {
            FmMatrix x = fm(a, 0, "fm");
            if (x.isVector()) throw new RError("fm.get.cols needs a matrix");
            return FmMatrix.matrix(engine(a).selectCols(x.matrix(), indices(a, x.ncol())));
        });
        def(r, "fm.set.rows", "fm, idxs, m2", a -> setBlock(a, true));
        def(r, "fm.set.cols", "fm, idxs, m2", a -> setBlock(a, false));
        def(r, "fm.rbind.list", "mats", a -> FmMatrix.matrix(engine(a).rbind(matrices(a, true))));
        def(r, "fm.cbind.list", "mats", a -> FmMatrix.matrix(engine(a).cbind(matrices(a, false))));
        def(r, "fm.conv.store", "x, in.mem, name", a -> {
            if (a.get(0) instanceof flashr.bind.FmSparse s) return FlashRSparse.convStore(a, s);
            FmMatrix x = fm(a, 0, "x");
            if (FmArgs.flag(a, 1, "in.mem", true) && !a.has(2)) return x.like(engine(a).convertStore(x.matrix(), true));
            return FlashRStorage.placed(a, x, 1, 2);
        });
    }

    /** Computes all fm objects in one pass; returns the one object, or the list of them. */
    private static RValue materialize(Args a, List<RValue> values, boolean single) {
        List<Matrix> ms = new ArrayList<>();
        for (RValue v : values) if (v instanceof FmMatrix fm) ms.add(fm.matrix());
        engine(a).materialize(ms.toArray(Matrix[]::new));
        if (single) return values.get(0);
        return new RList(values.toArray(RValue[]::new));
    }

    /**
     * fm.set.rows / fm.set.cols: a virtual matrix with rows (columns) idxs replaced by those of
     * m2. The new values are held in memory (engine setElements), so m2 should be small.
     */
    private static RValue setBlock(Args a, boolean rows) {
        FmMatrix x = fm(a, 0, "fm");
        if (x.isVector()) throw new RError("'fm' must be a FlashR matrix");
        int[] idx = indices(a, rows ? x.nrow() : x.ncol());
        Matrix m2 = FmArgs.operand(a, 2, "m2");
        long other = rows ? x.ncol() : x.nrow();
        long need = (long) idx.length * other;
        if (m2.length() != need || need > Integer.MAX_VALUE) {
            throw new RError("'m2' must have " + (rows ? idx.length + " x " + other : other + " x " + idx.length) + " elements");
        }
        double[] v = m2.toDoubleArray();
        int n = (int) need;
        long[] r = new long[n];
        int[] c = new int[n];
        double[] values = new double[n];
        for (int k = 0; k < idx.length; k++) {
            for (int j = 0; j < other; j++) {
                int e = k * (int) other + j;
                r[e] = rows ? idx[k] : j;
                c[e] = rows ? j : idx[k];
                values[e] = rows ? v[k + j * idx.length] : v[j + k * (int) other];
            }
        }
        return FmMatrix.matrix(engine(a).setElements(x.matrix(), r, c, values, m2.type()));
    }

    /** R's 1-based indices (argument 1) as 0-based ones, checked against {@code extent}. */
    private static int[] indices(Args a, long extent) {
        if (!(required(a, 1, "idxs") instanceof RVector v) || !v.type().isNumeric()) {
            throw new RError("'idxs' must be a numeric vector");
        }
        int[] r = new int[v.length()];
        for (int i = 0; i < r.length; i++) {
            double d = v.getDouble(i);
            if (Double.isNaN(d) || d < 1 || d > extent) throw new RError("index out of bounds");
            r[i] = (int) d - 1;
        }
        return r;
    }

    private static long[] longs(int[] v) {
        long[] r = new long[v.length];
        for (int i = 0; i < v.length; i++) r[i] = v[i];
        return r;
    }

    /** The list of matrices to bind; vectors are rows for rbind and columns for cbind, as in R. */
    private static Matrix[] matrices(Args a, boolean vectorsAsRows) {
        if (!(required(a, 0, "mats") instanceof RList l) || l.length() == 0) throw new RError("'mats' must be a non-empty list of FlashR objects");
        Matrix[] ms = new Matrix[l.length()];
        for (int i = 0; i < ms.length; i++) {
            if (!(l.get(i) instanceof FmMatrix fm)) throw new RError("'mats' must be a non-empty list of FlashR objects");
            ms[i] = !fm.isVector() ? fm.matrix() : vectorsAsRows ? fm.column().t() : fm.column();
        }
        return ms;
    }
}
