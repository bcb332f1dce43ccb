package flashr.lang;

/**
 * The decimal strings of small non-negative integers, each made once and then shared, as GNU R's
 * global string cache shares them: the row names "1".."n" of a model matrix and of a fit's
 * residuals and fitted values were n new strings each time (at 200,000 rows about 10 MB of small
 * objects for the collector to copy and mark). Strings are immutable, so sharing them changes nothing R
 * can see. The cache is filled on demand and bounded ({@link #LIMIT}), so it never holds more than
 * about 13 MB.
 */
final class DecimalStrings {
    /** Integers from this on are formatted each time. */
    static final int LIMIT = 1 << 18;
    private static volatile String[] cache = new String[0];

    private DecimalStrings() {}

    static String of(int v) {
        if (v < 0 || v >= LIMIT) return Integer.toString(v);
        String[] c = cache;
        if (v >= c.length) c = grown(v + 1);
        String s = c[v];
        if (s == null) {
            s = Integer.toString(v);
            c[v] = s; // a race only makes an equal string twice
        }
        return s;
    }

    private static synchronized String[] grown(int needed) {
        String[] c = cache;
        if (needed <= c.length) return c;
        String[] g = java.util.Arrays.copyOf(c, Math.min(LIMIT, Math.max(needed, 2 * c.length)));
        cache = g;
        return g;
    }
}
