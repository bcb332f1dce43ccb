package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.engine.Matrix;
import flashr.engine.sort.ColumnSort;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RValue;
import flashr.stats.SortedValues;

/**
 * {@code median(x)} and {@code quantile(x, probs, na.rm, names, type)} of a long engine vector:
 * its numbers sorted by the engine ({@link ColumnSort}, NAs dropped), and the few order
 * statistics that R's formulas need read from the sorted vector where it lies; the formulas
 * are the heap builtins' ({@link SortedValues}).
 */
final class EngineOrderStats {
    private EngineOrderStats() {}

    static void register(Registry r) {
        r.engineMethod("median", EngineOrderStats::median);
        r.engineMethod("quantile", EngineOrderStats::quantile);
    }

    private static RValue median(Args a) {
        Matrix x = EngineSort.longColumn(a.get(0));
        if (x == null || a.dots().length > 0) return null;
        flashr.lang.RType type = ((flashr.bind.FmMatrix) a.get(0)).type();
        try (Sorted d = sorted(a, x)) {
            if (!SummaryBuiltins.naRm(a, 1) && d.length() < x.nrow()) return SortedValues.medianNA(type);
            return SortedValues.median(d, type);
        }
    }

    private static RValue quantile(Args a) {
        Matrix x = EngineSort.longColumn(a.get(0));
        if (x == null || a.dots().length > 0) return null;
        int type = a.has(4) ? Coerce.intScalar(a.get(4)) : 7;
        if (type < 1 || type > 9) return null; // the builtin's error
        try (Sorted d = sorted(a, x)) {
            if (!SummaryBuiltins.naRm(a, 2) && d.length() < x.nrow()) throw SortedValues.quantileMissing(a.call());
            return SortedValues.quantile(d, a.get(1), !a.has(3) || Coerce.flag(a.get(3), "names"), type, a.call());
        }
    }

    /** x's numbers in ascending order (NAs and NaNs dropped), read an element at a time; closing frees them. */
    private static Sorted sorted(Args a, Matrix x) {
        return new Sorted(new ColumnSort(EngineOperand.engine(a)).sort(x, false, ColumnSort.Missing.DROP, ColumnSort.Result.VALUES, ElementType.DOUBLE));
    }

    /** A sorted engine column as {@link SortedValues}, its store freed once the statistics are read. */
    private static final class Sorted implements SortedValues, AutoCloseable {
        private final Matrix s;
        private final double[] one = new double[1];

        Sorted(Matrix s) { this.s = s; }

        @Override public long length() { return s.nrow(); }

        @Override public double at(long i) {
            s.node().data().read(i, 1, new int[] {0}, one, null);
            return one[0];
        }

        @Override public void close() {
            if (s.node().data() == null) return;
            s.node().data().free();
            s.node().setData(null);
        }
    }
}
