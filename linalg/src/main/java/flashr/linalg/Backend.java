package flashr.linalg;

import java.util.Optional;

/**
 * A provider of dense linear algebra: its {@link Blas}, its {@link Lapack} when it has one (the
 * Java fallback has none: callers then use their own Java routines), and what to call it.
 */
public interface Backend {
    /** "OpenBLAS" or "Java". */
    String name();

    /** One line for sessionInfo(): the library, where it came from, its version and threads. */
    String description();

    Blas blas();

    Optional<Lapack> lapack();

    /** The level-1 routines of LINPACK's loops (R's dqrdc2, dqrsl), as this backend rounds them. */
    Level1 level1();

    boolean isNative();

    /** The threads the backend's routines may use; no more than the caller's other work leaves free. */
    void setThreads(int threads);

    int threads();

    /**
     * Opens a stretch in which several threads call this backend's routines at once (an engine
     * pass multiplying its partitions): each call then runs on its caller's thread alone, so the
     * backend's own threads do not multiply the callers'. The count set by {@link #setThreads}
     * comes back when the last open stretch closes.
     */
    ConcurrentUse concurrentUse();

    /** An open stretch of {@link #concurrentUse}; closing it again does nothing. */
    interface ConcurrentUse extends AutoCloseable {
        @Override
        void close();
    }
}
