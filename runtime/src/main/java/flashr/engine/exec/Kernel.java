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
     * Ordered passes, at partition p's turn: moves the shared running values past p from what
     * {@link #prepareAhead} returned for it, when that needs none of p's rows (true). The pass
     * then hands the turn on at once and completes p with {@link #runPartition(long, Object)},
     * which touches no shared state then; its rows are written while the next turn runs. false:
     * nothing was done, p is completed at its turn.
     */
    default boolean takeTurn(long p, Object ahead) { return false; }

    /**
     * Whether partitions taken at their turn should be prepared ahead all the same, so that
     * {@link #takeTurn} can hand the turn on before their rows are computed (worth it only when
     * another worker is there to take the next turn).
     */
    default boolean splitsTurns() { return false; }

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
