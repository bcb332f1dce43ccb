package flashr.base.io;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RVector;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * R's type.convert(as.is = TRUE) for one column of text fields: the first of logical, integer,
 * double that every field (NA aside, blank fields counting as NA) can be read as, else character
 * (where a blank field stays ""). A column of nothing but NA is logical.
 */
final class ColumnTypes {
    private ColumnTypes() {}

    private static final Set<String> LOGICAL = Set.of("T", "F", "TRUE", "FALSE", "true", "false", "True", "False");
    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");
    private static final Pattern DOUBLE = Pattern.compile(
            "[+-]?((\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?|Inf|inf|NaN|NA|0[xX][0-9a-fA-F]+)");

    /** The column for these fields; null fields are NA. */
    static RVector convert(String[] cells) {
        boolean logical = true, integer = true, dbl = true;
        for (String c : cells) {
            if (blank(c)) continue;
            // as R's type.convert: logicals exact, integers after leading blanks, doubles within blanks
            String lead = c.stripLeading(), t = c.strip();
            if (logical && !LOGICAL.contains(c)) logical = false;
            if (integer && !(INTEGER.matcher(lead).matches() && fitsInt(lead))) integer = false;
            // "NA" reads as a missing number only as it stands, without blanks around it
            if (dbl && (!DOUBLE.matcher(t).matches() || t.endsWith("NA") && !t.equals(c))) dbl = false;
            if (!logical && !integer && !dbl) break;
        }
        int n = cells.length;
        if (logical) {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = blank(cells[i]) ? RLogical.NA : cells[i].startsWith("T") || cells[i].startsWith("t") ? 1 : 0;
            return new RLogical(v);
        }
        if (integer) {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = blank(cells[i]) ? RInt.NA : Integer.parseInt(strip(cells[i]));
            return new RInt(v);
        }
        if (dbl) {
            double[] v = new double[n];
            for (int i = 0; i < n; i++) v[i] = blank(cells[i]) ? RDouble.NA : parseDouble(cells[i].strip());
            return new RDouble(v);
        }
        return new RString(cells);
    }

    private static boolean blank(String c) {
        return c == null || c.isBlank();
    }

    private static String strip(String c) {
        String t = c.strip();
        return t.startsWith("+") ? t.substring(1) : t;
    }

    private static boolean fitsInt(String t) {
        try {
            // R reads integers beyond the integer range as doubles; NA's bit pattern is not an integer either
            long v = Long.parseLong(t.startsWith("+") ? t.substring(1) : t);
            return v > Integer.MIN_VALUE && v <= Integer.MAX_VALUE;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static double parseDouble(String t) {
        String s = t.startsWith("+") ? t.substring(1) : t;
        boolean neg = s.startsWith("-");
        String m = neg ? s.substring(1) : s;
        double v = switch (m) {
            case "Inf", "inf" -> Double.POSITIVE_INFINITY;
            case "NaN" -> Double.NaN;
            case "NA" -> RDouble.NA;
            default -> m.startsWith("0x") || m.startsWith("0X") ? Long.parseLong(m.substring(2), 16) : Double.parseDouble(m);
        };
        return neg ? -v : v;
    }
}
