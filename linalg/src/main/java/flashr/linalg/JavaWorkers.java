package flashr.linalg;

import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/** The Java fallback's worker threads (daemons, made on first parallel call): runs parts of one routine. */
final class JavaWorkers {
    private JavaWorkers() {}

    /** A thread that is not the caller (never started): a segment it may access, any worker may. */
    private static final Thread PROBE = new Thread(() -> {});
    private static volatile ExecutorService pool;

    static boolean shareable(MemorySegment... segments) {
        for (MemorySegment s : segments) {
            if (!s.isAccessibleBy(PROBE)) return false;
        }
        return true;
    }
    private static int poolSize;

    /** Runs {@code task} for parts 0..parts-1 on at most {@code threads} threads, the caller taking part 0. */
    static void run(int parts, IntConsumer task, int threads) {
        if (parts <= 1 || threads <= 1) {
            for (int p = 0; p < parts; p++) task.accept(p);
            return;
        }
        ExecutorService ex = pool(threads - 1);
        List<Future<?>> futures = new ArrayList<>();
        for (int p = 1; p < parts; p++) {
            int part = p;
            futures.add(ex.submit(() -> task.accept(part)));
        }
        RuntimeException failure = null;
        try {
            task.accept(0);
        } catch (RuntimeException e) {
            failure = e;
        }
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                if (failure == null) failure = new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                if (failure == null) {
                    failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                }
            }
        }
        if (failure != null) throw failure;
    }

    private static synchronized ExecutorService pool(int size) {
        if (pool == null || poolSize < size) {
            if (pool != null) pool.shutdown();
            poolSize = size;
            pool = Executors.newFixedThreadPool(size, r -> {
                Thread t = new Thread(r, "flashr-linalg");
                t.setDaemon(true);
                return t;
            });
        }
        return pool;
    }
}
