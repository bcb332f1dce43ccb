package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The binade changes that {@link LongDoubleRun#across} and ResidualRun's wide loop take in their
 * loops ({@link LongDoubleRun#up}, {@link LongDoubleRun#down}) against {@link LongDouble}'s scalar
 * step: single steps from sums with full 64-bit significands at the edges of their binade
 * (ties on purpose: elements in halves and quarters of a unit), and runs whose sums cross
 * binades and zero often, element by element.
 */
class BinadeStepsTest {
    /** A significand (less 2^63) near the binade's ends or anywhere. */
    private static long significand(Random rnd) {
        return switch (rnd.nextInt(5)) {
            case 0 -> rnd.nextInt(8);
            case 1 -> Long.MAX_VALUE - rnd.nextInt(8);
            case 2 -> (1L << 62) + rnd.nextInt(9) - 4;
            default -> rnd.nextLong() >>> 1;
        };
    }

    /** An element that takes a sum of significand b in units u across its binade's ends, or near them. */
    private static double crossing(Random rnd, long b, double u) {
        double frac = switch (rnd.nextInt(4)) {
            case 0 -> 0;
            case 1 -> (rnd.nextInt(9) - 4) * 0.25;   // ties and quarters
            case 2 -> (rnd.nextInt(17) - 8) * 0.125;
            default -> rnd.nextDouble() * 6 - 3;
        };
        return switch (rnd.nextInt(5)) {
            case 0 -> ((double) (Long.MAX_VALUE - b) + 1 + frac) * u;            // to 2^64 units: up
            case 1 -> -((double) b + frac) * u;                                  // to 2^63: down (or not)
            case 2 -> -((double) b + 0x1p62 + frac) * u;                         // to 2^62: two binades down
            case 3 -> (rnd.nextInt(64) - 32 + frac) * u;                         // a few units: b near an end
            default -> (rnd.nextDouble() * 2 - 1) * Math.scalb(1.0, rnd.nextInt(70) - 5) * u;
        };
    }

    @Test
    void singleStepsAsTheScalarStep() {
        Random rnd = new Random(20261205);
        for (int trial = 0; trial < 200_000; trial++) {
            int e = trial % 97 == 0 ? (rnd.nextBoolean() ? LongDoubleRun.MIN_E : LongDoubleRun.MAX_E) : rnd.nextInt(200) - 100;
            double sign = rnd.nextBoolean() ? 1 : -1;
            long b = significand(rnd);
            double u = LongDoubleRun.power(e - 63);
            double[] a = new double[1 + rnd.nextInt(3)];
            for (int i = 0; i < a.length; i++) a[i] = sign * crossing(rnd, i == 0 ? b : significand(rnd), u);
            LongDouble want = new LongDouble(), got = new LongDouble();
            LongDoubleRun.store(want, b, e, sign);
            LongDoubleRun.store(got, b, e, sign);
            String what = "trial " + trial + " e " + e + " b " + b + " x " + a[0];
            int w = 0;
            for (; w < a.length && !Double.isNaN(a[w]); w++) want.add(a[w]);
            int g = LongDoubleRun.across(a, 0, a.length, b, e, sign, got, false);
            for (; g < a.length; g++) {   // where across stops, the scalar step goes on (as its callers)
                got.add(a[g]);
                int e2 = LongDoubleRun.binade(got.hi(), got.lo());
                if (e2 == Integer.MIN_VALUE || g + 1 == a.length) continue;
                double s2 = got.hi() < 0 ? -1.0 : 1.0;
                long b2 = LongDoubleRun.significand(got.hi(), got.lo(), s2 * LongDoubleRun.power(63 - e2));
                if (b2 >= 0) g = LongDoubleRun.across(a, g + 1, a.length, b2, e2, s2, got, false) - 1;
            }
            LongDoubleRunTest.same(want, got, what);
        }
    }

    /** Sums that wander around zero and across binades, element by element, in runs of 0 .. 1000 and 1e5. */
    @Test
    void runsAcrossBinadesAsTheScalarStep() {
        Random rnd = new Random(5);
        for (int trial = 0; trial < 1500; trial++) {
            int n = trial == 0 ? 100_000 : rnd.nextInt(1001);
            int kind = trial % 6;
            double[] a = new double[n];
            double scale = Math.scalb(1.0, rnd.nextInt(40) - 20);
            for (int i = 0; i < n; i++) {
                a[i] = switch (kind) {
                    case 0 -> rnd.nextGaussian();                                               // rnorm: around zero
                    case 1 -> (rnd.nextInt(64) - 32) * 0.25 * scale;                             // ties at the changes
                    case 2 -> rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(30));             // mixed magnitudes
                    case 3 -> (rnd.nextBoolean() ? 1 : -1) * Math.scalb(1.0 + rnd.nextInt(4) * 0x1p-52, rnd.nextInt(12));
                    case 4 -> rnd.nextDouble() * 1e300 * (rnd.nextBoolean() ? 1 : -1) * (i % 7 == 0 ? Math.scalb(1.0, -1000) : 1);
                    default -> (rnd.nextDouble() - 0.5) * (i % 50 == 0 ? 1e6 : 1);              // jumps, then small steps
                };
            }
            // start from a sum with a full significand, so that every step rounds
            LongDouble want = new LongDouble().add(1.0 / 3).add(1e-17), got = new LongDouble().add(1.0 / 3).add(1e-17);
            LongDouble wantR = new LongDouble(), gotR = new LongDouble();
            for (double x : a) want.add(x);
            assertEquals(n, LongDoubleRun.add(got, a, 0, n));
            LongDoubleRunTest.same(want, got, "kind " + kind + " trial " + trial);
            // the mean's second pass of the same data (its wide loop takes the changes too)
            LongDouble m = new LongDouble().add(rnd.nextGaussian() * 1e-3).add(1e-22);
            for (double x : a) wantR.addDifference(x, m);
            ResidualRun.add(gotR, a, 0, n, m);
            LongDoubleRunTest.same(wantR, gotR, "residuals, kind " + kind + " trial " + trial);
        }
    }
}
