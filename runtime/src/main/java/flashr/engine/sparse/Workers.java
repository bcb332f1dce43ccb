package flashr.engine.sparse;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * Up to {@code threads} workers of a pool (none: the calling thread) taking numbered tasks from a
 * shared counter, so tasks of uneven cost (row blocks of skewed degree) balance themselves.
 */
record Workers(ExecutorService pool, int threads) {
    /** Runs task(0) .. task(count - 1), each once, and returns when all are done. */
    void run(int count, IntConsumer task) {
        run(count, () -> task);
    }

    /**
     * As {@link #run(int, IntConsumer)}, each worker running the tasks it takes by its own
     * consumer, made once per worker (its buffers are then its own).
     */
    void run(int count, Supplier<IntConsumer> worker) {
        AtomicInteger next = new AtomicInteger();
        int t = count(count);
        Runnable work = () -> {
            IntConsumer task = worker.get();
            for (int b; (b = next.getAndIncrement()) < count; ) task.accept(b);
        };
        if (t == 1 || pool == null) {
            work.run();
            return;
        }
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int i = 0; i < t; i++) tasks.add(() -> { work.run(); return null; });
        try {
            for (Future<Void> f : pool.invokeAll(tasks)) f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the product was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }

    /** How many workers run count tasks. */
    int count(int tasks) { return pool == null ? 1 : Math.max(1, Math.min(threads, tasks)); }
}
