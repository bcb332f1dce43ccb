package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The level-1 routines against the sequential scalar loops and the vector lanes they model, at every length up to a few vectors and at odd offsets. */
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

    /** The lane arithmetic dot does, written out: two accumulators of a vector's lanes, added lane by lane, then in lane order. */
    private static double laneModel(double[] x, int xo, double[] y, int yo, int len) {
        int step = jdk.incubator.vector.DoubleVector.SPECIES_PREFERRED.length();
        double[] s0 = new double[step], s1 = new double[step];
        int i = 0;
        for (; i <= len - 2 * step; i += 2 * step) {
            for (int l = 0; l < step; l++) {
                s0[l] = s0[l] + x[xo + i + l] * y[yo + i + l];
                s1[l] = s1[l] + x[xo + i + step + l] * y[yo + i + step + l];
            }
        }
        double s = 0;
        for (int l = 0; l < step; l++) s += s0[l] + s1[l];
        for (; i < len; i++) s += x[xo + i] * y[yo + i];
        return s;
    }

    @Test
    void dotGivesTheSameBitsColdAndCompiled() {
        double[] x = values(1003), y = values(1003);
        double expected = laneModel(x, 0, y, 0, 1003);
        for (int k = 0; k < 60_000; k++) { // long enough for the JIT to compile dot on the way
            double d = JavaLevel1.dot(x, 0, y, 0, 1003);
            if (d != expected) assertEquals(expected, d, "call " + k);
        }
        for (int len = 0; len <= 67; len++) {
            double[] a = values(len + 5), b = values(len + 3);
            assertEquals(laneModel(a, 2, b, 1, len), JavaLevel1.dot(a, 2, b, 1, len), "length " + len);
        }
    }

    @Test
    void theScalarLoopsOfTheFirstCallsAddTheSameLanes() {
        for (int len = 0; len <= 67; len++) {
            double[] a = values(len + 5), b = values(len + 3);
            assertEquals(laneModel(a, 2, b, 1, len), JavaLevel1.scalarDot(a, 2, b, 1, len), "length " + len);
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
