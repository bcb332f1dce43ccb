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
    /**
     * Per cum node and column: the unit of the exact local sums of the worker's last partition
     * ({@link ExactRunningSums#addLocal}), which the next tries first: looking for a partition's
     * own took a tenth of a cumsum pass's CPU, and the data's unit rarely changes.
     */
    private int[][] quanta = new int[0][];

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

    int quantum(int k, int col) {
        return k < quanta.length && quanta[k] != null && col < quanta[k].length ? quanta[k][col] : ExactRunningSums.NONE;
    }

    void quantum(int k, int col, int q) {
        if (k >= quanta.length) quanta = java.util.Arrays.copyOf(quanta, k + 1);
        if (quanta[k] == null || col >= quanta[k].length) {
            int old = quanta[k] == null ? 0 : quanta[k].length;
            quanta[k] = java.util.Arrays.copyOf(quanta[k] == null ? new int[0] : quanta[k], col + 1);
            java.util.Arrays.fill(quanta[k], old, col + 1, ExactRunningSums.NONE);
        }
        quanta[k][col] = q;
    }

    /** Takes back the arrays of a partition whose turn is done. */
    void giveBack(CumAhead a) {
        for (double[] x : a.ld) if (x != null && doubles.size() < KEPT) doubles.push(x);
        for (long[] x : a.ll) if (x != null && longs.size() < KEPT) longs.push(x);
        for (long[] x : a.exactSums) if (x != null && longs.size() < KEPT) longs.push(x);
        for (int[] x : a.li) if (x != null && ints.size() < KEPT) ints.push(x);
    }
}
