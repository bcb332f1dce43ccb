package flashr.engine.fn.math;

import flashr.engine.type.NA;

/** GNU R's doubles as its {@code sprintf("%a")} writes them, and bit-for-bit comparison with R's. */
final class RDoubles {
    private RDoubles() {}

    /** R's %a output: hex doubles, and NA, NaN, Inf and -Inf by name. */
    static double parse(String s) {
        return switch (s) {
            case "NA" -> NA.REAL;
            case "NaN" -> Double.NaN;
            case "Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(s);
        };
    }

    /** Equal bits; R prints any NaN but NA as NaN, so there the sign and payload are not known. */
    static boolean same(double expected, double got) {
        if (NA.isNA(expected)) return NA.isNA(got);
        if (Double.isNaN(expected)) return Double.isNaN(got) && !NA.isNA(got);
        return Double.doubleToRawLongBits(expected) == Double.doubleToRawLongBits(got);
    }
}
