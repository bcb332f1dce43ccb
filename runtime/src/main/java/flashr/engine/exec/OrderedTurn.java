package flashr.engine.exec;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The turn of an ordered (cumulative) pass, shared by its workers: partitions complete in order,
 * and a worker whose partition is not next computes its local results ahead and <em>publishes</em>
 * them here. The worker holding the turn runs the next partition with whatever was published
 * for it, by any worker, and keeps the turn for as long as the following partition is published;
 * it gives the turn up only when that partition is still being prepared (its preparer then takes
 * the turn as it publishes) and goes on preparing partitions itself. So the scan stays on one
 * thread for long stretches instead of passing between the workers every few partitions, and no
 * worker waits for the turn: each either scans or prepares (it sleeps only when
 * {@code limit} partitions are published and not yet run, until half of them have been).
 */
final class OrderedTurn {
    /** Published in place of a null {@link Kernel#prepareAhead} result. */
    private static final Object NONE = new Object();
    private final int limit;
    private final Map<Long, Object> published = new HashMap<>();
    /** The next partition to complete; guarded by this. */
    private long next;
    /** Whether a worker is running partition {@link #next}. */
    private boolean held;
    /** How many times the turn was taken up (one per stretch of consecutive partitions run by one worker). */
    private long takes;

    OrderedTurn(int limit) { this.limit = Math.max(2, limit); }

    /** Whether p is the next partition and nobody holds the turn: then the caller holds it. */
    synchronized boolean claim(long p) {
        if (held || p != next) return false;
        held = true;
        takes++;
        return true;
    }

    /** Publishes p's local results, unless p is next and free: then the caller holds the turn (false). */
    synchronized boolean publish(long p, Object ahead) {
        if (claim(p)) return false;
        published.put(p, ahead == null ? NONE : ahead);
        return true;
    }

    /** The local results of an ahead result as published (null for none). */
    static Object unwrap(Object a) { return a == NONE ? null : a; }

    /**
     * Marks p (the holder's partition) complete: returns the published results of p + 1, the
     * holder keeping the turn, or null when p + 1 is not published yet and the turn is given up.
     */
    synchronized Object complete(long p) {
        next = p + 1;
        Object a = published.remove(next);
        if (published.size() == limit / 2 || a == null) notifyAll();
        if (a == null) held = false;
        return a;
    }

    /** Waits while {@code limit} partitions wait to be run, until half of them have run or the pass stops. */
    synchronized void awaitRoom(BooleanSupplier stopping) throws InterruptedException {
        if (published.size() < limit) return;
        while (published.size() > limit / 2 && !stopping.getAsBoolean()) wait(50);
    }

    /** Wakes waiting workers (a failure or a cancellation). */
    synchronized void wake() { notifyAll(); }

    synchronized long takes() { return takes; }
}
