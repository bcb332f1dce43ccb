package flashr.engine.sparse;

/**
 * An nrow x ncol sparse matrix, its rows split into blocks of {@link #blockRows()} rows in
 * compressed sparse rows ({@link CsrBlock}), held on the heap or in the file store
 * ({@link SparseBlocks}). Immutable. {@link #t()} builds the transpose's blocks once (where this
 * matrix is kept, see {@link Transpose}) and keeps them, so t(t(A)) is A itself and a loop that
 * multiplies by t(A) pays for the transpose once.
 */
public final class SparseMatrix {
    private final long nrow;
    private final long ncol;
    private final SparseBlocks blocks;
    private final int blockRows;
    private final boolean binary;
    private final long nnz;
    /** Where a transpose of a matrix in files is written (the same file store). */
    private final BlockSink.Factory sinks;
    private SparseMatrix transpose;

    SparseMatrix(long nrow, long ncol, SparseBlocks blocks, int blockRows, BlockSink.Factory sinks) {
        this.nrow = nrow;
        this.ncol = ncol;
        this.blocks = blocks;
        this.blockRows = blockRows;
        this.sinks = sinks;
        long n = 0;
        boolean noValues = true;
        for (int b = 0; b < blocks.count(); b++) {
            n += blocks.nnz(b);
            noValues &= !blocks.valued(b);
        }
        this.binary = noValues;
        this.nnz = n;
    }

    public long nrow() { return nrow; }

    public long ncol() { return ncol; }

    /** Stored entries (duplicates were summed; an explicit zero value counts). */
    public long nnz() { return nnz; }

    /** True when the matrix was made without values (every entry 1, as a graph's adjacency matrix). */
    public boolean isBinary() { return binary; }

    public SparseBlocks blocks() { return blocks; }

    public int blockRows() { return blockRows; }

    /** Whether the blocks are on the heap (false: in the file store). */
    public boolean inMemory() { return blocks.inMemory(); }

    /** Makes sinks for matrices kept where this one is (the heap or the same file store). */
    BlockSink.Factory sinks() { return sinks; }

    /** The transpose, built on first use and kept (in files when this matrix is in files). */
    public synchronized SparseMatrix t() {
        if (transpose == null) {
            transpose = Transpose.of(this);
            transpose.transpose = this;
        }
        return transpose;
    }

    /**
     * The matrix with the same entries in the same places and new values: {@code f} of each
     * block's values (all 1 for a block without values), which must give as many. Made block by
     * block where this matrix is kept (a matrix in files gives one in files, read and written one
     * block at a time). This is how element-wise functions that map 0 to 0 keep a matrix sparse.
     */
    public SparseMatrix mapValues(java.util.function.UnaryOperator<double[]> f) {
        BlockSink sink = sinks.make(nrow, blocks.count(), nnz);
        try {
            for (int x = 0; x < blocks.count(); x++) {
                blocks.prefetch(x + 1);
                CsrBlock b = blocks.block(x);
                double[] v = b.vals();
                if (v == null) {
                    v = new double[b.nnz()];
                    java.util.Arrays.fill(v, 1);
                }
                double[] w = f.apply(v);
                if (w.length != b.nnz()) throw new IllegalStateException("a value map gave " + w.length + " values for " + b.nnz());
                sink.add(new CsrBlock(b.firstRow(), b.rows(), b.rowPtr(), b.cols(), w));
            }
        } catch (RuntimeException ex) {
            sink.abandon();
            throw ex;
        }
        return new SparseMatrix(nrow, ncol, sink.finish(), blockRows, sinks);
    }

    /**
     * The matrix whose entries lie where this one or {@code other} (of the same shape and block
     * rows) has one, with values {@code f(x, y)} of the two matrices' values aligned on those places
     * (0 where a matrix has no entry), a block at a time, kept where this one is. This is how an
     * element-wise function of two sparse matrices that maps (0, 0) to 0 keeps them sparse.
     */
    public SparseMatrix zipValues(SparseMatrix other, java.util.function.BinaryOperator<double[]> f) {
        if (other.nrow != nrow || other.ncol != ncol || other.blockRows != blockRows) {
            throw new IllegalArgumentException("the matrices differ in shape or blocks");
        }
        BlockSink sink = sinks.make(nrow, blocks.count(), nnz + other.nnz);
        try {
            for (int x = 0; x < blocks.count(); x++) {
                blocks.prefetch(x + 1);
                other.blocks.prefetch(x + 1);
                CsrBlock a = blocks.block(x), b = other.blocks.block(x);
                int[] ptr = new int[a.rows() + 1];
                int[] cols = new int[a.nnz() + b.nnz()];
                double[] av = new double[cols.length], bv = new double[cols.length];
                int k = 0;
                for (int r = 0; r < a.rows(); r++) {
                    int i = a.rowPtr()[r], ie = a.rowPtr()[r + 1], j = b.rowPtr()[r], je = b.rowPtr()[r + 1];
                    while (i < ie || j < je) {
                        int ca = i < ie ? a.cols()[i] : Integer.MAX_VALUE, cb = j < je ? b.cols()[j] : Integer.MAX_VALUE;
                        cols[k] = Math.min(ca, cb);
                        av[k] = ca <= cb ? a.value(i++) : 0;
                        bv[k] = cb <= ca ? b.value(j++) : 0;
                        k++;
                    }
                    ptr[r + 1] = k;
                }
                double[] w = f.apply(java.util.Arrays.copyOf(av, k), java.util.Arrays.copyOf(bv, k));
                if (w.length != k) throw new IllegalStateException("a value map gave " + w.length + " values for " + k);
                sink.add(new CsrBlock(a.firstRow(), a.rows(), ptr, java.util.Arrays.copyOf(cols, k), w));
            }
        } catch (RuntimeException ex) {
            sink.abandon();
            throw ex;
        }
        return new SparseMatrix(nrow, ncol, sink.finish(), blockRows, sinks);
    }

    /** Sums of the rows. */
    public double[] rowSums() {
        double[] s = new double[Math.toIntExact(nrow)];
        for (int x = 0; x < blocks.count(); x++) {
            blocks.prefetch(x + 1);
            CsrBlock b = blocks.block(x);
            for (int i = 0; i < b.rows(); i++) {
                double sum = 0;
                for (int k = b.rowPtr()[i]; k < b.rowPtr()[i + 1]; k++) sum += b.value(k);
                s[(int) (b.firstRow() + i)] = sum;
            }
        }
        return s;
    }

    /** Sums of the columns. */
    public double[] colSums() {
        double[] s = new double[Math.toIntExact(ncol)];
        for (int x = 0; x < blocks.count(); x++) {
            blocks.prefetch(x + 1);
            CsrBlock b = blocks.block(x);
            for (int k = 0; k < b.nnz(); k++) s[b.cols()[k]] += b.value(k);
        }
        return s;
    }

    /**
     * Stored entries that are not zero, as R's Matrix::nnzero counts them: NaN (R's NA) counts
     * when {@code naCounted} is TRUE, not when FALSE; with null (R's NA) any NaN makes the count -1
     * (R's NA).
     */
    public long nonZeros(Boolean naCounted) {
        long count = 0;
        for (int x = 0; x < blocks.count(); x++) {
            if (!blocks.valued(x)) {
                count += blocks.nnz(x);
                continue;
            }
            blocks.prefetch(x + 1);
            CsrBlock b = blocks.block(x);
            for (int k = 0; k < b.nnz(); k++) {
                double v = b.vals()[k];
                if (Double.isNaN(v)) {
                    if (naCounted == null) return -1;
                    if (naCounted) count++;
                } else if (v != 0) {
                    count++;
                }
            }
        }
        return count;
    }

    /** The matrix as a dense column-major array (for R, which has no sparse type of its own). */
    public double[] toDense() {
        if (nrow * ncol > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a dense " + nrow + " x " + ncol + " matrix is too large for an R vector");
        }
        double[] d = new double[(int) (nrow * ncol)];
        for (int x = 0; x < blocks.count(); x++) {
            blocks.prefetch(x + 1);
            CsrBlock b = blocks.block(x);
            for (int i = 0; i < b.rows(); i++) {
                long row = b.firstRow() + i;
                for (int k = b.rowPtr()[i]; k < b.rowPtr()[i + 1]; k++) d[(int) (row + b.cols()[k] * nrow)] = b.value(k);
            }
        }
        return d;
    }

    /** Bytes the blocks hold (offsets, column indices, values) where they are kept. */
    public long bytes() { return blocks.bytes(); }

    /** Releases the files of a matrix in the file store (it cannot be read after). */
    public void free() { blocks.free(); }
}
