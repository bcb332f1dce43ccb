package flashr.engine.memory;

import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.List;

/**
 * The data of one in-memory tall matrix: I/O partitions of {@code partRows} rows (the last may be
 * shorter), each contiguous, in row- or column-major order, packed into pool chunks. The chunks go
 * back to the pool when the store is freed or becomes unreachable (a Cleaner watches it).
 * Blocks are read and written as compact column-major Java arrays.
 *
 * <p>A matrix wider than {@link #BLOCK_COLS} columns is a block matrix: its columns are split
 * into TAS blocks of 32 columns, each a store of its own, so reading some columns touches only
 * their blocks and no I/O partition holds more than 32 columns.
 */
public final class MemStore extends MatrixStore {
    private static final Cleaner CLEANER = Cleaner.create();
    private static final ValueLayout.OfDouble D = ValueLayout.JAVA_DOUBLE;
    private static final ValueLayout.OfInt I = ValueLayout.JAVA_INT;

    private final long fullPartBytes;
    private final int partsPerSeg;
    /** Elements between the starts of two columns in a view of a whole array; 0 for partitioned stores. */
    private final long columnStride;
    private final MemorySegment[] segs;
    private final Releaser releaser;
    private final Cleaner.Cleanable cleanable;
    /** The 32-column TAS blocks of a block matrix; null for a plain TAS store. */
    private final MemStore[] blocks;

    /** Holds what to release, without referring to the store (so the store can become unreachable). */
    private static final class Releaser implements Runnable {
        private ChunkPool pool;
        private final List<ChunkPool.Allocation> allocations;

        /** A view's charge against the budget, given back with the view. */
        synchronized void charge(ChunkPool p, ChunkPool.Allocation a) {
            pool = p;
            allocations.add(a);
        }

        Releaser(ChunkPool pool, List<ChunkPool.Allocation> allocations) {
            this.pool = pool;
            this.allocations = allocations;
        }

        @Override public synchronized void run() {
            if (pool != null) pool.release(allocations);
            allocations.clear();
        }
    }

    public MemStore(ChunkPool pool, long nrow, int ncol, ElementType type, Layout layout, int partRows) {
        this(pool, nrow, ncol, type, layout, partRows, false);
    }

    /**
     * A store whose memory may go a little beyond the budget when {@code overdraft} (a small
     * result that would otherwise cost a file per value: {@link ChunkPool#allocateAll(long[], boolean)}).
     */
    public MemStore(ChunkPool pool, long nrow, int ncol, ElementType type, Layout layout, int partRows, boolean overdraft) {
        super(nrow, ncol, type, layout, partRows);
        if (ncol > BLOCK_COLS) {
            int nb = (ncol + BLOCK_COLS - 1) / BLOCK_COLS;
            this.blocks = new MemStore[nb];
            try {
                for (int b = 0; b < nb; b++) blocks[b] = new MemStore(pool, nrow, Math.min(BLOCK_COLS, ncol - b * BLOCK_COLS), type, layout, partRows, overdraft);
            } catch (RuntimeException e) {
                for (MemStore b : blocks) if (b != null) b.free();
                throw e;
            }
            this.fullPartBytes = 0;
            this.partsPerSeg = 1;
            this.columnStride = 0;
            this.segs = new MemorySegment[0];
            this.releaser = new Releaser(pool, new ArrayList<>());
            this.cleanable = CLEANER.register(this, releaser);
            return;
        }
        this.blocks = null;
        this.columnStride = 0;
        this.fullPartBytes = (long) partRows * ncol * type.byteSize();
        long parts = numPartitions();
        this.partsPerSeg = (int) Math.max(1, Math.min(Integer.MAX_VALUE, fullPartBytes == 0 ? 1 : pool.chunkBytes() / fullPartBytes));
        int nseg = (int) ((parts + partsPerSeg - 1) / partsPerSeg);
        this.segs = new MemorySegment[nseg];
        List<ChunkPool.Allocation> allocs = new ArrayList<>(nseg);
        this.releaser = new Releaser(pool, allocs);
        long[] pieces = new long[nseg];
        // on several NUMA nodes a piece comes from the pool of its first partition's node
        int[] nodes = pool.nodeOfPartition(0) < 0 ? null : new int[nseg];
        for (int g = 0; g < nseg; g++) {
            long firstPart = (long) g * partsPerSeg;
            long lastPart = Math.min(parts, firstPart + partsPerSeg) - 1;
            pieces[g] = Math.max(8, (lastPart - firstPart) * fullPartBytes + partitionRows(lastPart) * ncol * type.byteSize());
            if (nodes != null) nodes[g] = pool.nodeOfPartition(firstPart);
        }
        allocs.addAll(pool.allocateAll(pieces, nodes, overdraft));
        for (int g = 0; g < nseg; g++) segs[g] = allocs.get(g).segment;
        this.cleanable = CLEANER.register(this, releaser);
    }

    /** Creates small stores (sink results) of an engine. */
    @FunctionalInterface
    public interface Factory { MemStore create(long nrow, int ncol, ElementType type); }

    /**
     * A block matrix made of existing 32-column stores (all but the last exactly 32 columns); no
     * copy. Blocks held in files make a {@link BlockStore}.
     */
    public static MatrixStore ofBlocks(MatrixStore[] blocks) {
        for (MatrixStore b : blocks) if (!(b instanceof MemStore)) return new BlockStore(blocks);
        MemStore[] mem = new MemStore[blocks.length];
        for (int b = 0; b < blocks.length; b++) mem[b] = (MemStore) blocks[b];
        return new MemStore(mem);
    }

    private MemStore(MemStore[] blocks) {
        super(blocks[0].nrow, java.util.Arrays.stream(blocks).mapToInt(b -> b.ncol).sum(), blocks[0].type, blocks[0].layout, blocks[0].partRows);
        for (int b = 0; b + 1 < blocks.length; b++) if (blocks[b].ncol != BLOCK_COLS) throw new IllegalArgumentException("blocks must have 32 columns");
        this.blocks = blocks.clone();
        this.fullPartBytes = 0;
        this.partsPerSeg = 1;
        this.columnStride = 0;
        this.segs = new MemorySegment[0];
        this.releaser = new Releaser(null, new ArrayList<>());
        this.cleanable = CLEANER.register(this, releaser);
    }

    /**
     * A column-major store that reads a Java array in place (column c at element c * nrow): R's
     * vectors enter the engine without a copy. Nothing is released; the caller must never change
     * the array afterwards. Wider than 32 columns: blocks viewing 32-column slices of it.
     */
    public static MemStore viewOf(double[] d, int[] i, ElementType type, long nrow, int ncol, int partRows) {
        return viewOf(d, i, type, nrow, ncol, partRows, null, null);
    }

    /**
     * As above, the array's bytes counted against pool's budget by {@code charge} ({@link
     * ChunkPool#tryCharge}) until the view is freed or unreachable.
     */
    public static MemStore viewOf(double[] d, int[] i, ElementType type, long nrow, int ncol, int partRows, ChunkPool pool, ChunkPool.Allocation charge) {
        MemStore v = viewOf0(d, i, type, nrow, ncol, partRows);
        if (charge != null) v.releaser.charge(pool, charge);
        return v;
    }

    private static MemStore viewOf0(double[] d, int[] i, ElementType type, long nrow, int ncol, int partRows) {
        MemorySegment all = d != null ? MemorySegment.ofArray(d) : MemorySegment.ofArray(i);
        if (all.byteSize() != nrow * ncol * type.byteSize()) throw new IllegalArgumentException("array does not hold " + nrow + "x" + ncol + " elements");
        if (ncol <= BLOCK_COLS) return new MemStore(all, nrow, ncol, type, partRows);
        MemStore[] blocks = new MemStore[(ncol + BLOCK_COLS - 1) / BLOCK_COLS];
        long colBytes = nrow * type.byteSize();
        for (int b = 0; b < blocks.length; b++) {
            int nc = Math.min(BLOCK_COLS, ncol - b * BLOCK_COLS);
            blocks[b] = new MemStore(all.asSlice(b * BLOCK_COLS * colBytes, nc * colBytes), nrow, nc, type, partRows);
        }
        return new MemStore(blocks);
    }

    private MemStore(MemorySegment columns, long nrow, int ncol, ElementType type, int partRows) {
        super(nrow, ncol, type, Layout.COL_MAJOR, partRows);
        this.blocks = null;
        this.fullPartBytes = 0;
        this.partsPerSeg = Integer.MAX_VALUE;
        this.columnStride = nrow;
        this.segs = new MemorySegment[] {columns};
        this.releaser = new Releaser(null, new ArrayList<>());
        this.cleanable = CLEANER.register(this, releaser);
    }

    @Override public boolean inMemory() { return true; }

    /** Returns the chunks to the pool now; the store must not be used afterwards. */
    @Override public void free() {
        if (blocks != null) for (MemStore b : blocks) b.free();
        cleanable.clean();
    }

    @Override public int numBlocks() { return blocks == null ? 1 : blocks.length; }

    @Override public PartitionLease lease(long p) {
        if (blocks != null) throw new IllegalStateException("a block matrix has no partitions of its own");
        long rows = partitionRows(p);
        if (columnStride > 0) {
            if (ncol > 1 && rows != nrow) throw new IllegalStateException("partition of an array view is not contiguous");
            return fixedLease(segs[0].asSlice((p << partShift) * type.byteSize(), rows * ncol * type.byteSize()));
        }
        return fixedLease(seg(p).asSlice(base(p), rows * ncol * type.byteSize()));
    }

    private MemorySegment seg(long p) { return segs[(int) (p / partsPerSeg)]; }

    private long base(long p) { return (p % partsPerSeg) * fullPartBytes; }

    private long offset(long p, long rowInPart, int col, long rows) {
        if (columnStride > 0) return ((p << partShift) + rowInPart + col * columnStride) * type.byteSize();
        long e = layout == Layout.COL_MAJOR ? col * rows + rowInPart : rowInPart * ncol + col;
        return base(p) + e * type.byteSize();
    }

    // ---- element access ----

    @Override public double getDouble(long r, int c) {
        if (blocks != null) return blocks[c / BLOCK_COLS].getDouble(r, c % BLOCK_COLS);
        long p = r >> partShift;
        return seg(p).get(D, offset(p, r - (p << partShift), c, partitionRows(p)));
    }

    @Override public int getInt(long r, int c) {
        if (blocks != null) return blocks[c / BLOCK_COLS].getInt(r, c % BLOCK_COLS);
        long p = r >> partShift;
        return seg(p).get(I, offset(p, r - (p << partShift), c, partitionRows(p)));
    }

    @Override public void setDouble(long r, int c, double v) {
        if (blocks != null) { blocks[c / BLOCK_COLS].setDouble(r, c % BLOCK_COLS, v); return; }
        long p = r >> partShift;
        seg(p).set(D, offset(p, r - (p << partShift), c, partitionRows(p)), v);
    }

    @Override public void setInt(long r, int c, int v) {
        if (blocks != null) { blocks[c / BLOCK_COLS].setInt(r, c % BLOCK_COLS, v); return; }
        long p = r >> partShift;
        seg(p).set(I, offset(p, r - (p << partShift), c, partitionRows(p)), v);
    }

    /**
     * Rows [r0, r0+len) of column col where they lie, for kernels that read stored data in place;
     * null when they are not one run of the memory (a row-major store, or rows of two partitions).
     */
    public MemorySegment columnSlice(long r0, int len, int col) {
        if (blocks != null) return blocks[col / BLOCK_COLS].columnSlice(r0, len, col % BLOCK_COLS);
        if (layout != Layout.COL_MAJOR) return null;
        long p = r0 >> partShift;
        long rip = r0 - (p << partShift);
        long rows = partitionRows(p);
        if (columnStride == 0 && rip + len > rows) return null;
        return seg(p).asSlice(offset(p, rip, col, rows), (long) len * type.byteSize());
    }

    // ---- block access: dst is compact column-major, column k at k*len ----

    @Override public void readInto(long r0, int len, int[] cols, double[] dst, int[] dsti, int dstOff) {
        if (blocks != null) {
            int nc = cols == null ? ncol : cols.length;
            int[] one = new int[1];
            for (int k = 0; k < nc; k++) {
                int c = cols == null ? k : cols[k];
                one[0] = c % BLOCK_COLS;
                blocks[c / BLOCK_COLS].readPlain(r0, len, one, dst, dsti, dstOff + k * len);
            }
            return;
        }
        readPlain(r0, len, cols, dst, dsti, dstOff);
    }

    private void readPlain(long r0, int len, int[] cols, double[] dst, int[] dsti, int dstOff) {
        int nc = cols == null ? ncol : cols.length;
        int done = 0;
        while (done < len) {
            long r = r0 + done;
            long p = r >> partShift;
            long rows = partitionRows(p);
            long rip = r - (p << partShift);
            int n = (int) Math.min(len - done, rows - rip);
            MemorySegment s = seg(p);
            for (int k = 0; k < nc; k++) {
                int c = cols == null ? k : cols[k];
                if (layout == Layout.COL_MAJOR) {
                    long off = offset(p, rip, c, rows);
                    if (dst != null) MemorySegment.copy(s, D, off, dst, dstOff + k * len + done, n);
                    else MemorySegment.copy(s, I, off, dsti, dstOff + k * len + done, n);
                } else {
                    long off = offset(p, rip, c, rows);
                    long step = (long) ncol * type.byteSize();
                    int o = dstOff + k * len + done;
                    if (dst != null) for (int i = 0; i < n; i++) dst[o + i] = s.get(D, off + i * step);
                    else for (int i = 0; i < n; i++) dsti[o + i] = s.get(I, off + i * step);
                }
            }
            done += n;
        }
    }

    /**
     * Copies len elements of src or srci, from srcOff on, into column col at rows [r0, r0+len):
     * straight copies into a column-major store, without an intermediate block.
     */
    @Override public void writeColumn(int col, long r0, int len, double[] src, int[] srci, int srcOff) {
        if (blocks != null) { blocks[col / BLOCK_COLS].writeColumn(col % BLOCK_COLS, r0, len, src, srci, srcOff); return; }
        if (layout != Layout.COL_MAJOR) throw new IllegalStateException("writeColumn needs a column-major store");
        int done = 0;
        while (done < len) {
            long r = r0 + done;
            long p = r >> partShift;
            long rows = partitionRows(p);
            long rip = r - (p << partShift);
            int n = (int) Math.min(len - done, rows - rip);
            long off = offset(p, rip, col, rows);
            if (src != null) MemorySegment.copy(src, srcOff + done, seg(p), D, off, n);
            else MemorySegment.copy(srci, srcOff + done, seg(p), I, off, n);
            done += n;
        }
    }

    @Override public void writeFrom(long r0, int len, double[] src, int[] srci, int srcOff) {
        if (blocks != null) {
            for (int b = 0; b < blocks.length; b++) blocks[b].writePlain(r0, len, src, srci, srcOff + b * BLOCK_COLS * len);
            return;
        }
        writePlain(r0, len, src, srci, srcOff);
    }

    private void writePlain(long r0, int len, double[] src, int[] srci, int srcOff) {
        int done = 0;
        while (done < len) {
            long r = r0 + done;
            long p = r >> partShift;
            long rows = partitionRows(p);
            long rip = r - (p << partShift);
            int n = (int) Math.min(len - done, rows - rip);
            MemorySegment s = seg(p);
            for (int k = 0; k < ncol; k++) {
                long off = offset(p, rip, k, rows);
                if (layout == Layout.COL_MAJOR) {
                    if (src != null) MemorySegment.copy(src, srcOff + k * len + done, s, D, off, n);
                    else MemorySegment.copy(srci, srcOff + k * len + done, s, I, off, n);
                } else {
                    long step = (long) ncol * type.byteSize();
                    int o = srcOff + k * len + done;
                    if (src != null) for (int i = 0; i < n; i++) s.set(D, off + i * step, src[o + i]);
                    else for (int i = 0; i < n; i++) s.set(I, off + i * step, srci[o + i]);
                }
            }
            done += n;
        }
    }
}
