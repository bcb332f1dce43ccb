package flashr.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code %.<d>f} in double arithmetic against exact decimal arithmetic: random values, exact and near ties, range limits. */
class FixedDecimalTest {
    @Test
    void agreesWithExactDecimalArithmeticWheneverItAnswers() {
        Random rnd = new Random(11);
        for (int i = 0; i < 80_000; i++) {
            double a = switch (i % 6) {
                case 0 -> rnd.nextDouble();
                case 1 -> Math.abs(rnd.nextGaussian()) * Math.pow(10, rnd.nextInt(36) - 20);
                case 2 -> (rnd.nextInt(2_000_000) + 0.5) / Math.pow(10, rnd.nextInt(9)); // decimal ties
                case 3 -> Math.round(rnd.nextDouble() * 1e6) / 1e3 + 5e-4;              // 2.675-like
                case 4 -> Math.scalb((double) (rnd.nextInt(1 << 20) * 2 + 1), -rnd.nextInt(24)); // binary ties
                default -> Math.nextAfter(Math.round(rnd.nextDouble() * 1e4) / 1e2 + 0.005, rnd.nextBoolean() ? 1 : -1);
            };
            for (int d : new int[] {0, 1, 2, 3, 4, 6, 10, 15, 22}) check(a, d);
        }
    }

    @Test
    void tiesGoToEven() {
        assertEquals("0.12", FixedDecimal.fixed(0.125, 2));
        assertEquals("0.38", FixedDecimal.fixed(0.375, 2));
        assertEquals("2", FixedDecimal.fixed(2.5, 0));
        assertEquals("4", FixedDecimal.fixed(3.5, 0));
        assertEquals("2.67", FixedDecimal.fixed(2.675, 2)); // 2.67499999... in binary
        assertEquals("0.0005", FixedDecimal.fixed(0.00049999999999999999, 4));
        assertEquals("0.000", FixedDecimal.fixed(1e-250, 3));
        assertEquals("0.00", FixedDecimal.fixed(0, 2));
    }

    @Test
    void answersOutOfTheDoublePathsRangeAndDeclinesOnlyBeyondALong() {
        for (double a : new double[] {1e15, 123456.789, 0.5, Double.MIN_VALUE, 1e-300, 2.5e-250, Math.nextDown(0x1p50)}) {
            for (int d : new int[] {0, 2, 23, 30}) {
                BigDecimal exact = new BigDecimal(a).setScale(d, RoundingMode.HALF_EVEN);
                String expected = exact.unscaledValue().bitLength() <= 62 ? exact.toPlainString() : null;
                assertEquals(expected, FixedDecimal.fixed(a, d), "%." + d + "f of " + a);
            }
        }
        assertNull(FixedDecimal.fixed(1e300, 2));
        assertNull(FixedDecimal.fixed(1e17, 2));
    }

    private static void check(double a, int decimals) {
        String fast = FixedDecimal.fixed(a, decimals);
        if (fast == null) return;
        String exact = new BigDecimal(a).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        assertEquals(exact, fast, "%." + decimals + "f of " + a);
    }
}
