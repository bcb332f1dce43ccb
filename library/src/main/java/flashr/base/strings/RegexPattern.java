package flashr.base.strings;

import flashr.lang.RError;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * An R regular expression compiled for java.util.regex: POSIX extended (R's TRE default) or
 * PCRE ({@code perl = TRUE}) syntax translated where Java differs (POSIX classes, literal
 * backslashes and brackets inside bracket expressions, {@code \<}/{@code \>}), or a fixed string.
 */
public final class RegexPattern {
    private final Pattern pattern;

    private RegexPattern(Pattern pattern) {
        this.pattern = pattern;
    }

    public static RegexPattern compile(String regex, boolean fixed, boolean perl, boolean ignoreCase) {
        if (regex == null) throw new RError("NA pattern");
        int flags = ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0;
        if (fixed) return new RegexPattern(Pattern.compile(regex, flags | Pattern.LITERAL));
        try {
            return new RegexPattern(Pattern.compile(translate(regex, perl), flags));
        } catch (PatternSyntaxException e) {
            throw new RError("invalid regular expression '" + regex + "', reason '" + e.getDescription() + "'");
        }
    }

    /** Whether the pattern matches somewhere in {@code s}, as grep's. */
    public boolean find(String s) {
        return matcher(s).find();
    }

    Matcher matcher(String s) {
        Matcher m = pattern.matcher(s);
        m.useAnchoringBounds(false);
        m.useTransparentBounds(true);
        return m;
    }

    /** Java regex syntax for an R pattern. */
    static String translate(String r, boolean perl) {
        StringBuilder sb = new StringBuilder(r.length() + 8);
        int n = r.length();
        for (int i = 0; i < n; i++) {
            char c = r.charAt(i);
            if (c == '\\' && i + 1 < n) {
                char d = r.charAt(i + 1);
                if (!perl && d == '<') sb.append("\\b(?=\\w)");
                else if (!perl && d == '>') sb.append("\\b(?<=\\w)");
                else sb.append(c).append(d);
                i++;
            } else if (c == '[') {
                i = bracket(r, i, perl, sb);
            } else if (c == '{' && i + 1 < n && r.charAt(i + 1) == ',') {
                i = upperBound(r, i, perl, sb);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * A bound {@code {,m}} at {@code r[start]}, which Java rejects; returns the index of its last character. PCRE
     * (perl = TRUE) takes the brace literally; R's TRE reads it as its own parser leaves it (a minimum of -1): {,1}
     * as {1}, {,m} as {0,m+1}, {,0} as an error.
     */
    private static int upperBound(String r, int start, boolean perl, StringBuilder sb) {
        int j = start + 2;
        while (j < r.length() && Character.isDigit(r.charAt(j))) j++;
        if (perl || j == start + 2 || j >= r.length() || r.charAt(j) != '}') {
            sb.append("\\{");
            return start;
        }
        int m = Integer.parseInt(r.substring(start + 2, j));
        if (m == 0) throw new RError("invalid regular expression '" + r + "', reason 'Invalid contents of {}'");
        sb.append(m == 1 ? "{1}" : "{0," + (m + 1) + "}");
        return j;
    }

    /** Translates the bracket expression starting at {@code r[start]}; returns the index of its closing bracket. */
    private static int bracket(String r, int start, boolean perl, StringBuilder sb) {
        int n = r.length();
        int i = start + 1;
        sb.append('[');
        if (i < n && r.charAt(i) == '^') {
            sb.append('^');
            i++;
        }
        if (i < n && r.charAt(i) == ']') {
            sb.append("\\]");
            i++;
        }
        for (; i < n; i++) {
            char c = r.charAt(i);
            if (c == ']') {
                sb.append(']');
                return i;
            }
            if (c == '[' && i + 1 < n && (r.charAt(i + 1) == ':' || r.charAt(i + 1) == '=' || r.charAt(i + 1) == '.')) {
                char kind = r.charAt(i + 1);
                int end = r.indexOf(kind + "]", i + 2);
                if (end < 0) throw new RError("invalid regular expression '" + r + "', reason 'Missing ']''");
                String name = r.substring(i + 2, end);
                sb.append(kind == ':' ? posixClass(name, r) : Pattern.quote(name).replace("\\Q", "").replace("\\E", ""));
                i = end + 1;
            } else if (c == '\\') {
                if (perl && i + 1 < n) {
                    sb.append(c).append(r.charAt(++i));
                } else {
                    sb.append("\\\\");
                }
            } else if (c == '[' || c == '&' || c == '~') {
                sb.append('\\').append(c);
            } else {
                sb.append(c);
            }
        }
        throw new RError("invalid regular expression '" + r + "', reason 'Missing ']''");
    }

    private static String posixClass(String name, String r) {
        return switch (name) {
            case "alpha" -> "\\p{IsAlphabetic}";
            case "digit" -> "0-9";
            case "alnum" -> "\\p{IsAlphabetic}0-9";
            case "upper" -> "\\p{IsUppercase}";
            case "lower" -> "\\p{IsLowercase}";
            case "space" -> " \\t\\n\\r\\f\\x0B";
            case "blank" -> " \\t";
            case "punct" -> "\\p{Punct}";
            case "cntrl" -> "\\p{Cntrl}";
            case "xdigit" -> "0-9A-Fa-f";
            case "print" -> "\\p{Print}";
            case "graph" -> "\\p{Graph}";
            default -> throw new RError("invalid regular expression '" + r + "', reason 'Invalid character class name'");
        };
    }
}
