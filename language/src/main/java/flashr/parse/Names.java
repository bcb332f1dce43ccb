package flashr.parse;

import java.util.Set;

/** R's rules for names that can be written without backticks ({@code isValidName} in R). */
public final class Names {
    private static final Set<String> RESERVED = Set.of("if", "else", "repeat", "while", "function", "for", "next",
            "break", "TRUE", "FALSE", "NULL", "Inf", "NaN", "NA", "NA_integer_", "NA_real_", "NA_character_",
            "NA_complex_", "in");

    private Names() {}

    /** True when {@code name} is a syntactic name: a letter or a dot not followed by a digit, then letters, digits, dots, underscores; not a reserved word. */
    public static boolean isSyntactic(String name) {
        if (name.equals("...")) return true;
        if (name.isEmpty() || RESERVED.contains(name)) return false;
        int first = name.codePointAt(0);
        if (first == '.') {
            if (name.length() > 1 && Character.isDigit(name.charAt(1))) return false;
        } else if (!Character.isLetter(first)) {
            return false;
        }
        for (int i = Character.charCount(first); i < name.length(); ) {
            int c = name.codePointAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '.' || c == '_')) return false;
            i += Character.charCount(c);
        }
        return true;
    }

    /** The name as R writes it in code: backtick-quoted (with escapes) unless syntactic. */
    public static String quoteIfNeeded(String name) {
        return isSyntactic(name) || name.isEmpty() ? name : Strings.quote(name, '`');
    }
}
