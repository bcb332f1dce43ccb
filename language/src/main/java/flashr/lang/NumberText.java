package flashr.lang;

/**
 * Conversions between numbers and text that {@code as.character} and {@code as.numeric} use.
 * (Printing with a common format for a whole vector lives in the formatting package.)
 */
public final class NumberText {
    private NumberText() {}

    /** R's {@code as.character} of one double: 15 significant digits, fixed or scientific as R 4.2 chooses. */
    public static String doubleToString(double d) {
        double[] one = {d};
        return flashr.format.RealFormat.of(one, 0, 1, 15, 0, 0, 2).encodeBare(d, "NA");
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
