package flashr.engine.fn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The long double difference and product steps against exact BigDecimal arithmetic rounded to a
 * 64-bit significand, ties to even: random doubles of many magnitudes, differences that cancel,
 * ties made on purpose, and the ends of the exactly rounded range.
 */
class LongDoubleStepsTest {
    /** Every double in the tests times 2^SCALE is an integer, products included. */
    private static final int SCALE = 2200;

    @Test void differencesAreRoundedTo64Bits() {
        Random rnd = new Random(1203);
        double[] d = new double[2];
        for (int t = 0; t < 20000; t++) {
            double x = value(rnd), m = rnd.nextBoolean() ? value(rnd) : x * (1 + 1e-9 * rnd.nextGaussian());
            LongDoubleSteps.difference(x, m, d, 0);
            assertRounded(new BigDecimal(x).subtract(new BigDecimal(m)), d, x + " - " + m);
        }
    }

    @Test void productsAreRoundedTo64Bits() {
        Random rnd = new Random(31);
        double[] a = new double[2], b = new double[2], p = new double[2];
        for (int t = 0; t < 20000; t++) {
            LongDoubleSteps.difference(value(rnd), value(rnd), a, 0);
            LongDoubleSteps.difference(value(rnd), value(rnd), b, 0);
            LongDoubleSteps.product(a[0], a[1], b[0], b[1], p, 0);
            assertRounded(exact(a).multiply(exact(b)), p, a[0] + "+" + a[1] + " * " + b[0] + "+" + b[1]);
        }
    }

    @Test void tiesGoToEven() {
        // (2^32 + 1)^2 = 2^64 + 2^33 + 1 and (2^63 + 1) * 3: exact in 66 bits, half-way cases among them
        double[] p = new double[2];
        long[][] cases = {{(1L << 32) + 1, (1L << 32) + 1}, {(1L << 53) + 1, 3}, {(1L << 53) + 3, 5}, {(1L << 52) + 1, (1L << 12) + 1}};
        for (long[] c : cases) {
            double[] a = split(c[0]), b = split(c[1]);
            for (int s = 0; s < 4; s++) {
                double sa = (s & 1) == 0 ? 1 : -1, sb = (s & 2) == 0 ? 1 : -1;
                LongDoubleSteps.product(sa * a[0], sa * a[1], sb * b[0], sb * b[1], p, 0);
                BigDecimal want = BigDecimal.valueOf(c[0]).multiply(BigDecimal.valueOf(c[1])).multiply(BigDecimal.valueOf(sa * sb));
                assertRounded(want, p, c[0] + " * " + c[1]);
            }
        }
    }

    @Test void rangeEndsAndZeros() {
        double[] p = new double[2];
        LongDoubleSteps.product(0x1p-480, 0x1p-543, 0x1.8p-478, 0, p, 0);
        assertRounded(exact(new double[] {0x1p-480, 0x1p-543}).multiply(new BigDecimal(0x1.8p-478)), p, "near the smallest");
        LongDoubleSteps.product(0x1.fffffffffffffp511, 0x1p457, 0x1.fffffffffffffp509, 0, p, 0);
        assertRounded(exact(new double[] {0x1.fffffffffffffp511, 0x1p457}).multiply(new BigDecimal(0x1.fffffffffffffp509)), p, "near the largest");
        LongDoubleSteps.product(0, 0, 3, 0, p, 0);
        assertEquals(0.0, p[0] + p[1]);
        LongDoubleSteps.product(Double.POSITIVE_INFINITY, 0, -2, 0, p, 0);
        assertEquals(Double.NEGATIVE_INFINITY, p[0]);
        LongDoubleSteps.difference(Double.POSITIVE_INFINITY, 1, p, 0);
        assertEquals(Double.POSITIVE_INFINITY, p[0]);
    }

    /** Magnitudes from 1e-100 to 1e100, a few decimal fractions among them. */
    private static double value(Random rnd) {
        double v = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(200) - 100);
        return rnd.nextInt(4) == 0 ? Math.round(v * 10) / 10.0 : v;
    }

    /** An integer below 2^64 as a pair rounded to 64 bits. */
    private static double[] split(long v) {
        double hi = v, lo = (double) (v - (long) hi);
        return new double[] {hi, lo};
    }

    private static BigDecimal exact(double[] pair) {
        return new BigDecimal(pair[0]).add(new BigDecimal(pair[1]));
    }

    /** got[0] + got[1] is v rounded to 64 significant bits, ties to even, and got[0] is that rounded to a double. */
    private static void assertRounded(BigDecimal v, double[] got, String what) {
        BigInteger n = v.multiply(new BigDecimal(BigInteger.ONE.shiftLeft(SCALE))).toBigIntegerExact();
        BigInteger mag = n.abs();
        int shift = Math.max(0, mag.bitLength() - 64);
        BigInteger q = mag.shiftRight(shift), r = mag.subtract(q.shiftLeft(shift));
        int c = shift == 0 ? -1 : r.shiftLeft(1).compareTo(BigInteger.ONE.shiftLeft(shift));
        if (c > 0 || (c == 0 && q.testBit(0))) q = q.add(BigInteger.ONE);
        BigInteger want = q.shiftLeft(shift).multiply(BigInteger.valueOf(n.signum()));
        BigInteger have = exact(got).multiply(new BigDecimal(BigInteger.ONE.shiftLeft(SCALE))).toBigIntegerExact();
        assertEquals(want, have, what);
        double nearest = new BigDecimal(want).divide(new BigDecimal(BigInteger.ONE.shiftLeft(SCALE))).doubleValue();
        assertEquals(nearest, got[0], what + ": the high part");
    }
}
