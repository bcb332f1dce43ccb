package flashr.format;

/**
 * Decimal digits of whole doubles below 2^53 in long arithmetic: exact, as BigDecimal is for any
 * double, but without BigDecimal, whose first use costs a script that prints a count a few
 * tens of milliseconds.
 */
final class WholeDecimal {
    private static final double LIMIT = 9007199254740992.0; // 2^53
    private static final long[] POW10 = new long[19];

    static {
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) POW10[i] = POW10[i - 1] * 10;
    }

    private WholeDecimal() {}

    /** Whether {@code a} (positive) is whole and small enough for the methods here with {@code digits} digits. */
    static boolean applies(double a, int digits) {
        return a < LIMIT && a == Math.rint(a) && digits <= 15;
    }

    /** Whether a < 10^e. */
    static boolean below(double a, int e) {
        if (e < 0) return false;
        if (e >= 16) return true;
        return (long) a < POW10[e];
    }

    /** a / 10^k rounded to a whole number, ties to even; for k below 0 the product must stay below 10^18. */
    static long rounded(double a, int k) {
        long l = (long) a;
        if (k <= 0) return l * POW10[-k];
        if (k >= POW10.length) return 0;
        long p = POW10[k];
        long q = l / p, rem = l % p;
        if (2 * rem > p || 2 * rem == p && (q & 1) == 1) q++;
        return q;
    }

    /** The number of trailing decimal zeros of {@code m}, at most {@code max}. */
    static int trailingZeros(long m, int max) {
        int zeros = 0;
        while (zeros < max && m % 10 == 0) {
            m /= 10;
            zeros++;
        }
        return zeros;
    }

    /**
     * The significant digits of {@code a} rounded to {@code p} of them, ties to even, as BigDecimal's
     * {@code round} leaves its unscaled value (all of a's digits when it has at most p).
     */
    static String digits(double a, int p) {
        long l = (long) a;
        int n = length(l);
        if (n <= p) return Long.toString(l);
        long q = rounded(a, n - p);
        return Long.toString(q == POW10[p] ? q / 10 : q);
    }

    /** The decimal exponent of {@code a} rounded to {@code p} significant digits. */
    static int exponent(double a, int p) {
        long l = (long) a;
        int n = length(l);
        return n <= p || rounded(a, n - p) != POW10[p] ? n - 1 : n;
    }

    private static int length(long l) {
        int n = 1;
        while (n < POW10.length && l >= POW10[n]) n++;
        return n;
    }

    /** {@code a} with {@code decimals} zeros after the point (fixed notation of a whole number). */
    static String fixed(double a, int decimals) {
        String s = Long.toString((long) a);
        return decimals == 0 ? s : s + "." + "0".repeat(decimals);
    }
}
