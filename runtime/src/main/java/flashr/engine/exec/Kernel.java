package flashr.engine.exec;

/**
 * The work of one worker thread on its I/O partitions for one pass plan. The skeleton (the
 * {@link Pass}) owns threads, scheduling, ordering and merging; a kernel owns the loop over Pcache
 * steps inside a partition and the per-node work. The interpreting kernel is the reference; a
 * generated kernel for a given {@link PassPlan#shapeKey()} may replace it and must match it.
 */
public interface Kernel {
    /** Computes I/O partition p: writes store roots' rows and adds to this worker's sink partials. */
    void runPartition(long p);

    /**
     * Ordered passes: work a worker may do on partition p before its predecessors are complete
     * (local results of cumulative ops), or null. Must not touch shared state, stores or sinks.
     */
    default Object prepareAhead(long p) { return null; }

    /** Completes partition p using what {@link #prepareAhead} returned for it (null: from scratch). */
    default void runPartition(long p, Object ahead) { runPartition(p); }

    /**
     * The partials this worker added to since the last call, one per sink root in plan order, plus
     * the groupby partial last if any; the worker goes on with fresh ones. The pass takes them
     * after each run of partitions and merges them in partition order, so a sink's result does
     * not depend on which thread took which run.
     */
    SinkPartial[] takePartials();

    /** Bytes of Pcache buffers this kernel allocated (its working set besides sink partials). */
    default long bufferBytes() { return 0; }

    /** The kernel's EXPLAIN: which nodes its steps fuse, which it evaluates on its own and why. */
    default String describe() { return getClass().getSimpleName() + "\n"; }
}
