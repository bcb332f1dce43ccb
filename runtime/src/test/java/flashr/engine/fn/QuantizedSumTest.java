package flashr.engine.fn;

import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link QuantizedSum} either declines (NaN) or gives R's sum, the long double chain in order,
 * bit for bit: on quantized data as R's runif makes (which it must take), on data whose order
 * matters in long double (2^70, 1, -2^70), zeros of both signs, NA/NaN/Inf, near overflow and
 * subnormals, and lengths around the vector width.
 */
class QuantizedSumTest {
    @Test void takesUniformDrawsAndGivesRsBits() {
        Random rnd = new Random(20261203);
        for (int n : new int[] {1, 7, 8, 9, 33, 1000, 200_000}) {
            double[] a = new double[n];
            for (int i = 0; i < n; i++) a[i] = 2 * ((rnd.nextInt() & 0xFFFFFFFFL) * 0x1p-32) - 1;
            double got = QuantizedSum.of(a);
            assertTrue(!Double.isNaN(got), "declined " + n);
            assertEquals(Double.doubleToLongBits(reference(a)), Double.doubleToLongBits(got), "n " + n);
        }
    }

    @Test void declinesOrAgreesOnEveryOtherKind() {
        Random rnd = new Random(7);
        double[][] fixed = {
            {}, {0.0}, {-0.0}, {-0.0, -0.0, 0.0}, {0x1p70, 1, -0x1p70}, {0x1p53, 1, -0x1p53}, {1e20, 1, -1e20},
            {0.1, 0.2, 0.3}, {1e308, 1e308, -1e308}, {Double.MAX_VALUE, -Double.MAX_VALUE},
            {1, Double.NaN}, {NA.REAL, 1}, {Double.POSITIVE_INFINITY, 1}, {Double.MIN_VALUE, Double.MIN_VALUE},
            {0x1p-1000, 0x1p-1000, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17},
        };
        for (double[] a : fixed) check(a);
        for (int t = 0; t < 200; t++) {
            int n = 1 + rnd.nextInt(100);
            double[] a = new double[n];
            int scale = rnd.nextInt(120) - 60;
            for (int i = 0; i < n; i++) {
                a[i] = switch (t % 4) {
                    case 0 -> Math.scalb((double) (rnd.nextLong() >> rnd.nextInt(64)), scale);
                    case 1 -> rnd.nextGaussian();
                    case 2 -> Math.scalb((double) rnd.nextInt(1 << 20), scale + rnd.nextInt(40));
                    default -> rnd.nextInt(5) == 0 ? -0.0 : rnd.nextInt(1000) - 500;
                };
            }
            check(a);
        }
    }

    private static void check(double[] a) {
        double got = QuantizedSum.of(a);
        if (Double.isNaN(got)) return;
        assertEquals(Double.doubleToLongBits(reference(a)), Double.doubleToLongBits(got), java.util.Arrays.toString(a));
    }

    /** R's sum: a long double accumulator from +0, in order. */
    private static double reference(double[] a) {
        LongDouble acc = new LongDouble();
        for (double x : a) acc.add(x);
        return acc.value();
    }
}
