package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The tiled transposes against the plain loop, on shapes around the tile's side (0, 1, 31, 32,
 * 33, 65 rows or columns) and random ones, with NaN, infinities and -0 among the values: the same
 * bits in the same places.
 */
class BlockedTransposeTest {
    private final Random r = new Random(2026);

    private double[] values(int n) {
        double[] a = new double[n];
        double[] special = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0};
        for (int i = 0; i < n; i++) a[i] = r.nextInt(10) == 0 ? special[r.nextInt(special.length)] : r.nextGaussian();
        return a;
    }

    private static double[] plain(double[] a, int nr, int nc) {
        double[] t = new double[nr * nc];
        for (int i = 0; i < nr; i++) {
            for (int j = 0; j < nc; j++) t[j + i * nc] = a[i + j * nr];
        }
        return t;
    }

    private static final int[] SIDES = {0, 1, 2, 31, 32, 33, 64, 65, 100};

    @Test
    void newArrayMatchesThePlainLoop() {
        for (int nr : SIDES) {
            for (int nc : SIDES) check(nr, nc);
        }
        for (int i = 0; i < 20; i++) check(r.nextInt(150), r.nextInt(150));
    }

    private void check(int nr, int nc) {
        double[] a = values(nr * nc);
        double[] before = a.clone();
        assertArrayEquals(plain(a, nr, nc), BlockedTranspose.of(a, nr, nc), nr + " x " + nc);
        assertArrayEquals(before, a, "input unchanged");
    }

    @Test
    void squareInPlaceMatchesThePlainLoop() {
        for (int n : SIDES) checkSquare(n);
        for (int i = 0; i < 20; i++) checkSquare(r.nextInt(150));
    }

    private void checkSquare(int n) {
        double[] a = values(n * n);
        double[] expected = plain(a, n, n);
        BlockedTranspose.square(a, n);
        assertArrayEquals(expected, a, n + " x " + n);
    }
}
