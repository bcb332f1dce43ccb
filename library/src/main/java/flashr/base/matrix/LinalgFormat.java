package flashr.base.matrix;

import java.math.BigDecimal;
import java.math.MathContext;

/** C's {@code %g} (6 significant digits), which LAPACK-related error messages of R use. */
final class LinalgFormat {
    private LinalgFormat() {}

    static String g(double v) {
        if (Double.isNaN(v)) return "nan";
        if (Double.isInfinite(v)) return v > 0 ? "inf" : "-inf";
        if (v == 0) return "0";
        BigDecimal rounded = new BigDecimal(v).round(new MathContext(6));
        int exp = rounded.precision() - rounded.scale() - 1;
        if (exp < -4 || exp >= 6) {
            String digits = rounded.unscaledValue().abs().toString();
            String mantissa = digits.substring(0, 1) + (digits.length() > 1 ? "." + digits.substring(1) : "");
            if (mantissa.contains(".")) mantissa = mantissa.replaceAll("0+$", "").replaceAll("\\.$", "");
            String e = String.format("%02d", Math.abs(exp));
            return (v < 0 ? "-" : "") + mantissa + "e" + (exp < 0 ? "-" : "+") + e;
        }
        String plain = rounded.toPlainString();
        if (plain.contains(".")) plain = plain.replaceAll("0+$", "").replaceAll("\\.$", "");
        return plain;
    }
}
