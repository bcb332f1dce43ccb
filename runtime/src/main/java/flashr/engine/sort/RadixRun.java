package flashr.engine.sort;

/**
 * A stable least-significant-digit radix sort of 64-bit unsigned keys carrying each element's
 * index in its partition: 11-bit digits, six passes over the keys, a pass skipped where every key
 * has the same digit (high bits of numbers in a narrow range). Stable by construction, so equal
 * keys keep their order, as R's orderings do. Its arrays are reused for every run.
 */
final class RadixRun {
    private static final int BITS = 11;
    private static final int BUCKETS = 1 << BITS;

    private long[] keys;
    private int[] index;
    private long[] keys2;
    private int[] index2;
    private final int[] counts = new int[BUCKETS];

    RadixRun(int capacity) {
        keys = new long[capacity];
        index = new int[capacity];
        keys2 = new long[capacity];
        index2 = new int[capacity];
    }

    /** The array to fill with a run's keys before {@link #sort}. */
    long[] keys() { return keys; }

    /** After {@link #sort}: the partition indices of the first n keys in sorted order. */
    int[] index() { return index; }

    /** Sorts the first n keys of {@link #keys()}, their indices 0..n-1 moving with them. */
    void sort(int n) {
        for (int i = 0; i < n; i++) index[i] = i;
        for (int shift = 0; shift < 64; shift += BITS) {
            java.util.Arrays.fill(counts, 0);
            for (int i = 0; i < n; i++) counts[(int) (keys[i] >>> shift) & (BUCKETS - 1)]++;
            if (n == 0 || counts[(int) (keys[0] >>> shift) & (BUCKETS - 1)] == n) continue; // one digit: order unchanged
            int sum = 0;
            for (int b = 0; b < BUCKETS; b++) {
                int c = counts[b];
                counts[b] = sum;
                sum += c;
            }
            for (int i = 0; i < n; i++) {
                long k = keys[i];
                int to = counts[(int) (k >>> shift) & (BUCKETS - 1)]++;
                keys2[to] = k;
                index2[to] = index[i];
            }
            long[] tk = keys; keys = keys2; keys2 = tk;
            int[] ti = index; index = index2; index2 = ti;
        }
    }
}
