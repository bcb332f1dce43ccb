package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link LongDouble#roundedLow} (the rounding of a pair to 64 significant bits, by two adds) gives
 * exactly, bit for bit and signed zeros included, what the scaled {@code Math.rint} form gives:
 * over every exponent of hi, low parts from far below the 64th bit's unit to a thousand units,
 * exact ties (half units, odd and even), powers of two with a low part of the other sign, and
 * non-finite or zero parts.
 */
class LongDoubleRoundingTest {
    /**
     * The rounding as written before: lo scaled to units, rint (ties to even), scaled back; a
     * subnormal unit (hi below 2^-959) too, as the x87 rounds there (its exponent goes further).
     */
    private static double reference(double hi, double lo) {
        if (lo == 0 || !Double.isFinite(hi)) return lo;
        long bits = Double.doubleToRawLongBits(hi);
        int exponent = (int) ((bits >>> 52) & 0x7FF);
        if ((bits & 0xFFFFFFFFFFFFFL) == 0 && (lo < 0) != (hi < 0)) exponent--;
        int unit = exponent - 63;
        if (unit <= -52 || unit >= 2046) return lo;
        if (unit <= 0) {
            double q = Double.longBitsToDouble(1L << (51 + unit));
            return Math.copySign(Math.rint(lo / q) * q, lo);
        }
        double q = Double.longBitsToDouble((long) unit << 52);
        double inverse = Double.longBitsToDouble((long) (2046 - unit) << 52);
        return Math.rint(lo * inverse) * q;
    }

    private static void check(double hi, double lo) {
        assertEquals(Double.doubleToRawLongBits(reference(hi, lo)), Double.doubleToRawLongBits(LongDouble.roundedLow(hi, lo)),
                () -> "roundedLow(" + hi + " [" + Double.toHexString(hi) + "], " + Double.toHexString(lo) + ")");
    }

    @Test void randomPairsOverEveryExponent() {
        Random rnd = new Random(20261202);
        for (int i = 0; i < 400_000; i++) {
            int e = rnd.nextInt(2046) + 1;   // biased exponent of hi, normal numbers
            long mant = rnd.nextInt(4) == 0 ? 0 : rnd.nextLong() & 0xFFFFFFFFFFFFFL;
            double hi = Double.longBitsToDouble(((long) e << 52) | mant) * (rnd.nextBoolean() ? 1 : -1);
            // lo from 2^-80 to 2^-10 of hi (the 64th bit's unit is 2^-63 of it; beyond 2^-13 the rint form runs)
            double lo = Math.scalb(hi * (rnd.nextDouble() + 0.5), -10 - rnd.nextInt(71)) * (rnd.nextBoolean() ? 1 : -1);
            check(hi, lo);
            if (rnd.nextInt(8) == 0) check(hi, Double.longBitsToDouble(rnd.nextLong() & 0x000FFFFFFFFFFFFFL));   // subnormal lo
        }
    }

    @Test void tiesPowersOfTwoAndSpecialValues() {
        for (int e = -1074; e <= 1023; e += 7) {
            double hi = Math.scalb(1.0, e);
            double unit = Math.ulp(hi) / 2048;   // the 64th bit's weight (a double has 53 bits)
            for (double k : new double[] {0.5, 1.5, 2.5, 3.5, 1023.5, 0.25, 0.75, 1, 7, 1e-3, 2047.5}) {
                for (double s : new double[] {1, -1}) {
                    if (unit == 0) continue;
                    check(hi, s * k * unit);
                    check(-hi, s * k * unit);
                    check(Math.nextUp(hi), s * k * unit);
                    check(hi * 1.75, s * k * unit);
                }
            }
        }
        for (double lo : new double[] {0.0, -0.0, 1e-300, -1e-300, Double.MIN_VALUE, -Double.MIN_VALUE, 1, -1}) {
            check(1.0, lo);
            check(-3.0, lo);
            check(Double.POSITIVE_INFINITY, lo);
            check(Double.NaN, lo);
            check(0.0, lo);
            check(Double.MAX_VALUE, lo);
            check(Double.MIN_NORMAL, lo);
            check(0x1p1000, lo * 0x1p930);
            check(0x1p1020, lo * 0x1p960);
        }
    }
}
