package flashr.stats;

import flashr.engine.fn.CenteredProducts;
import flashr.engine.fn.LongDouble;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

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
        int p = x.length, q = y.length;
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
        int n = x[0].length;
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
        int[] idx = new int[x.length];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        return x.length == 0 ? new LongDouble[0] : sums(x, mx, null, mx, idx, idx);
    }

    /** The sums of pairs (x[pi[t]], y[pj[t]]), y being x when null; null when a difference or a sum is not finite. */
    private static LongDouble[] sums(double[][] x, double[] mx, double[][] yOrNull, double[] my, int[] pi, int[] pj) {
        int n = x[0].length, pairs = pi.length;
        LongDouble[] sums = new LongDouble[pairs];
        for (int t = 0; t < pairs; t++) sums[t] = new LongDouble();
        int block = Math.max(1, Math.min(BLOCK, n));
        Centered cx = new Centered(x, mx, block), cy = yOrNull == null ? cx : new Centered(yOrNull, my, block);
        boolean shared = shareable((long) n * pairs);
        int half = pairs / 2;
        for (int from = 0; from < n; from += block) {
            int len = Math.min(block, n - from), at = from;
            if (shared) {
                // the columns to center, then the pairs, half here and half in the pool
                ForkJoinTask<Boolean> other = ForkJoinPool.commonPool().submit(() -> centerHalf(cx, cy, at, len, 1));
                boolean ok = centerHalf(cx, cy, at, len, 0);
                if (!other.join() || !ok) return null;
                ForkJoinTask<?> rest = ForkJoinPool.commonPool().submit(() -> add(sums, cx, cy, pi, pj, half, pairs, len));
                add(sums, cx, cy, pi, pj, 0, half, len);
                rest.join();
            } else {
                // a difference not finite or far out of range: the caller's sequential rules
                if (!cx.center(at, len, 0, 1) || cy != cx && !cy.center(at, len, 0, 1)) return null;
                add(sums, cx, cy, pi, pj, 0, pairs, len);
            }
        }
        for (LongDouble s : sums) if (!Double.isFinite(s.hi())) return null;
        return sums;
    }

    /** Every other column of x's (and y's) block from {@code first}. */
    private static boolean centerHalf(Centered cx, Centered cy, int from, int len, int first) {
        return cx.center(from, len, first, 2) && (cy == cx || cy.center(from, len, first, 2));
    }

    private static void add(LongDouble[] sums, Centered cx, Centered cy, int[] pi, int[] pj, int from, int to, int len) {
        for (int t = from; t < to; t++) {
            int i = pi[t], j = pj[t];
            CenteredProducts.addProducts(sums[t], cx.sig[i], cx.ex[i], cy.sig[j], cy.ex[j], len);
        }
    }

    /** A block of columns less their means, in long double significands and exponents. */
    private static final class Centered {
        final double[][] cols;
        final double[] means;
        final long[][] sig;
        final int[][] ex;

        Centered(double[][] cols, double[] means, int block) {
            this.cols = cols;
            this.means = means;
            sig = new long[cols.length][block];
            ex = new int[cols.length][block];
        }

        /** Columns first, first + step, ... of rows from .. from + len - 1; false when a difference is not finite. */
        boolean center(int from, int len, int first, int step) {
            for (int c = first; c < cols.length; c += step) {
                if (!CenteredProducts.center(cols[c], means[c], from, len, sig[c], ex[c])) return false;
            }
            return true;
        }
    }
}
