package flashr.engine.sparse;

import flashr.engine.memory.MatrixStore;
import flashr.engine.storage.Storage;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.util.Arrays;

/**
 * Row blocks in the file store, as the design's semi-external SpMM keeps a sparse matrix: a block
 * is read from the SSD when a worker takes it and dropped after, so memory holds the dense operand,
 * the output and a few blocks per worker. The blocks lie end to end in two one-column file-store
 * matrices: integers (each block's row offsets, then its column indices) and doubles (the values
 * of the blocks that keep them). The file store brings direct I/O, striping over the data
 * directories, read-ahead and deletion when the matrix is freed or unreachable; only each block's
 * place (a few longs) stays on the heap.
 */
public final class FileBlocks implements SparseBlocks {
    /** Elements in one partition of the backing stores: 256 KB of integers, 512 KB of values. */
    static final int PART = 1 << 16;

    private final MatrixStore ints;
    private final MatrixStore vals;
    private final long[] firstRow;
    private final int[] rows;
    private final int[] nnz;
    private final long[] intAt;
    private final long[] valAt;

    private FileBlocks(MatrixStore ints, MatrixStore vals, long[] firstRow, int[] rows, int[] nnz, long[] intAt, long[] valAt) {
        this.ints = ints;
        this.vals = vals;
        this.firstRow = firstRow;
        this.rows = rows;
        this.nnz = nnz;
        this.intAt = intAt;
        this.valAt = valAt;
    }

    @Override public int count() { return rows.length; }

    @Override public int nnz(int b) { return nnz[b]; }

    @Override public boolean valued(int b) { return valAt[b] >= 0; }

    @Override public CsrBlock block(int b) { return block(b, null); }

    @Override public CsrBlock block(int b, BlockBuffers reuse) {
        int n = rows[b] + 1, e = nnz[b];
        int[] ptr = reuse == null ? new int[n] : reuse.ptr(n);
        int[] cols = reuse == null ? new int[e] : reuse.cols(e);
        ints.read(intAt[b], n, null, null, ptr);
        if (e > 0) ints.read(intAt[b] + n, e, null, null, cols);
        double[] v = null;
        if (valAt[b] >= 0) {
            v = reuse == null ? new double[e] : reuse.vals(e);
            if (e > 0) vals.read(valAt[b], e, null, v, null);
        }
        return new CsrBlock(firstRow[b], rows[b], ptr, cols, v);
    }

    @Override public void prefetch(int b) {
        if (b < 0 || b >= rows.length) return;
        long p0 = intAt[b] / PART, p1 = (intAt[b] + rows[b] + 1 + nnz[b] - 1) / PART;
        ints.prefetch(p0, (int) (p1 - p0 + 1));
        if (valAt[b] >= 0 && nnz[b] > 0) {
            long v0 = valAt[b] / PART, v1 = (valAt[b] + nnz[b] - 1) / PART;
            vals.prefetch(v0, (int) (v1 - v0 + 1));
        }
    }

    @Override public boolean inMemory() { return false; }

    @Override public long bytes() {
        long n = 0;
        for (int b = 0; b < rows.length; b++) n += 4L * (rows[b] + 1) + 4L * nnz[b] + (valAt[b] >= 0 ? 8L * nnz[b] : 0);
        return n;
    }

    @Override public void free() {
        ints.free();
        if (vals != null) vals.free();
    }

    /** Writes blocks end to end into the file store; the stores are sized for the most the matrix may hold. */
    static final class Writer implements BlockSink {
        private final Storage storage;
        private final long maxEntries;
        private final MatrixStore ints;
        private MatrixStore vals;
        private long intsUsed;
        private long valsUsed;
        private int n;
        private long[] firstRow = new long[8];
        private int[] rows = new int[8];
        private int[] nnz = new int[8];
        private long[] intAt = new long[8];
        private long[] valAt = new long[8];
        private boolean abandoned;

        Writer(Storage storage, long rowCount, long blocks, long maxEntries) {
            this.storage = storage;
            this.maxEntries = maxEntries;
            this.ints = storage.create(Math.max(1, rowCount + blocks + maxEntries), 1, ElementType.INTEGER, Layout.COL_MAJOR, PART);
        }

        @Override public void add(CsrBlock b) {
            {
                if (n == rows.length) grow();
                firstRow[n] = b.firstRow();
                rows[n] = b.rows();
                nnz[n] = b.nnz();
                intAt[n] = intsUsed;
                ints.write(intsUsed, b.rows() + 1, null, b.rowPtr());
                intsUsed += b.rows() + 1;
                if (b.nnz() > 0) ints.write(intsUsed, b.nnz(), null, b.cols());
                intsUsed += b.nnz();
                valAt[n] = -1;
                if (b.vals() != null) {
                    if (vals == null) vals = storage.create(Math.max(1, maxEntries), 1, ElementType.DOUBLE, Layout.COL_MAJOR, PART);
                    valAt[n] = valsUsed;
                    if (b.nnz() > 0) vals.write(valsUsed, b.nnz(), b.vals(), null);
                    valsUsed += b.nnz();
                }
                n++;
            }
        }

        private void grow() {
            int c = 2 * rows.length;
            firstRow = Arrays.copyOf(firstRow, c);
            rows = Arrays.copyOf(rows, c);
            nnz = Arrays.copyOf(nnz, c);
            intAt = Arrays.copyOf(intAt, c);
            valAt = Arrays.copyOf(valAt, c);
        }

        @Override public SparseBlocks finish() {
            try {
                ints.finishWrites();
                if (vals != null) vals.finishWrites();
            } catch (RuntimeException e) {
                abandon();
                throw e;
            }
            return new FileBlocks(ints, vals, Arrays.copyOf(firstRow, n), Arrays.copyOf(rows, n), Arrays.copyOf(nnz, n),
                    Arrays.copyOf(intAt, n), Arrays.copyOf(valAt, n));
        }

        @Override public void abandon() {
            if (abandoned) return;
            abandoned = true;
            ints.free();
            if (vals != null) vals.free();
        }
    }
}
