package flashr.engine.exec;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Combines the sink partials of a pass's runs of partitions as they complete, in partition order:
 * the partials of the run that starts where the merged prefix ends are merged into it at once,
 * those of a run that finishes early wait until their predecessors arrive. The merge order is
 * that of the partitions whatever the scheduling (results are deterministic), and memory for
 * partials does not grow with the number of rows: besides the prefix only the runs finished
 * ahead of a slower worker wait, and a worker that would make more than {@code maxWaiting} of
 * them wait first pauses until the prefix catches up.
 */
final class PartialMerger {
    private final int maxWaiting;
    private final Map<Long, SinkPartial[]> waiting = new HashMap<>();
    private final Map<Long, Long> lengths = new HashMap<>();
    private long next;
    private SinkPartial[] merged;
    private int peakWaiting;

    PartialMerger(int maxWaiting) { this.maxWaiting = Math.max(1, maxWaiting); }

    /**
     * Adds the partials of partitions [start, start+count). With mayWait, pauses while too many
     * runs wait (until stop says the pass is over).
     */
    synchronized void add(long start, long count, SinkPartial[] partials, boolean mayWait, BooleanSupplier stop) throws InterruptedException {
        // (waiting releases the lock: the prefix may reach this run meanwhile)
        while (mayWait && start != next && lengths.size() >= maxWaiting && !stop.getAsBoolean()) wait(20);
        if (start != next) {
            waiting.put(start, partials);
            lengths.put(start, count);
            peakWaiting = Math.max(peakWaiting, lengths.size());
            return;
        }
        fold(partials, count);
        // (a pass without sinks has null partials: the keys say what waits)
        while (lengths.containsKey(next)) {
            long at = next;
            fold(waiting.remove(at), lengths.remove(at));
        }
        notifyAll();
    }

    private void fold(SinkPartial[] p, long count) {
        if (merged == null) merged = p;
        else if (p != null) for (int i = 0; i < merged.length; i++) merged[i].merge(p[i]);
        next += count;
    }

    /** The merged partials of every partition (null if no run was added). */
    synchronized SinkPartial[] result() {
        if (!lengths.isEmpty()) throw new IllegalStateException("runs of partitions missing before " + waiting.keySet());
        return merged;
    }

    /** Most runs that waited at once (tests). */
    synchronized int peakWaiting() { return peakWaiting; }
}
