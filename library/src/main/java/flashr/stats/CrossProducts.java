package flashr.stats;

import flashr.engine.fn.CenteredProducts;
import flashr.engine.fn.LongDouble;

/**
 * The centered cross products of column pairs summed in long double, each pair in R's order
 * (row 1 to n, as cov.c's loop): bit for bit the x87's sums, whose differences x - mean and
 * products are long doubles too. Rows go a block at a time: the block's columns centered once
 * into 64-bit significands ({@link CenteredProducts#center}), then for each pair its products
 * summed by {@link CenteredProducts#addProducts}: an exact integer product rounded to 64 bits,
 * and the long double step as an integer add while the sum stays in its binade.
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
        long[][] sx = new long[p][block], sy = symmetric ? sx : new long[q][block];
        int[][] ex = new int[p][block], ey = symmetric ? ex : new int[q][block];
        for (int from = 0; from < n; from += block) {
            int len = Math.min(block, n - from);
            // a difference not finite or far out of range: the caller's sequential rules
            if (!centered(x, mx, from, len, sx, ex)) return null;
            if (!symmetric && !centered(y, my, from, len, sy, ey)) return null;
            int t = 0;
            for (int i = 0; i < p; i++) {
                for (int j = symmetric ? i : 0; j < q; j++, t++) CenteredProducts.addProducts(sums[t], sx[i], ex[i], sy[j], ey[j], len);
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

    /** Each column's rows from .. from + len - 1 less its mean, in long double; false when one is not finite. */
    private static boolean centered(double[][] cols, double[] means, int from, int len, long[][] sig, int[][] ex) {
        for (int c = 0; c < cols.length; c++) {
            if (!CenteredProducts.center(cols[c], means[c], from, len, sig[c], ex[c])) return false;
        }
        return true;
    }
}
