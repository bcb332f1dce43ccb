package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.vectors.LongVectors;
import flashr.base.vectors.SortBuiltins;
import flashr.bind.FmMatrix;
import flashr.engine.Matrix;
import flashr.engine.sort.ColumnReverse;
import flashr.engine.sort.ColumnSort;
import flashr.engine.sort.SortedScans;
import flashr.lang.RBuiltin;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RType;
import flashr.lang.RValue;

/**
 * {@code sort(x)} and {@code order(x)} of a long engine vector (more elements than a heap vector
 * holds), which R's bodies could not take: the engine's external merge sort ({@link ColumnSort}),
 * with R's rules: stable, -0 equal to 0, NAs and NaNs in their original order, dropped by sort's
 * default {@code na.last = NA}, last by order's default. order's positions are integers up to
 * 2^31 - 1 elements and doubles past, as R's. rank, unique and duplicated are scans of the sorted
 * runs ({@link SortedScans}), rev a reversed copy. A result that fits a heap vector is one; a
 * longer one stays in the engine. Anything else (names, several keys, index.return, fromLast,
 * incomparables, "random" ties) is R's path.
 */
final class EngineSort {
    private EngineSort() {}

    static void register(Registry r) {
        r.engineMethod("sort", EngineSort::sort);
        r.engineMethod("order", EngineSort::order);
        r.engineMethod("rev", EngineSort::rev);
        r.engineMethod("rank", EngineSort::rank);
        r.engineMethod("duplicated", EngineSort::duplicated);
        r.engineMethodOf("unique", b -> {
            RBuiltin.Body before = b.engineMethod();
            return a -> {
                RValue v = unique(a);
                return v != null || before == null ? v : before.apply(a);
            };
        });
    }

    /** {@code rev(x)}: the engine's reversed copy. */
    private static RValue rev(Args a) {
        Matrix x = longColumn(a.get(0));
        return x == null ? null : result(new ColumnReverse(EngineOperand.engine(a)).reverse(x));
    }

    /** {@code unique(x)} (no incomparables): the first of each value in order of appearance. */
    private static RValue unique(Args a) {
        Matrix x = longColumn(a.get(0));
        if (x == null || a.dots().length > 0 || !absentOrFalse(a, 1)) return null;
        return result(new SortedScans(EngineOperand.engine(a)).unique(x, x.type()));
    }

    /** {@code duplicated(x, fromLast)} (no incomparables). */
    private static RValue duplicated(Args a) {
        Matrix x = longColumn(a.get(0));
        if (x == null || a.dots().length > 1 || !absentOrFalse(a, 1)) return null;
        // a TRUE or FALSE fromLast, or none; R's coercions and errors are the builtin's
        RValue v = SortBuiltins.fromLastArgument(a);
        if (v == null ? a.dots().length > 0 : !(v instanceof RLogical l && l.length() == 1 && l.getLogical(0) != RLogical.NA)) {
            return null;
        }
        boolean fromLast = v != null && ((RLogical) v).getLogical(0) == 1;
        SortedScans scans = new SortedScans(EngineOperand.engine(a));
        return result(fromLast ? scans.duplicatedFromLast(x) : scans.duplicated(x));
    }

    /** {@code rank(x, na.last, ties.method)}; "random" ties are R's path (its generator). */
    private static RValue rank(Args a) {
        Matrix x = longColumn(a.get(0));
        if (x == null) return null;
        SortedScans.NaRanks na;
        if (!a.has(1)) na = SortedScans.NaRanks.LAST;
        else if (a.get(1) instanceof flashr.lang.RString k && k.length() == 1 && "keep".equals(k.get(0))) na = SortedScans.NaRanks.KEEP;
        else if (a.get(1) instanceof RLogical l && l.length() == 1) {
            int b = l.getLogical(0);
            na = b == RLogical.NA ? SortedScans.NaRanks.DROP : b == 1 ? SortedScans.NaRanks.LAST : SortedScans.NaRanks.FIRST;
        } else return null;
        SortedScans.Ties ties = SortedScans.Ties.AVERAGE;
        if (a.has(2)) {
            if (!(a.get(2) instanceof flashr.lang.RString t) || t.length() < 1) return null;
            String m = t.get(0);
            ties = switch (m) {
                case "average" -> SortedScans.Ties.AVERAGE;
                case "first" -> SortedScans.Ties.FIRST;
                case "last" -> SortedScans.Ties.LAST;
                case "min" -> SortedScans.Ties.MIN;
                case "max" -> SortedScans.Ties.MAX;
                default -> null;
            };
            if (ties == null) return null;
        }
        ElementType type = ties == SortedScans.Ties.AVERAGE || x.nrow() > Integer.MAX_VALUE ? ElementType.DOUBLE : ElementType.INTEGER;
        return result(new SortedScans(EngineOperand.engine(a)).rank(x, ties, na, type));
    }

    /** Whether argument i is absent or FALSE. */
    private static boolean absentOrFalse(Args a, int i) {
        return !a.has(i) || a.get(i) instanceof RLogical l && l.length() == 1 && l.getLogical(0) == 0;
    }

    /** {@code sort(x, decreasing, na.last)} (no other arguments in {@code ...}). */
    private static RValue sort(Args a) {
        Matrix x = longColumn(a.get(0));
        if (x == null || a.dots().length > 0) return null;
        boolean decreasing = a.has(1) && Coerce.flag(a.get(1), "decreasing");
        ColumnSort.Missing missing = missing(a, 2, ColumnSort.Missing.DROP);
        if (missing == null) return null;
        Matrix sorted = new ColumnSort(EngineOperand.engine(a)).sort(x, decreasing, missing, ColumnSort.Result.VALUES, x.type());
        return result(sorted);
    }

    /** {@code order(x, na.last, decreasing, method)} of one key. */
    private static RValue order(Args a) {
        if (a.dots().length != 1) return null;
        Matrix x = longColumn(a.dots()[0]);
        if (x == null) return null;
        boolean decreasing = a.has(2) && Coerce.flag(a.get(2), "decreasing");
        ColumnSort.Missing missing = missing(a, 1, ColumnSort.Missing.LAST);
        if (missing == null) return null;
        ElementType positions = x.nrow() <= Integer.MAX_VALUE ? ElementType.INTEGER : ElementType.DOUBLE;
        return result(new ColumnSort(EngineOperand.engine(a)).sort(x, decreasing, missing, ColumnSort.Result.POSITIONS, positions));
    }

    /** The column of a long plain engine vector of numbers or logicals; else null. */
    static Matrix longColumn(RValue v) {
        if (!(v instanceof FmMatrix m) || m.isFlashR() || !m.isVector() || !LongVectors.isLong(m.length())) return null;
        if (m.type() != RType.DOUBLE && m.type() != RType.INTEGER && m.type() != RType.LOGICAL) return null;
        Matrix x = m.column();
        return x.isTransposed() ? null : x;
    }

    /** na.last at argument i: TRUE last, FALSE first, NA dropped; null where it is not one flag (R's path). */
    private static ColumnSort.Missing missing(Args a, int i, ColumnSort.Missing absent) {
        if (!a.has(i)) return absent;
        if (!(a.get(i) instanceof RLogical l) || l.length() != 1) return null;
        int b = l.getLogical(0);
        return b == RLogical.NA ? ColumnSort.Missing.DROP : b == 1 ? ColumnSort.Missing.LAST : ColumnSort.Missing.FIRST;
    }

    /** A long result stays in the engine; one a heap vector holds becomes one, of its type. */
    static RValue result(Matrix m) {
        if (LongVectors.isLong(m.nrow())) return FmMatrix.plain(m, false);
        return switch (m.type()) {
            case DOUBLE -> new RDouble(m.toDoubleArray());
            case INTEGER -> new RInt(m.toIntArray());
            case LOGICAL -> new RLogical(m.toIntArray());
        };
    }
}
