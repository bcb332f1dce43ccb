package flashr.fm.io;

import java.nio.charset.StandardCharsets;

/**
 * The fields of one line of an edge list, parsed from bytes: an edge list is ASCII digits, and a
 * String per field would cost more than the parse. Ids written as digits, or as R writes large
 * whole numbers ("7e+05", "1.5e6"), take a fast path; anything else is parsed as text. A field
 * that is not what it must be makes {@link #error} say why (the caller adds the line).
 */
final class EdgeLineParser {
    final boolean valued;
    private final boolean integer;
    private final boolean auto;
    private final byte delim;
    final int[] starts = new int[3];
    final int[] ends = new int[3];
    String error;

    EdgeLineParser(boolean valued, boolean integer, String delim) {
        this.valued = valued;
        this.integer = integer;
        this.auto = delim.equals("auto");
        this.delim = auto ? 0 : (byte) delim.charAt(0);
    }

    /**
     * The bounds of the first three fields of buf[from, to) ({@code starts[i]} inclusive,
     * {@code ends[i]} exclusive); their count (0 for a comment or an empty line).
     */
    int split(byte[] buf, int from, int to) {
        int i = from, k = 0;
        while (to > from && buf[to - 1] == '\r') to--;
        while (i < to && (buf[i] == ' ' || buf[i] == '\t')) i++;
        if (i == to || buf[i] == '#' || buf[i] == '%') return 0;
        while (i < to && k < 3) {
            int start = i;
            while (i < to && !(auto ? isBlankOrComma(buf[i]) : buf[i] == delim)) i++;
            starts[k] = start;
            ends[k++] = i;
            if (auto) {
                while (i < to && isBlankOrComma(buf[i])) i++;
            } else if (i < to) {
                i++;
            }
        }
        return k;
    }

    private static boolean isBlankOrComma(byte c) {
        return c == ' ' || c == '\t' || c == ',' || c == '\r';
    }

    /** A vertex id (whole number from 0), or -1 with {@link #error} set. */
    int id(byte[] buf, int from, int to) {
        long v = wholeNumber(buf, from, to);
        if (v >= 0) return (int) v;
        String s = text(buf, from, to);
        try {
            int i = Integer.parseInt(s);
            if (i >= 0 && i < Integer.MAX_VALUE) return i;
        } catch (NumberFormatException e) {
            try {
                double d = Double.parseDouble(s);
                if (d >= 0 && d < Integer.MAX_VALUE && d == Math.floor(d)) return (int) d;
            } catch (NumberFormatException notANumber) {
                // reported below
            }
        }
        error = "has a vertex id that is not a whole number from 0: '" + s + "'";
        return -1;
    }

    /**
     * digits[.digits][e[+]digits] naming a whole number below 2^31 - 1, or -1 when the field is
     * anything else (then it is parsed as text).
     */
    static long wholeNumber(byte[] buf, int from, int to) {
        int i = from;
        long mant = 0;
        int digits = 0, frac = 0;
        while (i < to && buf[i] >= '0' && buf[i] <= '9') {
            mant = mant * 10 + (buf[i++] - '0');
            if (++digits > 15) return -1;
        }
        if (i < to && buf[i] == '.') {
            i++;
            while (i < to && buf[i] >= '0' && buf[i] <= '9') {
                mant = mant * 10 + (buf[i++] - '0');
                frac++;
                if (++digits > 15) return -1;
            }
        }
        if (digits == 0) return -1;
        int exp = 0;
        if (i < to && (buf[i] == 'e' || buf[i] == 'E')) {
            i++;
            if (i < to && buf[i] == '+') i++;
            int e0 = i;
            while (i < to && buf[i] >= '0' && buf[i] <= '9' && i - e0 < 3) exp = exp * 10 + (buf[i++] - '0');
            if (i == e0) return -1;
        }
        if (i != to) return -1;
        int shift = exp - frac;
        for (; shift > 0; shift--) {
            mant *= 10;
            if (mant >= Integer.MAX_VALUE) return -1;
        }
        for (; shift < 0; shift++) {
            if (mant % 10 != 0) return -1;
            mant /= 10;
        }
        return mant < Integer.MAX_VALUE ? mant : -1;
    }

    /** The value of an entry (NA, Inf and -Inf as R writes them); NaN with {@link #error} set when it is not a number. */
    double value(byte[] buf, int from, int to) {
        String s = text(buf, from, to);
        // R's words for a missing or infinite value, as R's scan reads them
        switch (s) {
            case "NA": return flashr.lang.RDouble.NA;
            case "Inf": if (!integer) return Double.POSITIVE_INFINITY; break;
            case "-Inf": if (!integer) return Double.NEGATIVE_INFINITY; break;
            default: break;
        }
        try {
            return integer ? Integer.parseInt(s) : Double.parseDouble(s);
        } catch (NumberFormatException e) {
            error = "has a value that is not a number: '" + s + "'";
            return Double.NaN;
        }
    }

    private static String text(byte[] buf, int from, int to) {
        return new String(buf, from, to - from, StandardCharsets.UTF_8).trim();
    }
}
