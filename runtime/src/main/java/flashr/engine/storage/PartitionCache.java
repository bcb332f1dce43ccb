package flashr.engine.storage;

import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The partitions of one file store held in memory: those read ahead of the workers and those being
 * read now, at most {@code capacity} partition slots of buffers. An entry is pinned while a reader
 * copies from (or computes on) it and is never reused then. Read-ahead merges adjacent partitions
 * of a file into one read (one buffer, the entries slices of it, the buffer recycled when its
 * last entry goes). When full, read-ahead stops rather than evict what was read ahead and not yet
 * used; a reader that needs a partition evicts the least recently used unpinned one.
 */
final class PartitionCache {
    /** Reads partitions [p, p+k) into buf (k adjacent slots) and checks them; throws StorageException. */
    interface Loader { void load(long p, int k, MemorySegment buf); }

    static final class Entry {
        final long p;
        MemorySegment segment;
        Run run;
        int pins;
        boolean ready;
        boolean used;
        RuntimeException error;
        long lastUse;

        Entry(long p) { this.p = p; }
    }

    /** One read's buffer, shared by its entries. */
    private static final class Run {
        final IoBuffers.Buf buf;
        final int slots;
        int live;

        Run(IoBuffers.Buf buf, int slots) { this.buf = buf; this.slots = slots; this.live = slots; }
    }

    private final IoBuffers buffers;
    private final long slotBytes;
    private final int capacity;
    private final Loader loader;
    private final java.util.concurrent.Executor io;
    /** A partition a reader waits for is read on the reader's thread (files in the page cache). */
    private final boolean readHere;
    private final Map<Long, Entry> map = new HashMap<>();
    private int held;     // slots of buffers in use (entries' runs)
    private long tick;
    private boolean closed;

    PartitionCache(IoBuffers buffers, long slotBytes, int capacity, Loader loader, java.util.concurrent.Executor io) {
        this(buffers, slotBytes, capacity, loader, io, false);
    }

    /**
     * With readHere, a partition that a reader needs now and that is not on its way is read on
     * the reader's thread: a copy out of the page cache costs microseconds, while a hand-over to
     * an I/O thread and back costs a wake-up of each (milliseconds on a loaded machine), for every
     * partition of a small matrix. Read-ahead stays on the I/O threads.
     */
    PartitionCache(IoBuffers buffers, long slotBytes, int capacity, Loader loader, java.util.concurrent.Executor io, boolean readHere) {
        this.readHere = readHere;
        this.buffers = buffers;
        this.slotBytes = slotBytes;
        this.capacity = Math.max(2, capacity);
        this.loader = loader;
        this.io = io;
    }

    /**
     * Partition p, read now if it is neither held nor on its way; pinned until {@link #release}.
     * Direct reads run on an I/O thread: an interrupt of a worker reading a channel closes it for
     * all (a buffered file's channel is opened again by {@link DataFile} after that).
     */
    Entry acquire(long p) {
        Entry e;
        boolean mine = false;
        synchronized (this) {
            while (true) {
                if (closed) throw new IllegalStateException("store freed");
                e = map.get(p);
                if (e != null) break;
                if (held + 1 <= capacity || evict(1, false)) {
                    e = new Entry(p);
                    map.put(p, e);
                    held++;
                    mine = true;
                    break;
                }
                waitBriefly();
            }
            e.pins++;
            e.used = true;
        }
        // read on an I/O thread: an interrupt of a worker would close the file's channel for all
        if (mine && readHere) load(List.of(e));
        else if (mine) { Entry m = e; io.execute(() -> load(List.of(m))); }
        synchronized (this) {
            while (!e.ready) waitBriefly();
            if (e.error != null) {
                e.pins--;
                throw e.error;
            }
        }
        return e;
    }

    synchronized void release(Entry e) {
        e.pins--;
        e.lastUse = ++tick;
        notifyAll();
    }

    /**
     * Starts reading partitions [p0, p0+n) that are not held, as runs of at most maxMerge adjacent
     * ones; stops where the cache is full. {@code adjacent} tells how many from a partition on
     * lie one after the other in its file.
     */
    void prefetch(long p0, int n, int maxMerge, java.util.function.LongBinaryOperator adjacent) {
        List<List<Entry>> runs = new ArrayList<>();
        synchronized (this) {
            if (closed) return;
            long p = p0;
            while (p < p0 + n) {
                if (map.containsKey(p)) { p++; continue; }
                int k = (int) Math.min(adjacent.applyAsLong(p, Math.min(maxMerge, p0 + n - p)), p0 + n - p);
                int free = 0;
                while (free < k && !map.containsKey(p + free)) free++;
                k = free;
                if (held + k > capacity && !evict(held + k - capacity, true)) {
                    k = Math.min(k, capacity - held);
                    if (k <= 0) break;
                }
                List<Entry> run = new ArrayList<>(k);
                for (int i = 0; i < k; i++) {
                    Entry e = new Entry(p + i);
                    map.put(e.p, e);
                    run.add(e);
                }
                held += k;
                runs.add(run);
                p += k;
            }
        }
        for (List<Entry> run : runs) io.execute(() -> load(run));
    }

    /** Reads a run of adjacent partitions into one buffer and makes its entries ready. */
    private void load(List<Entry> run) {
        int k = run.size();
        IoBuffers.Buf buf = null;
        RuntimeException err = null;
        try {
            buf = buffers.take(k * slotBytes);
            loader.load(run.getFirst().p, k, buf.segment());
        } catch (RuntimeException ex) {
            err = ex;
        } catch (Throwable t) {
            err = new StorageException("reading a matrix block failed: " + StorageException.reason(t), t);
        }
        synchronized (this) {
            if (err != null) {
                if (buf != null) buffers.give(buf);
                held -= k;
                for (Entry e : run) { e.error = err; e.ready = true; map.remove(e.p, e); }
            } else {
                Run r = new Run(buf, k);
                for (int i = 0; i < k; i++) {
                    Entry e = run.get(i);
                    e.segment = buf.segment().asSlice(i * slotBytes, slotBytes);
                    e.run = r;
                    e.ready = true;
                    e.lastUse = ++tick;
                }
                if (closed) for (Entry e : run) drop(e);
            }
            notifyAll();
        }
    }

    /**
     * Evicts unpinned ready entries, least recently used first, until want slots came back;
     * onlyUsed keeps what was read ahead and not yet read. Returns whether enough came back.
     */
    private boolean evict(int want, boolean onlyUsed) {
        int before = held;
        while (before - held < want) {
            Entry victim = null;
            for (Entry e : map.values())
                if (e.ready && e.pins == 0 && (e.used || !onlyUsed) && (victim == null || rank(e) < rank(victim))) victim = e;
            if (victim == null) return false;
            map.remove(victim.p);
            drop(victim);
        }
        return true;
    }

    /** Used entries go first, then by age. */
    private static long rank(Entry e) { return (e.used ? 0 : 1L << 62) + e.lastUse; }

    private void drop(Entry e) {
        Run r = e.run;
        e.run = null;
        e.segment = null;
        if (r != null && --r.live == 0) {
            buffers.give(r.buf);
            held -= r.slots;
        }
    }

    private void waitBriefly() {
        try {
            wait(20);
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading a matrix block");
        }
    }

    /** Gives every buffer back; entries being read are dropped when their read ends. */
    synchronized void close() {
        closed = true;
        for (Entry e : new ArrayList<>(map.values())) if (e.ready) drop(e);
        map.clear();
        notifyAll();
    }

    synchronized int heldSlots() { return held; }
}
