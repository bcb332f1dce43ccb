package flashr.stats;

import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleLoops;

/**
 * The centered cross products of column pairs summed in long double, each pair in R's order
 * (row 1 to n, as cov.c's loop): bit for bit the sequential sums, but with the pairs side by side
 * in vector lanes, one row at a time. A single pair's sum is a chain of dependent long double
 * steps; many pairs at once keep the core busy and cost a fraction of one chain per pair.
 */
final class CrossProducts {
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
        double[] hi = new double[pairs], lo = new double[pairs], products = new double[pairs];
        double[] dx = new double[p], dy = symmetric ? dx : new double[q];
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < p; i++) dx[i] = x[i][k] - mx[i];
            if (!symmetric) for (int j = 0; j < q; j++) dy[j] = y[j][k] - my[j];
            int t = 0;
            for (int i = 0; i < p; i++) {
                for (int j = symmetric ? i : 0; j < q; j++) products[t++] = dx[i] * dy[j];
            }
            LongDoubleLoops.addColumn(products, 0, hi, lo, pairs);
        }
        double[][] out = new double[p][q];
        int t = 0;
        for (int i = 0; i < p; i++) {
            for (int j = symmetric ? i : 0; j < q; j++, t++) {
                if (!Double.isFinite(hi[t])) return null;
                out[i][j] = LongDouble.quotient(hi[t], lo[t], n - 1);
                if (symmetric) out[j][i] = out[i][j];
            }
        }
        return out;
    }
}
