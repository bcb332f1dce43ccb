package flashr.format;

/**
 * R's {@code encodeString}: a string as print shows it, optionally quoted with escapes, and
 * its display width. NA is {@code NA} quoted, {@code <NA>} unquoted.
 */
public final class StringText {
    private StringText() {}

    /** The printed form of {@code s} (null for NA), quoted with {@code "} and escaped when {@code quote}. */
    public static String encode(String s, boolean quote) {
        if (s == null) return quote ? "NA" : "<NA>";
        return escape(s, quote ? '"' : 0);
    }

    /**
     * R's escaping of one string: control characters and backslashes always become escapes; the
     * {@code quote} character (0 for none) is escaped, and the quotes added, only when quoting.
     */
    public static String escape(String s, char quote) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        if (quote != 0) sb.append(quote);
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                case 7 -> sb.append("\\a");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                case 11 -> sb.append("\\v");
                case 0 -> sb.append("\\0");
                default -> {
                    if (quote != 0 && c == quote) sb.append('\\').append(quote);
                    else if (c < 0x20 || c == 0x7f) sb.append(String.format("\\%03o", c));
                    else sb.appendCodePoint(c);
                }
            }
        }
        if (quote != 0) sb.append(quote);
        return sb.toString();
    }

    /** Columns {@code s} takes on a terminal: wide East Asian characters count two. */
    public static int width(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            w += isWide(c) ? 2 : Character.getType(c) == Character.NON_SPACING_MARK ? 0 : 1;
        }
        return w;
    }

    private static boolean isWide(int c) {
        return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
                || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
                || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1FAFF) || (c >= 0x20000 && c <= 0x3FFFD);
    }

    /** {@code s} padded with spaces to {@code w} columns, on the left when {@code right}. */
    public static String pad(String s, int w, boolean right) {
        int n = w - width(s);
        if (n <= 0) return s;
        return right ? " ".repeat(n) + s : s + " ".repeat(n);
    }
}
