package flashr.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The long-arithmetic digits of whole numbers against BigDecimal's exact ones, ties included. */
class WholeDecimalTest {
    private static double[] samples() {
        Random rnd = new Random(7);
        double[] xs = new double[4000];
        for (int i = 0; i < xs.length; i++) {
            int len = 1 + rnd.nextInt(16);
            long m = (long) (rnd.nextDouble() * Math.pow(10, len));
            switch (i % 4) {
                case 0 -> m = m / 10 * 10 + 5; // ties when rounding off the last digit
                case 1 -> m = m / 1000 * 1000 + 500;
                case 2 -> m = (long) Math.pow(10, len) - 1 - rnd.nextInt(3); // carries: 999...
                default -> { }
            }
            xs[i] = Math.max(1, Math.min(m, (1L << 53) - 1));
        }
        return xs;
    }

    @Test
    void significantDigitsAndExponentAreBigDecimals() {
        for (double a : samples()) {
            for (int p = 1; p <= 15; p++) {
                BigDecimal bd = new BigDecimal(a).round(new MathContext(p, RoundingMode.HALF_EVEN));
                String digits = bd.unscaledValue().toString();
                assertEquals(digits, WholeDecimal.digits(a, p), a + " to " + p);
                assertEquals(digits.length() - 1 - bd.scale(), WholeDecimal.exponent(a, p), a + " to " + p);
            }
        }
    }

    @Test
    void roundedQuotientsAreBigDecimals() {
        for (double a : samples()) {
            for (int k = -3; k <= 17; k++) {
                if (k < 0 && a >= 1e12) continue;
                BigDecimal q = new BigDecimal(a).scaleByPowerOfTen(-k).setScale(0, RoundingMode.HALF_EVEN);
                assertEquals(q.longValueExact(), WholeDecimal.rounded(a, k), a + " / 10^" + k);
                assertEquals(new BigDecimal(a).compareTo(BigDecimal.TEN.pow(Math.max(k, 0))) < 0 && k >= 0,
                        WholeDecimal.below(a, k), a + " < 10^" + k);
            }
        }
    }

    @Test
    void fixedNotationIsBigDecimals() {
        for (double a : samples()) {
            for (int d = 0; d <= 4; d++) {
                String ref = new BigDecimal(a).setScale(d, RoundingMode.HALF_EVEN).toPlainString();
                assertEquals(ref, DecimalText.fixed(a, d));
                assertEquals("-" + ref, DecimalText.fixed(-a, d));
            }
        }
    }
}
