package flashr.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The double-arithmetic rounding step against exact decimal arithmetic, on random and on tie-prone values. */
class FastDecimalTest {
    @Test
    void agreesWithExactDecimalArithmeticWheneverItAnswers() {
        Random rnd = new Random(7);
        int answered = 0, n = 0;
        for (int i = 0; i < 60_000; i++) {
            double a = switch (i % 4) {
                case 0 -> rnd.nextDouble();
                case 1 -> Math.abs(rnd.nextGaussian()) * Math.pow(10, rnd.nextInt(600) - 300);
                case 2 -> (rnd.nextInt(2_000_000) + 0.5) / Math.pow(10, rnd.nextInt(9)); // ties in decimal
                default -> Math.round(rnd.nextDouble() * 1e6) / 1e3 + 5e-4;              // 2.675-like
            };
            if (a == 0 || a == Math.rint(a)) continue;
            for (int r : new int[] {1, 3, 7, 10, 15}) {
                int kp = (int) Math.floor(Math.log10(a)) - r + 1;
                n++;
                int fast = FastDecimal.trailingZeros(a, kp, r);
                if (fast < 0) continue;
                answered++;
                int[] exact = exact(a, kp, r);
                assertEquals(exact[0], fast, "trailing zeros of " + a + " at " + r + " digits");
                assertEquals(exact[1], FastDecimal.exponent(a, kp, r), "exponent of " + a + " at " + r + " digits");
            }
        }
        assertTrue(answered == n, "the fast path answered only " + answered + " of " + n);
    }

    @Test
    void decidesValuesNextToTheCarryIntoAnotherDigit() {
        for (int j = -40; j <= 40; j++) {
            for (int r = 1; r <= 15; r++) {
                double edge = Math.pow(10, j) * (1 - 0.5 * Math.pow(10, -r)); // rounds up to 10^j at r digits
                for (double a : new double[] {edge, Math.nextUp(edge), Math.nextDown(edge), Math.pow(10, j),
                        Math.nextDown(Math.pow(10, j)), Math.nextUp(Math.pow(10, j))}) {
                    int kp = (int) Math.floor(Math.log10(a)) - r + 1;
                    int fast = FastDecimal.trailingZeros(a, kp, r);
                    if (fast < 0) continue;
                    int[] exact = exact(a, kp, r);
                    assertEquals(exact[0], fast, "trailing zeros of " + a + " at " + r + " digits");
                    assertEquals(exact[1], FastDecimal.exponent(a, kp, r), "exponent of " + a + " at " + r + " digits");
                }
            }
        }
    }

    /** {zeros, kp}: |a| / 10^kp rounded half-even to r (or r + 1) digits, exactly. */
    private static int[] exact(double a, int kp, int r) {
        BigDecimal scaled = new BigDecimal(a).scaleByPowerOfTen(-kp);
        if (scaled.compareTo(BigDecimal.TEN.pow(r - 1)) < 0) {
            scaled = scaled.scaleByPowerOfTen(1);
            kp--;
        }
        String alpha = scaled.setScale(0, RoundingMode.HALF_EVEN).toPlainString();
        int zeros = 0;
        for (int j = alpha.length() - 1; j >= 0 && alpha.charAt(j) == '0' && zeros < r; j--) zeros++;
        return new int[] {zeros, kp};
    }
}
