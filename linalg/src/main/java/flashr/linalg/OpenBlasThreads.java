package flashr.linalg;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;

/**
 * OpenBLAS's thread pool and thread count, handled so that a process pays for the pool only once
 * a call runs on it.
 *
 * <p>OpenBLAS starts its pool as it is loaded, and each new thread waits for work spinning
 * ({@code sched_yield}) for 2^28 cycles, about 0.1 s of a core, before it sleeps: in a fresh
 * process whose only native call was a 2 x 2 product that was most of the CPU the library cost.
 * Right after loading, {@link #stopPool} stops the pool ({@code blas_thread_shutdown_}, what
 * OpenBLAS does before a fork), and OpenBLAS starts it again by itself in the first call that runs
 * on several threads ({@code exec_blas}) or when its thread count is set: {@link #set} is
 * therefore called only when the count asked for differs from the library's.
 *
 * <p>The pool is stopped and the count read by functions that take nothing and return an int,
 * called through one handle ({@link #intCall}) linked before the library loads: linking is what
 * takes the time (about 20 ms for a process's first link, 3-4 ms for each further kind of
 * function), and the pool would spin meanwhile. The count's setter is linked on first use.
 */
final class OpenBlasThreads {
    private static final FunctionDescriptor INT_OF_NOTHING = FunctionDescriptor.of(JAVA_INT);
    private static volatile MethodHandle intCall;
    private final OpenBlasLibrary lib;
    private final MemorySegment get;
    private final MemorySegment setAddress;
    /** OpenBLAS's flag that its pool runs (null when the library has none to read). */
    private final MemorySegment poolRuns;
    private volatile MethodHandle set;

    OpenBlasThreads(OpenBlasLibrary lib) {
        this.lib = lib;
        get = lib.findOptional("openblas_get_num_threads").orElse(null);
        setAddress = lib.findOptional("openblas_set_num_threads").orElse(null);
        poolRuns = lib.findOptional("blas_server_avail").map(s -> s.reinterpret(4)).orElse(null);
    }

    /**
     * A handle that calls the function at its first argument, which takes nothing and returns an
     * int; linked once ({@link #prepare} links it before the library loads).
     */
    static MethodHandle intCall() {
        MethodHandle h = intCall;
        if (h == null) intCall = h = Linker.nativeLinker().downcallHandle(INT_OF_NOTHING);
        return h;
    }

    /** Links {@link #intCall} now, before a library whose pool it is to stop is loaded. */
    static void prepare() {
        intCall();
    }

    /**
     * Stops the pool that loading {@code lib} started, when it has one: OpenBLAS built with its
     * own threads ({@code openblas_get_parallel} 1; an OpenMP build's threads are OpenMP's).
     */
    static void stopPool(SymbolLookup lib) {
        var parallel = lib.find("openblas_get_parallel");
        var shutdown = lib.find("blas_thread_shutdown_");
        if (parallel.isEmpty() || shutdown.isEmpty()) return;
        try {
            if ((int) intCall().invokeExact(parallel.get()) != 1) return;
            int rc = (int) intCall().invokeExact(shutdown.get());
        } catch (Throwable t) {
            // the pool keeps running: only its spinning is lost
        }
    }

    /** The library's thread count now (1 when it cannot say). */
    int current() {
        if (get == null) return 1;
        try {
            return Math.max(1, (int) intCall().invokeExact(get));
        } catch (Throwable t) {
            return 1;
        }
    }

    /** Whether the count can be set. */
    boolean settable() {
        return setAddress != null;
    }

    /**
     * Gives the library n threads. Setting the count starts a stopped pool; one thread never
     * uses it, so then the pool is stopped again (a session run with {@code --threads=1}).
     */
    void set(int n) {
        boolean stopped = poolRuns() == Boolean.FALSE;
        setCount(n);
        if (stopped && n == 1) stopPool(lib.symbols());
    }

    /** Whether OpenBLAS's pool runs now; null when the library does not say. */
    Boolean poolRuns() {
        return poolRuns == null ? null : poolRuns.get(JAVA_INT, 0) != 0;
    }

    private void setCount(int n) {
        if (setAddress == null) return;
        MethodHandle h = set;
        if (h == null) set = h = Linker.nativeLinker().downcallHandle(setAddress, FunctionDescriptor.ofVoid(JAVA_INT));
        try {
            h.invokeExact(n);
        } catch (Throwable t) {
            // the count stays as it was
        }
    }
}
