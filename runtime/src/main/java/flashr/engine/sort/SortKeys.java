package flashr.engine.sort;

/**
 * Keys whose unsigned order is R's order of doubles: the numbers ascending or descending, -0
 * and 0 equal, and every NA and NaN equal to each other, after the numbers (unsigned maximum) or
 * before them (unsigned minimum). A stable sort of keys is R's stable order of the values.
 */
final class SortKeys {
    private final boolean decreasing;
    private final long missing;

    SortKeys(boolean decreasing, boolean naFirst) {
        this.decreasing = decreasing;
        this.missing = naFirst ? 0L : -1L;
    }

    /** The key of v; a number's key is never 0 or -1 (that of -Inf is 0x000F..F, of +Inf 0xFFF0..0). */
    long of(double v) {
        if (v != v) return missing;
        long b = Double.doubleToRawLongBits(v == 0 ? 0.0 : v);
        // negative numbers: all bits flipped; others: the sign bit set (the IEEE order as unsigned)
        long k = b < 0 ? ~b : b | Long.MIN_VALUE;
        return decreasing ? ~k : k;
    }

    /** Whether key k is that of an NA or NaN. */
    boolean isMissing(long k) { return k == missing; }
}
