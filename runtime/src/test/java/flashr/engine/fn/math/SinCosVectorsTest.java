package flashr.engine.fn.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * SinCosVectors gives SinCos's bits on every element: arguments on each path (x itself, the
 * Taylor polynomial, the table, near pi/2, reduced, huge), the paths' boundaries, random bit
 * patterns, NaN (NA keeps its payload), infinities and zeros, at offsets and lengths that leave
 * tails, in the lanes the JIT compiles as well as the interpreted ones.
 */
class SinCosVectorsTest {
    private static final double[] SPECIAL = {0.0, -0.0, 1e-300, -1e-9, 0x1p-26, -0x1p-27, 0x1.ffffffffffffp-27,
            0.85546875, -0.8554687499999999, 2.426265, -2.4262657, 0.126, -0.12599999999999997, 105414349.9,
            -105414351.0, 1e300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.longBitsToDouble(0x7ff00000000007a2L), Math.PI, -Math.PI / 2, Double.MIN_VALUE, Double.MAX_VALUE};

    @Test
    void lanesGiveTheScalarBits() {
        Random r = new Random(22);
        int n = 100_001;
        double[] x = new double[n + 3], got = new double[n + 5];
        for (int i = 0; i < x.length; i++) x[i] = argument(r, i);
        for (int round = 0; round < 12; round++) {   // later rounds run compiled
            for (boolean cos : new boolean[] {false, true}) {
                int inOff = round % 3, outOff = round % 5, len = n - round;
                // the lanes on all but the tail, then the public form (probe, scalar or lanes)
                int whole = len - len % SinCosVectors.L;
                SinCosVectors.allLanes(x, inOff, got, outOff, whole, cos);
                check(x, inOff, got, outOff, whole, cos, round);
                Arrays.fill(got, 7.0);
                if (cos) SinCosVectors.cos(x, inOff, got, outOff, len);
                else SinCosVectors.sin(x, inOff, got, outOff, len);
                check(x, inOff, got, outOff, len, cos, round);
            }
        }
    }

    private static void check(double[] x, int inOff, double[] got, int outOff, int len, boolean cos, int round) {
        int bad = 0;
        String first = "";
        for (int k = 0; k < len; k++) {
            double xi = x[inOff + k], want = cos ? SinCos.cos(xi) : SinCos.sin(xi);
            if (Double.doubleToRawLongBits(want) != Double.doubleToRawLongBits(got[outOff + k])) {
                if (bad++ == 0) first = Double.toHexString(xi) + ": " + Double.toHexString(want) + " vs " + Double.toHexString(got[outOff + k]);
            }
        }
        assertEquals(0, bad, (cos ? "cos" : "sin") + " round " + round + ", first " + first);
    }

    private static double argument(Random r, int i) {
        return switch (i % 8) {
            case 0 -> SPECIAL[r.nextInt(SPECIAL.length)];
            case 1 -> Double.longBitsToDouble(r.nextLong());
            case 2 -> (r.nextDouble() * 2 - 1) * 4;
            case 3 -> (r.nextDouble() * 2 - 1) * 0.9;
            case 4 -> (r.nextDouble() * 2 - 1) * 1.1e8;
            case 5 -> Math.round(r.nextDouble() * 1e5) * Math.PI / 2 * (1 + 1e-15 * (r.nextDouble() - 0.5));
            case 6 -> (r.nextDouble() * 2 - 1) * 0.13;
            default -> (r.nextDouble() * 2 - 1) * 100;
        };
    }
}
