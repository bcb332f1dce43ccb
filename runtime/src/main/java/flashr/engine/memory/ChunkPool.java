package flashr.engine.memory;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;

/**
 * One pool of fixed-size off-heap chunks shared by all matrices of an engine. Freed chunks go back
 * to a free list and are reused (first touch of fresh memory is ~20x slower than reading it).
 * Requests larger than a chunk, or much smaller (small matrices), get an exact-size segment that is
 * not pooled but still counts against the budget. Every segment has its own shared arena so it
 * can be released deterministically.
 */
public final class ChunkPool {
    private final long chunkBytes;
    private final long budgetBytes;
    private final ArrayDeque<Allocation> freeChunks = new ArrayDeque<>();
    private long inUse;       // bytes handed out and not yet released
    private long pooledIdle;  // bytes held idle in the free list
    private long peak;
    private boolean closed;

    public ChunkPool(long chunkBytes, long budgetBytes) {
        this.chunkBytes = chunkBytes;
        this.budgetBytes = budgetBytes;
    }

    public long chunkBytes() { return chunkBytes; }

    public long budgetBytes() { return budgetBytes; }

    public synchronized long bytesInUse() { return inUse; }

    public synchronized long peakBytes() { return peak; }

    public synchronized int idleChunks() { return freeChunks.size(); }

    /** An allocated segment and how to release it. */
    public static final class Allocation {
        final Arena arena;
        public final MemorySegment segment;
        final boolean pooled;

        Allocation(Arena arena, MemorySegment segment, boolean pooled) {
            this.arena = arena;
            this.segment = segment;
            this.pooled = pooled;
        }
    }

    /** A whole chunk (pooled) when bytes fit one and are at least a quarter of it; else an exact segment. */
    public Allocation allocate(long bytes) {
        boolean pooled = bytes <= chunkBytes && bytes >= chunkBytes / 4;
        long size = pooled ? chunkBytes : Math.max(bytes, 8);
        synchronized (this) {
            if (pooled && !freeChunks.isEmpty()) {
                Allocation a = freeChunks.pop();
                pooledIdle -= chunkBytes;
                inUse += chunkBytes;
                peak = Math.max(peak, inUse);
                return a;
            }
        }
        reserve(size);
        try {
            Arena arena = Arena.ofShared();
            MemorySegment seg = arena.allocate(size, 64);
            return new Allocation(arena, seg, pooled);
        } catch (OutOfMemoryError e) {
            synchronized (this) { inUse -= size; }
            throw new MemoryBudgetExceededException(size, bytesInUse(), budgetBytes);
        }
    }

    private void reserve(long size) {
        for (int attempt = 0; ; attempt++) {
            synchronized (this) {
                // idle pooled chunks give way to new requests
                while (inUse + pooledIdle + size > budgetBytes && !freeChunks.isEmpty()) {
                    freeChunks.pop().arena.close();
                    pooledIdle -= chunkBytes;
                }
                if (inUse + pooledIdle + size <= budgetBytes) {
                    inUse += size;
                    peak = Math.max(peak, inUse);
                    return;
                }
                if (attempt >= 6) throw new MemoryBudgetExceededException(size, inUse, budgetBytes);
            }
            // unreachable matrices may still hold memory: let their Cleaners run
            System.gc();
            try { Thread.sleep(20L << attempt); } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new MemoryBudgetExceededException(size, bytesInUse(), budgetBytes);
            }
        }
    }

    /** Returns an allocation: pooled chunks go to the free list, others are freed now. */
    public void release(Allocation a) {
        synchronized (this) {
            long size = a.pooled ? chunkBytes : a.segment.byteSize();
            inUse -= size;
            if (a.pooled && !closed) {
                freeChunks.push(a);
                pooledIdle += chunkBytes;
                return;
            }
        }
        a.arena.close();
    }

    /** Frees all idle chunks. */
    public synchronized void trim() {
        while (!freeChunks.isEmpty()) { freeChunks.pop().arena.close(); pooledIdle -= chunkBytes; }
    }

    /** Frees idle chunks and stops pooling: chunks released from now on are freed at once. */
    public synchronized void close() {
        closed = true;
        trim();
    }
}
