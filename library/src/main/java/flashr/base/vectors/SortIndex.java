package flashr.base.vectors;

/** A stable merge sort of int positions under a comparator of positions, without boxing. */
public final class SortIndex {
    private SortIndex() {}

    /** Compares two positions. */
    @FunctionalInterface
    public interface PositionComparator {
        int compare(int i, int j);
    }

    public static void sort(int[] idx, PositionComparator c) {
        int n = idx.length;
        if (n < 2) return;
        int[] tmp = new int[n];
        // bottom-up: insertion-sorted runs of 16, then merges
        final int run = 16;
        for (int lo = 0; lo < n; lo += run) insertionSort(idx, lo, Math.min(lo + run, n), c);
        int[] src = idx, dst = tmp;
        for (int width = run; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
                merge(src, dst, lo, mid, hi, c);
            }
            int[] t = src;
            src = dst;
            dst = t;
        }
        if (src != idx) System.arraycopy(src, 0, idx, 0, n);
    }

    private static void insertionSort(int[] a, int lo, int hi, PositionComparator c) {
        for (int i = lo + 1; i < hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && c.compare(a[j], v) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void merge(int[] src, int[] dst, int lo, int mid, int hi, PositionComparator c) {
        if (mid >= hi || c.compare(src[mid - 1], src[mid]) <= 0) {
            System.arraycopy(src, lo, dst, lo, hi - lo);
            return;
        }
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) dst[k++] = c.compare(src[j], src[i]) < 0 ? src[j++] : src[i++];
        while (i < mid) dst[k++] = src[i++];
        while (j < hi) dst[k++] = src[j++];
    }
}
