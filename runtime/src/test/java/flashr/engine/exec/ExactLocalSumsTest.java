package flashr.engine.exec;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link ExactRunningSums#addLocal} (units in vector lanes checked as a block, then the running
 * sum) against the scalar loop it replaced, written out here: the same quantum or NONE, and
 * where it takes a step the same local sums, for quantized data with whole numbers past 2^51
 * units, inputs exactly at and beside the limit of a partition's height, fractions of a unit,
 * NaN, NA and infinities, steps of every length, first steps and continued ones.
 */
class ExactLocalSumsTest {
    private static final double NA = Double.longBitsToDouble(0x7FF00000000007A2L);

    /** The scalar loop of 2026-12-04, for a given quantum. */
    private static int reference(double[] x, int xOff, int len, long[] sums, int at, boolean first, int qExp, int rows) {
        double inv = Math.scalb(1.0, -qExp), limit = Math.scalb(1.0, 60 - (32 - Integer.numberOfLeadingZeros(rows)));
        long m = first ? 0 : sums[at - 1];
        boolean bad = false;
        for (int r = 0; r < len; r++) {
            double t = x[xOff + r] * inv;
            bad |= (double) (long) t != t | Math.abs(t) > limit;
            m += (long) t;
            sums[at + r] = m;
        }
        return bad ? ExactRunningSums.NONE : qExp;
    }

    @Test
    void stepsAreTheScalarLoops() {
        Random rnd = new Random(20);
        int taken = 0, refused = 0;
        for (int trial = 0; trial < 30000; trial++) {
            int rows = 1 << (3 + rnd.nextInt(12));
            int len = trial % 50 == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(Math.min(rows, 600));
            int qExp = rnd.nextInt(4) == 0 ? 0 : -1 - rnd.nextInt(40);
            int k = 60 - (32 - Integer.numberOfLeadingZeros(rows));
            double q = Math.scalb(1.0, qExp);
            int bits = Math.min(k + 1, 1 + rnd.nextInt(56));
            double[] x = new double[len + 5];
            for (int j = 0; j < x.length; j++) {
                double v = (rnd.nextLong() >> (64 - bits)) * q;
                switch (rnd.nextInt(trial % 3 == 0 ? 200 : 5000)) {
                    case 0 -> v = Math.scalb(1.0, k) * q * (rnd.nextBoolean() ? 1 : -1);          // at the limit
                    case 1 -> v = (Math.scalb(1.0, k) + 1) * q * (rnd.nextBoolean() ? 1 : -1);    // just past it
                    case 2 -> v = Math.scalb(1.0, 51) * q * (rnd.nextBoolean() ? 1 : -1);
                    case 3 -> v += q / 2;
                    case 4 -> v = Double.NaN;
                    case 5 -> v = NA;
                    case 6 -> v = Double.POSITIVE_INFINITY;
                    case 7 -> v = -0.0;
                    default -> { }
                }
                x[j] = v;
            }
            boolean first = rnd.nextBoolean();
            int at = first ? 0 : 1 + rnd.nextInt(3);
            long[] want = new long[at + len + 2], got = new long[at + len + 2];
            if (!first) { long prior = rnd.nextLong() >> 20; want[at - 1] = prior; got[at - 1] = prior; }
            int xOff = rnd.nextInt(3);
            int w = reference(x, xOff, len, want, at, first, qExp, rows);
            int g = ExactRunningSums.addLocal(x, xOff, len, got, at, first, qExp, rows);
            assertEquals(w, g, "trial " + trial);
            if (w != ExactRunningSums.NONE) {
                taken++;
                assertArrayEquals(Arrays.copyOf(want, at + len), Arrays.copyOf(got, at + len), "trial " + trial);
            } else refused++;
        }
        // both outcomes occur often enough to mean something
        assertEquals(true, taken > 5000 && refused > 2000, taken + " taken, " + refused + " refused");
    }
}
