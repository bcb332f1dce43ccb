package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import flashr.eval.Args;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Grouped sums of engine values as groupby.row: {@code rowsum(x, group)} for a double x (an
 * ordinary engine value or a FlashR object) and integer groups, {@code tabulate(bin, nbins)} for
 * integer bins. Groups at hand on the heap are coded by one loop ({@link LocalGroups}; whole-number
 * doubles too), so the pass over x is rowsum's only one; the range of groups in the engine is found
 * by one pass (min and max) unless known. Groups with NA, factors, reordering off, na.rm and ranges
 * too wide for a dense table go to the R body. rowsum's result is computed at once (its rows are the
 * groups present); tabulate's is a lazy sink of nbins counts, which joins the next pass over its
 * bins (in k-means, rowsum's) or is the counts that pass made.
 */
public final class EngineGroups {
    /** Most groups a dense groupby table may have. */
    private static final long MAX_GROUPS = 1 << 20;

    private EngineGroups() {}

    /**
     * Records that the integer vector {@code m} has no NA and values in min..max (which.min/which.max
     * positions of rows checked for NA lie in 1..ncol), so grouping by it needs no pass to find its
     * range; the engine keeps that with m's data once computed. min..max may be wider than the
     * values present (a column that is never the largest).
     */
    public static void knownRange(Matrix m, int min, int max) {
        m.engine().knowRange(m, min, max);
    }

    static void register(Registry r) {
        r.engineMethod("rowsum", EngineGroups::rowsum);
        r.engineMethod("tabulate", EngineGroups::tabulate);
    }

    /**
     * The operand as integer labels with bounds of its values: the least and greatest when
     * {@code exact}, else proved bounds that may be wider (a recorded range, interval arithmetic).
     */
    private record Labels(Matrix codes, int min, int max, boolean exact) {}

    private static Labels labels(Engine e, EngineOperand g) {
        if (g == null || g.type != ElementType.INTEGER || g.dim != null || g.isFlashR() || g.length == 0) return null;
        Matrix m = g.matrix(e);
        // a range recorded for m (or found before) spares the pass over it
        double[] known = e.isProvablyFinite(m) ? e.provenBounds(m) : null;
        if (known != null && known[1] - known[0] < MAX_GROUPS) return new Labels(m, (int) known[0], (int) known[1], false);
        return exactLabels(e, m);
    }

    /** The labels m with their least and greatest value, found by one pass; null when one is NA or the range is too wide. */
    private static Labels exactLabels(Engine e, Matrix m) {
        Matrix lo = e.agg(m, AggOp.MIN);
        Matrix hi = e.agg(m, AggOp.MAX);
        e.materialize(lo, hi);
        int min = lo.toIntArray()[0];
        int max = hi.toIntArray()[0];
        if (min == NA.INT || (long) max - min + 1 > MAX_GROUPS) return null;
        return new Labels(m, min, max, true);
    }

    /** Labels shifted to 1..k for groupby. */
    private static Matrix codes(Engine e, Labels l) {
        return l.min == 1 ? l.codes : e.mapply(l.codes, 1 - l.min, ElementType.INTEGER, BinaryOp.ADD);
    }

    private static RValue rowsum(Args a) {
        if (a.dots().length > 0 || a.has(2) && !isTrue(a.get(2)) || SummaryBuiltins.naRm(a, 3)) return null;
        EngineOperand x = EngineOperand.of(a.get(0));
        // a FlashR matrix too: rowsum's result is an ordinary R matrix either way, computed at once
        if (x == null || x.type != ElementType.DOUBLE || x.length == 0 || x.value.getAttr("dimnames") != null) return null;
        EngineOperand g = EngineOperand.of(a.get(1));
        if (g == null || g.length != x.nrow()) return null;
        Engine e = EngineOperand.engine(a);
        RVector local = g.local();
        if (local != null && g.dim == null) {
            LocalGroups l = LocalGroups.of(local, MAX_GROUPS);
            if (l != null) {
                Matrix codes = FmConvert.view(e, new RInt(l.codes()), l.codes().length, 1);
                Matrix sums = e.groupbyRow(x.matrix(e), codes, l.k(), AggOp.SUM);
                e.materialize(sums);
                return presentRows(sums.toDoubleArray(), l.counts(), (int) x.ncol(), l.presentNames());
            }
        }
        Labels l = labels(e, g);
        if (l == null) return null;
        int k = l.max - l.min + 1;
        Matrix codes = codes(e, l);
        Matrix sums = e.groupbyRow(x.matrix(e), codes, k, AggOp.SUM);
        Matrix counts = e.groupbyRow(e.constant(x.nrow(), 1, 1, ElementType.INTEGER), codes, k, AggOp.COUNT);
        e.materialize(sums, counts);
        int[] n = counts.toIntArray();
        String[] names = new String[k];
        int row = 0;
        for (int i = 0; i < k; i++) if (n[i] > 0) names[row++] = Integer.toString(l.min + i);
        return presentRows(sums.toDoubleArray(), n, (int) x.ncol(), new RString(java.util.Arrays.copyOf(names, row)));
    }

    /** rowsum's result: the rows of the k x p sums {@code s} whose groups have elements, named. */
    private static RDouble presentRows(double[] s, int[] counts, int p, RString names) {
        int k = counts.length;
        int present = names.length();
        double[] out = new double[present * p];
        int row = 0;
        for (int i = 0; i < k; i++) {
            if (counts[i] == 0) continue;
            for (int j = 0; j < p; j++) out[j * present + row] = s[j * k + i];
            row++;
        }
        RDouble r = new RDouble(out);
        r.setAttr("dim", RInt.of(present, p));
        r.setAttr("dimnames", RList.of(names, RNull.NULL));
        return r;
    }

    private static RValue tabulate(Args a) {
        EngineOperand bin = EngineOperand.of(a.get(0));
        if (bin == null || !bin.isEngine()) return null;
        int nbins = -1; // R's default: the largest bin
        if (a.has(1)) {
            if (!(a.get(1) instanceof RVector nb) || !nb.type().isNumeric() || nb.length() != 1) return null;
            double d = nb.getDouble(0);
            if (!(d >= 0 && d <= MAX_GROUPS)) return null;
            nbins = (int) d;
        }
        Engine e = EngineOperand.engine(a);
        Labels l = labels(e, bin);
        // bins outside 1..nbins are ignored by R: only a range inside it is counted here
        if (l != null && !l.exact && (l.min < 1 || nbins >= 0 && l.max > nbins)) l = exactLabels(e, l.codes);
        if (l == null || l.min < 1 || nbins >= 0 && l.max > nbins) {
            return flashr.base.vectors.LongVectors.isLong(bin.length) ? longTabulate(e, bin, nbins) : null;
        }
        if (nbins < 0) return countsUpToLargest(e, bin.length, l);
        return FmMatrix.plain(counts(e, bin.length, l, nbins), false);
    }

    /**
     * tabulate of a long integer vector with NAs or bins outside 1..nbins (R's body could not take
     * it): those are left out as R leaves them, by making them NA labels, which the groupby skips;
     * R's default nbins, the largest bin (at least 1), is found by one pass. Null (R's path) where
     * the bins are integers only after a conversion, or too many for a dense table.
     */
    private static RValue longTabulate(Engine e, EngineOperand bin, int nbins) {
        if (bin.type != ElementType.INTEGER || bin.dim != null || bin.isFlashR()) return null;
        Matrix b = bin.matrix(e);
        if (nbins < 0) {
            Matrix known = e.ifelse(e.sapply(b, UnaryOp.IS_NA), e.scalar(1, ElementType.INTEGER), b, ElementType.INTEGER);
            int max = Math.max(1, e.agg(known, AggOp.MAX).toIntArray()[0]);
            if (max > MAX_GROUPS) return null;
            nbins = max;
        }
        if (nbins == 0) return new RInt(new int[0]);
        Matrix outside = e.mapply(e.mapply(b, 1, ElementType.INTEGER, BinaryOp.LT), e.mapply(b, nbins, ElementType.INTEGER, BinaryOp.GT), BinaryOp.OR);
        Matrix codes = e.ifelse(outside, e.scalar(NA.INT, ElementType.INTEGER), b, ElementType.INTEGER);
        e.knowRange(codes, 1, nbins, true);
        Matrix c = e.groupbyRow(e.constant(bin.length, 1, 1, ElementType.INTEGER), codes, nbins, AggOp.COUNT);
        return new RInt(c.toIntArray());
    }

    /** The count sink of bins 1..nbins (shared with rowsum's of the same labels). */
    private static Matrix counts(Engine e, long n, Labels l, int nbins) {
        return e.groupbyRow(e.constant(n, 1, 1, ElementType.INTEGER), l.codes, nbins, AggOp.COUNT);
    }

    /**
     * R's default nbins is the largest bin: the labels' bounds may lie above it (a recorded range),
     * so the counts up to the bound are computed now and the empty bins above the largest dropped.
     */
    private static RValue countsUpToLargest(Engine e, long length, Labels l) {
        Matrix c = counts(e, length, l, l.max);
        e.materialize(c);
        int[] n = c.toIntArray();
        int nbins = n.length;
        while (nbins > 1 && n[nbins - 1] == 0) nbins--;
        return new RInt(nbins == n.length ? n : java.util.Arrays.copyOf(n, nbins));
    }

    private static boolean isTrue(RValue v) {
        return v instanceof RLogical b && b.length() == 1 && b.get(0) == 1;
    }
}
