package flashr.base.arith;

import java.text.Normalizer;
import java.util.Arrays;

/**
 * String collation as GNU R does it in the goldens' C.UTF-8 locale, where R collates with ICU's
 * root rules (not by code point): punctuation before digits before letters; letters compare
 * first by base letter, then by accent, then lower case before upper case. A string is turned
 * into a sort key of three levels separated by 0, compared lexicographically, as ICU sort keys are.
 * This is an approximation of the root collation that covers Latin text, digits and ASCII punctuation.
 */
final class CompareCollation {
    private CompareCollation() {}

    /** ASCII punctuation and symbols in the root collation's order; space first. */
    private static final String PUNCTUATION = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";
    private static final int SYMBOL_BASE = 1000, DIGIT_BASE = 2_000_000, LETTER_BASE = 3_000_000;

    /** Negative, zero or positive as a sorts before, with, or after b. */
    static int compare(String a, String b) {
        if (a.equals(b)) return 0;
        if (isSimple(a) && isSimple(b)) return compareSimple(a, b);
        return Arrays.compare(key(a), key(b));
    }

    /** Letters and digits of ASCII only: the three levels can be compared without building keys. */
    private static boolean isSimple(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) return false;
        }
        return true;
    }

    private static int compareSimple(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = Character.toLowerCase(a.charAt(i)), y = Character.toLowerCase(b.charAt(i));
            if (x != y) return Character.compare(x, y);
        }
        if (a.length() != b.length()) return Integer.compare(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            boolean ux = Character.isUpperCase(a.charAt(i)), uy = Character.isUpperCase(b.charAt(i));
            if (ux != uy) return ux ? 1 : -1;
        }
        return 0;
    }

    /** The sort key: primary weights, 0, secondary weights, 0, tertiary weights. */
    static int[] key(String s) {
        int[] primary = new int[s.length() * 2], secondary = new int[s.length() * 2], tertiary = new int[s.length() * 2];
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == 'ß') {
                for (int k = 0; k < 2; k++) {
                    primary[n] = LETTER_BASE + 's';
                    secondary[n] = 1;
                    tertiary[n++] = 3;
                }
                continue;
            }
            if (Character.isISOControl(cp)) continue;
            int accent = 1, base = cp;
            if (cp > 127 && Character.isLetter(cp)) {
                String d = Normalizer.normalize(new String(Character.toChars(cp)), Normalizer.Form.NFD);
                base = d.codePointAt(0);
                if (d.length() > Character.charCount(base)) accent = 2 + d.codePointAt(Character.charCount(base));
            }
            primary[n] = primaryWeight(base);
            secondary[n] = accent;
            tertiary[n++] = Character.isUpperCase(cp) ? 2 : 1;
        }
        int[] key = new int[3 * n + 2];
        System.arraycopy(primary, 0, key, 0, n);
        System.arraycopy(secondary, 0, key, n + 1, n);
        System.arraycopy(tertiary, 0, key, 2 * n + 2, n);
        return key;
    }

    private static int primaryWeight(int cp) {
        int p = cp < 128 ? PUNCTUATION.indexOf(cp) : -1;
        if (p >= 0) return 1 + p;
        if (Character.isDigit(cp)) return DIGIT_BASE + Character.digit(cp, 10);
        if (Character.isLetter(cp)) return LETTER_BASE + Character.toLowerCase(cp);
        if (Character.isWhitespace(cp)) return 1;
        return SYMBOL_BASE + cp;
    }
}
