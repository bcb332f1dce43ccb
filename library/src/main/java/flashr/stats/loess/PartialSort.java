package flashr.stats.loess;

/**
 * Selection of the k-th smallest of {@code key[perm[lo..hi]]} by moving indices only (Floyd and Rivest's
 * partition scheme without its sampling step), in the order of exchanges dloess uses: ties at a
 * neighbourhood's edge and at a k-d tree split fall on the same side as in R, so the same points are chosen.
 */
final class PartialSort {
    private PartialSort() {}

    /**
     * Rearranges {@code perm[lo..hi]} so that {@code perm[k]} indexes the k-th smallest key, keys before it
     * are not larger and keys after it not smaller. Keys are read at {@code key[offset + perm[i]]}.
     */
    static void select(double[] key, int offset, int[] perm, int lo, int hi, int k) {
        int l = lo, r = hi;
        while (l < r) {
            double t = key[offset + perm[k]];
            int i = l, j = r;
            swap(perm, l, k);
            if (t < key[offset + perm[r]]) swap(perm, l, r);
            while (i < j) {
                swap(perm, i, j);
                i++;
                j--;
                while (key[offset + perm[i]] < t) i++;
                while (t < key[offset + perm[j]]) j--;
            }
            if (key[offset + perm[l]] == t) {
                swap(perm, l, j);
            } else {
                j++;
                swap(perm, r, j);
            }
            if (j <= k) l = j + 1;
            if (k <= j) r = j - 1;
        }
    }

    private static void swap(int[] p, int a, int b) {
        int t = p[a];
        p[a] = p[b];
        p[b] = t;
    }
}
