package flashr.base.dates;

import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * strptime as R reads dates and times: the format's conversions in order (numbers may have fewer
 * digits than usual, month names in English, full or abbreviated, any case), white space in
 * the format matching any white space, text left after the format ignored. Null when the text
 * does not match or names no valid date (2023-02-30).
 */
final class StrptimeParser {
    private StrptimeParser() {}

    static LocalDateTime parse(String text, String format) {
        if (format == null) return null;
        String fmt = format.replace("%F", "%Y-%m-%d").replace("%T", "%H:%M:%S").replace("%D", "%m/%d/%y").replace("%R", "%H:%M")
                .replace("%X", "%H:%M:%S").replace("%x", "%y/%m/%d");
        int[] pos = {0};
        int year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0, nanos = 0;
        boolean pm = false, twelve = false;
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (Character.isWhitespace(c)) { skipSpace(text, pos); continue; }
            if (c != '%' || i + 1 == fmt.length()) {
                if (pos[0] >= text.length() || text.charAt(pos[0]) != c) return null;
                pos[0]++;
                continue;
            }
            char k = fmt.charAt(++i);
            Integer v;
            switch (k) {
                case 'Y' -> { if ((v = number(text, pos, 4)) == null) return null; year = v; }
                case 'y' -> { if ((v = number(text, pos, 2)) == null) return null; year = v < 69 ? 2000 + v : 1900 + v; }
                case 'm' -> { if ((v = number(text, pos, 2)) == null) return null; month = v; }
                case 'd', 'e' -> { skipSpace(text, pos); if ((v = number(text, pos, 2)) == null) return null; day = v; }
                case 'H' -> { if ((v = number(text, pos, 2)) == null) return null; hour = v; }
                case 'I' -> { if ((v = number(text, pos, 2)) == null) return null; hour = v; twelve = true; }
                case 'M' -> { if ((v = number(text, pos, 2)) == null) return null; minute = v; }
                case 'S' -> { if ((v = number(text, pos, 2)) == null) return null; second = v; }
                case 'O' -> {
                    // %OS (or %OS3 ...): seconds with an optional fraction
                    if (i + 1 >= fmt.length() || fmt.charAt(i + 1) != 'S') return null;
                    i++;
                    if (i + 1 < fmt.length() && Character.isDigit(fmt.charAt(i + 1))) i++;
                    if ((v = number(text, pos, 2)) == null) return null;
                    second = v;
                    if (pos[0] + 1 < text.length() && text.charAt(pos[0]) == '.' && Character.isDigit(text.charAt(pos[0] + 1))) {
                        int p = ++pos[0];
                        while (pos[0] < text.length() && Character.isDigit(text.charAt(pos[0]))) pos[0]++;
                        String digits = (text.substring(p, pos[0]) + "000000000").substring(0, 9);
                        nanos = Integer.parseInt(digits);
                    }
                }
                case 'b', 'B', 'h' -> { if ((v = monthName(text, pos)) == null) return null; month = v; }
                case 'p' -> {
                    String rest = text.substring(pos[0]).toUpperCase(Locale.ROOT);
                    if (rest.startsWith("AM")) pm = false; else if (rest.startsWith("PM")) pm = true; else return null;
                    pos[0] += 2;
                }
                case '%' -> { if (pos[0] >= text.length() || text.charAt(pos[0]) != '%') return null; pos[0]++; }
                default -> { return null; }
            }
        }
        if (twelve) hour = hour % 12 + (pm ? 12 : 0);
        try {
            return LocalDateTime.of(year, month, day, hour, minute, second, nanos);
        } catch (DateTimeException e) {
            return null;
        }
    }

    private static void skipSpace(String text, int[] pos) {
        while (pos[0] < text.length() && Character.isWhitespace(text.charAt(pos[0]))) pos[0]++;
    }

    /** Up to {@code max} digits (at least one), after an optional sign for years. */
    private static Integer number(String text, int[] pos, int max) {
        int p = pos[0], start = p;
        boolean neg = false;
        if (max == 4 && p < text.length() && (text.charAt(p) == '-' || text.charAt(p) == '+')) { neg = text.charAt(p) == '-'; p++; start = p; }
        while (p < text.length() && p - start < max && Character.isDigit(text.charAt(p))) p++;
        if (p == start) return null;
        int v = Integer.parseInt(text.substring(start, p));
        pos[0] = p;
        return neg ? -v : v;
    }

    private static Integer monthName(String text, int[] pos) {
        String rest = text.substring(pos[0]).toLowerCase(Locale.ROOT);
        for (Month m : Month.values()) {
            String full = m.getDisplayName(TextStyle.FULL, Locale.US).toLowerCase(Locale.ROOT);
            if (rest.startsWith(full)) { pos[0] += full.length(); return m.getValue(); }
        }
        for (Month m : Month.values()) {
            String abb = m.getDisplayName(TextStyle.SHORT, Locale.US).toLowerCase(Locale.ROOT);
            if (rest.startsWith(abb)) { pos[0] += abb.length(); return m.getValue(); }
        }
        return null;
    }
}
