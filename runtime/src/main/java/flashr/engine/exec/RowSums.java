package flashr.engine.exec;

import flashr.engine.fn.AggState;
import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleLoops;

import java.util.Arrays;

/**
 * R's rowSums and rowMeans of doubles over one Pcache step's rows: a long double per row, adding
 * column after column (rows in vector lanes, so each row adds its columns in R's order), a mean
 * dividing the long double by its count in long double and rounding once, as R's rowMeans does
 * ({@code rans[i] /= p}, or {@code /= Cnt[i]} with na.rm, which skips NA and NaN).
 */
final class RowSums {
    private RowSums() {}

    /** Per-row scratch for one kernel node, grown to a step's rows. */
    static final class Scratch {
        double[] hi, lo, column;
        int[] count;

        void ensure(int rows) {
            if (hi != null && hi.length >= rows) return;
            hi = new double[rows];
            lo = new double[rows];
            column = new double[rows];
            count = new int[rows];
        }
    }

    /**
     * Row sums of x (nc columns of len rows), or means: over meanOf columns when it is positive,
     * over each row's elements that are not NA or NaN when meanOfKept (those are skipped); with
     * inOrder the NaN of R's rowSums (X87NaNs.memoryAdd), else sum's (apply(x, 1, sum)).
     */
    static void apply(double[] x, int nc, int len, double meanOf, boolean meanOfKept, boolean inOrder, Scratch sc, double[] out) {
        sc.ensure(len);
        double[] hi = sc.hi, lo = sc.lo;
        Arrays.fill(hi, 0, len, 0.0);
        Arrays.fill(lo, 0, len, 0.0);
        if (meanOfKept) {
            int[] count = sc.count;
            double[] column = sc.column;
            Arrays.fill(count, 0, len, 0);
            for (int c = 0; c < nc; c++) {
                int off = c * len;
                // a skipped element as 0: adding 0 leaves the long double as it is
                for (int r = 0; r < len; r++) {
                    double v = x[off + r];
                    boolean kept = v == v;
                    column[r] = kept ? v : 0.0;
                    count[r] += kept ? 1 : 0;
                }
                LongDoubleLoops.addColumn(column, 0, hi, lo, len, false);
            }
            for (int r = 0; r < len; r++) out[r] = LongDouble.quotient(hi[r], lo[r], count[r]);
            return;
        }
        for (int c = 0; c < nc; c++) LongDoubleLoops.addColumn(x, c * len, hi, lo, len, inOrder);
        if (meanOf > 0) for (int r = 0; r < len; r++) out[r] = LongDouble.quotient(hi[r], lo[r], meanOf);
        else LongDoubleLoops.finish(hi, lo, out, len);
    }

    /** The means of a row mean's block chain from its accumulators (long double sums, counted when meanOfKept). */
    static void writeMeans(AggState st, double meanOf, boolean meanOfKept, double[] out, int n) {
        for (int s = 0; s < n; s++) out[s] = meanOfKept ? st.keptMeanResult(s) : st.meanResult(s, meanOf);
    }
}
