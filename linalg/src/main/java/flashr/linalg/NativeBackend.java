package flashr.linalg;

import static java.lang.foreign.ValueLayout.ADDRESS;

import java.lang.foreign.Linker;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.util.Optional;

/** BLAS and LAPACK from a native library (OpenBLAS or another), with OpenBLAS's thread count controlled. */
public final class NativeBackend implements Backend {
    private final OpenBlasLibrary lib;
    private final NativeBlas blas;
    private final NativeLapack lapack;
    private final NativeLevel1 level1;
    private final OpenBlasThreads libraryThreads;
    /** openblas_get_config()'s text (null when the library has none), read when first described. */
    private volatile String config;
    private volatile boolean configRead;
    private volatile int threads;
    private final ThreadCount count;

    NativeBackend(OpenBlasLibrary lib) {
        this.lib = lib;
        this.blas = new NativeBlas(lib);
        this.lapack = new NativeLapack(lib);
        this.level1 = new NativeLevel1(lib);
        libraryThreads = new OpenBlasThreads(lib);
        threads = libraryThreads.current();
        count = new ThreadCount(threads, this::apply);
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

    /** The library and its entries. */
    OpenBlasLibrary library() {
        return lib;
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
    public Level1 level1() {
        return level1;
    }

    @Override
    public boolean isNative() {
        return true;
    }

    @Override
    public void setThreads(int n) {
        count.set(n);
    }

    /**
     * Gives OpenBLAS n threads (called by {@link #count} only); nothing when it has them already,
     * as it has when the session asks for the cores (setting the count starts OpenBLAS's pool,
     * which {@link OpenBlasThreads} keeps stopped until a call needs it).
     */
    private void apply(int t) {
        if (!libraryThreads.settable() || t == threads) return;
        libraryThreads.set(t);
        threads = libraryThreads.current();
    }

    /** The threads asked for (the library has one while a concurrent stretch is open). */
    @Override
    public int threads() {
        return libraryThreads.settable() ? count.wanted() : threads;
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
