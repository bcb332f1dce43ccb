package flashr.fm.io;

import flashr.lang.RDouble;
import flashr.lang.RInt;

/**
 * One field of a delimited file as a number, as read.csv reads a numeric column: surrounding
 * blanks ignored, an empty field or "NA" is NA, "NaN", "Inf", "-Inf" (and R's other spellings of
 * infinity) are themselves, decimal and hexadecimal numbers; anything else is not a number
 * ({@link NotANumber}), which the loader reports with its line.
 */
final class FieldText {
    private FieldText() {}

    /** A field that does not read as a number. */
    static final class NotANumber extends RuntimeException {
        NotANumber() { super(null, null, false, false); }
    }

    private static final NotANumber NOT_A_NUMBER = new NotANumber();

    static double toDouble(String s) {
        String t = s.strip();
        if (t.isEmpty()) return RDouble.NA;
        char c = t.charAt(0);
        if ((c >= '0' && c <= '9') || c == '.' || ((c == '-' || c == '+') && t.length() > 1 && (Character.isDigit(t.charAt(1)) || t.charAt(1) == '.'))) {
            if (t.length() > 2 && (t.charAt(1) == 'x' || t.charAt(1) == 'X' || t.charAt(2) == 'x' || t.charAt(2) == 'X')) return hex(t);
            char last = t.charAt(t.length() - 1);
            if (!(Character.isDigit(last) || last == '.')) throw NOT_A_NUMBER; // Java's 1d, 1f, 1e
            try {
                return Double.parseDouble(t);
            } catch (NumberFormatException e) {
                throw NOT_A_NUMBER;
            }
        }
        return switch (t) {
            case "NA" -> RDouble.NA;
            case "NaN" -> Double.NaN;
            case "Inf", "inf", "+Inf", "Infinity", "infinity" -> Double.POSITIVE_INFINITY;
            case "-Inf", "-inf", "-Infinity", "-infinity" -> Double.NEGATIVE_INFINITY;
            default -> throw NOT_A_NUMBER;
        };
    }

    private static double hex(String t) {
        boolean neg = t.startsWith("-");
        String h = t.substring(t.startsWith("-") || t.startsWith("+") ? 3 : 2);
        try {
            double v = Long.parseLong(h, 16);
            return neg ? -v : v;
        } catch (NumberFormatException e) {
            throw NOT_A_NUMBER;
        }
    }

    /** An integer field: a number truncated toward zero, NA beyond the int range, as as.integer. */
    static int toInt(String s) {
        double x = toDouble(s);
        return Double.isNaN(x) || Math.abs(x) >= 2147483648.0 ? RInt.NA : (int) x;
    }

    /** A logical field: R's spellings of TRUE and FALSE, 1 and 0, empty or NA as NA. */
    static int toLogical(String s) {
        return switch (s.strip()) {
            case "TRUE", "T", "true", "True", "1" -> 1;
            case "FALSE", "F", "false", "False", "0" -> 0;
            case "", "NA" -> RInt.NA;
            default -> throw NOT_A_NUMBER;
        };
    }
}
