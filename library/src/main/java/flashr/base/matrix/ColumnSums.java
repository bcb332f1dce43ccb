package flashr.base.matrix;

import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleRun;
import flashr.lang.RDouble;

/**
 * colSums and colMeans of a double array on the heap. Each column is R's chain of long double
 * adds in row order ({@link LongDoubleRun}: an integer add an element while the sum stays in one
 * binade): the same bits as {@link MatrixSums.Sum} column by column.
 */
final class ColumnSums {
    private ColumnSums() {}

    /**
     * The sums (or means) of the p columns of n elements that make up {@code a}; with naRm, NA
     * and NaN are left out (and out of a mean's count), otherwise NA wins over NaN as on the x87.
     */
    static double[] of(double[] a, int n, int p, boolean mean, boolean naRm) {
        double[] out = new double[p];
        for (int j = 0; j < p; j++) {
            LongDouble acc = new LongDouble();
            boolean na = false, nan = false;
            long kept = n;
            int end = (j + 1) * n;
            for (int i = j * n; (i = LongDoubleRun.add(acc, a, i, end)) < end; i++) {
                if (naRm) kept--;
                else if (RDouble.isNAValue(a[i])) na = true;
                else nan = true;
            }
            out[j] = value(acc.hi(), acc.lo(), na, nan, mean, kept);
        }
        return out;
    }

    /** As {@link MatrixSums.Sum#value()} and {@link MatrixSums.Sum#mean(long)} give it. */
    private static double value(double hi, double lo, boolean na, boolean nan, boolean mean, long count) {
        double v = na ? RDouble.NA : nan ? Double.NaN : hi + lo;
        if (!mean) return v;
        if (Double.isNaN(v) || Double.isInfinite(v)) return v / count;
        return LongDouble.quotient(hi, lo, count);
    }
}
