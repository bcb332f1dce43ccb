package flashr.base.strings;

import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;

/**
 * The internal of abbreviate() (R code in base/text-tools.R): shortens one name to about
 * {@code minlength} characters by dropping characters from the ends of words, in R's order of
 * preference (lower-case vowels ending a word, lower-case vowels not starting a word, lower-case
 * letters ending a word, lower-case letters not starting a word, then anything not starting a
 * word), never the first character, and finally the spaces between words.
 */
final class Abbreviation {
    private Abbreviation() {}

    /** Lower-case vowels of ASCII names. */
    private static final String ASCII_VOWELS = "aeiou";
    /** Lower-case vowels of other names, also accented, as R counts them (and '.', which R's table holds). */
    private static final String VOWELS = "aeiou\u00e0\u00e1.\u00e3\u00e4\u00e5\u00e8\u00e9\u00ea\u00eb\u00ec\u00ed\u00ee\u00ef"
            + "\u00f2\u00f3\u00f4\u00f5\u00f6\u00f8\u00f9\u00fa\u00fb\u00fc\u0101\u0103\u0105\u0113\u0115\u0117\u0118\u011b"
            + "\u0129\u012b\u012d\u012f\u0131\u014d\u014f\u0151\u0169\u016b\u016d\u016f\u0171\u0173";

    static void register(Registry r) {
        r.builtin(".abbreviate", "x, minlength, use.classes", a -> {
            if (!(a.get(0) instanceof RString x)) throw new RError("the first argument must be a character vector");
            int min = Coerce.intScalar(a.get(1));
            if (min == RInt.NA) throw new RError("invalid 'minlength' argument");
            int cl = Coerce.logicalScalar(a.get(2));
            if (cl == RLogical.NA) throw new RError("invalid 'use.classes' argument");
            String[] out = new String[x.length()];
            boolean nonAscii = false;
            for (int i = 0; i < out.length; i++) {
                String s = x.get(i);
                if (s == null) continue;
                int[] cps = s.codePoints().toArray();
                if (cps.length <= min) {
                    out[i] = s;
                    continue;
                }
                boolean ascii = s.chars().allMatch(c -> c < 0x80);
                nonAscii |= !ascii;
                out[i] = shorten(new StringBuilder(s), min, cl == 1, ascii ? ASCII_VOWELS : VOWELS);
            }
            if (cl == 1 && nonAscii) a.interp().warning(a.call(), "abbreviate used with non-ASCII chars");
            RString res = new RString(out);
            res.setAttributes(x.attributes());
            return res;
        });
    }

    private static boolean space(StringBuilder s, int i) {
        return Character.isWhitespace(s.charAt(i));
    }

    private static boolean startsWord(StringBuilder s, int i) {
        return space(s, i - 1);
    }

    private static boolean endsWord(StringBuilder s, int i) {
        return !space(s, i - 1) && (i + 1 >= s.length() || space(s, i + 1));
    }

    /** One pass from the end, dropping the characters {@code drop} selects, until the name is short enough. */
    private interface Rule {
        boolean drop(StringBuilder s, int i);
    }

    private static String shorten(StringBuilder s, int min, boolean classes, String vowels) {
        int spaces = 0;
        boolean done = false;
        // trailing spaces go; the others are counted, as they separate words until the end
        boolean trailing = true;
        for (int i = s.length() - 1; i > 0 && !done; i--) {
            if (space(s, i)) {
                if (trailing) s.setLength(i);
                else spaces++;
            } else {
                trailing = false;
            }
            done = s.length() - spaces <= min;
        }
        Rule[] rules = classes ? new Rule[] {
            (t, i) -> vowels.indexOf(t.charAt(i)) >= 0 && endsWord(t, i),
            (t, i) -> vowels.indexOf(t.charAt(i)) >= 0 && !startsWord(t, i),
            (t, i) -> Character.isLowerCase(t.charAt(i)) && t.charAt(i) < 0x80 && endsWord(t, i),
            (t, i) -> Character.isLowerCase(t.charAt(i)) && t.charAt(i) < 0x80 && !startsWord(t, i),
            (t, i) -> !startsWord(t, i) && !space(t, i)}
            : new Rule[] {(t, i) -> !startsWord(t, i) && !space(t, i)};
        for (Rule rule : rules) {
            for (int i = s.length() - 1; i > 0 && !done; i--) {
                if (i < s.length() && rule.drop(s, i)) s.deleteCharAt(i);
                done = s.length() - spaces <= min;
            }
            if (done) break;
        }
        if (s.length() > min) {
            for (int i = s.length() - 1; i > 0; i--) if (space(s, i)) s.deleteCharAt(i);
        }
        return s.toString();
    }
}
