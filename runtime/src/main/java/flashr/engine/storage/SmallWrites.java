package flashr.engine.storage;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Small stores' writes, behind the workers, sent by one I/O thread of their own in batches. A
 * small store's write is a copy of a few kilobytes into the page cache; handed to a pool thread
 * each, it cost two thread wake-ups, more than the write (a script making thousands of small
 * vectors spent more CPU on the hand-overs than it saved). Here the first write of a batch wakes
 * the writer, which then lets the batch gather for {@link #GATHER_NANOS} before sending what came
 * in turn, so a burst of stores costs one wake-up; once half of {@link #IN_FLIGHT} writes wait, the
 * writer is woken at once. At most {@link #IN_FLIGHT} writes wait (each at most a small store's
 * extent): the finishing thread waits beyond that, which bounds the memory.
 */
final class SmallWrites implements AutoCloseable {
    static final int IN_FLIGHT = 64;
    static final long GATHER_NANOS = 1_000_000;

    private final ConcurrentLinkedQueue<Runnable> queue = new ConcurrentLinkedQueue<>();
    private final Semaphore slots = new Semaphore(IN_FLIGHT);
    private final Thread writer;
    /** The writer is parked, waiting for the next batch's first write. */
    private volatile boolean idle;
    private volatile boolean closed;

    SmallWrites(String name) {
        writer = new Thread(this::run, name);
        writer.setDaemon(true);
        writer.start();
    }

    /** Sends w behind the caller (at once on the caller's thread once closed). */
    void submit(Runnable w) {
        if (closed) { w.run(); return; }
        slots.acquireUninterruptibly();
        flashr.engine.EngineWork.begin();   // engine work until written (the writer thread runs it)
        queue.add(w);
        // half the slots taken: the batch is sent now rather than at the end of its gathering time
        if (idle || slots.availablePermits() < IN_FLIGHT / 2) LockSupport.unpark(writer);
    }

    private void run() {
        while (true) {
            Runnable w = queue.poll();
            if (w != null) {
                try { w.run(); } finally { slots.release(); flashr.engine.EngineWork.end(); }
                continue;
            }
            if (closed) return;
            idle = true;
            // the queue is checked after idle is set, and submit checks idle after adding: one of them sees the other
            if (queue.isEmpty() && !closed) LockSupport.park(this);
            idle = false;
            if (!closed) LockSupport.parkNanos(this, GATHER_NANOS);
        }
    }

    /** Waits until every write submitted so far has been sent (counters then tell the whole story). */
    void settle() {
        if (closed) return;
        LockSupport.unpark(writer);
        slots.acquireUninterruptibly(IN_FLIGHT);
        slots.release(IN_FLIGHT);
    }

    /** Sends what is queued and stops the writer (waits up to 5 s). */
    @Override public void close() {
        closed = true;
        LockSupport.unpark(writer);
        try { writer.join(TimeUnit.SECONDS.toMillis(5)); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
    }
}
