package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link ResidualRun} against {@link LongDouble#addDifference} element by element (its
 * reference, R's {@code t += x - m}): the same pair after every run, with m the data's own
 * long double mean (mostly the fast path) or a value far from them (the scalar step), over data
 * that rounds at every step, ties on purpose, crosses zero, spans huge and tiny magnitudes, holds
 * NaN, NA and infinities, and runs of length 0 and 1.
 */
class ResidualRunTest {
    private static final int KINDS = 12;
    private static final double NA = Double.longBitsToDouble(0x7FF00000000007A2L);

    private static double element(Random rnd, int kind, int i) {
        return switch (kind) {
            case 0 -> Math.floor(rnd.nextDouble() * 0x1p32) / 0x1p32;                    // R's runif
            case 1 -> rnd.nextDouble();                                                   // full significands
            case 2 -> rnd.nextGaussian();                                                 // around zero
            case 3 -> 1000 + rnd.nextGaussian();                                          // far from zero, near the mean
            case 4 -> (rnd.nextInt(1 << 10) - 100) * Math.scalb(1.0, rnd.nextInt(20) - 10);   // few bits: ties
            case 5 -> rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(200) - 100);      // mixed magnitudes
            case 6 -> rnd.nextInt(7) == 0 ? 1e-300 : 0.5 + rnd.nextDouble() * 1e-9;       // tiny among ordinary
            case 7 -> switch (rnd.nextInt(14)) {                                         // specials among ordinary values
                case 0 -> Double.NaN;
                case 1 -> NA;
                case 2 -> Double.POSITIVE_INFINITY;
                case 3 -> Double.NEGATIVE_INFINITY;
                case 4 -> -0.0;
                case 5 -> 0.0;
                default -> rnd.nextDouble();
            };
            case 8 -> rnd.nextDouble() * 1e300 * (rnd.nextBoolean() ? 1 : -1);             // huge
            case 9 -> -rnd.nextInt(1000) * 0.001;                                        // negative decimals
            case 10 -> (double) (rnd.nextLong() >> (1 + rnd.nextInt(12)));               // large whole numbers
            default -> 3 + (i % 2 == 0 ? 0x1p-40 : -0x1p-40) * rnd.nextInt(5);            // a mean with a long low part
        };
    }

    /** The data's long double mean, as R's first pass gives it. */
    private static LongDouble meanOf(double[] a) {
        LongDouble s = new LongDouble();
        for (double x : a) s.add(x);
        return s.divide(a.length == 0 ? 1 : a.length);
    }

    @Test
    void sameBitsAsTheScalarStep() {
        Random rnd = new Random(20261203);
        for (int trial = 0; trial < 6000; trial++) {
            int kind = trial % KINDS;
            int n = trial % 40 == 0 ? rnd.nextInt(2) : rnd.nextInt(trial % 5 == 0 ? 5000 : 300);
            double[] a = new double[n];
            for (int i = 0; i < n; i++) a[i] = element(rnd, kind, i);
            if (kind != 7 && n > 0 && rnd.nextInt(8) == 0) a[rnd.nextInt(n)] = rnd.nextBoolean() ? Double.NaN : NA;
            LongDouble m = switch (trial / KINDS % 4) {
                case 0, 1 -> meanOf(a);
                case 2 -> new LongDouble().add(element(rnd, (trial / 7) % KINDS, 0)).divide(3);   // elsewhere
                default -> new LongDouble().add(rnd.nextDouble() * 1e-3).add(rnd.nextGaussian());
            };
            LongDouble want = new LongDouble(), got = new LongDouble();
            for (double x : a) want.addDifference(x, m);
            ResidualRun.add(got, a, 0, n, m);
            LongDoubleRunTest.same(want, got, "kind " + kind + " trial " + trial + " n " + n);
        }
    }

    @Test
    void continuesFromAnyStartingSumAndPart() {
        Random rnd = new Random(11);
        for (int trial = 0; trial < 3000; trial++) {
            double[] a = new double[1 + rnd.nextInt(trial % 3 == 0 ? 3000 : 50)];
            for (int i = 0; i < a.length; i++) a[i] = element(rnd, trial % KINDS, i);
            LongDouble m = meanOf(a);
            LongDouble want = new LongDouble().add(element(rnd, (trial / KINDS) % KINDS, 0)), got = new LongDouble().add(want.hi(), want.lo());
            int from = rnd.nextInt(a.length), to = from + rnd.nextInt(a.length - from + 1);
            for (int i = from; i < to; i++) want.addDifference(a[i], m);
            ResidualRun.add(got, a, from, to, m);
            LongDoubleRunTest.same(want, got, "trial " + trial);
        }
    }
}
