package flashr.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import flashr.engine.fn.LongDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The pairs' sums side by side in lanes against each pair summed alone in sequence (cov.c's
 * order, the scalar long double step): bit for bit, over random columns of several kinds
 * (cancelling magnitudes, tenths, signed zeros, products near overflow), 2 to 1000 rows, one to
 * nine columns, with and without y; null exactly when a sequential sum is not finite.
 */
class CrossProductsTest {
    @Test void pairsMatchSequentialSums() {
        Random rnd = new Random(20261203);
        int[] rows = {2, 3, 7, 31, 33, 1000};
        for (int t = 0; t < 120; t++) {
            int n = rows[t % rows.length], p = 1 + rnd.nextInt(9), q = 1 + rnd.nextInt(9);
            double[][] x = columns(rnd, p, n, t), y = columns(rnd, q, n, t + 1);
            double[] mx = means(x), my = means(y);
            check(x, mx, x, mx, true, "symmetric " + n + "x" + p + " kind " + t % 5);
            check(x, mx, y, my, false, n + "x" + p + " with " + q + " kind " + t % 5);
        }
    }

    @Test void noColumnsGiveAnEmptyResult() {
        assertEquals(0, CrossProducts.covariances(new double[0][], new double[0], new double[0][], new double[0], true).length);
        double[][] x = {{1, 2, 3}};
        assertEquals(0, CrossProducts.covariances(x, new double[] {2}, new double[0][], new double[0], false)[0].length);
    }

    private static void check(double[][] x, double[] mx, double[][] y, double[] my, boolean symmetric, String what) {
        double[][] got = CrossProducts.covariances(x, mx, y, my, symmetric);
        boolean finite = true;
        double[][] want = new double[x.length][y.length];
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < y.length; j++) {
                LongDouble s = new LongDouble();
                for (int k = 0; k < x[i].length; k++) s.add((x[i][k] - mx[i]) * (y[j][k] - my[j]));
                finite &= Double.isFinite(s.hi());
                want[i][j] = s.divide(x[i].length - 1).value();
            }
        }
        if (!finite) {
            assertNull(got, what);
            return;
        }
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < y.length; j++) {
                assertEquals(Double.doubleToRawLongBits(want[i][j]), Double.doubleToRawLongBits(got[i][j]), what + " [" + i + "," + j + "]: " + want[i][j] + " vs " + got[i][j]);
            }
        }
    }

    /** Kinds: gaussian, cancelling magnitudes, tenths with signed zeros, near overflow, wide range. */
    private static double[][] columns(Random rnd, int p, int n, int t) {
        double[][] c = new double[p][n];
        for (double[] col : c) {
            for (int k = 0; k < n; k++) {
                col[k] = switch (t % 5) {
                    case 0 -> rnd.nextGaussian();
                    case 1 -> (rnd.nextBoolean() ? 1e20 : -1e20) * rnd.nextInt(3) + rnd.nextGaussian();
                    case 2 -> rnd.nextInt(4) == 0 ? (rnd.nextBoolean() ? 0.0 : -0.0) : 0.1 * (1 + rnd.nextInt(9));
                    case 3 -> (rnd.nextBoolean() ? 1 : -1) * rnd.nextDouble() * 1e160;
                    default -> rnd.nextGaussian() * Math.pow(10, rnd.nextInt(30) - 15);
                };
            }
        }
        return c;
    }

    private static double[] means(double[][] cols) {
        double[] m = new double[cols.length];
        for (int i = 0; i < m.length; i++) m[i] = StatsFunctions.mean(cols[i], true);
        return m;
    }
}
