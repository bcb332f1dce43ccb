package flashr.engine.storage;

import flashr.engine.memory.ChunkPool;

import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Buffers for file I/O: native segments aligned to {@link FileLayout#ALIGN} (what O_DIRECT needs),
 * taken from the engine's chunk pool (counted there, outside the matrices' budget) and recycled by
 * size: reading or writing a partition allocates nothing once the pass has warmed up. The bytes
 * handed out and their high-water mark are counted, so tests can check that a pass over files
 * holds a bounded number of buffers whatever the size of the data. On several NUMA nodes idle
 * buffers are kept per node (that of the thread that took them: a reader on an I/O thread of the
 * consuming worker's node), so a recycled buffer stays on the node that uses it.
 */
public final class IoBuffers {
    /** A buffer: the aligned segment and the pool allocation it lives in. */
    public record Buf(ChunkPool.Allocation allocation, MemorySegment segment, int node) {
        public Buf(ChunkPool.Allocation allocation, MemorySegment segment) { this(allocation, segment, -1); }
    }

    private final ChunkPool pool;
    private final long idleMax;
    /** Idle buffers by node (-1: threads of no node) and size. */
    private final Map<Long, ArrayDeque<Buf>> idle = new HashMap<>();
    private long idleBytes;
    private long inUse;
    private long highWater;

    IoBuffers(ChunkPool pool) {
        this.pool = pool;
        // idle buffers are counted in the pool's use: at most a quarter of a small budget
        this.idleMax = Math.min(Math.max(16L << 20, pool.budgetBytes() / 16), pool.budgetBytes() / 4);
        pool.onShortOfMemory(this::trim);
    }

    /** A buffer of at least bytes (rounded up to the alignment), contents unspecified. */
    public Buf take(long bytes) {
        long size = FileLayout.align(Math.max(bytes, 1));
        int node = flashr.engine.numa.WorkerNodes.current();
        synchronized (this) {
            ArrayDeque<Buf> q = idle.get(key(node, size));
            Buf b = q == null ? null : q.poll();
            if (b != null) idleBytes -= size;
            inUse += size;
            highWater = Math.max(highWater, inUse);
            if (b != null) return b;
        }
        try {
            ChunkPool.Allocation a = pool.allocateWorkingSet(size + FileLayout.ALIGN);
            MemorySegment s = a.segment;
            long skip = (FileLayout.ALIGN - (s.address() % FileLayout.ALIGN)) % FileLayout.ALIGN;
            return new Buf(a, s.asSlice(skip, size), node);
        } catch (RuntimeException e) {
            synchronized (this) { inUse -= size; }
            throw e;
        }
    }

    /** Gives a buffer back for reuse (or to the pool, beyond what is kept idle). */
    public void give(Buf b) {
        long size = b.segment().byteSize();
        synchronized (this) {
            inUse -= size;
            if (idleBytes + size <= idleMax) {
                idle.computeIfAbsent(key(b.node(), size), k -> new ArrayDeque<>()).push(b);
                idleBytes += size;
                return;
            }
        }
        pool.release(b.allocation());
    }

    /** The free list of buffers of this size on this node (sizes are multiples of 4096). */
    private static long key(int node, long size) { return size * 1024 + (node + 1); }

    /** Bytes of buffers handed out and not yet given back. */
    public synchronized long bytesInUse() { return inUse; }

    /** The most bytes handed out at once since the last {@link #resetHighWater}. */
    public synchronized long highWater() { return highWater; }

    public synchronized void resetHighWater() { highWater = inUse; }

    /** Returns idle buffers to the pool. */
    public void trim() {
        java.util.List<Buf> all = new java.util.ArrayList<>();
        synchronized (this) {
            for (ArrayDeque<Buf> q : idle.values()) all.addAll(q);
            idle.clear();
            idleBytes = 0;
        }
        for (Buf b : all) pool.release(b.allocation());
    }
}
