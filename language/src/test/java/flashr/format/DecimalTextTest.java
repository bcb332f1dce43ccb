package flashr.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code %e}, {@code %f} and {@code %g} against exact decimal arithmetic (BigDecimal), over magnitudes from subnormal to huge. */
class DecimalTextTest {
    @Test
    void agreesWithExactDecimalArithmetic() {
        Random rnd = new Random(5);
        for (int i = 0; i < 30_000; i++) {
            double x = switch (i % 5) {
                case 0 -> rnd.nextGaussian();
                case 1 -> rnd.nextGaussian() * Math.pow(10, rnd.nextInt(640) - 320);
                case 2 -> (rnd.nextInt(2_000_000) + 0.5) / Math.pow(10, rnd.nextInt(12)); // decimal ties
                case 3 -> Math.scalb((double) (rnd.nextInt(1 << 20) * 2 + 1), -rnd.nextInt(30)); // binary ties
                default -> Math.pow(10, rnd.nextInt(40) - 20) * (1 - 0.5 * Math.pow(10, -1 - rnd.nextInt(14))); // carries
            };
            if (x == 0 || !Double.isFinite(x)) continue;
            for (int d : new int[] {0, 1, 3, 6, 14}) {
                assertEquals(scientific(x, d), DecimalText.scientific(x, d, false, false), "%." + d + "e of " + x);
                assertEquals(exponent(x, d), DecimalText.exponent(x, d), "exponent of %." + d + "e of " + x);
                if (Math.abs(x) < 1e12) {
                    String f = new BigDecimal(Math.abs(x)).setScale(d, RoundingMode.HALF_EVEN).toPlainString();
                    assertEquals(x < 0 ? "-" + f : f, DecimalText.fixed(x, d), "%." + d + "f of " + x);
                }
            }
        }
        assertEquals("4.9e-324", DecimalText.scientific(Double.MIN_VALUE, 1, false, false));
        assertEquals("1.0e+01", DecimalText.scientific(9.96, 1, false, false));
        assertEquals("-2.50E-05", DecimalText.scientific(-2.5e-5, 2, true, false));
        assertEquals("1e+10", DecimalText.general(9999999999.7, 6, false, false));
        assertEquals("0.000123457", DecimalText.general(0.0001234567, 6, false, false));
    }

    /** The exact path: BigDecimal rounding to decimals + 1 significant digits. */
    private static String scientific(double x, int decimals) {
        BigDecimal bd = new BigDecimal(Math.abs(x)).round(new MathContext(decimals + 1, RoundingMode.HALF_EVEN));
        String digits = bd.unscaledValue().toString();
        int exp = digits.length() - 1 - bd.scale();
        StringBuilder sb = new StringBuilder(x < 0 ? "-" : "").append(digits.charAt(0));
        if (decimals > 0) sb.append('.');
        for (int i = 1; i <= decimals; i++) sb.append(i < digits.length() ? digits.charAt(i) : '0');
        sb.append('e').append(exp < 0 ? '-' : '+');
        if (Math.abs(exp) < 10) sb.append('0');
        return sb.append(Math.abs(exp)).toString();
    }

    private static int exponent(double x, int decimals) {
        BigDecimal bd = new BigDecimal(Math.abs(x)).round(new MathContext(decimals + 1, RoundingMode.HALF_EVEN));
        return bd.precision() - 1 - bd.scale();
    }
}
