package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link LongDoubleRun} against {@link LongDouble#add(double)} element by element (its reference):
 * the same pair after every run and, for cumsum, the same double after every element, over data
 * that rounds at every step, ties on purpose (few significant bits at mixed magnitudes), sums
 * that cross binades back and forth around zero, cancellations, huge and tiny magnitudes,
 * subnormals, overflow, infinities, NaN and NA, and runs of length 0 and 1.
 */
class LongDoubleRunTest {
    static final int KINDS = 18;
    private static final double NA = Double.longBitsToDouble(0x7FF00000000007A2L);

    static double element(Random rnd, int kind, int i) {
        return switch (kind) {
            case 0 -> rnd.nextDouble();                                          // rounds every step
            case 1 -> rnd.nextDouble() * 2 - 1;                                  // around zero: binades change
            case 2 -> (rnd.nextInt(1 << 10) - 512) * Math.scalb(1.0, rnd.nextInt(120) - 60);  // ties
            case 3 -> rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(200) - 100);           // mixed magnitudes
            case 4 -> i % 3 == 0 ? 1e20 : i % 3 == 1 ? 1 : -1e20;                // cancellation
            case 5 -> rnd.nextDouble() * Double.MIN_NORMAL * (rnd.nextBoolean() ? 1 : -1) * (rnd.nextInt(4) == 0 ? 1e10 : 1); // subnormal
            case 6 -> Double.MAX_VALUE / (1 + rnd.nextInt(3)) * (rnd.nextInt(3) == 0 ? -1 : 1);  // overflow
            case 7 -> switch (rnd.nextInt(12)) {                                 // specials among ordinary values
                case 0 -> Double.NaN;
                case 1 -> NA;
                case 2 -> Double.POSITIVE_INFINITY;
                case 3 -> Double.NEGATIVE_INFINITY;
                case 4 -> -0.0;
                case 5 -> 1e300;
                case 6 -> -1e-300;
                default -> rnd.nextDouble() - 0.3;
            };
            case 8 -> Math.scalb(1.0, rnd.nextInt(64)) * (rnd.nextBoolean() ? 1 : -1) + (rnd.nextInt(8) == 0 ? 0.5 : 0); // powers of two
            case 9 -> (1 + rnd.nextInt(1000)) * Math.scalb(1.0, -1060 + rnd.nextInt(40));   // near the subnormal range
            case 10 -> rnd.nextDouble() * 1e308 * (rnd.nextBoolean() ? 1 : -1);
            case 11 -> (rnd.nextInt() / 0x1p32) * 2 - (rnd.nextInt(3) == 0 ? 0 : 1);          // R's runif: whole units
            case 12 -> (double) (rnd.nextLong() >> (1 + rnd.nextInt(12)));                   // large whole numbers: the sum outgrows its unit
            case 13 -> i == 3000 ? 0.1 : (rnd.nextInt(2000) - 1000) / 8.0 + (i > 4000 ? 1e6 : 0);   // whole units, then not
            case 14 -> rnd.nextInt(1000) * 0.001;                                          // decimals
            case 15 -> rnd.nextGaussian();                                                 // rnorm: many ties once the sum is ~100
            case 16 -> Math.sqrt(Math.abs(rnd.nextDouble() * 2 - 1)) * 2 + 1;              // a growing sum: binade changes
            default -> -Math.sqrt(rnd.nextDouble()) * 1e-3 - (i % 1000 == 999 ? 1e-5 : 0);     // a falling one
        };
    }

    /** The reference: element by element, stopping at the first NaN. */
    private static int reference(LongDouble acc, double[] a, double[] out, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Double.isNaN(a[i])) return i;
            acc.add(a[i]);
            if (out != null) out[i] = acc.value();
        }
        return to;
    }

    /** The same long double (a pair may be written two ways when it lies half-way between doubles). */
    static void same(LongDouble want, LongDouble got, String what) {
        // a NaN's sign is not R's business (x86's default NaN is negative, Java's canonical one positive, and
        // which one an operation gives may differ between interpreted and compiled code); its payload (NA) is
        long signless = Long.MAX_VALUE;
        long w = Double.doubleToRawLongBits(want.value()), g = Double.doubleToRawLongBits(got.value());
        if (Double.isNaN(want.value())) {
            w &= signless;
            g &= signless;
        }
        assertEquals(w, g, what + ": value");
        assertEquals(want.isWide(), got.isWide(), what + ": beyond the double's range");
        if (Double.isFinite(want.value()) && !want.isWide()) {
            assertEquals(0, new BigDecimal(want.hi()).add(new BigDecimal(want.lo())).compareTo(new BigDecimal(got.hi()).add(new BigDecimal(got.lo()))), what + ": pair");
        }
    }

    @Test
    void sameBitsAsTheScalarStep() {
        Random rnd = new Random(20261203);
        for (int trial = 0; trial < 6000; trial++) {
            int kind = trial % KINDS;
            int n = trial % 50 == 0 ? rnd.nextInt(2) : rnd.nextInt(trial % 5 == 0 ? 6000 : 300);
            double[] a = new double[n];
            for (int i = 0; i < n; i++) a[i] = element(rnd, kind, i);
            if (kind != 7 && n > 0 && rnd.nextInt(6) == 0) a[rnd.nextInt(n)] = rnd.nextBoolean() ? Double.NaN : NA;
            LongDouble want = new LongDouble(), got = new LongDouble();
            double[] wantOut = new double[n], gotOut = new double[n];
            LongDouble wantC = new LongDouble(), gotC = new LongDouble(), gotR = new LongDouble();
            int wi = 0, gi = 0, wc = 0, gc = 0, gr = 0;
            String what = "kind " + kind + " trial " + trial + " n " + n;
            // the whole array in runs, NaN skipped, as sum(x, na.rm = TRUE) does
            while (wi < n || gi < n) {
                wi = reference(want, a, null, wi, n);
                gi = LongDoubleRun.add(got, a, gi, n);
                gr = LongDoubleRun.addRounded(gotR, a, gr, n);
                assertEquals(wi, gi, what + ": stop");
                assertEquals(wi, gr, what + ": stop without whole units");
                same(want, got, what + " at " + wi);
                same(want, gotR, what + " without whole units at " + wi);
                gr++;
                wi++;
                gi++;
                wc = reference(wantC, a, wantOut, wc, n);
                gc = LongDoubleRun.cumulate(gotC, a, gotOut, gc, n);
                assertEquals(wc, gc, what + ": cumulative stop");
                wc++;
                gc++;
            }
            for (int i = 0; i < n; i++) {
                if (Double.isNaN(a[i])) continue;
                assertEquals(Double.doubleToRawLongBits(wantOut[i]), Double.doubleToRawLongBits(gotOut[i]), what + ": cumulative at " + i);
            }
        }
    }

    /** An element far below the unit of a run of whole units is not a whole number of them (it does not underflow to one). */
    @Test
    void tinyElementsAmongHugeOnes() {
        for (double tiny : new double[] {1e-300, -Double.MIN_VALUE, 0x1p-60}) {
            double[] a = new double[600];
            a[0] = 0x1p996;   // whole units of 2^946, as every element but the tiny one
            a[1] = -0x1p996;
            a[2] = tiny;
            for (int i = 3; i < a.length; i++) a[i] = i % 2 == 0 ? 0x1p990 : -0x1p990;
            LongDouble want = new LongDouble(), got = new LongDouble();
            reference(want, a, null, 0, a.length);
            LongDoubleRun.add(got, a, 0, a.length);
            same(want, got, "tiny " + tiny);
        }
    }

    @Test
    void continuesFromAnyStartingSum() {
        Random rnd = new Random(7);
        for (int trial = 0; trial < 4000; trial++) {
            LongDouble want = new LongDouble(), got = new LongDouble();
            double start = element(rnd, trial % KINDS, 0), next = element(rnd, (trial / KINDS) % KINDS, 1);
            want.add(start).add(next);
            got.add(start).add(next);
            double[] a = new double[1 + rnd.nextInt(trial % 3 == 0 ? 2000 : 40)];
            for (int i = 0; i < a.length; i++) a[i] = element(rnd, (trial / (KINDS * KINDS)) % KINDS, i);
            int w = reference(want, a, null, 0, a.length);
            int g = LongDoubleRun.add(got, a, 0, a.length);
            assertEquals(w, g);
            same(want, got, "trial " + trial);
        }
    }

    /**
     * addProducts against addRounded of the rounded products (its contract: the same stop and the
     * same pair): factors of every kind against Gaussian ones and each other (products that round,
     * tie, overflow, underflow, NaN from 0 * Inf), from sums of every kind.
     */
    @Test
    void productsAsTheirRoundedSum() {
        Random rnd = new Random(27);
        for (int trial = 0; trial < 4000; trial++) {
            int kind = trial % KINDS, other = trial / KINDS % 3 == 0 ? 15 : rnd.nextInt(KINDS);
            int n = trial % 50 == 0 ? rnd.nextInt(2) : rnd.nextInt(trial % 5 == 0 ? 6000 : 300);
            double[] a = new double[n], b = new double[n], p = new double[n];
            for (int i = 0; i < n; i++) {
                a[i] = element(rnd, kind, i);
                b[i] = element(rnd, other, i);
                p[i] = a[i] * b[i];
            }
            LongDouble want = new LongDouble().add(element(rnd, rnd.nextInt(KINDS), 0)), got = new LongDouble().add(want.hi(), want.lo());
            if (Double.isNaN(want.value())) continue;
            int from = n == 0 ? 0 : rnd.nextInt(n);
            int wi = LongDoubleRun.addRounded(want, p, from, n), gi = LongDoubleRun.addProducts(got, a, b, from, n);
            String what = "kinds " + kind + ", " + other + " trial " + trial + " n " + n;
            assertEquals(wi, gi, what + ": stop");
            same(want, got, what);
        }
    }
}
