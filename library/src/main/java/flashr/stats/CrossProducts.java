package flashr.stats;

import flashr.engine.fn.CenteredProducts;
import flashr.engine.fn.LongDouble;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

/**
 * The centered cross products of column pairs summed in long double, each pair in R's order
 * (row 1 to n, as cov.c's loop): bit for bit the x87's sums, whose differences x - mean and
 * products are long doubles too. Rows go a block at a time: the block's columns centered once
 * into 64-bit significands ({@link CenteredProducts#center}), then for each pair its products
 * summed by {@link CenteredProducts#addProducts}: an exact integer product rounded to 64 bits,
 * and the long double step as an integer add while the sum stays in its binade.
 *
 * <p>Each pair's sum is a chain of its own, so large problems share the pairs (and the centering
 * of a block's columns) between this thread and one of the common pool's: every sum still takes
 * its rows in R's order, and the bits do not depend on the split.
 */
final class CrossProducts {
    /** Rows a block: 8 centered columns of it fit the core's second-level cache; longer runs make LongDoubleRun's set-up rare. */
    private static final int BLOCK = 8192;
    /** Pair-rows (or elements, for means) below which one thread does it all: a handoff per block costs some microseconds, a pair-row some nanoseconds. */
    private static final long SHARED_FROM = 1L << 20;
    /** Rows a call of {@link #addRows} (32 calls of CenteredProducts.PART). */
    private static final int RUN = 32 * CenteredProducts.PART;

    private CrossProducts() {}

    /** Whether work of this many pair-rows is shared with a pool thread: a second core, and enough work to pay a hand-off a block. */
    static boolean shareable(long pairRows) {
        return pairRows >= SHARED_FROM && Runtime.getRuntime().availableProcessors() > 1;
    }

    /**
     * The sums of (x[i][k] - mx[i]) * (y[j][k] - my[j]) over the rows k, divided by n - 1 in long
     * double: out[i][j] (out[j][i] = out[i][j] when {@code symmetric}, y being x). Null when a sum
     * is not finite: the caller then sums in sequence, where its rules for NaN and Inf apply.
     */
    static double[][] covariances(double[][] x, double[] mx, double[][] y, double[] my, boolean symmetric) {
        return covariances(ColumnBlock.of(x), mx, ColumnBlock.of(y), my, symmetric);
    }

    /** As above, of columns read where they lie. */
    static double[][] covariances(ColumnBlock x, double[] mx, ColumnBlock y, double[] my, boolean symmetric) {
        int p = x.count(), q = y.count();
        if (p == 0 || q == 0) return new double[p][q];
        int pairs = symmetric ? p * (p + 1) / 2 : p * q;
        int[] pi = new int[pairs], pj = new int[pairs];
        int t = 0;
        for (int i = 0; i < p; i++) {
            for (int j = symmetric ? i : 0; j < q; j++, t++) {
                pi[t] = i;
                pj[t] = j;
            }
        }
        LongDouble[] sums = sums(x, mx, symmetric ? null : y, my, pi, pj);
        if (sums == null) return null;
        int n = x.rows();
        double[][] out = new double[p][q];
        for (t = 0; t < pairs; t++) {
            out[pi[t]][pj[t]] = sums[t].divide(n - 1).value();
            if (symmetric) out[pj[t]][pi[t]] = out[pi[t]][pj[t]];
        }
        return out;
    }

    /**
     * Each column's sum of squared differences from its mean, in long double (cov_complete2's
     * standard deviations before the division); null as {@link #covariances}.
     */
    static LongDouble[] squares(double[][] x, double[] mx) {
        return squares(ColumnBlock.of(x), mx);
    }

    /** As above, of columns read where they lie. */
    static LongDouble[] squares(ColumnBlock x, double[] mx) {
        int[] idx = new int[x.count()];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        return x.count() == 0 ? new LongDouble[0] : sums(x, mx, null, mx, idx, idx);
    }

    /** The sums of pairs (x[pi[t]], y[pj[t]]), y being x when null; null when a difference or a sum is not finite. */
    private static LongDouble[] sums(ColumnBlock x, double[] mx, ColumnBlock yOrNull, double[] my, int[] pi, int[] pj) {
        int n = x.rows(), pairs = pi.length;
        LongDouble[] sums = new LongDouble[pairs];
        CenteredProducts.Run[] runs = new CenteredProducts.Run[pairs];
        for (int t = 0; t < pairs; t++) runs[t] = new CenteredProducts.Run(sums[t] = new LongDouble());
        int block = Math.max(1, Math.min(BLOCK, n));
        Centered cx = new Centered(x, mx, block), cy = yOrNull == null ? cx : new Centered(yOrNull, my, block);
        boolean shared = shareable((long) n * pairs);
        int half = pairs / 2;
        for (int from = 0; from < n; from += block) {
            int len = Math.min(block, n - from), at = from;
            if (shared) {
                // the columns to center, then the pairs, half here and half in the pool
                // (tasks of classes of their own: a lambda's first call spins a class)
                ForkJoinTask<Boolean> other = ForkJoinPool.commonPool().submit(new CenterHalf(cx, cy, at, len));
                boolean ok = centerHalf(cx, cy, at, len, 0);
                if (!other.join() || !ok) return null;
                ForkJoinTask<?> rest = ForkJoinPool.commonPool().submit(new AddPairs(runs, cx, cy, pi, pj, half, pairs, len));
                add(runs, cx, cy, pi, pj, 0, half, len);
                rest.join();
            } else {
                // a difference not finite or far out of range: the caller's sequential rules
                if (!cx.center(at, len, 0, 1) || cy != cx && !cy.center(at, len, 0, 1)) return null;
                add(runs, cx, cy, pi, pj, 0, pairs, len);
            }
        }
        for (CenteredProducts.Run r : runs) r.flush();
        for (LongDouble s : sums) if (!Double.isFinite(s.hi())) return null;
        return sums;
    }

    /** Every other column of x's (and y's) block from {@code first}. */
    private static boolean centerHalf(Centered cx, Centered cy, int from, int len, int first) {
        return cx.center(from, len, first, 2) && (cy == cx || cy.center(from, len, first, 2));
    }

    private static void add(CenteredProducts.Run[] runs, Centered cx, Centered cy, int[] pi, int[] pj, int from, int to, int len) {
        for (int t = from; t < to; t++) {
            int i = pi[t], j = pj[t];
            for (int k = 0; k < len; k += RUN) addRows(runs[t], cx.sig[i], cx.ex[i], cy.sig[j], cy.ex[j], k, Math.min(len, k + RUN));
        }
    }

    /**
     * The products of rows [from, to) in calls of {@link CenteredProducts#PART} rows. The loops
     * that C2 compiles run a bounded number of times a call: CenteredProducts' at most PART, this
     * one RUN / PART (32), so each is compiled once, whole, rather than on stack and then again
     * (this class has the JVM's usual thresholds: ~66 iterations a call is the limit).
     */
    private static void addRows(CenteredProducts.Run acc, long[] sa, int[] ea, long[] sb, int[] eb, int from, int to) {
        for (int k = from; k < to; k += CenteredProducts.PART) {
            CenteredProducts.addPart(acc, sa, ea, sb, eb, k, Math.min(to, k + CenteredProducts.PART));
        }
    }

    /** The pool's half of a block's centering: the odd columns. */
    private static final class CenterHalf extends RecursiveTask<Boolean> {
        private final Centered cx, cy;
        private final int from, len;

        CenterHalf(Centered cx, Centered cy, int from, int len) {
            this.cx = cx;
            this.cy = cy;
            this.from = from;
            this.len = len;
        }

        @Override
        protected Boolean compute() {
            return centerHalf(cx, cy, from, len, 1);
        }
    }

    /** The pool's half of a block's pairs. */
    private static final class AddPairs extends RecursiveAction {
        private final CenteredProducts.Run[] runs;
        private final Centered cx, cy;
        private final int[] pi, pj;
        private final int from, to, len;

        AddPairs(CenteredProducts.Run[] runs, Centered cx, Centered cy, int[] pi, int[] pj, int from, int to, int len) {
            this.runs = runs;
            this.cx = cx;
            this.cy = cy;
            this.pi = pi;
            this.pj = pj;
            this.from = from;
            this.to = to;
            this.len = len;
        }

        @Override
        protected void compute() {
            add(runs, cx, cy, pi, pj, from, to, len);
        }
    }

    /** A block of columns less their means, in long double significands and exponents. */
    private static final class Centered {
        final ColumnBlock cols;
        final double[] means;
        final long[][] sig;
        final int[][] ex;

        Centered(ColumnBlock cols, double[] means, int block) {
            this.cols = cols;
            this.means = means;
            sig = new long[cols.count()][block];
            ex = new int[cols.count()][block];
        }

        /** Columns first, first + step, ... of rows from .. from + len - 1; false when a difference is not finite. */
        boolean center(int from, int len, int first, int step) {
            // in calls of PART rows (CenteredProducts.PART: its loop then compiles once, whole);
            // this loop's iterations stay below an on-stack compile (~1.6M / 32 in a cor of 2e5 x 8)
            for (int c = first; c < cols.count(); c += step) {
                double[] col = cols.array(c);
                int at = cols.offset(c) + from;
                for (int k = 0; k < len; k += CenteredProducts.PART) {
                    if (!CenteredProducts.centerPart(col, means[c], at, k, Math.min(len, k + CenteredProducts.PART), sig[c], ex[c])) return false;
                }
            }
            return true;
        }
    }
}
