package flashr.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Columns read in place (offsets into one column-major array) against the same columns copied:
 * the means (in place while finite, else NaN for the copy's rules), the covariances and
 * correlations bit for bit, over columns of several kinds (plain, huge, tiny, with NaN and Inf)
 * and row counts across CrossProducts' block boundary.
 */
class ColumnBlockTest {
    @Test void inPlaceMatchesCopies() {
        Random rnd = new Random(20261205);
        int[] rows = {2, 3, 33, 1000, 8193, 20000};
        for (int t = 0; t < 60; t++) {
            int n = rows[t % rows.length], p = 1 + rnd.nextInt(6);
            double[] all = new double[n * p];
            for (int k = 0; k < all.length; k++) all[k] = value(rnd, t % 5);
            ColumnBlock in = ColumnBlock.inPlace(all, n, p);
            double[][] copies = in.columns();
            ColumnBlock copied = ColumnBlock.of(copies);
            for (int j = 0; j < p; j++) {
                double m = in.finiteMean(j), want = StatsFunctions.mean(copies[j], true);
                if (!Double.isNaN(m)) assertEquals(Double.doubleToLongBits(want), Double.doubleToLongBits(m), "mean " + t + " col " + j);
            }
            for (boolean cor : new boolean[] {false, true}) {
                double[][] got = StatsFunctions.together(cor, StatsFunctions.Method.PEARSON, ColumnBlock.inPlace(all, n, p), null, new int[1]);
                double[][] want = StatsFunctions.together(cor, StatsFunctions.Method.PEARSON, copied, null, new int[1]);
                for (int i = 0; i < p; i++) assertArrayEquals(bits(want[i]), bits(got[i]), "case " + t + " cor " + cor + " row " + i);
            }
        }
    }

    private static double value(Random rnd, int kind) {
        return switch (kind) {
            case 0 -> rnd.nextGaussian();
            case 1 -> rnd.nextGaussian() * 1e300;
            case 2 -> rnd.nextGaussian() * 1e-310;
            case 3 -> rnd.nextInt(50) == 0 ? Double.NaN : rnd.nextInt(10) / 10.0;
            default -> rnd.nextInt(100) == 0 ? Double.POSITIVE_INFINITY : 1e6 + rnd.nextGaussian();
        };
    }

    private static long[] bits(double[] v) {
        long[] b = new long[v.length];
        for (int i = 0; i < v.length; i++) b[i] = Double.doubleToLongBits(v[i]);
        return b;
    }
}
