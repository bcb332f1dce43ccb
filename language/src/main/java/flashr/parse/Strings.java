package flashr.parse;

/** Writes strings as R code, with R's escapes ({@code encodeString} with a quote). */
public final class Strings {
    private Strings() {}

    /** {@code s} between {@code quote} characters, escaped as R prints and deparses it; NA when null. */
    public static String quote(String s, char quote) {
        if (s == null) return "NA";
        StringBuilder sb = new StringBuilder(s.length() + 2).append(quote);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\u0007' -> sb.append("\\a");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\u000B' -> sb.append("\\v");
                case '\\' -> sb.append("\\\\");
                default -> {
                    if (c == quote) {
                        sb.append('\\').append(c);
                    } else if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format("\\%03o", (int) c));
                    } else if (c >= 0x80 && isUnprintable(c)) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append(quote).toString();
    }

    /** Unicode controls and line/paragraph separators, which R escapes (other characters print as they are). */
    private static boolean isUnprintable(char c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }
}
