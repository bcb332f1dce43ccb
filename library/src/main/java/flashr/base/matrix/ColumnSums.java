package flashr.base.matrix;

import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleRun;
import flashr.engine.fn.X87NaNs;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;

/**
 * colSums and colMeans of a double array on the heap. Each column is R's chain of long double
 * adds in row order ({@link LongDoubleRun}: an integer add an element while the sum stays in one
 * binade): the same bits as {@link MatrixSums.Sum} column by column. Each column being a chain
 * of its own, a large matrix's columns are shared with one of the common pool's threads (half
 * each): the bits do not depend on the split.
 */
final class ColumnSums {
    /** Elements below which one thread sums every column: a hand-off costs some microseconds, an element some nanoseconds. */
    private static final long SHARED_FROM = 1L << 20;

    private ColumnSums() {}

    /**
     * The sums (or means) of the p columns of n elements that make up {@code a}; with naRm, NA
     * and NaN are left out (and out of a mean's count), otherwise the NaN is the x87's ({@link X87NaNs#memoryAdd}, in row order).
     */
    static double[] of(double[] a, int n, int p, boolean mean, boolean naRm) {
        double[] out = new double[p];
        int half = p / 2;
        if (half > 0 && (long) n * p >= SHARED_FROM && Runtime.getRuntime().availableProcessors() > 1) {
            // the later columns in the pool (a task of a class: a lambda's first call spins one)
            ForkJoinTask<?> other = ForkJoinPool.commonPool().submit(new Columns(a, n, half, p, mean, naRm, out));
            columns(a, n, 0, half, mean, naRm, out);
            other.join();
        } else {
            columns(a, n, 0, p, mean, naRm, out);
        }
        return out;
    }

    /** out[j] for the columns j in [from, to). */
    private static void columns(double[] a, int n, int from, int to, boolean mean, boolean naRm, double[] out) {
        for (int j = from; j < to; j++) {
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
    }

    /** The pool's share of {@link #of}. */
    private static final class Columns extends RecursiveAction {
        private final double[] a, out;
        private final int n, from, to;
        private final boolean mean, naRm;

        Columns(double[] a, int n, int from, int to, boolean mean, boolean naRm, double[] out) {
            this.a = a;
            this.n = n;
            this.from = from;
            this.to = to;
            this.mean = mean;
            this.naRm = naRm;
            this.out = out;
        }

        @Override
        protected void compute() {
            columns(a, n, from, to, mean, naRm, out);
        }
    }

    /** As {@link MatrixSums.Sum#value()} and {@link MatrixSums.Sum#mean(long)} give it. */
    private static double value(double hi, double lo, boolean hasNaN, double nan, boolean mean, long count) {
        double v = hasNaN ? nan : hi + lo;
        if (!mean) return v;
        if (Double.isNaN(v) || Double.isInfinite(v)) return v / count;
        return LongDouble.quotient(hi, lo, count);
    }
}
