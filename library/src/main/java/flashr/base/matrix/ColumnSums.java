package flashr.base.matrix;

import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleRun;
import flashr.engine.fn.X87NaNs;

/**
 * colSums and colMeans of a double array on the heap. Each column is R's chain of long double
 * adds in row order ({@link LongDoubleRun}: an integer add an element while the sum stays in one
 * binade): the same bits as {@link MatrixSums.Sum} column by column.
 */
final class ColumnSums {
    private ColumnSums() {}

    /**
     * The sums (or means) of the p columns of n elements that make up {@code a}; with naRm, NA
     * and NaN are left out (and out of a mean's count), otherwise the NaN is the x87's ({@link X87NaNs#memoryAdd}, in row order).
     */
    static double[] of(double[] a, int n, int p, boolean mean, boolean naRm) {
        double[] out = new double[p];
        for (int j = 0; j < p; j++) {
            LongDouble acc = new LongDouble();
            // the NaN the x87 accumulator holds once an NA or NaN element met it (X87NaNs)
            double nan = 0;
            boolean hasNaN = false;
            long kept = n;
            int end = (j + 1) * n;
            for (int i = j * n; (i = LongDoubleRun.add(acc, a, i, end)) < end; i++) {
                if (naRm) {
                    kept--;
                } else {
                    nan = X87NaNs.memoryAdd(hasNaN ? nan : acc.hi(), a[i]);
                    hasNaN = true;
                }
            }
            // a sum beyond the double's range (LongDouble.isWide) may come back: the x87's sum or quotient
            out[j] = acc.isWide() && !hasNaN ? (mean ? acc.divide(kept).value() : acc.value())
                    : value(acc.hi(), acc.lo(), hasNaN, nan, mean, kept);
        }
        return out;
    }

    /** As {@link MatrixSums.Sum#value()} and {@link MatrixSums.Sum#mean(long)} give it. */
    private static double value(double hi, double lo, boolean hasNaN, double nan, boolean mean, long count) {
        double v = hasNaN ? nan : hi + lo;
        if (!mean) return v;
        if (Double.isNaN(v) || Double.isInfinite(v)) return v / count;
        return LongDouble.quotient(hi, lo, count);
    }
}
