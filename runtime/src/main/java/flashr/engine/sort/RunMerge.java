package flashr.engine.sort;

import flashr.engine.StoreWriter;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/**
 * The stable k-way merge of sorted runs (rows [r * runRows, (r + 1) * runRows) of a store of
 * values, and positions in its second column when merging an order): a binary heap of the runs'
 * current keys, ties to the earlier run, so equal keys keep their original order across runs as
 * the radix sort keeps it within one. Each run is read a block at a time; the result is written
 * to its store a block at a time.
 */
final class RunMerge {
    /** Elements read from a run at a time. */
    static final int BLOCK = 1 << 14;
    /** Elements written to the result at a time. */
    static final int OUT = 1 << 16;

    private final MatrixStore runs;
    private final SortKeys keys;
    private final boolean positions;
    private final int k;
    private final long[] next, end;
    private final double[][] values, pos;
    private final int[] at, len;
    private final long[] head;
    private final int[] heap;
    private int size;

    RunMerge(MatrixStore runs, long n, int runRows, SortKeys keys, boolean positions) {
        this.runs = runs;
        this.keys = keys;
        this.positions = positions;
        this.k = (int) ((n + runRows - 1) / runRows);
        next = new long[k];
        end = new long[k];
        values = new double[k][];
        pos = new double[k][];
        at = new int[k];
        len = new int[k];
        head = new long[k];
        heap = new int[k];
        for (int r = 0; r < k; r++) {
            next[r] = (long) r * runRows;
            end[r] = Math.min(n, next[r] + runRows);
            values[r] = new double[(int) Math.min(BLOCK, end[r] - next[r])];
            pos[r] = positions ? new double[values[r].length] : null;
            if (fill(r)) push(r);
        }
    }

    /** Writes the first {@code count} merged elements to {@code out} (of its type). */
    void into(StoreWriter out, long count) {
        ElementType type = out.type();
        boolean doubles = type == ElementType.DOUBLE;
        int cap = (int) Math.min(OUT, Math.max(1, count));
        double[] d = doubles ? new double[cap] : null;
        int[] ints = doubles ? null : new int[cap];
        long written = 0;
        while (written < count) {
            int m = (int) Math.min(cap, count - written);
            for (int i = 0; i < m; i++) {
                int r = heap[0];
                double v = positions ? pos[r][at[r]] : values[r][at[r]];
                if (doubles) d[i] = v;
                else ints[i] = v != v ? NA.INT : (int) v;
                if (++at[r] == len[r] && !fill(r)) {
                    heap[0] = heap[--size];
                } else {
                    head[r] = keys.of(values[r][at[r]]);
                }
                if (size > 0) down(0);
            }
            out.write(written, m, d, ints);
            written += m;
        }
    }

    /** Reads run r's next block; false when the run is exhausted. */
    private boolean fill(int r) {
        if (next[r] >= end[r]) return false;
        int l = (int) Math.min(values[r].length, end[r] - next[r]);
        runs.read(next[r], l, new int[] {0}, values[r], null);
        if (positions) runs.read(next[r], l, new int[] {1}, pos[r], null);
        next[r] += l;
        at[r] = 0;
        len[r] = l;
        head[r] = keys.of(values[r][0]);
        return true;
    }

    private void push(int r) {
        heap[size] = r;
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >> 1;
            if (!before(heap[i], heap[parent])) break;
            swap(i, parent);
            i = parent;
        }
    }

    private void down(int i) {
        while (true) {
            int l = 2 * i + 1, best = i;
            if (l < size && before(heap[l], heap[best])) best = l;
            if (l + 1 < size && before(heap[l + 1], heap[best])) best = l + 1;
            if (best == i) return;
            swap(i, best);
            i = best;
        }
    }

    /** Whether run a's current element comes before run b's: a smaller key, or equal keys and an earlier run. */
    private boolean before(int a, int b) {
        int c = Long.compareUnsigned(head[a], head[b]);
        return c < 0 || c == 0 && a < b;
    }

    private void swap(int i, int j) {
        int t = heap[i];
        heap[i] = heap[j];
        heap[j] = t;
    }
}
