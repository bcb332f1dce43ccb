package flashr.engine.exec;

/** Told after each I/O partition of a pass completes; called from worker threads, keep it cheap. */
@FunctionalInterface
public interface ProgressListener {
    void progress(long partitionsDone, long partitionsTotal);

    ProgressListener NONE = (d, t) -> { };
}
