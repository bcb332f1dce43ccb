package flashr.engine.numa;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A pass's partitions handed out by node: runs of {@code runLength} partitions (the unit the
 * dispatcher hands out and the read-ahead merges), run g on node g mod nodes, so partition i of
 * every matrix is on the same node whatever the matrix. A worker takes its node's runs in order;
 * only when they are all handed out does it take runs of the node with the most left (stealing,
 * which happens near the end of a pass). Each node's runs have one cursor that its workers and
 * thieves share, so every partition is handed out exactly once. A caller of no node (-1) takes
 * from the node with the most left.
 */
public final class NodeRuns {
    private final long total;
    private final int runLength;
    private final int nodes;
    private final long runs;
    private final AtomicLong[] next;

    public NodeRuns(long total, int runLength, int nodes) {
        this.total = total;
        this.runLength = Math.max(1, runLength);
        this.nodes = Math.max(1, nodes);
        this.runs = (total + this.runLength - 1) / this.runLength;
        this.next = new AtomicLong[this.nodes];
        for (int k = 0; k < this.nodes; k++) next[k] = new AtomicLong();
    }

    /** The node run g is on. */
    public int nodeOfRun(long g) { return (int) (g % nodes); }

    /** The node partition p is on. */
    public int nodeOfPartition(long p) { return nodeOfRun(p / runLength); }

    /** Runs of node k: k, k + nodes, k + 2 nodes, ... below the count of runs. */
    private long runsOf(int k) { return runs <= k ? 0 : (runs - 1 - k) / nodes + 1; }

    private long left(int k) { return Math.max(0, runsOf(k) - next[k].get()); }

    /** The next run for a worker of this node as {start, count}, or null when all are handed out. */
    public long[] nextRun(int node) {
        if (node >= 0 && node < nodes) {
            long[] r = take(node);
            if (r != null) return r;
        }
        while (true) {
            int best = -1;
            long most = 0;
            for (int k = 0; k < nodes; k++) {
                long l = left(k);
                if (l > most) { most = l; best = k; }
            }
            if (best < 0) return null;
            long[] r = take(best);
            if (r != null) return r;
        }
    }

    private long[] take(int k) {
        long j = next[k].getAndIncrement();
        if (j >= runsOf(k)) return null;
        long g = k + j * nodes;
        long start = g * runLength;
        return new long[] {start, Math.min(runLength, total - start)};
    }
}
