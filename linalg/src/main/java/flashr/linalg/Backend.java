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

    boolean isNative();

    /** The threads the backend's routines may use; no more than the caller's other work leaves free. */
    void setThreads(int threads);

    int threads();
}
