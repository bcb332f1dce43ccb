package flashr.lang;

/**
 * Conversions between numbers and text that {@code as.character} and {@code as.numeric} use.
 * (Printing with a common format for a whole vector lives in the formatting package.)
 */
public final class NumberText {
    private NumberText() {}

    /** R's {@code as.character} of one double: up to 15 significant digits, fixed or scientific, whichever is shorter. */
    public static String doubleToString(double d) {
        if (Double.isNaN(d)) return RDouble.isNAValue(d) ? "NA" : "NaN";
        if (Double.isInfinite(d)) return d > 0 ? "Inf" : "-Inf";
        if (d == 0) return "0";
        java.math.BigDecimal bd = new java.math.BigDecimal(d).round(new java.math.MathContext(15));
        bd = bd.stripTrailingZeros();
        int digits = bd.precision();
        int exp = bd.precision() - bd.scale() - 1; // decimal exponent of the leading digit
        String fixed = bd.toPlainString();
        String mant = bd.unscaledValue().abs().toString();
        StringBuilder sci = new StringBuilder();
        if (d < 0) sci.append('-');
        sci.append(mant.charAt(0));
        if (digits > 1) sci.append('.').append(mant, 1, mant.length());
        sci.append('e').append(exp < 0 ? '-' : '+');
        int ae = Math.abs(exp);
        if (ae < 10) sci.append('0');
        sci.append(ae);
        return fixed.length() > sci.length() ? sci.toString() : fixed;
    }

    /** R's {@code as.numeric} of one string: NA when it is not a number. */
    public static double parseDouble(String s) {
        if (s == null) return RDouble.NA;
        String t = s.strip();
        switch (t) {
            case "NA": return RDouble.NA;
            case "NaN": return Double.NaN;
            case "Inf", "inf", "+Inf": return Double.POSITIVE_INFINITY;
            case "-Inf", "-inf": return Double.NEGATIVE_INFINITY;
            default: break;
        }
        try {
            if (t.startsWith("0x") || t.startsWith("0X")) return Long.parseLong(t.substring(2), 16);
            if (t.startsWith("-0x") || t.startsWith("-0X")) return -Long.parseLong(t.substring(3), 16);
            if (t.isEmpty() || t.endsWith("d") || t.endsWith("D") || t.endsWith("f") || t.endsWith("F")) {
                return RDouble.NA;
            }
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return RDouble.NA;
        }
    }
}
