package flashr.base;

import static flashr.base.FmArgs.def;
import static flashr.base.FmArgs.engine;
import static flashr.base.FmArgs.fm;
import static flashr.base.FmArgs.invisible;
import static flashr.base.FmArgs.required;

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
        def(r, "fm.materialize", "...", a -> materialize(a, List.of(a.dots()), a.dots().length == 1));
        r.alias("materialize", "fm.materialize");
        def(r, "fm.materialize.list", "args", a -> {
            if (!(required(a, 0, "args") instanceof RList l)) throw new RError("'args' must be a list");
            return materialize(a, List.of(l.data()), false);
        });
        def(r, "fm.set.cached", "fm, cached, in.mem", a -> {
            engine(a).setCache(fm(a, 0, "fm").matrix(), FmArgs.flag(a, 1, "cached", true));
            return invisible(a, RLogical.of(true));
        });
        def(r, "set.cache", "x, cache", a -> {
            FmMatrix x = fm(a, 0, "x");
            engine(a).setCache(x.matrix(), FmArgs.flag(a, 1, "cache", true));
            return x;
        });
        def(r, "fm.get.rows", "fm, idxs", a -> {
            FmMatrix x = fm(a, 0, "fm");
            return x.like(engine(a).selectRows(x.isVector() ? x.column() : x.matrix(), longs(indices(a, x.isVector() ? x.length() : x.nrow()))));
        });
        def(r, "fm.get.cols", "fm, idxs", a -> {
            FmMatrix x = fm(a, 0, "fm");
            if (x.isVector()) throw new RError("fm.get.cols needs a matrix");
            return FmMatrix.matrix(engine(a).selectCols(x.matrix(), indices(a, x.ncol())));
        });
        def(r, "fm.rbind.list", "mats", a -> FmMatrix.matrix(engine(a).rbind(matrices(a))));
        def(r, "fm.cbind.list", "mats", a -> FmMatrix.matrix(engine(a).cbind(matrices(a))));
    }

    /** Computes all fm objects in one pass; returns the one object, or the list of them. */
    private static RValue materialize(Args a, List<RValue> values, boolean single) {
        List<Matrix> ms = new ArrayList<>();
        for (RValue v : values) if (v instanceof FmMatrix fm) ms.add(fm.matrix());
        engine(a).materialize(ms.toArray(Matrix[]::new));
        if (single) return values.get(0);
        return new RList(values.toArray(RValue[]::new));
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

    private static Matrix[] matrices(Args a) {
        if (!(required(a, 0, "mats") instanceof RList l) || l.length() == 0) throw new RError("'mats' must be a non-empty list of FlashR objects");
        Matrix[] ms = new Matrix[l.length()];
        for (int i = 0; i < ms.length; i++) {
            if (!(l.get(i) instanceof FmMatrix fm)) throw new RError("'mats' must be a non-empty list of FlashR objects");
            ms[i] = fm.isVector() ? fm.column() : fm.matrix();
        }
        return ms;
    }
}
