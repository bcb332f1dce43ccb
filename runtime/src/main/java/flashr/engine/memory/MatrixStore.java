package flashr.engine.memory;

import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.lang.foreign.MemorySegment;

/**
 * The data of a materialized tall matrix, wherever it lives: in pool chunks ({@link MemStore}),
 * in files ({@code flashr.engine.storage.FileStore}) or as 32-column blocks of either
 * ({@link BlockStore}). Every store is split into I/O partitions of {@code partRows} rows (the
 * last may be shorter), each laid out alike: column-major (column c at element c * rows of the
 * partition) or row-major. The engine reads and writes through this class only, by rows of
 * compact column-major blocks, or a whole partition as a segment ({@link #lease}).
 */
public abstract class MatrixStore {
    /** Columns per TAS block of a block matrix. */
    public static final int BLOCK_COLS = 32;

    public final long nrow;
    public final int ncol;
    public final ElementType type;
    public final Layout layout;
    public final int partRows;
    protected final int partShift;

    protected MatrixStore(long nrow, int ncol, ElementType type, Layout layout, int partRows) {
        if (Integer.bitCount(partRows) != 1) throw new IllegalArgumentException("partition rows must be a power of two");
        this.nrow = nrow;
        this.ncol = ncol;
        this.type = type;
        this.layout = layout;
        this.partRows = partRows;
        this.partShift = Integer.numberOfTrailingZeros(partRows);
    }

    public final long numPartitions() { return (nrow + partRows - 1) >> partShift; }

    public final long partitionRows(long p) { return Math.min(partRows, nrow - (p << partShift)); }

    public final long bytes() { return nrow * ncol * (long) type.byteSize(); }

    /** Number of TAS blocks (1 unless this is a block matrix). */
    public int numBlocks() { return 1; }

    /** Whether the data is held in memory (false: in files, read on demand). */
    public abstract boolean inMemory();

    /** Gives the data's memory (or files) back now; the store must not be used afterwards. */
    public abstract void free();

    /**
     * Completes a store written by a pass: nothing for memory, for files the partitions still
     * being written go out and the files become readable. Called once, before any read.
     */
    public void finishWrites() { }

    /** Starts reading partitions [p0, p0+n) ahead of their use (files); nothing for memory. */
    public void prefetch(long p0, int n) { }

    /**
     * Starts reading partitions [p0, p0+n) ahead of a pass that reads only the given columns
     * (null: all of them): a store in files may then read those columns alone.
     */
    public void prefetch(long p0, int n, int[] cols) { prefetch(p0, n); }

    // ---- element access ----

    public abstract double getDouble(long r, int c);

    public abstract int getInt(long r, int c);

    public abstract void setDouble(long r, int c, double v);

    public abstract void setInt(long r, int c, int v);

    // ---- block access: compact column-major, column k at k*len ----

    /**
     * Reads rows [r0, r0+len) of the given columns (all columns when cols is null) into
     * dst (double stores) or dsti (int stores), column k of the block at offset k*len.
     */
    public void read(long r0, int len, int[] cols, double[] dst, int[] dsti) { readInto(r0, len, cols, dst, dsti, 0); }

    /** As {@link #read}, column k of the block at dstOff + k*len. */
    public abstract void readInto(long r0, int len, int[] cols, double[] dst, int[] dsti, int dstOff);

    /** Writes rows [r0, r0+len) of all columns from a compact column-major block. */
    public void write(long r0, int len, double[] src, int[] srci) { writeFrom(r0, len, src, srci, 0); }

    /** As {@link #write}, column k of the block at srcOff + k*len. */
    public abstract void writeFrom(long r0, int len, double[] src, int[] srci, int srcOff);

    /**
     * Copies len elements of src or srci, from srcOff on, into column col at rows [r0, r0+len).
     */
    public abstract void writeColumn(int col, long r0, int len, double[] src, int[] srci, int srcOff);

    // ---- partitions as segments ----

    /**
     * Column col at rows [r0, r0+len) as a segment of the store's memory, for kernels that read in
     * place; null when those rows are not one run in memory (then they are read into a block).
     * Stores in files answer null: their partitions are read into buffers that may be reused.
     */
    public MemorySegment columnSlice(long r0, int len, int col) { return null; }

    /** Partition p of a plain (not block) store, in its layout, valid until the lease is closed. */
    public abstract PartitionLease lease(long p);

    /** A partition's memory, held while the lease is open (a file store may not reuse it before). */
    public interface PartitionLease extends AutoCloseable {
        /** The partition's bytes: partitionRows(p) x ncol elements in the store's layout. */
        MemorySegment segment();

        @Override void close();
    }

    /** A lease of memory that needs no release. */
    public static PartitionLease fixedLease(MemorySegment s) {
        return new PartitionLease() {
            @Override public MemorySegment segment() { return s; }
            @Override public void close() { }
        };
    }

    /** Byte offset of (row in partition, column) in a partition of the given rows. */
    protected final long elementOffset(long rowInPart, int col, long rows) {
        long e = layout == Layout.COL_MAJOR ? col * rows + rowInPart : rowInPart * ncol + col;
        return e * type.byteSize();
    }
}
