package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
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
    static final int KINDS = 16;
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
            case 11 -> 3 + (i % 2 == 0 ? 0x1p-40 : -0x1p-40) * rnd.nextInt(5);            // a mean with a long low part
            case 12 -> rnd.nextGaussian() * 2.5 + 0.1;                                   // residuals (made so by data())
            case 13 -> (rnd.nextInt(1 << 12) - 2048) * 0x1p-10 + (rnd.nextInt(4) == 0 ? 0x1p-60 : 0);   // ties among residuals
            case 14 -> 1.3 + 2 * rnd.nextGaussian();                                     // lm's fitted values: spread past their mean
            default -> (i % 2 == 0 ? 1e6 : -1e6) + rnd.nextGaussian();                   // a sum near zero beside its addends
        };
    }

    /** n elements of one kind; kinds 12 and 13 less their double mean, so that the long double mean is tiny. */
    static double[] data(Random rnd, int kind, int n) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = element(rnd, kind, i);
        if ((kind == 12 || kind == 13) && n > 0) {
            double mean = 0;
            for (double x : a) mean += x;
            mean /= n;
            for (int i = 0; i < n; i++) a[i] -= mean;
        }
        return a;
    }

    /** v rounded to 64 significant bits, ties to even: the x87's rounding of an exact value. */
    private static BigDecimal round64(BigDecimal v) {
        if (v.signum() == 0) return v;
        BigDecimal abs = v.abs();
        int e = Math.getExponent(abs.doubleValue());   // 2^e <= |v| < 2^(e+1), or off by one
        if (abs.compareTo(power(e)) < 0) e--;
        if (abs.compareTo(power(e + 1)) >= 0) e++;
        BigDecimal units = scaled(v, 63 - e).setScale(0, RoundingMode.HALF_EVEN);
        return scaled(units, e - 63);
    }

    private static BigDecimal power(int k) {
        return k >= 0 ? new BigDecimal(BigInteger.TWO.pow(k)) : BigDecimal.ONE.divide(new BigDecimal(BigInteger.TWO.pow(-k)));
    }

    private static BigDecimal scaled(BigDecimal v, int k) {
        return v.multiply(power(k));
    }

    private static BigDecimal exact(LongDouble x) {
        return new BigDecimal(x.hi()).add(new BigDecimal(x.lo()));
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
            double[] a = data(rnd, kind, n);
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
            double[] a = data(rnd, trial % KINDS, 1 + rnd.nextInt(trial % 3 == 0 ? 3000 : 50));
            LongDouble m = meanOf(a);
            LongDouble want = new LongDouble().add(element(rnd, (trial / KINDS) % KINDS, 0)), got = new LongDouble().add(want.hi(), want.lo());
            int from = rnd.nextInt(a.length), to = from + rnd.nextInt(a.length - from + 1);
            for (int i = from; i < to; i++) want.addDifference(a[i], m);
            ResidualRun.add(got, a, from, to, m);
            LongDoubleRunTest.same(want, got, "trial " + trial);
        }
    }

    /**
     * Residuals of a fit (a mean that is a tiny long double, far below the data's units) and
     * residuals with ties: every running sum is the exact value rounded twice to 64 bits, as
     * the x87 does it (the difference, then the sum): the scalar step too is checked against an
     * exact model here, not only the fast path against it.
     */
    @Test
    void residualsAsTheX87RoundsThem() {
        Random rnd = new Random(27);
        for (int trial = 0; trial < 400; trial++) {
            int kind = 12 + trial % 2;
            double[] a = data(rnd, kind, 1 + rnd.nextInt(trial % 10 == 0 ? 4000 : 300));
            LongDouble m = meanOf(a);
            BigDecimal mean = exact(m), want = BigDecimal.ZERO;
            LongDouble got = new LongDouble();
            int from = rnd.nextInt(a.length);
            for (int i = 0; i < from; i++) {
                want = round64(want.add(round64(new BigDecimal(a[i]).subtract(mean))));
                got.addDifference(a[i], m);
            }
            for (int i = from; i < a.length; i++) want = round64(want.add(round64(new BigDecimal(a[i]).subtract(mean))));
            ResidualRun.add(got, a, from, a.length, m);
            assertEquals(0, want.compareTo(exact(got)), "kind " + kind + " trial " + trial);
        }
    }

    /**
     * Data far from a mean that is small beside them (rnorm's, scaled to several magnitudes,
     * some shifted by a little): the wide loop's case, against the element by element step and
     * the exact x87 model, from several starting sums.
     */
    @Test
    void dataFarFromASmallMean() {
        Random rnd = new Random(202);
        for (int trial = 0; trial < 60; trial++) {
            int n = trial % 6 == 0 ? 20000 : 1 + rnd.nextInt(3000);
            double scale = Math.scalb(1.0, rnd.nextInt(60) - 30), shift = trial % 3 == 0 ? 0 : rnd.nextGaussian() * scale * 1e-3;
            double[] a = new double[n];
            for (int i = 0; i < n; i++) a[i] = rnd.nextGaussian() * scale + shift;
            LongDouble m = meanOf(a);
            LongDouble want = new LongDouble(), got = new LongDouble();
            if (trial % 4 == 1) {
                want.add(rnd.nextGaussian() * scale * 100);
                got.add(want.hi(), want.lo());
            }
            BigDecimal model = exact(want), mean = exact(m);
            for (double x : a) {
                want.addDifference(x, m);
                if (trial % 5 == 0) model = round64(model.add(round64(new BigDecimal(x).subtract(mean))));
            }
            ResidualRun.add(got, a, 0, n, m);
            LongDoubleRunTest.same(want, got, "trial " + trial + " n " + n);
            if (trial % 5 == 0) assertEquals(0, model.compareTo(exact(got)), "trial " + trial);
        }
    }

    /**
     * The narrow loop's reach (issue 27): data in their mean's units with residuals up to
     * 2^(Em+1) (runif's around a mean just below 1/2), rnorm(n, 1000)'s (a sum far below the mean's
     * binade), means at binade edges, residual sums crossing zero, NaN/NA/Inf, lengths 0..1000
     * and 1e5 (the blocks), against the element by element step and, for some, the exact model.
     */
    @Test
    void dataInTheirMeansUnits() {
        Random rnd = new Random(2027);
        for (int trial = 0; trial < 700; trial++) {
            int n = trial == 0 ? 100000 : trial == 1 ? 200000 : trial % 50 == 2 ? 20000 : rnd.nextInt(1001);
            double edge = Math.scalb(1.0, rnd.nextInt(20) - 10), centre = switch (trial % 5) {
                case 0 -> 0.5;                                                   // runif's
                case 1 -> 1000;                                                  // rnorm(n, 1000)'s
                case 2 -> edge * (1 - 0x1p-30);                                  // a mean just below a power of two
                case 3 -> edge;                                                  // ... at one
                default -> edge * (1 + 0x1p-30);                                 // ... just above
            };
            double spread = trial % 5 == 0 ? 0.5 : trial % 5 == 1 ? 1 : edge * Math.scalb(1.0, -rnd.nextInt(8));
            double[] a = new double[n];
            for (int i = 0; i < n; i++) {
                a[i] = trial % 5 == 0 ? Math.floor(rnd.nextDouble() * 0x1p32) / 0x1p32   // R's runif
                        : trial % 3 == 0 ? centre + spread * (2 * rnd.nextDouble() - 1)  // up to a binade away
                        : centre + spread * rnd.nextGaussian() * 0.25;
            }
            if (n > 0 && trial % 7 == 3) {
                double special = switch (trial % 4) {
                    case 0 -> Double.NaN;
                    case 1 -> NA;
                    case 2 -> Double.POSITIVE_INFINITY;
                    default -> Double.NEGATIVE_INFINITY;
                };
                a[rnd.nextInt(n)] = special;
            }
            LongDouble m = trial % 11 == 5 ? new LongDouble().add(centre) : meanOf(a);   // a mean off the data's: a sum that crosses zero seldom
            LongDouble want = new LongDouble(), got = new LongDouble();
            boolean exactModel = trial % 13 == 0 && n <= 1000 && trial % 7 != 3 && Double.isFinite(m.hi());
            BigDecimal model = BigDecimal.ZERO, mean = exactModel ? exact(m) : null;
            for (double x : a) {
                want.addDifference(x, m);
                if (exactModel) model = round64(model.add(round64(new BigDecimal(x).subtract(mean))));
            }
            ResidualRun.add(got, a, 0, n, m);
            LongDoubleRunTest.same(want, got, "trial " + trial + " n " + n);
            if (exactModel) assertEquals(0, model.compareTo(exact(got)), "trial " + trial);
        }
    }
}
