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

    private DoubleText() {}

    static String format(double d) {
        if (Double.isNaN(d)) return RDouble.isNAValue(d) ? "NA" : "NaN";
        if (Double.isInfinite(d)) return d > 0 ? "Inf" : "-Inf";
        if (d == 0) return "0";
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
        String digits = rounded.unscaledValue().abs().toString();
        StringBuilder sb = new StringBuilder();
        if (neg == 1) sb.append('-');
        sb.append(digits.charAt(0));
        if (digits.length() > 1) sb.append('.').append(digits, 1, digits.length());
        sb.append('e').append(exponent < 0 ? '-' : '+');
        int ae = Math.abs(exponent);
        if (ae < 10) sb.append('0');
        return sb.append(ae).toString();
    }
}
