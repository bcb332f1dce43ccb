package flashr.linalg;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Linker;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.Optional;

/** BLAS and LAPACK from a native library (OpenBLAS or another), with OpenBLAS's thread count controlled. */
public final class NativeBackend implements Backend {
    private final OpenBlasLibrary lib;
    private final NativeBlas blas;
    private final NativeLapack lapack;
    private final MethodHandle setThreads;
    private final MethodHandle getThreads;
    /** openblas_get_config()'s text (null when the library has none), read when first described. */
    private volatile String config;
    private volatile boolean configRead;
    private volatile int threads;
    private final ThreadCount count;

    NativeBackend(OpenBlasLibrary lib) {
        this.lib = lib;
        this.blas = new NativeBlas(lib);
        this.lapack = new NativeLapack(lib);
        Linker linker = Linker.nativeLinker();
        setThreads = lib.findOptional("openblas_set_num_threads")
                .map(a -> linker.downcallHandle(a, FunctionDescriptor.ofVoid(JAVA_INT))).orElse(null);
        getThreads = lib.findOptional("openblas_get_num_threads")
                .map(a -> linker.downcallHandle(a, FunctionDescriptor.of(JAVA_INT))).orElse(null);
        threads = currentThreads();
        count = new ThreadCount(threads, this::apply);
    }

    private int currentThreads() {
        if (getThreads == null) return 1;
        try {
            return (int) getThreads.invokeExact();
        } catch (Throwable t) {
            return 1;
        }
    }

    /**
     * The library's own account of itself, asked for only when a description is wanted: linking the
     * call took milliseconds of every script's first matrix product or solve.
     */
    private String config() {
        if (!configRead) {
            config = lib.findOptional("openblas_get_config").map(a -> {
                try {
                    MemorySegment s = (MemorySegment) Linker.nativeLinker().downcallHandle(a, FunctionDescriptor.of(ADDRESS)).invokeExact();
                    return s.reinterpret(1024).getString(0).trim();
                } catch (Throwable t) {
                    return null;
                }
            }).orElse(null);
            configRead = true;
        }
        return config;
    }

    @Override
    public String name() {
        String config = config();
        return config != null && config.startsWith("OpenBLAS") ? "OpenBLAS" : "native BLAS";
    }

    @Override
    public String description() {
        String config = config();
        String what = config != null ? config : "BLAS/LAPACK";
        int t = threads();
        return what + " (" + lib.origin() + "), " + t + (t == 1 ? " thread" : " threads");
    }

    /** Where the library came from: "system libopenblas.so.0", "bundled OpenBLAS ...", or a path. */
    public String origin() {
        return lib.origin();
    }

    @Override
    public Blas blas() {
        return blas;
    }

    @Override
    public Optional<Lapack> lapack() {
        return Optional.of(lapack);
    }

    @Override
    public boolean isNative() {
        return true;
    }

    @Override
    public void setThreads(int n) {
        count.set(n);
    }

    /** Gives OpenBLAS n threads (called by {@link #count} only). */
    private void apply(int t) {
        if (setThreads != null) {
            try {
                setThreads.invokeExact(t);
            } catch (Throwable e) {
                return;
            }
            threads = currentThreads();
        }
    }

    /** The threads asked for (the library has one while a concurrent stretch is open). */
    @Override
    public int threads() {
        return setThreads == null ? threads : count.wanted();
    }

    /** The library's thread count now. */
    int threadsNow() {
        return threads;
    }

    @Override
    public ConcurrentUse concurrentUse() {
        return count.enter();
    }
}
