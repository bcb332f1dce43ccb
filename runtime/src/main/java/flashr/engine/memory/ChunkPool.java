package flashr.engine.memory;

import flashr.linalg.FreshPages;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * One pool of fixed-size off-heap chunks shared by all matrices of an engine. Freed chunks go back
 * to a free list and are reused (first touch of fresh memory is ~20x slower than reading it).
 * Requests larger than a chunk, or much smaller (small matrices), get an exact-size segment that is
 * not pooled but still counts against the budget. Every segment has its own shared arena so it
 * can be released deterministically.
 *
 * <p>On several NUMA nodes ({@link #placeByNode}) the pool is one per node: a store's piece that
 * holds partitions of node n (the node a pass hands those partitions to, and whose pinned worker
 * touches the pages first) takes an idle chunk or segment of node n, or fresh memory, never another
 * node's, and goes back to node n's free list when released. On one node there is one list
 * (index 0, "no node"), as before.
 */
public final class ChunkPool {
    private final long chunkBytes;
    private final long budgetBytes;
    /** Idle chunks by node + 1 (0: no node; the only list on one node). */
    private volatile ArrayDeque<Allocation>[] freeChunks = lists(0);
    private int freeChunkCount;
    /** Nodes and run length of the partitions' placement; 0 nodes: none. */
    private volatile int placeNodes;
    private volatile int placeRunLength = 1;
    /**
     * Idle exact-size segments of at least {@link #REUSED_EXACT_MIN} bytes, most recently released
     * first. An iterative algorithm allocates stores of one size every iteration (k-means labels:
     * 16 MB at 4M rows, below a quarter chunk); reusing a released one skips zeroing fresh memory
     * and faulting its pages in. Held up to {@link #idleExactMax} bytes, the oldest freed first.
     */
    private final ArrayDeque<Allocation> idleExact = new ArrayDeque<>();
    private static final long REUSED_EXACT_MIN = 1L << 20;
    private final long idleExactMax;
    private long idleExactBytes;
    private long inUse;       // bytes handed out and not yet released
    private long pooledIdle;  // bytes held idle in the free lists (chunks and exact segments)
    private long peak;
    private boolean closed;
    /**
     * Stores that R code drops (last iteration's labels) come back only when the garbage collector
     * finds them unreachable, and a heap holding a few large arrays may go minutes without a
     * collection. Fresh memory is slow (faulting its pages in when first written: 0.4 ms per MB
     * on a plain machine, up to 3 here), a whole collection of a heap of large arrays takes
     * 10-100 ms, and far more when R's data is on the heap: 0.3-0.8 s with a 1.2 GB matrix (the
     * parallel collector's compaction moved it), paid by the first large cumsum or k-means step of
     * a script. So, as in ski rental, a collection is requested before taking fresh memory once
     * the fresh memory taken since the last one would have cost, at {@link #FRESH_NANOS_PER_BYTE},
     * what that one took (at least 20 ms, and at least {@link #HEAP_COLLECT_NANOS_PER_BYTE} of
     * the heap in use, so the first collection is not guessed cheap); a collection that gives nothing back doubles the wait,
     * up to 8 times (the data is live, as while a large R vector is copied in), one that does
     * resets it. The pages are faulted in by the pass's workers, so their cost is estimated, not timed.
     */
    private long freshBytes;
    private long lastCollectNanos;
    private int fruitlessCollects;
    private long lastCollectAt;
    /**
     * A fruitless collection says the data was live then (R vectors being copied in while data
     * is set up); a second later the program may be in its iterations, dropping a store each.
     */
    private static final long FORGET_FRUITLESS_NANOS = 1_000_000_000;
    /** Bytes released since the last collection: its Cleaners may finish after its wait. */
    private long releasedSinceCollect;
    private static final long COLLECT_WAIT_NANOS = 10_000_000;
    private static final long MIN_COLLECT_NANOS = 20_000_000;
    /** What a whole collection costs at least, per byte of heap in use (0.3 ms per MB: 0.3-0.8 measured here). */
    private static final double HEAP_COLLECT_NANOS_PER_BYTE = 0.3e6 / (1 << 20);
    /** What a fresh page costs to fault in on a plain machine, per byte (0.5 ms per MB). */
    private static final double FRESH_NANOS_PER_BYTE = 0.5e6 / (1 << 20);

    /** Allocations this small are never refused (see {@link #reserve}). */
    static final long SMALL_OVERDRAFT = 64 << 10;

    /** What gives idle memory back when a store would not fit ({@link #onShortOfMemory}). */
    private final java.util.List<Runnable> idleHolders = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * Registers {@code giveBack}, run (outside the pool's lock) when an allocation would exceed
     * the budget: a holder of idle memory counted here (recycled I/O buffers) returns it.
     */
    public void onShortOfMemory(Runnable giveBack) { idleHolders.add(giveBack); }

    public ChunkPool(long chunkBytes, long budgetBytes) {
        this.chunkBytes = chunkBytes;
        this.budgetBytes = budgetBytes;
        this.idleExactMax = Math.min(8 * chunkBytes, budgetBytes / 4);
    }

    public long chunkBytes() { return chunkBytes; }

    public long budgetBytes() { return budgetBytes; }

    public synchronized long bytesInUse() { return inUse; }

    /**
     * Whether bytes more would fit the budget (idle memory gives way), after a collection and a
     * short wait for the Cleaners of unreachable stores if they would not at first: the engine
     * then puts a result in files instead of failing.
     */
    public boolean fitsAfterCollect(long bytes) {
        synchronized (this) { if (inUse + bytes <= budgetBytes) return true; }
        if (!closed) System.gc();
        for (int i = 0; i < 3; i++) {
            synchronized (this) {
                if (inUse + bytes <= budgetBytes) return true;
                try { wait(20); } catch (InterruptedException e) { Thread.currentThread().interrupt(); return false; }
            }
        }
        synchronized (this) { return inUse + bytes <= budgetBytes; }
    }

    public synchronized long peakBytes() { return peak; }

    public synchronized int idleChunks() { return freeChunkCount; }

    /** Idle chunks of node n (-1: of no node). */
    public synchronized int idleChunks(int node) { return freeChunks[node + 1].size(); }

    @SuppressWarnings("unchecked")
    private static ArrayDeque<Allocation>[] lists(int nodes) {
        ArrayDeque<Allocation>[] l = new ArrayDeque[nodes + 1];
        for (int k = 0; k < l.length; k++) l[k] = new ArrayDeque<>();
        return l;
    }

    /**
     * Places stores' pieces by node: partition p on node (p / runLength) mod nodes, as the
     * dispatcher hands partitions out ({@code flashr.engine.numa.NodeRuns}). Called once, before
     * any allocation, by an engine on several nodes; one node keeps the single list.
     */
    public synchronized void placeByNode(int nodes, int runLength) {
        if (nodes <= 1 || freeChunkCount > 0 || inUse > 0) return;
        placeNodes = nodes;
        placeRunLength = Math.max(1, runLength);
        freeChunks = lists(nodes);
    }

    /** The node of a store's partition p, or -1 on one node. */
    public int nodeOfPartition(long p) {
        int n = placeNodes;
        return n <= 1 ? -1 : (int) ((p / placeRunLength) % n);
    }

    /** An allocated segment and how to release it. */
    public static final class Allocation {
        final Arena arena;
        public final MemorySegment segment;
        final boolean pooled;
        /** Bytes of a charge ({@link #tryCharge}: no arena, no segment of its own). */
        final long charged;
        /** The node whose free lists it returns to (-1: none). */
        public final int node;

        Allocation(Arena arena, MemorySegment segment, boolean pooled) { this(arena, segment, pooled, -1); }

        Allocation(Arena arena, MemorySegment segment, boolean pooled, int node) {
            this.arena = arena;
            this.segment = segment;
            this.pooled = pooled;
            this.charged = 0;
            this.node = node;
        }

        private Allocation(long charged) {
            this.arena = null;
            this.segment = MemorySegment.NULL;
            this.pooled = false;
            this.charged = charged;
            this.node = -1;
        }
    }

    /**
     * Memory for the file store's I/O buffers: counted in use (and in the peak) like a store's,
     * but not refused for the budget, which caps matrices: the I/O working set is bounded by
     * construction (workers x partitions in flight), and results spill to files precisely when
     * the budget is full. Aligned to 4096 bytes (O_DIRECT); returned by {@link #release}.
     */
    public Allocation allocateWorkingSet(long bytes) {
        long size = Math.max(bytes, 8);
        synchronized (this) {
            inUse += size;
            peak = Math.max(peak, inUse);
        }
        try {
            Arena arena = Arena.ofShared();
            return new Allocation(arena, arena.allocate(size, 4096), false);
        } catch (OutOfMemoryError e) {
            synchronized (this) { inUse -= size; }
            throw new MemoryBudgetExceededException(size, bytesInUse(), budgetBytes);
        }
    }

    /** A whole chunk (pooled) when bytes fit one and are at least a quarter of it; else an exact segment. */
    public Allocation allocate(long bytes) {
        return allocateAll(new long[] {bytes}).getFirst();
    }

    /**
     * The pieces of one store. Whether a collection comes first is decided once, for what the
     * pieces would take fresh: a store whose chunk is found idle (there are idle chunks from
     * data freed earlier) but whose shorter tail is not would otherwise take that tail fresh
     * every time and never collect last iteration's labels.
     */
    public List<Allocation> allocateAll(long[] pieces) { return allocateAll(pieces, false); }

    /**
     * As {@link #allocateAll(long[])}; with {@code overdraft} the pieces may take memory beyond the
     * budget, up to {@link #overdraftLimit()} in all, without waiting for a collection: a small
     * result (one I/O partition at most) costs less held in memory than as files (creating,
     * writing, renaming and deleting a file per data directory for a few kilobytes).
     */
    public List<Allocation> allocateAll(long[] pieces, boolean overdraft) { return allocateAll(pieces, null, overdraft); }

    /** As above, piece k for node nodes[k] (null, or -1: no node; see {@link #placeByNode}). */
    public List<Allocation> allocateAll(long[] pieces, int[] nodes, boolean overdraft) {
        // the free list of each piece: node + 1 (0: no node, the only list on one node)
        int[] lists = new int[pieces.length];
        if (nodes != null) for (int k = 0; k < lists.length; k++) lists[k] = Math.max(0, Math.min(freeChunks.length - 1, nodes[k] + 1));
        long fresh;
        synchronized (this) { fresh = freshNeeded(pieces, lists); }
        if (fresh > 0 && collectDue(fresh)) collectFor(pieces, lists, fresh);
        List<Allocation> out = new ArrayList<>(pieces.length);
        try {
            for (int k = 0; k < pieces.length; k++) out.add(take(pieces[k], lists[k], overdraft));
        } catch (RuntimeException e) {
            release(out);
            throw e;
        }
        return out;
    }

    private static boolean pooled(long bytes, long chunkBytes) { return bytes <= chunkBytes && bytes >= chunkBytes / 4; }

    /** An idle allocation of the list (node + 1) for the piece, or fresh memory. */
    private Allocation take(long bytes, int list, boolean overdraft) {
        boolean pooled = pooled(bytes, chunkBytes);
        long size = pooled ? chunkBytes : Math.max(bytes, 8);
        boolean large = pooled || size >= REUSED_EXACT_MIN;
        synchronized (this) {
            Allocation a = takeIdle(pooled, size, list);
            if (a != null) return a;
        }
        reserve(size, overdraft);
        try {
            Arena arena = Arena.ofShared();
            MemorySegment seg = large ? FreshPages.map(size, arena) : null;
            if (seg == null) seg = arena.allocate(size, 64);
            if (large) synchronized (this) { freshBytes += size; }
            return new Allocation(arena, seg, pooled, list - 1);
        } catch (OutOfMemoryError e) {
            synchronized (this) { inUse -= size; }
            throw new MemoryBudgetExceededException(size, bytesInUse(), budgetBytes);
        }
    }

    /** The bytes of large pieces that no idle chunk or exact segment of their node would serve now. */
    private long freshNeeded(long[] pieces, int[] lists) {
        int[] chunks = new int[freeChunks.length];
        for (int k = 0; k < chunks.length; k++) chunks[k] = freeChunks[k].size();
        List<Long> exact = new ArrayList<>();
        for (Allocation a : idleExact) exact.add(a.segment.byteSize() * 64 + a.node + 1);
        long fresh = 0;
        for (int k = 0; k < pieces.length; k++) {
            long bytes = pieces[k];
            if (pooled(bytes, chunkBytes)) {
                if (chunks[lists[k]] > 0) chunks[lists[k]]--; else fresh += chunkBytes;
            } else if (bytes >= REUSED_EXACT_MIN && !exact.remove(Long.valueOf(Math.max(bytes, 8) * 64 + lists[k]))) {
                fresh += bytes;
            }
        }
        return fresh;
    }

    /** An idle chunk or exact segment of this size from the list (node + 1), now in use; null if none. */
    private Allocation takeIdle(boolean pooled, long size, int list) {
        Allocation a = null;
        if (pooled && !freeChunks[list].isEmpty()) {
            a = freeChunks[list].pop();
            freeChunkCount--;
            pooledIdle -= chunkBytes;
        } else if (!pooled && size >= REUSED_EXACT_MIN) {
            a = takeIdleExact(size, list - 1);
        }
        if (a != null) {
            inUse += size;
            peak = Math.max(peak, inUse);
        }
        return a;
    }

    /**
     * Whether a collection should come before taking {@code size} more bytes of fresh memory; never
     * while nothing is in use (nothing could come back: an R vector copied into a fresh engine).
     */
    private synchronized boolean collectDue(long size) {
        if (releasedSinceCollect > 0 || System.nanoTime() - lastCollectAt > FORGET_FRUITLESS_NANOS) fruitlessCollects = 0;
        Runtime rt = Runtime.getRuntime();
        long heapCost = (long) ((rt.totalMemory() - rt.freeMemory()) * HEAP_COLLECT_NANOS_PER_BYTE);
        long cost = Math.max(Math.max(lastCollectNanos, MIN_COLLECT_NANOS), heapCost);
        return !closed && inUse > 0 && (freshBytes + size) * FRESH_NANOS_PER_BYTE > cost << Math.min(fruitlessCollects, 3);
    }

    /**
     * Requests a garbage collection and waits briefly for the Cleaners of unreachable stores to
     * return their memory, until the pieces would need nothing fresh; a collection that brought
     * nothing back for them is fruitless.
     */
    private void collectFor(long[] pieces, int[] lists, long freshBefore) {
        long start = System.nanoTime();
        System.gc();
        long deadline = System.nanoTime() + COLLECT_WAIT_NANOS;
        synchronized (this) {
            lastCollectAt = System.nanoTime();
            lastCollectNanos = Math.max(1_000_000, lastCollectAt - start);
            freshBytes = 0;
            releasedSinceCollect = 0;
            long fresh = freshNeeded(pieces, lists);
            try {
                for (long left = deadline - System.nanoTime(); left > 0 && fresh > 0; left = deadline - System.nanoTime()) {
                    wait(Math.max(1, left / 1_000_000));
                    fresh = freshNeeded(pieces, lists);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (fresh < freshBefore) fruitlessCollects = 0; else fruitlessCollects++;
        }
    }

    /** What small results and small allocations may take in all: a quarter beyond the budget. */
    public long overdraftLimit() { return budgetBytes + budgetBytes / 4; }

    /** Whether bytes more fit within {@link #overdraftLimit()} now (idle memory not counted). */
    public synchronized boolean fitsOverdraft(long bytes) { return inUse + bytes <= overdraftLimit(); }

    private void reserve(long size, boolean overdraft) {
        for (int attempt = 0; ; attempt++) {
            synchronized (this) {
                // idle pooled chunks (of any node) give way to new requests
                while (inUse + pooledIdle + size > budgetBytes && freeChunkCount > 0) closeIdleChunk();
                while (inUse + pooledIdle + size > budgetBytes && !idleExact.isEmpty()) closeOldestIdleExact();
                if (inUse + pooledIdle + size <= budgetBytes) {
                    inUse += size;
                    peak = Math.max(peak, inUse);
                    return;
                }
                if ((overdraft || size <= SMALL_OVERDRAFT) && inUse + size <= overdraftLimit()) {
                    // a small result or a sink's few values: taken beyond the budget at once rather
                    // than after a collection and a sleep (20 ms for a few bytes, each time)
                    inUse += size;
                    peak = Math.max(peak, inUse);
                    return;
                }
                if (attempt >= 1 && size <= SMALL_OVERDRAFT) {
                    // a sink's few values or a tiny result: after one collection it is taken beyond
                    // the budget rather than fail a pass whose large results went to files
                    inUse += size;
                    peak = Math.max(peak, inUse);
                    return;
                }
                if (attempt >= 6) throw new MemoryBudgetExceededException(size, inUse, budgetBytes);
            }
            // idle buffers held for reuse give way first (the file store's I/O buffers)
            if (attempt == 0) for (Runnable r : idleHolders) r.run();
            // unreachable matrices may still hold memory: let their Cleaners run
            System.gc();
            try { Thread.sleep(20L << attempt); } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new MemoryBudgetExceededException(size, bytesInUse(), budgetBytes);
            }
        }
    }

    /**
     * Returns a store's allocations together: an allocation waiting after a collection (the next
     * iteration's labels: a chunk and a shorter tail) then finds all of them back at once, not
     * the chunk alone with the tail still on its way (which would take fresh memory).
     */
    public void release(List<Allocation> all) {
        List<Arena> close = new ArrayList<>();
        synchronized (this) {
            for (Allocation a : all) { Arena c = keep(a); if (c != null) close.add(c); }
        }
        // closing a shared arena waits for a handshake with every thread: not under the pool's lock
        for (Arena c : close) c.close();
    }

    /**
     * Counts {@code bytes} of memory the engine reads but did not allocate (an R vector on the
     * Java heap that a store views in place) against the budget, if they fit it now; null if not
     * (the caller puts the data in files instead). {@link #release} gives the bytes back.
     */
    public synchronized Allocation tryCharge(long bytes) {
        long size = Math.max(bytes, 8);
        if (closed || inUse + size > budgetBytes) return null;
        inUse += size;
        peak = Math.max(peak, inUse);
        return new Allocation(size);
    }

    /** Returns an allocation: pooled chunks go to the free list, others are freed now. */
    public void release(Allocation a) {
        Arena c;
        synchronized (this) { c = keep(a); }
        if (c != null) c.close();
    }

    /**
     * Counts an allocation back (under the lock): pooled chunks and reusable exact segments go to
     * the free lists; returns the arena to close (outside the lock), or null.
     */
    private Arena keep(Allocation a) {
        if (a.arena == null) {   // a charge (tryCharge): nothing to free
            inUse -= a.charged;
            releasedSinceCollect += a.charged;
            notifyAll();
            return null;
        }
        long size = a.pooled ? chunkBytes : a.segment.byteSize();
        inUse -= size;
        releasedSinceCollect += size;
        notifyAll();   // a collection may be waiting for this
        if (a.pooled && !closed) {
            freeChunks[Math.min(freeChunks.length - 1, a.node + 1)].push(a);
            freeChunkCount++;
            pooledIdle += chunkBytes;
            return null;
        }
        if (!a.pooled && !closed && size >= REUSED_EXACT_MIN && size <= idleExactMax) {
            idleExact.push(a);
            idleExactBytes += size;
            pooledIdle += size;
            while (idleExactBytes > idleExactMax) closeOldestIdleExact();
            return null;
        }
        return a.arena;
    }

    /** An idle exact segment of this size and node, taken off the list; null if none. */
    private Allocation takeIdleExact(long size, int node) {
        for (var it = idleExact.iterator(); it.hasNext(); ) {
            Allocation a = it.next();
            if (a.segment.byteSize() == size && a.node == node) {
                it.remove();
                idleExactBytes -= size;
                pooledIdle -= size;
                return a;
            }
        }
        return null;
    }

    private void closeOldestIdleExact() {
        Allocation a = idleExact.removeLast();
        long size = a.segment.byteSize();
        idleExactBytes -= size;
        pooledIdle -= size;
        a.arena.close();
    }

    /** Frees an idle chunk of the node with the most. */
    private void closeIdleChunk() {
        ArrayDeque<Allocation> most = freeChunks[0];
        for (ArrayDeque<Allocation> q : freeChunks) if (q.size() > most.size()) most = q;
        most.pop().arena.close();
        freeChunkCount--;
        pooledIdle -= chunkBytes;
    }

    /** Frees all idle chunks and segments. */
    public synchronized void trim() {
        while (freeChunkCount > 0) closeIdleChunk();
        while (!idleExact.isEmpty()) closeOldestIdleExact();
    }

    /** Frees idle chunks and stops pooling: chunks released from now on are freed at once. */
    public synchronized void close() {
        closed = true;
        trim();
    }
}
