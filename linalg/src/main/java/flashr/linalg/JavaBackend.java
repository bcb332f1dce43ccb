package flashr.linalg;

import java.util.Optional;
import java.util.function.Supplier;

/** The pure-Java fallback: vectorized BLAS, no LAPACK (callers use their own Java factorizations). */
public final class JavaBackend implements Backend {
    private volatile int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private final ThreadCount count = new ThreadCount(threads, n -> threads = n);
    private final JavaBlas blas = new JavaBlas(() -> threads);
    private final Supplier<String> why;

    /** {@code why}: why no native library is used (forced, or what failed to load), asked when described. */
    JavaBackend(Supplier<String> why) {
        this.why = why;
    }

    @Override
    public String name() {
        return "Java";
    }

    @Override
    public String description() {
        int t = count.wanted();
        return "Java Vector API (" + why.get() + "), " + t + (t == 1 ? " thread" : " threads");
    }

    @Override
    public Blas blas() {
        return blas;
    }

    @Override
    public Optional<Lapack> lapack() {
        return Optional.empty();
    }

    @Override
    public Level1 level1() {
        return Level1.lanes();
    }

    @Override
    public boolean isNative() {
        return false;
    }

    @Override
    public void setThreads(int n) {
        count.set(n);
    }

    @Override
    public int threads() {
        return count.wanted();
    }

    @Override
    public ConcurrentUse concurrentUse() {
        return count.enter();
    }
}
