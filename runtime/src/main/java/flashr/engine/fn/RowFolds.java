package flashr.engine.fn;

import flashr.engine.type.NA;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Row aggregations of doubles folded one column at a time (agg.row: rowSums in R's long double,
 * max/min per row,
 * which.min/which.max per row), as static steps: the interpreting kernel's loops and generated
 * fused kernels compute them with these rules.
 */
public final class RowFolds {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();

    private RowFolds() {}

    /** Starts R's long double row sums of len rows: each row's (hi, lo) pair is 0. */
    public static void startSum(double[] hi, double[] lo, int len) {
        java.util.Arrays.fill(hi, 0, len, 0);
        java.util.Arrays.fill(lo, 0, len, 0);
    }

    /** One column's values v added to each row's long double sum (sum's NaN: apply(x, 1, sum)). */
    public static void sumColumn(double[] v, double[] hi, double[] lo, int len) {
        LongDoubleLoops.addColumn(v, 0, hi, lo, len, false);
    }

    /** As {@link #sumColumn} with the NaN of R's rowSums ({@link X87NaNs#memoryAdd}, in column order). */
    public static void sumColumnInOrder(double[] v, double[] hi, double[] lo, int len) {
        LongDoubleLoops.addColumn(v, 0, hi, lo, len, true);
    }

    /** The row sums rounded to doubles. */
    public static void finishSum(double[] hi, double[] lo, double[] out, int len) {
        LongDoubleLoops.finish(hi, lo, out, len);
    }

    /** NA trumps NaN, NaN trumps numbers (AggState's rules). */
    public static double max(double acc, double v) {
        if (v != v) return NA.isNA(acc) ? acc : v;
        return v > acc ? v : acc;
    }

    public static double min(double acc, double v) {
        if (v != v) return NA.isNA(acc) ? acc : v;
        return v < acc ? v : acc;
    }

    /**
     * Starts which.min/which.max for len rows: best value +/-Inf, no position, no non-NaN column
     * seen (positions are 1-based column numbers held as doubles, so they blend with the values).
     */
    public static void startWhich(boolean min, double[] best, double[] pos, double[] firstNumber, int len) {
        java.util.Arrays.fill(best, 0, len, min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
        java.util.Arrays.fill(pos, 0, len, 0);
        java.util.Arrays.fill(firstNumber, 0, len, 0);
    }

    /**
     * Column col (0-based) of len rows, values v: where a value is strictly below (min) or above
     * (max) the row's best so far it becomes the best and col + 1 the position; NaN never wins.
     * A row without a position yet takes any number, so a row whose extreme is +/-Inf itself gets
     * its first non-NaN column, as R's which.min does; {@code firstNumber} is left alone (the
     * positions alone decide, which saves a load, a store and a blend per vector). Vector lanes
     * over rows, as VectorLoops.whichRow.
     */
    public static void whichColumn(boolean min, int col, double[] v, double[] best, double[] pos, double[] firstNumber, int len) {
        double cp = col + 1;
        // the loop bound and lengths checked up front let the JIT drop each access's bounds check
        if (len > v.length || len > best.length || len > pos.length) throw new IndexOutOfBoundsException(len);
        int r = 0, up = S.loopBound(len);
        for (; r < up; r += L) {
            DoubleVector x = DoubleVector.fromArray(S, v, r);
            DoubleVector b = DoubleVector.fromArray(S, best, r);
            DoubleVector p = DoubleVector.fromArray(S, pos, r);
            VectorMask<Double> m = min ? x.compare(VectorOperators.LT, b) : x.compare(VectorOperators.GT, b);
            m = m.or(p.compare(VectorOperators.EQ, 0).and(x.compare(VectorOperators.EQ, x)));
            b.blend(x, m).intoArray(best, r);
            p.blend(cp, m).intoArray(pos, r);
        }
        for (; r < len; r++) {
            double x = v[r];
            if ((min ? x < best[r] : x > best[r]) || (pos[r] == 0 && x == x)) { best[r] = x; pos[r] = cp; }
        }
    }

    /** The positions as integers; rows whose extreme is +/-Inf itself: the first non-NaN column; rows of only NaN: NA. */
    public static void finishWhich(double[] pos, double[] firstNumber, int[] out, int len) {
        for (int r = 0; r < len; r++) {
            int p = (int) pos[r];
            out[r] = p != 0 ? p : firstNumber[r] == 0 ? NA.INT : (int) firstNumber[r];
        }
    }
}
