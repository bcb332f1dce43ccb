package flashr.format;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * C's {@code printf} conversions {@code %f}, {@code %e} and {@code %g} of finite doubles as
 * glibc writes them: the exact binary value rounded half-even (Java's Formatter rounds the
 * shortest decimal form half-up instead, so {@code %.1f} of 0.25 would differ).
 */
public final class DecimalText {
    private DecimalText() {}

    /** {@code %.<decimals>f}: the sign is kept when a negative value rounds to zero, as C does. */
    public static String fixed(double x, int decimals) {
        double a = Math.abs(x);
        String s = WholeDecimal.applies(a, 0) ? WholeDecimal.fixed(a, decimals) : FixedDecimal.fixed(a, decimals);
        if (s == null) s = new BigDecimal(a).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        return isNegative(x) ? "-" + s : s;
    }

    /** {@code %.<decimals>e} (with {@code upper}, {@code %E}); {@code alt} keeps the point when decimals is 0 ({@code #}). */
    public static String scientific(double x, int decimals, boolean upper, boolean alt) {
        StringBuilder sb = new StringBuilder();
        if (isNegative(x)) sb.append('-');
        String digits;
        int exp;
        if (x == 0) {
            digits = "0";
            exp = 0;
        } else if (WholeDecimal.applies(Math.abs(x), decimals + 1)) {
            digits = WholeDecimal.digits(Math.abs(x), decimals + 1);
            exp = WholeDecimal.exponent(Math.abs(x), decimals + 1);
        } else if (decimals + 1 <= SIGNIFICANT_MAX) {
            long[] sig = significant(Math.abs(x), decimals + 1);
            digits = Long.toString(sig[0]);
            exp = (int) sig[1];
        } else {
            BigDecimal bd = new BigDecimal(Math.abs(x)).round(new MathContext(decimals + 1, RoundingMode.HALF_EVEN));
            digits = bd.unscaledValue().toString();
            exp = digits.length() - 1 - bd.scale();
        }
        sb.append(digits.charAt(0));
        if (decimals > 0 || alt) sb.append('.');
        for (int i = 1; i <= decimals; i++) sb.append(i < digits.length() ? digits.charAt(i) : '0');
        sb.append(upper ? 'E' : 'e').append(exp < 0 ? '-' : '+');
        int ae = Math.abs(exp);
        if (ae < 10) sb.append('0');
        return sb.append(ae).toString();
    }

    /** The decimal exponent {@code %.<decimals>e} would print for {@code x}. */
    public static int exponent(double x, int decimals) {
        if (x == 0) return 0;
        if (WholeDecimal.applies(Math.abs(x), decimals + 1)) return WholeDecimal.exponent(Math.abs(x), decimals + 1);
        if (decimals + 1 <= SIGNIFICANT_MAX) return (int) significant(Math.abs(x), decimals + 1)[1];
        BigDecimal bd = new BigDecimal(Math.abs(x)).round(new MathContext(decimals + 1, RoundingMode.HALF_EVEN));
        return bd.precision() - 1 - bd.scale();
    }

    /** The most significant digits that {@link #significant} gives (its integers stay below 2^50). */
    private static final int SIGNIFICANT_MAX = 15;
    private static final long[] POW10 = new long[SIGNIFICANT_MAX + 1];

    static {
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) POW10[i] = POW10[i - 1] * 10;
    }

    /**
     * {digits, exponent}: {@code a} (finite, positive) rounded half-even to {@code p} significant
     * digits, as the integer of those p digits and the power of ten of the first ({@link ExactScaling}).
     */
    private static long[] significant(double a, int p) {
        int kp = (int) Math.floor(Math.log10(a)) - p + 1; // one too high at most, never too low
        if (ExactScaling.compare(a, kp, POW10[p - 1]) < 0) kp--;
        long digits = ExactScaling.rounded(a, kp);
        if (digits == POW10[p]) { // rounding carried into another digit
            digits /= 10;
            kp++;
        }
        return new long[] {digits, kp + p - 1};
    }

    /** {@code %.<precision>g}; {@code alt} ({@code #}) keeps trailing zeros. */
    public static String general(double x, int precision, boolean upper, boolean alt) {
        int p = precision == 0 ? 1 : precision;
        int exp = exponent(x, p - 1);
        String s;
        if (exp < p && exp >= -4) {
            s = fixed(x, p - 1 - exp);
            if (alt && p - 1 - exp == 0) s += ".";
        } else {
            s = scientific(x, p - 1, upper, alt);
        }
        return alt ? s : stripZeros(s);
    }

    /** Removes trailing zeros of the fraction (and a bare point), before any exponent. */
    static String stripZeros(String s) {
        int e = s.indexOf('e');
        if (e < 0) e = s.indexOf('E');
        String mant = e < 0 ? s : s.substring(0, e);
        String tail = e < 0 ? "" : s.substring(e);
        if (mant.indexOf('.') < 0) return s;
        int end = mant.length();
        while (mant.charAt(end - 1) == '0') end--;
        if (mant.charAt(end - 1) == '.') end--;
        return mant.substring(0, end) + tail;
    }

    private static boolean isNegative(double x) {
        return x < 0 || (x == 0 && 1 / x < 0);
    }
}
