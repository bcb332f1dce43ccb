package flashr.engine.sparse;

import java.util.List;

/**
 * An nrow x ncol sparse matrix, its rows split into blocks of {@link #blockRows()} rows in
 * compressed sparse rows ({@link CsrBlock}), held in memory. Immutable. {@link #t()} builds the
 * transpose's blocks once (O(nnz)) and keeps them, so t(t(A)) is A itself and a loop that
 * multiplies by t(A) pays for the transpose once.
 */
public final class SparseMatrix {
    private final long nrow;
    private final long ncol;
    private final List<CsrBlock> blocks;
    private final int blockRows;
    private final boolean binary;
    private final long nnz;
    private SparseMatrix transpose;

    SparseMatrix(long nrow, long ncol, List<CsrBlock> blocks, int blockRows) {
        this.nrow = nrow;
        this.ncol = ncol;
        this.blocks = List.copyOf(blocks);
        this.blockRows = blockRows;
        long n = 0;
        boolean noValues = true;
        for (CsrBlock b : blocks) {
            n += b.nnz();
            noValues &= b.vals() == null;
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

    public List<CsrBlock> blocks() { return blocks; }

    public int blockRows() { return blockRows; }

    /** The transpose, built on first use and kept. */
    public synchronized SparseMatrix t() {
        if (transpose == null) {
            int n = Math.toIntExact(nnz);
            int[] r = new int[n], c = new int[n];
            double[] v = binary ? null : new double[n];
            int e = 0;
            for (CsrBlock b : blocks) {
                for (int i = 0; i < b.rows(); i++) {
                    for (int k = b.rowPtr()[i]; k < b.rowPtr()[i + 1]; k++, e++) {
                        r[e] = b.cols()[k];
                        c[e] = (int) (b.firstRow() + i);
                        if (v != null) v[e] = b.value(k);
                    }
                }
            }
            transpose = SparseBuilder.fromTriplets(ncol, nrow, r, c, v, n, blockRows);
            transpose.transpose = this;
        }
        return transpose;
    }

    /** Sums of the rows. */
    public double[] rowSums() {
        double[] s = new double[Math.toIntExact(nrow)];
        for (CsrBlock b : blocks) {
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
        for (CsrBlock b : blocks) {
            for (int k = 0; k < b.nnz(); k++) s[b.cols()[k]] += b.value(k);
        }
        return s;
    }

    /** The matrix as a dense column-major array (for R, which has no sparse type of its own). */
    public double[] toDense() {
        if (nrow * ncol > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a dense " + nrow + " x " + ncol + " matrix is too large for an R vector");
        }
        double[] d = new double[(int) (nrow * ncol)];
        for (CsrBlock b : blocks) {
            for (int i = 0; i < b.rows(); i++) {
                long row = b.firstRow() + i;
                for (int k = b.rowPtr()[i]; k < b.rowPtr()[i + 1]; k++) d[(int) (row + b.cols()[k] * nrow)] = b.value(k);
            }
        }
        return d;
    }

    /** Bytes the blocks hold (offsets, column indices, values). */
    public long bytes() {
        long b = 0;
        for (CsrBlock x : blocks) b += 4L * (x.rows() + 1) + 4L * x.nnz() + (x.vals() == null ? 0 : 8L * x.nnz());
        return b;
    }
}
