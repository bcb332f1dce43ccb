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
 * last entry goes). A pass that reads a few columns of a column-major store reads those columns
 * alone ({@link #prefetchColumns}): an entry is then one column of a partition. When full, read-ahead stops rather than evict what was read ahead and not yet
 * used; a reader that needs a partition evicts the least recently used unpinned one.
 */
final class PartitionCache {
    /** Reads partitions, or columns of one partition, into buffers and checks them; throws StorageException. */
    interface Loader {
        /** Reads partitions [p, p+k) (k adjacent slots) into buf. */
        void load(long p, int k, MemorySegment buf);

        /** Bytes of the one read that brings columns [c0, c0+k) of partition p (aligned). */
        default long columnSpan(long p, int c0, int k) { throw new UnsupportedOperationException(); }

        /** Where column c lies in the buffer of the read of columns from c0 on. */
        default long columnAt(long p, int c0, int c) { throw new UnsupportedOperationException(); }

        /** Bytes of one column of partition p. */
        default long columnBytes(long p) { throw new UnsupportedOperationException(); }

        /** Reads columns [c0, c0+k) of partition p into buf (columnSpan bytes) and checks each. */
        default void loadColumns(long p, int c0, int k, MemorySegment buf) { throw new UnsupportedOperationException(); }
    }

    /** A whole partition (col -1) or one column of one, held in memory or on its way. */
    static final class Entry {
        final long p;
        final int col;
        MemorySegment segment;
        Run run;
        int pins;
        boolean ready;
        boolean used;
        RuntimeException error;
        long lastUse;

        Entry(long p, int col) { this.p = p; this.col = col; }

        long key() { return PartitionCache.key(p, col); }

        /** Whether this is the whole partition (else column col alone). */
        boolean whole() { return col < 0; }
    }

    /** One read's buffer, shared by its entries. */
    private static final class Run {
        final IoBuffers.Buf buf;
        final long bytes;
        int live;

        Run(IoBuffers.Buf buf, long bytes, int live) { this.buf = buf; this.bytes = bytes; this.live = live; }
    }

    private final IoBuffers buffers;
    private final long slotBytes;
    /** Bytes of buffers the cache may hold: capacity partition slots. */
    private final long capacity;
    private final Loader loader;
    private final java.util.concurrent.Executor io;
    /** A partition a reader waits for is read on the reader's thread (files in the page cache). */
    private final boolean readHere;
    private final Map<Long, Entry> map = new HashMap<>();
    private long held;     // bytes of buffers in use (entries' runs, and reads under way)
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
        this.capacity = Math.max(2, capacity) * slotBytes;
        this.loader = loader;
        this.io = io;
    }

    private static long key(long p, int col) { return (p << 6) | (col + 1); }

    /**
     * Partition p, read now if it is neither held nor on its way; pinned until {@link #release}.
     * Direct reads run on an I/O thread: an interrupt of a worker reading a channel closes it for
     * all (a buffered file's channel is opened again by {@link DataFile} after that).
     */
    Entry acquire(long p) { return acquire(p, -1); }

    /**
     * Column c of partition p: the whole partition where it is held or on its way (then the
     * column is at its place in the partition), else the column alone, read now if need be.
     */
    Entry acquireColumn(long p, int c) { return acquire(p, c); }

    private Entry acquire(long p, int col) {
        Entry e;
        boolean mine = false;
        synchronized (this) {
            while (true) {
                if (closed) throw new IllegalStateException("store freed");
                e = map.get(key(p, -1));
                if (e != null) break;
                if (col >= 0 && (e = map.get(key(p, col))) != null) break;
                long bytes = col < 0 ? slotBytes : loader.columnSpan(p, col, 1);
                if (held + bytes <= capacity || evict(held + bytes - capacity, false)) {
                    e = new Entry(p, col);
                    map.put(e.key(), e);
                    held += bytes;
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
                if (map.containsKey(key(p, -1))) { p++; continue; }
                int k = (int) Math.min(adjacent.applyAsLong(p, Math.min(maxMerge, p0 + n - p)), p0 + n - p);
                int free = 0;
                while (free < k && !map.containsKey(key(p + free, -1))) free++;
                k = free;
                if (held + k * slotBytes > capacity && !evict(held + k * slotBytes - capacity, true)) {
                    k = (int) Math.min(k, (capacity - held) / slotBytes);
                    if (k <= 0) break;
                }
                List<Entry> run = new ArrayList<>(k);
                for (int i = 0; i < k; i++) {
                    Entry e = new Entry(p + i, -1);
                    map.put(e.key(), e);
                    run.add(e);
                }
                held += k * slotBytes;
                runs.add(run);
                p += k;
            }
        }
        for (List<Entry> run : runs) io.execute(() -> load(run));
    }

    /**
     * Starts reading the given columns (ascending, distinct) of partitions [p0, p0+n) that are not
     * held, each run of adjacent columns of a partition in one read; stops where the cache is full.
     * A partition held whole is not read again.
     */
    void prefetchColumns(long p0, int n, int[] cols) {
        List<List<Entry>> runs = new ArrayList<>();
        synchronized (this) {
            if (closed) return;
            outer:
            for (long p = p0; p < p0 + n; p++) {
                if (map.containsKey(key(p, -1))) continue;
                int i = 0;
                while (i < cols.length) {
                    if (map.containsKey(key(p, cols[i]))) { i++; continue; }
                    int k = 1;
                    while (i + k < cols.length && cols[i + k] == cols[i] + k && !map.containsKey(key(p, cols[i + k]))) k++;
                    long bytes = loader.columnSpan(p, cols[i], k);
                    if (held + bytes > capacity && !evict(held + bytes - capacity, true)) break outer;
                    List<Entry> run = new ArrayList<>(k);
                    for (int j = 0; j < k; j++) {
                        Entry e = new Entry(p, cols[i + j]);
                        map.put(e.key(), e);
                        run.add(e);
                    }
                    held += bytes;
                    runs.add(run);
                    i += k;
                }
            }
        }
        for (List<Entry> run : runs) io.execute(() -> load(run));
    }

    /** Reads a run of adjacent partitions (or columns of one) into one buffer and makes its entries ready. */
    private void load(List<Entry> run) {
        int k = run.size();
        Entry first = run.getFirst();
        long bytes = first.whole() ? k * slotBytes : loader.columnSpan(first.p, first.col, k);
        IoBuffers.Buf buf = null;
        RuntimeException err = null;
        try {
            buf = buffers.take(bytes);
            if (first.whole()) loader.load(first.p, k, buf.segment());
            else loader.loadColumns(first.p, first.col, k, buf.segment());
        } catch (RuntimeException ex) {
            err = ex;
        } catch (Throwable t) {
            err = new StorageException("reading a matrix block failed: " + StorageException.reason(t), t);
        }
        synchronized (this) {
            if (err != null) {
                if (buf != null) buffers.give(buf);
                held -= bytes;
                for (Entry e : run) { e.error = err; e.ready = true; map.remove(e.key(), e); }
            } else {
                Run r = new Run(buf, bytes, k);
                for (int i = 0; i < k; i++) {
                    Entry e = run.get(i);
                    e.segment = first.whole() ? buf.segment().asSlice(i * slotBytes, slotBytes)
                            : buf.segment().asSlice(loader.columnAt(e.p, first.col, e.col), loader.columnBytes(e.p));
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
     * Evicts unpinned ready entries, least recently used first, until want bytes came back;
     * onlyUsed keeps what was read ahead and not yet read. Returns whether enough came back.
     */
    private boolean evict(long want, boolean onlyUsed) {
        long before = held;
        while (before - held < want) {
            Entry victim = null;
            for (Entry e : map.values())
                if (e.ready && e.pins == 0 && (e.used || !onlyUsed) && (victim == null || rank(e) < rank(victim))) victim = e;
            if (victim == null) return false;
            map.remove(victim.key());
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
            held -= r.bytes;
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

    /** Partition slots' worth of buffers held now (rounded up). */
    synchronized int heldSlots() { return (int) ((held + slotBytes - 1) / slotBytes); }
}
