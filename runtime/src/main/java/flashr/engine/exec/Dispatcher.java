package flashr.engine.exec;

import flashr.engine.numa.NodeRuns;
import flashr.engine.numa.NumaTopology;
import flashr.engine.numa.WorkerNodes;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The global task scheduler of a pass: hands out I/O partitions in increasing order, runs of
 * {@code runLength} contiguous partitions while plenty remain, single partitions near the end
 * (so threads finish together). Every partition is handed out exactly once. On a machine of
 * several NUMA nodes, runs go to the workers of their node first ({@link NodeRuns}); ordered
 * passes (runs of one partition, handed out in order) and one-node machines keep the single queue.
 */
public final class Dispatcher {
    private final long total;
    private final int runLength;
    private final long tailThreshold;
    private final AtomicLong next = new AtomicLong();
    /** Runs by node; null on one node. */
    private final NodeRuns byNode;

    public Dispatcher(long total, int threads, int runLength) {
        this(total, threads, runLength, NumaTopology.current().nodes());
    }

    /** A dispatcher for a machine of this many NUMA nodes. */
    public Dispatcher(long total, int threads, int runLength, int nodes) {
        this.total = total;
        this.runLength = Math.max(1, runLength);
        this.tailThreshold = (long) threads * this.runLength * 2;
        this.byNode = nodes > 1 && this.runLength > 1 ? new NodeRuns(total, this.runLength, nodes) : null;
    }

    public long total() { return total; }

    /**
     * Whether runs are handed out in partition order: then a run that waits for its predecessors
     * to merge waits only on runs already being worked on. By node they are not, and a worker that
     * waited could wait for a run nobody has taken (every running worker ahead of it, waiting too).
     */
    public boolean inOrder() { return byNode == null; }

    /** The next run as {start, count}, or null when all partitions are handed out. */
    public long[] nextRun() {
        if (byNode != null) return byNode.nextRun(WorkerNodes.current());
        while (true) {
            long start = next.get();
            if (start >= total) return null;
            long remaining = total - start;
            long count = remaining > tailThreshold ? runLength : 1;
            if (next.compareAndSet(start, start + count)) return new long[] {start, count};
        }
    }
}
