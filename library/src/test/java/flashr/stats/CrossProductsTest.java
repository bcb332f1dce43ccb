package flashr.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.fn.CenteredProducts;
import flashr.engine.fn.LongDouble;
import flashr.lang.RDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The pairs' sums (blocks of rows, integer long double steps) against each pair summed alone in
 * sequence (cov.c's order, the one-row x87 step {@link CenteredProducts#addProduct}, itself
 * tested against an exact model): bit for bit, over random columns of
 * several kinds (cancelling magnitudes, tenths, signed zeros, products near overflow, NA, NaN and
 * infinities), 0 to 9000 rows (across the blocks' boundary), one to nine columns, with and
 * without y; null exactly when a sequential sum is not finite.
 */
class CrossProductsTest {
    @Test void pairsMatchSequentialSums() {
        Random rnd = new Random(20261203);
        int[] rows = {0, 1, 2, 3, 7, 31, 33, 1000, 4097, 9000};
        for (int t = 0; t < 150; t++) {
            int n = rows[t % rows.length], p = 1 + rnd.nextInt(9), q = 1 + rnd.nextInt(9);
            double[][] x = columns(rnd, p, n, t), y = columns(rnd, q, n, t + 1);
            double[] mx = means(x), my = means(y);
            check(x, mx, x, mx, true, "symmetric " + n + "x" + p + " kind " + t % 6);
            check(x, mx, y, my, false, n + "x" + p + " with " + q + " kind " + t % 6);
            checkSquares(x, mx, "squares " + n + "x" + p + " kind " + t % 6);
        }
    }

    /** cor(x, y)'s sums of squares: the long double pairs themselves, as the sequential steps'. */
    private static void checkSquares(double[][] x, double[] mx, String what) {
        if (x[0].length == 0) return;
        LongDouble[] got = CrossProducts.squares(x, mx);
        boolean finite = true;
        LongDouble[] want = new LongDouble[x.length];
        for (int i = 0; i < x.length; i++) {
            want[i] = new LongDouble();
            for (int k = 0; k < x[i].length; k++) CenteredProducts.addProduct(want[i], x[i][k], mx[i], x[i][k], mx[i]);
            finite &= Double.isFinite(want[i].hi());
        }
        if (got == null) {
            assertTrue(!finite || !inRange(x, mx), what);
            return;
        }
        for (int i = 0; i < x.length; i++) {
            assertEquals(want[i].hi(), got[i].hi(), what + " [" + i + "]");
            assertEquals(want[i].lo(), got[i].lo(), what + " [" + i + "]");
        }
    }

    @Test void noColumnsGiveAnEmptyResult() {
        assertEquals(0, CrossProducts.covariances(new double[0][], new double[0], new double[0][], new double[0], true).length);
        double[][] x = {{1, 2, 3}};
        assertEquals(0, CrossProducts.covariances(x, new double[] {2}, new double[0][], new double[0], false)[0].length);
    }

    private static void check(double[][] x, double[] mx, double[][] y, double[] my, boolean symmetric, String what) {
        double[][] got = CrossProducts.covariances(x, mx, y, my, symmetric);
        boolean finite = true, inRange = inRange(x, mx) && inRange(y, my);
        double[][] want = new double[x.length][y.length];
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < y.length; j++) {
                LongDouble s = new LongDouble();
                for (int k = 0; k < x[i].length; k++) CenteredProducts.addProduct(s, x[i][k], mx[i], y[j][k], my[j]);
                finite &= Double.isFinite(s.hi());
                want[i][j] = s.divide(x[i].length - 1).value();
            }
        }
        if (!finite || !inRange) {
            // the caller's sequential sums then apply R's rules (and the out-of-range differences' step)
            if (got == null) return;
            assertTrue(inRange, what);
        }
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < y.length; j++) {
                assertEquals(Double.doubleToRawLongBits(want[i][j]), Double.doubleToRawLongBits(got[i][j]), what + " [" + i + "," + j + "]: " + want[i][j] + " vs " + got[i][j]);
            }
        }
    }

    /** Kinds: gaussian, cancelling magnitudes, tenths with signed zeros, near overflow, wide range, a few NA/NaN/Inf. */
    private static double[][] columns(Random rnd, int p, int n, int t) {
        double[][] c = new double[p][n];
        for (double[] col : c) {
            for (int k = 0; k < n; k++) {
                col[k] = switch (t % 6) {
                    case 0 -> rnd.nextGaussian();
                    case 1 -> (rnd.nextBoolean() ? 1e20 : -1e20) * rnd.nextInt(3) + rnd.nextGaussian();
                    case 2 -> rnd.nextInt(4) == 0 ? (rnd.nextBoolean() ? 0.0 : -0.0) : 0.1 * (1 + rnd.nextInt(9));
                    case 3 -> (rnd.nextBoolean() ? 1 : -1) * rnd.nextDouble() * 1e160;
                    case 4 -> rnd.nextGaussian() * Math.pow(10, rnd.nextInt(30) - 15);
                    default -> switch (rnd.nextInt(2000)) {
                        case 0 -> RDouble.NA;
                        case 1 -> Double.NaN;
                        case 2 -> Double.POSITIVE_INFINITY;
                        case 3 -> Double.NEGATIVE_INFINITY;
                        default -> rnd.nextGaussian();
                    };
                };
            }
        }
        return c;
    }

    /** Whether every difference from the mean is finite and zero or within the blocks' range 2^-440 .. 2^440. */
    private static boolean inRange(double[][] cols, double[] m) {
        for (int i = 0; i < cols.length; i++) {
            for (double v : cols[i]) {
                double d = Math.abs(v - m[i]);
                if (!(d == 0 || d >= 0x1p-439 && d < 0x1p439)) return false;
            }
        }
        return true;
    }

    private static double[] means(double[][] cols) {
        double[] m = new double[cols.length];
        for (int i = 0; i < m.length; i++) m[i] = StatsFunctions.mean(cols[i], true);
        return m;
    }
}
