package flashr.engine.exec;

/**
 * Follows a pass: told when it starts and ends (on the thread that runs it) and after each I/O
 * partition completes (from worker threads: keep that cheap). A display can show partitions done,
 * the rate and the time left, and clear itself at the end whether the pass completed or not.
 */
@FunctionalInterface
public interface ProgressListener {
    void progress(long partitionsDone, long partitionsTotal);

    /** Before the workers start: the pass's partitions and the bytes of the data it reads or generates. */
    default void passStarted(long partitionsTotal, long bytes) { }

    /**
     * As above, with what the pass computes ({@link PassPlan#describe()}) for traces: made only
     * when asked for (text per pass was a good part of a pass over a few rows).
     */
    default void passStarted(long partitionsTotal, long bytes, java.util.function.Supplier<String> what) { passStarted(partitionsTotal, bytes); }

    /** Whether {@link #kernelPlan} wants each pass's kernel EXPLAIN (made only then: traces). */
    default boolean wantsKernelPlan() { return false; }

    /** The EXPLAIN of the pass's kernel ({@link Kernel#describe}), after {@link #passStarted}. */
    default void kernelPlan(String text) { }

    /** After every worker has stopped, the pass completed, failed or cancelled. */
    default void passEnded() { }

    ProgressListener NONE = (d, t) -> { };
}
