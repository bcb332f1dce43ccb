package flashr.stats;

import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleRun;

/**
 * The centered cross products of column pairs summed in long double, each pair in R's order
 * (row 1 to n, as cov.c's loop): bit for bit the sequential sums. Rows go a block at a time: the
 * block's columns centered once, then for each pair its products summed by
 * {@link LongDoubleRun#addProducts}, the long double step as an integer add while the sum stays in
 * its binade. One pair's chain is two integer operations a row, where the double-double step
 * (formerly all pairs side by side in vector lanes, a row at a time) cost seven dependent adds
 * and a rounding per pair and row.
 */
final class CrossProducts {
    /** Rows a block: 8 centered columns of it fit the core's second-level cache; longer runs make LongDoubleRun's set-up rare. */
    private static final int BLOCK = 8192;

    private CrossProducts() {}

    /**
     * The sums of (x[i][k] - mx[i]) * (y[j][k] - my[j]) over the rows k, divided by n - 1 in long
     * double: out[i][j] (out[j][i] = out[i][j] when {@code symmetric}, y being x). Null when a sum
     * is not finite: the caller then sums in sequence, where its rules for NaN and Inf apply.
     */
    static double[][] covariances(double[][] x, double[] mx, double[][] y, double[] my, boolean symmetric) {
        int p = x.length, q = y.length;
        if (p == 0 || q == 0) return new double[p][q];
        int n = x[0].length;
        int pairs = symmetric ? p * (p + 1) / 2 : p * q;
        LongDouble[] sums = new LongDouble[pairs];
        for (int t = 0; t < pairs; t++) sums[t] = new LongDouble();
        int block = Math.min(BLOCK, n);
        double[][] dx = new double[p][block], dy = symmetric ? dx : new double[q][block];
        for (int from = 0; from < n; from += block) {
            int len = Math.min(block, n - from);
            centered(x, mx, from, len, dx);
            if (!symmetric) centered(y, my, from, len, dy);
            int t = 0;
            for (int i = 0; i < p; i++) {
                for (int j = symmetric ? i : 0; j < q; j++, t++) {
                    // a NaN product (Inf - Inf, 0 * Inf): the caller's sequential rules
                    if (LongDoubleRun.addProducts(sums[t], dx[i], dy[j], 0, len) != len) return null;
                }
            }
        }
        double[][] out = new double[p][q];
        int t = 0;
        for (int i = 0; i < p; i++) {
            for (int j = symmetric ? i : 0; j < q; j++, t++) {
                if (!Double.isFinite(sums[t].hi())) return null;
                out[i][j] = sums[t].divide(n - 1).value();
                if (symmetric) out[j][i] = out[i][j];
            }
        }
        return out;
    }

    /** d[c][k] = cols[c][from + k] - means[c] for k < len. */
    private static void centered(double[][] cols, double[] means, int from, int len, double[][] d) {
        for (int c = 0; c < cols.length; c++) centered(cols[c], means[c], from, len, d[c]);
    }

    private static void centered(double[] col, double m, int from, int len, double[] out) {
        for (int k = 0; k < len; k++) out[k] = col[from + k] - m;
    }
}
