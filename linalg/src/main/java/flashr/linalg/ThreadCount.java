package flashr.linalg;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

/**
 * A backend's thread count: the one its user asked for, except while callers run its routines on
 * several threads at once ({@link Backend#concurrentUse}), when every call keeps to its caller's
 * thread (one), the count asked for coming back when the last such stretch closes.
 */
final class ThreadCount {
    private final IntConsumer apply;
    private int wanted;
    private int concurrent;

    /** {@code apply} gives the backend its threads; {@code initial} is the count it has. */
    ThreadCount(int initial, IntConsumer apply) {
        this.apply = apply;
        this.wanted = Math.max(1, initial);
    }

    synchronized void set(int threads) {
        wanted = Math.max(1, threads);
        if (concurrent == 0) apply.accept(wanted);
    }

    /** The count asked for (the backend uses one while a concurrent stretch is open). */
    synchronized int wanted() {
        return wanted;
    }

    synchronized Backend.ConcurrentUse enter() {
        if (concurrent++ == 0) apply.accept(1);
        AtomicBoolean closed = new AtomicBoolean();
        return () -> {
            if (closed.compareAndSet(false, true)) exit();
        };
    }

    private synchronized void exit() {
        if (--concurrent == 0) apply.accept(wanted);
    }
}
