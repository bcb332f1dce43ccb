package flashr.engine.exec;

import java.util.ArrayDeque;

/**
 * One worker's arrays for the local results of partitions computed ahead ({@link CumAhead}),
 * given back once a partition's turn is done and taken again by the next: a pass over 20M rows
 * would otherwise allocate (and zero, and collect) an array of the partition's size per partition.
 * Arrays come back with old contents: every local result is written before it is read. Not
 * thread-safe: a kernel's worker both prepares and completes its partitions.
 */
final class LocalArrays {
    /** At most this many idle arrays of each type (a worker holds maxPending partitions at once). */
    private static final int KEPT = 16;
    private final ArrayDeque<double[]> doubles = new ArrayDeque<>();
    private final ArrayDeque<long[]> longs = new ArrayDeque<>();
    private final ArrayDeque<int[]> ints = new ArrayDeque<>();

    double[] doubles(int n) {
        double[] a = doubles.poll();
        return a != null && a.length >= n ? a : new double[n];
    }

    long[] longs(int n) {
        long[] a = longs.poll();
        return a != null && a.length >= n ? a : new long[n];
    }

    int[] ints(int n) {
        int[] a = ints.poll();
        return a != null && a.length >= n ? a : new int[n];
    }

    /** Takes back the arrays of a partition whose turn is done. */
    void giveBack(CumAhead a) {
        for (double[] x : a.ld) if (x != null && doubles.size() < KEPT) doubles.push(x);
        for (long[] x : a.ll) if (x != null && longs.size() < KEPT) longs.push(x);
        for (long[] x : a.exactSums) if (x != null && longs.size() < KEPT) longs.push(x);
        for (int[] x : a.li) if (x != null && ints.size() < KEPT) ints.push(x);
    }
}
