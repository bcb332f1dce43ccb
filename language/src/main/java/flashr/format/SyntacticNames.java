package flashr.format;

import java.util.Set;

/** Which names R writes without backquotes: syntactic names that are not reserved words. */
public final class SyntacticNames {
    private static final Set<String> RESERVED = Set.of("if", "else", "repeat", "while", "function", "for", "next",
            "break", "TRUE", "FALSE", "NULL", "Inf", "NaN", "NA", "NA_integer_", "NA_real_", "NA_character_", "in");

    private SyntacticNames() {}

    public static boolean isReserved(String s) {
        return RESERVED.contains(s) || isDotsName(s);
    }

    /** {@code ...}, {@code ..1}, {@code ..2}, ...: checked by hand, as String.matches compiles its pattern on every call. */
    private static boolean isDotsName(String s) {
        if (s.length() < 3 || s.charAt(0) != '.' || s.charAt(1) != '.') return false;
        if (s.length() == 3 && s.charAt(2) == '.') return true;
        for (int i = 2; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        }
        return true;
    }

    /** True when {@code s} is a syntactic R name that needs no backquotes. */
    public static boolean isSyntactic(String s) {
        if (s.equals("...")) return true; // as R's isValidName: list tags print $...
        if (s.isEmpty() || isReserved(s)) return false;
        char c = s.charAt(0);
        if (!(Character.isLetter(c) || c == '.')) return false;
        if (c == '.' && s.length() > 1 && Character.isDigit(s.charAt(1))) return false;
        for (int i = 1; i < s.length(); i++) {
            char d = s.charAt(i);
            if (!(Character.isLetterOrDigit(d) || d == '.' || d == '_')) return false;
        }
        return true;
    }
}
