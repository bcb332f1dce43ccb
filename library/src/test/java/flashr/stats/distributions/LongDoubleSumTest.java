package flashr.stats.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link LongDoubleSum} rounds as an x87 80-bit long double: chains of additions, products and
 * quotients with random doubles (mixed signs and scales, and ties on purpose) agree with exact
 * decimal arithmetic rounded to 64 significant bits, to nearest, ties to even, after every step.
 */
class LongDoubleSumTest {
    /** v rounded to 64 significant bits, ties to even. */
    private static BigDecimal round64(BigDecimal v) {
        if (v.signum() == 0) return v;
        BigDecimal a = v.abs();
        int e = (int) Math.floor(a.round(MathContext.DECIMAL64).doubleValue() > 0
                ? Math.getExponent(a.doubleValue()) : 0) - 63;
        // the doubleValue's exponent can be one low or high at a power of two: adjust
        while (scaled(a, -e).compareTo(new BigDecimal(BigInteger.ONE.shiftLeft(64))) >= 0) e++;
        while (scaled(a, -e).compareTo(new BigDecimal(BigInteger.ONE.shiftLeft(63))) < 0) e--;
        BigInteger m = scaled(a, -e).setScale(0, RoundingMode.HALF_EVEN).toBigIntegerExact();
        BigDecimal r = scaled(new BigDecimal(m), e);
        return v.signum() < 0 ? r.negate() : r;
    }

    private static BigDecimal scaled(BigDecimal v, int powerOfTwo) {
        BigDecimal p = new BigDecimal(BigInteger.ONE.shiftLeft(Math.abs(powerOfTwo)));
        return powerOfTwo >= 0 ? v.multiply(p) : v.divide(p);
    }

    private static double operand(SplittableRandom rnd) {
        double d = (rnd.nextDouble() + 0.5) * Math.scalb(1.0, rnd.nextInt(-40, 40));
        if (rnd.nextInt(4) == 0) d = Math.scalb((double) (rnd.nextLong() >>> 11), rnd.nextInt(-60, -40));   // whole 53-bit patterns
        return rnd.nextBoolean() ? d : -d;
    }

    @Test
    void chainsOfOperationsRoundToSixtyFourBitsAsTheX87Does() {
        SplittableRandom rnd = new SplittableRandom(80);
        for (int chain = 0; chain < 2000; chain++) {
            double start = operand(rnd);
            LongDoubleSum x = new LongDoubleSum(start);
            BigDecimal exact = new BigDecimal(start);
            for (int step = 0; step < 12; step++) {
                double y = operand(rnd);
                int op = rnd.nextInt(3);
                if (op == 0) {
                    x.add(y);
                    exact = round64(exact.add(new BigDecimal(y)));
                } else if (op == 1) {
                    x.multiply(y);
                    exact = round64(exact.multiply(new BigDecimal(y)));
                } else {
                    x.divide(y);
                    exact = round64(exact.divide(new BigDecimal(y), new MathContext(200, RoundingMode.HALF_EVEN)));
                }
                assertEquals(0, exact.compareTo(x.exactValue()), "chain " + chain + " step " + step + " op " + op);
            }
        }
    }

    @Test
    void tiesRoundToEven() {
        // 1 + 2^-64 is half way between 1 and 1 + 2^-63: to 1; 1 + 3 * 2^-64 goes up to 1 + 2^-62
        LongDoubleSum x = new LongDoubleSum(1);
        x.add(0x1p-64);
        assertEquals(0, x.exactValue().compareTo(BigDecimal.ONE));
        LongDoubleSum y = new LongDoubleSum(1);
        y.add(0x1.8p-63);
        assertEquals(0, y.exactValue().compareTo(BigDecimal.ONE.add(new BigDecimal(0x1p-62))));
        // just below a power of two, the grid is twice as fine
        LongDoubleSum z = new LongDoubleSum(1);
        z.add(-0x1p-65);
        assertEquals(0, z.exactValue().compareTo(BigDecimal.ONE));
        z.add(-0x1p-64);
        assertEquals(0, z.exactValue().compareTo(BigDecimal.ONE.subtract(new BigDecimal(0x1p-64))));
    }

    @Test
    void comparisonsSeeTheLowPart() {
        LongDoubleSum x = new LongDoubleSum(1);
        x.add(-0x1p-60);
        assertEquals(-1, x.compareTo(1.0));
        assertEquals(1, x.value() == 1.0 ? 1 : 0);   // rounded to a double it is 1
        assertEquals(1, x.compareTo(1 - 0x1p-52));
    }
}
