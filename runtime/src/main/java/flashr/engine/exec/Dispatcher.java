package flashr.engine.exec;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The global task scheduler of a pass: hands out I/O partitions in increasing order, runs of
 * {@code runLength} contiguous partitions while plenty remain, single partitions near the end
 * (so threads finish together). Every partition is handed out exactly once.
 */
public final class Dispatcher {
    private final long total;
    private final int runLength;
    private final long tailThreshold;
    private final AtomicLong next = new AtomicLong();

    public Dispatcher(long total, int threads, int runLength) {
        this.total = total;
        this.runLength = Math.max(1, runLength);
        this.tailThreshold = (long) threads * this.runLength * 2;
    }

    public long total() { return total; }

    /** The next run as {start, count}, or null when all partitions are handed out. */
    public long[] nextRun() {
        while (true) {
            long start = next.get();
            if (start >= total) return null;
            long remaining = total - start;
            long count = remaining > tailThreshold ? runLength : 1;
            if (next.compareAndSet(start, start + count)) return new long[] {start, count};
        }
    }
}
