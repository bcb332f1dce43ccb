package flashr.engine.sparse;

/**
 * Builds a {@link SparseMatrix} from triplets (row, column, value), in any order and with
 * duplicates (which are summed, as R's Matrix::sparseMatrix does). Two stable counting sorts, by
 * column and then by row, put each row's entries in ascending column order in O(nnz + nrow + ncol);
 * the rows are then cut into blocks of {@code blockRows}, handed one by one to a {@link BlockSink}
 * (the heap, or the file store, which then never holds the whole matrix as blocks).
 */
public final class SparseBuilder {
    private SparseBuilder() {}

    /**
     * The nrow x ncol matrix with entries {@code (rows[e], cols[e]) = vals[e]} for e below
     * {@code nnz} (0-based indices; vals null: every entry is 1).
     */
    public static SparseMatrix fromTriplets(long nrow, long ncol, int[] rows, int[] cols, double[] vals, int nnz, int blockRows) {
        return fromTriplets(nrow, ncol, rows, cols, vals, nnz, blockRows, BlockSink.Factory.HEAP);
    }

    /** As above, the blocks kept where {@code sinks} puts them. */
    public static SparseMatrix fromTriplets(long nrow, long ncol, int[] rows, int[] cols, double[] vals, int nnz, int blockRows,
                                            BlockSink.Factory sinks) {
        if (nrow < 0 || ncol < 0 || ncol > Integer.MAX_VALUE || nrow > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a sparse matrix has at most 2^31 - 1 rows and columns");
        }
        if (blockRows < 1) throw new IllegalArgumentException("blockRows must be positive");
        for (int e = 0; e < nnz; e++) {
            if (rows[e] < 0 || rows[e] >= nrow || cols[e] < 0 || cols[e] >= ncol) {
                throw new IllegalArgumentException("entry (" + (rows[e] + 1L) + ", " + (cols[e] + 1L) + ") lies outside a " + nrow + " x " + ncol + " matrix");
            }
        }
        BlockSink sink = sinks.make(nrow, (nrow + blockRows - 1) / blockRows, nnz);
        try {
            addRows(sink, 0, nrow, ncol, rows, cols, vals, nnz, blockRows);
        } catch (RuntimeException ex) {
            sink.abandon();
            throw ex;
        }
        return new SparseMatrix(nrow, ncol, sink.finish(), blockRows, sinks);
    }

    /**
     * Hands {@code sink} the blocks of rows {@code r0 .. r1 - 1} (r0 a multiple of blockRows) made
     * from the triplets e below nnz, all of whose rows lie in that range.
     */
    static void addRows(BlockSink sink, long r0, long r1, long ncol, int[] rows, int[] cols, double[] vals, int nnz, int blockRows) {
        int[] byCol = countingOrder(cols, 0, nnz, (int) ncol, null);
        int[] order = countingOrder(rows, (int) r0, nnz, (int) (r1 - r0), byCol);
        int e = 0;
        for (long b0 = r0; b0 < r1; b0 += blockRows) {
            int len = (int) Math.min(blockRows, r1 - b0);
            int end = e;
            while (end < nnz && rows[order[end]] < b0 + len) end++;
            sink.add(block(b0, len, rows, cols, vals, order, e, end));
            e = end;
        }
    }

    /**
     * The positions 0..nnz-1 (taken in the order {@code within}, or ascending when null) stably
     * sorted by {@code key - offset}, whose values lie in 0..bound-1.
     */
    private static int[] countingOrder(int[] key, int offset, int nnz, int bound, int[] within) {
        int[] start = new int[bound + 1];
        for (int e = 0; e < nnz; e++) start[key[e] - offset + 1]++;
        for (int k = 0; k < bound; k++) start[k + 1] += start[k];
        int[] order = new int[nnz];
        for (int p = 0; p < nnz; p++) {
            int e = within == null ? p : within[p];
            order[start[key[e] - offset]++] = e;
        }
        return order;
    }

    /** One block from the sorted entries order[from .. to-1], duplicates summed. */
    private static CsrBlock block(long r0, int len, int[] rows, int[] cols, double[] vals, int[] order, int from, int to) {
        int distinct = 0;
        boolean duplicates = false;
        for (int p = from; p < to; p++) {
            if (p > from && rows[order[p]] == rows[order[p - 1]] && cols[order[p]] == cols[order[p - 1]]) duplicates = true;
            else distinct++;
        }
        int[] rowPtr = new int[len + 1];
        int[] c = new int[distinct];
        // a binary matrix with a repeated entry needs values (2 where an edge is given twice)
        double[] v = vals != null || duplicates ? new double[distinct] : null;
        int k = -1;
        for (int p = from; p < to; p++) {
            int e = order[p];
            double x = vals == null ? 1 : vals[e];
            if (p > from && rows[e] == rows[order[p - 1]] && cols[e] == cols[order[p - 1]]) {
                v[k] += x;
                continue;
            }
            k++;
            c[k] = cols[e];
            if (v != null) v[k] = x;
            rowPtr[(int) (rows[e] - r0) + 1]++;
        }
        for (int r = 0; r < len; r++) rowPtr[r + 1] += rowPtr[r];
        return new CsrBlock(r0, len, rowPtr, c, v);
    }
}
