package flashr.engine.sort;

import flashr.engine.StoreWriter;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/**
 * The stable k-way merge of sorted runs (rows [r * runRows, (r + 1) * runRows) of a store of
 * values, and positions in its second column when merging an order): a tree of losers over the
 * runs' current keys (log2 k comparisons an element), ties to the earlier run, so equal keys keep
 * their original order across runs as the radix sort keeps it within one. Each run is read a
 * block at a time; the result is written to its store a block at a time.
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
    /** Runs with nothing left (the tree's padding too): they lose to every run. */
    private final boolean[] done;
    /** The tree of losers: node i (1 .. leaves - 1) holds the run that lost there; tree[0] the winner. */
    private final int[] tree;
    private final int leaves;

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
        leaves = Integer.highestOneBit(Math.max(1, k - 1)) << 1;
        done = new boolean[leaves];
        tree = new int[leaves];
        for (int r = 0; r < leaves; r++) {
            if (r >= k) {
                done[r] = true;
                continue;
            }
            next[r] = (long) r * runRows;
            end[r] = Math.min(n, next[r] + runRows);
            values[r] = new double[(int) Math.min(BLOCK, end[r] - next[r])];
            pos[r] = positions ? new double[values[r].length] : null;
            done[r] = !fill(r);
        }
        tree[0] = play(1);
    }

    /** Plays the matches below node i: stores each loser, returns the winner. */
    private int play(int i) {
        if (i >= leaves) return i - leaves;
        int a = play(2 * i), b = play(2 * i + 1);
        if (before(b, a)) {
            tree[i] = a;
            return b;
        }
        tree[i] = b;
        return a;
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
                int r = tree[0];
                double v = positions ? pos[r][at[r]] : values[r][at[r]];
                if (doubles) d[i] = v;
                else ints[i] = v != v ? NA.INT : (int) v;
                advance(r);
            }
            out.write(written, m, d, ints);
            written += m;
        }
    }

    /** What a scan of the merged elements sees: each value with its position (or payload), in order. */
    interface Visitor {
        void accept(double value, double position);
    }

    /** Gives the first {@code count} merged elements to {@code v}, in order. */
    void visit(long count, Visitor v) {
        for (long i = 0; i < count; i++) {
            int r = tree[0];
            v.accept(values[r][at[r]], positions ? pos[r][at[r]] : Double.NaN);
            advance(r);
        }
    }

    /** Run r's element was taken: its next one plays. */
    private void advance(int r) {
        if (++at[r] < len[r]) head[r] = keys.of(values[r][at[r]]);
        else done[r] = !fill(r);
        replay(r);
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

    /** Run w's key changed (or it ran out): its matches on the way to the root are played again. */
    private void replay(int w) {
        for (int i = (w + leaves) >> 1; i > 0; i >>= 1) {
            int other = tree[i];
            if (before(other, w)) {
                tree[i] = w;
                w = other;
            }
        }
        tree[0] = w;
    }

    /**
     * Whether run a's current element comes before run b's: a run with elements before one
     * without, then the smaller key, then (equal keys) the earlier run.
     */
    private boolean before(int a, int b) {
        if (done[a] || done[b]) return !done[a] && (done[b] || a < b);
        int c = Long.compareUnsigned(head[a], head[b]);
        return c < 0 || c == 0 && a < b;
    }
}
