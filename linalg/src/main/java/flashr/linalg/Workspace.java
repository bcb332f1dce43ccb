package flashr.linalg;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * One thread's LAPACK workspace ({@code work} of the size LAPACK's query asks for), kept between
 * calls as the C programs that call LAPACK keep theirs. A fresh native allocation is zeroed and
 * its pages faulted in on every call: about 50-70 ms of CPU for the 96 MB dgesdd takes at
 * n = 2000. Up to {@link #RETAINED} bytes stay allocated after a call; a larger workspace is freed
 * when its call ends. LAPACK writes a workspace before it reads it, so what an earlier call left
 * there does not change a result (NativeLapackWorkspaceTest checks that bit for bit).
 */
final class Workspace {
    /** Bytes kept between calls, per thread: dgesdd's workspace for a 2000 x 2000 matrix is 96 MB. */
    static final long RETAINED = Long.getLong("flashr.linalg.retainedWorkspace", 128L << 20);
    private static final long ALIGN = 64;
    private static final ThreadLocal<Workspace> OF_THREAD = ThreadLocal.withInitial(() -> new Workspace(RETAINED));

    private final long retained;
    private Arena arena;
    private MemorySegment segment = MemorySegment.NULL;
    private boolean inUse;

    /** A workspace that keeps up to {@code retained} bytes between calls. */
    Workspace(long retained) {
        this.retained = retained;
    }

    /** This thread's workspace. */
    static Workspace ofThread() {
        return OF_THREAD.get();
    }

    /**
     * {@code n} doubles of this thread's workspace for the current call (one slice per call: a
     * second request could grow the segment and free the first). Their contents are unspecified.
     */
    MemorySegment doubles(long n) {
        if (inUse) throw new IllegalStateException("one workspace per call");
        long bytes = Math.max(1, n) * Double.BYTES;
        if (segment.byteSize() < bytes) {
            release();
            arena = Arena.ofConfined();
            segment = arena.allocate(bytes, ALIGN);
        }
        inUse = true;
        return segment.asSlice(0, bytes);
    }

    /** Ends the current call's use; frees the workspace if it is over the bytes kept. */
    void done() {
        inUse = false;
        if (segment.byteSize() > retained) release();
    }

    /** Bytes held now (tests). */
    long heldBytes() {
        return segment.byteSize();
    }

    /** Fills what is held with NaN, so a test can show that leftovers do not reach a result. */
    void poison() {
        for (long i = 0; i < segment.byteSize() / Double.BYTES; i++) segment.setAtIndex(ValueLayout.JAVA_DOUBLE, i, Double.NaN);
    }

    private void release() {
        if (arena != null) arena.close();
        arena = null;
        segment = MemorySegment.NULL;
    }
}
