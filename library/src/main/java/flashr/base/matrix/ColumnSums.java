package flashr.base.matrix;

import flashr.engine.fn.LongDouble;
import flashr.lang.RDouble;

/**
 * colSums and colMeans of a double array on the heap. Each column is R's chain of long double
 * adds in row order, whose every step waits on the one before (about 5 ns an element here);
 * the chains of a block of columns advance side by side, one row at a time, so the CPU overlaps
 * independent steps. Every column still adds its own elements in R's order: the same bits as
 * {@link MatrixSums.Sum} column by column.
 */
final class ColumnSums {
    /** Columns whose chains advance together: enough independent steps to fill the CPU, and 8 streams to read. */
    private static final int BLOCK = 8;

    private ColumnSums() {}

    /**
     * The sums (or means) of the p columns of n elements that make up {@code a}; with naRm, NA
     * and NaN are left out (and out of a mean's count), otherwise NA wins over NaN as on the x87.
     */
    static double[] of(double[] a, int n, int p, boolean mean, boolean naRm) {
        double[] out = new double[p];
        double[] hi = new double[BLOCK], lo = new double[BLOCK];
        long[] kept = new long[BLOCK];
        boolean[] na = new boolean[BLOCK], nan = new boolean[BLOCK];
        for (int j0 = 0; j0 < p; j0 += BLOCK) {
            int w = Math.min(BLOCK, p - j0);
            java.util.Arrays.fill(hi, 0);
            java.util.Arrays.fill(lo, 0);
            java.util.Arrays.fill(kept, 0);
            java.util.Arrays.fill(na, false);
            java.util.Arrays.fill(nan, false);
            for (int i = 0; i < n; i++) {
                for (int c = 0, at = j0 * n + i; c < w; c++, at += n) {
                    double v = a[at];
                    if (Double.isNaN(v)) {
                        if (naRm) continue;
                        if (RDouble.isNAValue(v)) na[c] = true;
                        else nan[c] = true;
                        kept[c]++;
                        continue;
                    }
                    LongDouble.add(hi, lo, c, v);
                    kept[c]++;
                }
            }
            for (int c = 0; c < w; c++) out[j0 + c] = value(hi[c], lo[c], na[c], nan[c], mean, kept[c]);
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
