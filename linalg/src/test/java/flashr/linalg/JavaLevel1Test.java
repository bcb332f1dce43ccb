package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The vector level-1 routines against the scalar loops, at every length up to a few vectors and at odd offsets. */
class JavaLevel1Test {
    private static final Random RNG = new Random(11);

    private static double[] values(int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) v[i] = RNG.nextGaussian() * Math.pow(10, RNG.nextInt(7) - 3);
        return v;
    }

    @Test
    void dotAgreesWithTheSequentialSumToRounding() {
        for (int len = 0; len <= 67; len++) {
            double[] x = values(len + 5), y = values(len + 3);
            double seq = 0, abs = 0;
            for (int i = 0; i < len; i++) {
                seq += x[2 + i] * y[1 + i];
                abs += Math.abs(x[2 + i] * y[1 + i]);
            }
            assertEquals(seq, JavaLevel1.dot(x, 2, y, 1, len), 4 * Math.ulp(abs) * Math.max(1, len), "length " + len);
        }
    }

    @Test
    void dotPropagatesNaNAndInfinity() {
        double[] x = values(40), y = values(40);
        x[33] = Double.NaN;
        assertEquals(Double.NaN, JavaLevel1.dot(x, 0, y, 0, 40));
        x[33] = Double.POSITIVE_INFINITY;
        y[33] = 1;
        assertEquals(Double.POSITIVE_INFINITY, JavaLevel1.dot(x, 0, y, 0, 40));
    }

    @Test
    void axpyRoundsAsTheScalarLoopWithinOneArray() {
        for (int len = 0; len <= 67; len++) {
            double[] a = values(3 * len + 7);
            double[] expected = a.clone();
            double t = RNG.nextGaussian();
            int xo = 1, yo = len + 4;
            for (int i = 0; i < len; i++) expected[yo + i] = expected[yo + i] + t * expected[xo + i];
            JavaLevel1.axpy(t, a, xo, a, yo, len);
            assertArrayEquals(expected, a, "length " + len);
        }
    }
}
