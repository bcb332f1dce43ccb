package flashr.linalg;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Gets a call's array arguments to native code. Native segments pass as they are. Heap segments
 * pass as they are too when the call is short ({@link #CRITICAL_FLOPS}) or bound by memory
 * ({@link #MEMORY_BOUND_FLOPS_PER_BYTE}), or when the process is quiet ({@link SafepointHold}): the
 * critical downcall reads the Java arrays in place. Otherwise a
 * long call that computes much per byte copies heap arguments into this thread's reusable
 * native scratch (grown, and kept up to 128 MB, so repeated calls take no new pages) and copies
 * outputs back after the call, so the JVM is never held at a safepoint for much longer than
 * copying the arrays would take. A short call goes through the critical downcall even when its
 * arrays are native. Also makes the call's scalar arguments (LAPACK passes them by reference) and
 * small arrays: small Java arrays for a critical call (a 4 x 4 solve's three calls took 14 native
 * allocations and frees: 0.4 of its 1.8 us), else in a confined arena; and hands out the call's
 * LAPACK workspace ({@link Workspace}, kept per thread).
 */
final class Staging implements AutoCloseable {
    /** Work (floating-point operations) up to which heap arrays are passed in place. */
    static final double CRITICAL_FLOPS = Double.parseDouble(System.getProperty("flashr.linalg.criticalFlops", "4e7"));
    /**
     * Work per byte of heap arrays up to which a long call still passes them in place: such a call
     * (a tall matrix by a few columns) runs about as long as reading its arrays, which is what
     * staging would spend copying them in and out, and staging would hold them twice (a 2e6 x 8
     * product by an 8 x 8 matrix: 256 MB of native copies beside the heap's).
     */
    static final double MEMORY_BOUND_FLOPS_PER_BYTE = Double.parseDouble(System.getProperty("flashr.linalg.memoryBoundFlopsPerByte", "4"));
    private static final long ALIGN = 64;
    /**
     * Scratch kept between calls, per thread: three 2000 x 2000 matrices (a product's a, b and c;
     * solve's a and b, chol's and qr's one), as {@link Workspace} keeps 128 MB. A fresh one cost
     * chol(S) at n = 2000 about 15 ms of its 100 (zeroed native pages), and each 2000 x 2000
     * product about 50 ms of its 0.25 s CPU while 64 MB were kept; a product of a tall matrix,
     * staging hundreds of MB, still gives its scratch back.
     */
    static final long RETAINED = Long.getLong("flashr.linalg.retainedScratch", 128L << 20);
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** The call's native scalars and small arrays (made on first use, for a call that is not critical). */
    private Arena arena;
    final boolean inPlace;
    /** Whether this long call passes heap arrays in place because the process is quiet ({@link SafepointHold}). */
    final boolean holding;
    /**
     * Whether the call must use the critical downcall: heap arrays passed in place, or a short call
     * (whose scalars and small arrays are then Java arrays).
     */
    final boolean critical;
    private List<MemorySegment[]> writeBacks;
    private long used;
    private Workspace workspace;

    /** Staging for a call of the given work whose array arguments are {@code arrays} (all of them). */
    Staging(double flops, MemorySegment... arrays) {
        boolean heap = false;
        long heapBytes = 0;
        for (MemorySegment s : arrays) {
            if (s != null && !s.isNative()) {
                heap = true;
                heapBytes += aligned(s.byteSize());
            }
        }
        boolean passes = !heap || flops <= CRITICAL_FLOPS || flops <= MEMORY_BOUND_FLOPS_PER_BYTE * heapBytes;
        holding = !passes && SafepointHold.tryAcquire(flops);
        inPlace = passes || holding;
        critical = inPlace && (heap || flops <= CRITICAL_FLOPS);
        if (!inPlace) SCRATCH.get().ensure(heapBytes);
    }

    private static long aligned(long bytes) {
        return (bytes + ALIGN - 1) / ALIGN * ALIGN;
    }

    /** The segment to pass for an array argument; {@code output}: copy it back after the call. */
    MemorySegment array(MemorySegment s, boolean input, boolean output) {
        if (s == null) return MemorySegment.NULL;
        if (s.isNative() || inPlace) return s;
        MemorySegment n = SCRATCH.get().slice(used, s.byteSize());
        used += aligned(s.byteSize());
        if (input) n.copyFrom(s);
        if (output) {
            if (writeBacks == null) writeBacks = new ArrayList<>();
            writeBacks.add(new MemorySegment[] {n, s});
        }
        return n;
    }

    private Arena arena() {
        if (arena == null) arena = Arena.ofConfined();
        return arena;
    }

    MemorySegment intRef(int v) {
        return critical ? MemorySegment.ofArray(new int[] {v}) : arena().allocateFrom(ValueLayout.JAVA_INT, v);
    }

    MemorySegment doubleRef(double v) {
        return critical ? MemorySegment.ofArray(new double[] {v}) : arena().allocateFrom(ValueLayout.JAVA_DOUBLE, v);
    }

    MemorySegment charRef(char c) {
        return critical ? MemorySegment.ofArray(new byte[] {(byte) c}) : arena().allocateFrom(ValueLayout.JAVA_BYTE, (byte) c);
    }

    /** Memory for the call's own small arrays, zeroed, let go when the call ends. */
    MemorySegment doubles(long n) {
        if (critical) return MemorySegment.ofArray(new double[Math.toIntExact(Math.max(1, n))]);
        return arena().allocate(ValueLayout.JAVA_DOUBLE, Math.max(1, n));
    }

    MemorySegment ints(long n) {
        if (critical) return MemorySegment.ofArray(new int[Math.toIntExact(Math.max(1, n))]);
        return arena().allocate(ValueLayout.JAVA_INT, Math.max(1, n));
    }

    /** The call's LAPACK {@code work} array of n doubles: this thread's reused {@link Workspace}. */
    MemorySegment work(long n) {
        if (workspace == null) workspace = Workspace.ofThread();
        return workspace.doubles(n);
    }

    /** Copies outputs back into their heap arrays. */
    void finish() {
        if (writeBacks == null) return;
        for (MemorySegment[] wb : writeBacks) wb[1].copyFrom(wb[0]);
        writeBacks.clear();
    }

    @Override
    public void close() {
        if (arena != null) arena.close();
        if (!inPlace) SCRATCH.get().trim();
        if (holding) SafepointHold.release();
        if (workspace != null) workspace.done();
    }

    /** One thread's native staging memory. */
    private static final class Scratch {
        private Arena arena;
        private MemorySegment segment = MemorySegment.NULL;

        void ensure(long bytes) {
            if (segment.byteSize() >= bytes) return;
            if (arena != null) arena.close();
            arena = Arena.ofConfined();
            long size = Math.max(bytes, segment.byteSize() * 3 / 2);
            // fresh pages, not zeroed first: Arena.allocate's zeroing pass cost the 96 MB of a 2000 x 2000
            // product 10-25 ms before the copies wrote the same pages again
            MemorySegment fresh = FreshPages.map(size, arena);
            segment = fresh != null ? fresh : arena.allocate(size, ALIGN);
        }

        /**
         * Frees scratch over {@link #RETAINED} bytes once a call is done: a product of a tall matrix
         * would otherwise keep twice its size resident for the rest of the process.
         */
        void trim() {
            if (segment.byteSize() <= RETAINED) return;
            arena.close();
            arena = null;
            segment = MemorySegment.NULL;
        }

        /** Slices only within what the constructor reserved: growing would free earlier slices. */
        MemorySegment slice(long offset, long bytes) {
            if (offset + bytes > segment.byteSize()) throw new IllegalStateException("array not declared to Staging");
            return segment.asSlice(offset, bytes);
        }
    }
}
