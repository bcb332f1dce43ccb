package flashr.base.vectors;

/**
 * A stable order of positions by one numeric key, by least-significant-digit radix sort on the
 * key's bits (as R orders numbers, by radix): a few linear passes instead of a comparison sort's
 * n log n comparisons through a comparator. Doubles map to 64-bit keys whose unsigned order is
 * the numbers' order, -0 and 0 alike (equal in R); integers to 32-bit ones. Callers leave NA and
 * NaN out.
 */
final class RadixOrder {
    private static final int BITS = 16, BUCKETS = 1 << BITS;
    /** Below this many positions the comparison sort is as fast (a pass clears its counts). */
    static final int MIN_LENGTH = 4096;

    private RadixOrder() {}

    /** Sorts idx (positions of d) by d's values, ties in their order in idx. */
    static void sort(int[] idx, double[] d, boolean decreasing) {
        long[] key = new long[idx.length];
        for (int k = 0; k < idx.length; k++) {
            double v = d[idx[k]];
            long bits = Double.doubleToRawLongBits(v == 0 ? 0.0 : v);
            long u = bits ^ ((bits >> 63) | Long.MIN_VALUE);
            key[k] = decreasing ? ~u : u;
        }
        sort(idx, key, 64);
    }

    /** Sorts idx (positions of v) by v's values, ties in their order in idx. */
    static void sort(int[] idx, int[] v, boolean decreasing) {
        long[] key = new long[idx.length];
        for (int k = 0; k < idx.length; k++) {
            long u = (long) v[idx[k]] - Integer.MIN_VALUE;
            key[k] = decreasing ? 0xFFFFFFFFL - u : u;
        }
        sort(idx, key, 32);
    }

    /** Sorts idx by the unsigned keys (key[k] belongs to idx[k]) of the given width, stably. */
    private static void sort(int[] idx, long[] key, int width) {
        int n = idx.length;
        if (n == 0) return; // nothing to order (all NA)
        int[] idx2 = new int[n], count = new int[BUCKETS];
        long[] key2 = new long[n];
        for (int shift = 0; shift < width; shift += BITS) {
            java.util.Arrays.fill(count, 0);
            for (long k : key) count[(int) (k >>> shift) & (BUCKETS - 1)]++;
            if (count[(int) (key[0] >>> shift) & (BUCKETS - 1)] == n) continue;   // one digit: already in order
            for (int b = 0, at = 0; b < BUCKETS; b++) { int c = count[b]; count[b] = at; at += c; }
            for (int k = 0; k < n; k++) {
                int to = count[(int) (key[k] >>> shift) & (BUCKETS - 1)]++;
                idx2[to] = idx[k];
                key2[to] = key[k];
            }
            System.arraycopy(idx2, 0, idx, 0, n);
            System.arraycopy(key2, 0, key, 0, n);
        }
    }
}
