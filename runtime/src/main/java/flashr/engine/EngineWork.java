package flashr.engine;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Whether engine work runs now, in any engine of the process: a task queued or running on an
 * engine's workers, its I/O threads or a loader's threads (all made by {@link #pool}), a small
 * store's write behind the workers, or the warm-up. One counter, read in a volatile load: dense
 * linear algebra asks {@link #none} before a long call holds its caller's safepoints
 * ({@code flashr.linalg.SafepointHold}), which it may while no engine thread runs Java code that
 * could wait for one. An engine that is open but idle has only parked threads.
 */
public final class EngineWork {
    private static final AtomicInteger RUNNING = new AtomicInteger();

    private EngineWork() {}

    /** Whether no engine work is queued or running anywhere in the process. */
    public static boolean none() {
        return RUNNING.get() == 0;
    }

    /** How many pieces of engine work are queued or running now (tests). */
    static int running() {
        return RUNNING.get();
    }

    /** Work that runs outside a {@link #pool} begins ({@link #end} when it is done, in a finally). */
    public static void begin() {
        RUNNING.incrementAndGet();
    }

    public static void end() {
        RUNNING.decrementAndGet();
    }

    /**
     * A fixed pool of {@code threads} whose tasks count as engine work from being queued until
     * they end (also those that never run: a pool shut down now gives their count back).
     */
    public static ExecutorService pool(int threads, ThreadFactory factory) {
        return new CountingPool(threads, factory);
    }

    /** A task of a {@link CountingPool}: counted when queued, given back when it ends. */
    private record Counted(Runnable task) implements Runnable {
        @Override
        public void run() {
            try {
                task.run();
            } finally {
                end();
            }
        }
    }

    private static final class CountingPool extends ThreadPoolExecutor {
        CountingPool(int threads, ThreadFactory factory) {
            super(threads, threads, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), factory);
        }

        @Override
        public void execute(Runnable task) {
            begin();
            try {
                super.execute(new Counted(task));
            } catch (RuntimeException | Error e) {
                end();
                throw e;
            }
        }

        @Override
        public List<Runnable> shutdownNow() {
            List<Runnable> neverRun = super.shutdownNow();
            for (Runnable r : neverRun) if (r instanceof Counted) end();
            return neverRun;
        }
    }
}
