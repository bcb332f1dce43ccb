package flashr.parse;

import flashr.lang.RDouble;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * One double as R's deparse writes it: at most 15 significant digits, in fixed notation unless
 * scientific is narrower ({@code 1e+05}, {@code 123456}, {@code 0.001}, {@code 1e-04}).
 */
final class DoubleText {
    private static final MathContext DIGITS15 = new MathContext(15, RoundingMode.HALF_EVEN);

    /** Whole doubles below 10^15 have at most 15 digits: written from a long, without BigDecimal (slow to start). */
    private static final double WHOLE_LIMIT = 1e15;

    private DoubleText() {}

    static String format(double d) {
        if (Double.isNaN(d)) return RDouble.isNAValue(d) ? "NA" : "NaN";
        if (Double.isInfinite(d)) return d > 0 ? "Inf" : "-Inf";
        if (d == 0) return "0";
        if (Math.abs(d) < WHOLE_LIMIT && d == Math.rint(d)) return whole((long) d);
        BigDecimal exact = new BigDecimal(d);
        BigDecimal rounded = exact.round(DIGITS15).stripTrailingZeros();
        int sig = rounded.precision();
        int exponent = sig - rounded.scale() - 1; // power of ten of the leading digit
        int neg = d < 0 ? 1 : 0;
        int decimals = Math.max(0, sig - exponent - 1);
        int fixedWidth = neg + (exponent >= 0 ? exponent + 1 : 1) + (decimals > 0 ? decimals + 1 : 0);
        int sciWidth = neg + (sig > 1 ? sig + 1 : 1) + (Math.abs(exponent) >= 100 ? 5 : 4);
        if (fixedWidth <= sciWidth) {
            return exact.setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        }
        return scientific(rounded.unscaledValue().abs().toString(), exponent, neg == 1);
    }

    /** A whole number below 10^15 in magnitude, as {@link #format} writes it. */
    private static String whole(long v) {
        String all = Long.toString(Math.abs(v));
        int sig = all.length();
        while (all.charAt(sig - 1) == '0') sig--;
        int exponent = all.length() - 1;
        int neg = v < 0 ? 1 : 0;
        int sciWidth = neg + (sig > 1 ? sig + 1 : 1) + 4;
        if (neg + all.length() <= sciWidth) return Long.toString(v);
        return scientific(all.substring(0, sig), exponent, neg == 1);
    }

    /** Significant {@code digits} with a point after the first, then e and the exponent of at least two digits. */
    private static String scientific(String digits, int exponent, boolean negative) {
        StringBuilder sb = new StringBuilder();
        if (negative) sb.append('-');
        sb.append(digits.charAt(0));
        if (digits.length() > 1) sb.append('.').append(digits, 1, digits.length());
        sb.append('e').append(exponent < 0 ? '-' : '+');
        int ae = Math.abs(exponent);
        if (ae < 10) sb.append('0');
        return sb.append(ae).toString();
    }
}
