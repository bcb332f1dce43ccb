package flashr.stats;

import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleSteps;

/**
 * The centered cross products of column pairs summed in long double, each pair in R's order
 * (row 1 to n, as cov.c's loop), with cov.c's long double steps: each difference from the mean
 * rounded to 64 bits, their product rounded to 64 bits, and that added to the sum, so the
 * result has R's last bit.
 */
final class CrossProducts {
    private CrossProducts() {}

    /** The long double sum of (x[k] - mx) * (y[k] - my) over k, as cov.c's loop takes it for one pair. */
    static void addProducts(double[] x, double mx, double[] y, double my, LongDouble sum) {
        double[] d = new double[6];
        for (int k = 0; k < x.length; k++) {
            LongDoubleSteps.difference(x[k], mx, d, 0);
            LongDoubleSteps.difference(y[k], my, d, 2);
            LongDoubleSteps.product(d[0], d[1], d[2], d[3], d, 4);
            sum.add(d[4], d[5]);
        }
    }

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
        double[] hi = new double[pairs], lo = new double[pairs], product = new double[2];
        double[] dx = new double[2 * p], dy = symmetric ? dx : new double[2 * q];
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < p; i++) LongDoubleSteps.difference(x[i][k], mx[i], dx, 2 * i);
            if (!symmetric) for (int j = 0; j < q; j++) LongDoubleSteps.difference(y[j][k], my[j], dy, 2 * j);
            int t = 0;
            for (int i = 0; i < p; i++) {
                double aHi = dx[2 * i], aLo = dx[2 * i + 1];
                for (int j = symmetric ? i : 0; j < q; j++, t++) {
                    LongDoubleSteps.product(aHi, aLo, dy[2 * j], dy[2 * j + 1], product, 0);
                    LongDouble.add(hi, lo, t, product[0], product[1]);
                }
            }
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
