package flashr.engine.sparse;

/**
 * Builds a sparse matrix's transpose where the matrix is kept, in bounded memory: the transpose's
 * blocks are made in groups of at most {@link #GROUP_ENTRIES} entries (at least one block), each
 * group from one scan of the matrix. The matrix is scanned in row order, so each transposed row
 * receives its entries in ascending column order already: the entries are placed by counts, with
 * no sort, and need no duplicate check (the matrix has none). A matrix on the heap is one group.
 */
final class Transpose {
    /** Entries of one group: 16 bytes each on the heap (index and value), 64 MB. */
    static final long GROUP_ENTRIES = 4L << 20;

    private Transpose() {}

    static SparseMatrix of(SparseMatrix s) {
        return of(s, s.blocks().inMemory() ? Long.MAX_VALUE : GROUP_ENTRIES);
    }

    /** As above, the transposed blocks made in groups of at most {@code limit} entries. */
    static SparseMatrix of(SparseMatrix s, long limit) {
        int n = Math.toIntExact(s.ncol());
        int blockRows = s.blockRows();
        SparseBlocks src = s.blocks();
        long[] perRow = new long[n];
        for (int x = 0; x < src.count(); x++) {
            src.prefetch(x + 1);
            CsrBlock b = src.block(x);
            for (int k = 0; k < b.nnz(); k++) perRow[b.cols()[k]]++;
        }
        int blocks = (int) ((n + (long) blockRows - 1) / blockRows);
        BlockSink sink = s.sinks().make(n, blocks, s.nnz());
        try {
            int first = 0;
            while (first < blocks) {
                // the group: blocks first .. last - 1, as many as stay under the limit
                int last = first;
                long entries = 0;
                do {
                    entries += entriesOf(perRow, last, blockRows);
                    last++;
                } while (last < blocks && entries + entriesOf(perRow, last, blockRows) <= limit);
                group(s, perRow, first, last, blockRows, Math.toIntExact(entries), sink);
                first = last;
            }
        } catch (RuntimeException e) {
            sink.abandon();
            throw e;
        }
        return new SparseMatrix(s.ncol(), s.nrow(), sink.finish(), blockRows, s.sinks());
    }

    private static long entriesOf(long[] perRow, int block, int blockRows) {
        long e = 0;
        for (int r = block * blockRows, end = (int) Math.min(perRow.length, (long) r + blockRows); r < end; r++) e += perRow[r];
        return e;
    }

    /** Transposed blocks first .. last - 1 from one scan of s. */
    private static void group(SparseMatrix s, long[] perRow, int first, int last, int blockRows, int entries, BlockSink sink) {
        int r0 = first * blockRows, r1 = (int) Math.min(perRow.length, (long) last * blockRows);
        int[] start = new int[r1 - r0 + 1];
        for (int r = r0; r < r1; r++) start[r - r0 + 1] = start[r - r0] + (int) perRow[r];
        int[] next = start.clone();
        int[] cols = new int[entries];
        double[] vals = s.isBinary() ? null : new double[entries];
        SparseBlocks src = s.blocks();
        for (int x = 0; x < src.count(); x++) {
            src.prefetch(x + 1);
            CsrBlock b = src.block(x);
            int[] ptr = b.rowPtr(), c = b.cols();
            for (int i = 0; i < b.rows(); i++) {
                int row = (int) (b.firstRow() + i);
                for (int k = ptr[i]; k < ptr[i + 1]; k++) {
                    int t = c[k];
                    if (t < r0 || t >= r1) continue;
                    int at = next[t - r0]++;
                    cols[at] = row;
                    if (vals != null) vals[at] = b.value(k);
                }
            }
        }
        for (int blk = first; blk < last; blk++) {
            int b0 = blk * blockRows - r0, len = (int) Math.min(blockRows, (long) r1 - r0 - b0);
            int from = start[b0], to = start[b0 + len];
            int[] ptr = new int[len + 1];
            for (int i = 0; i <= len; i++) ptr[i] = start[b0 + i] - from;
            int[] bc = java.util.Arrays.copyOfRange(cols, from, to);
            double[] bv = vals == null ? null : java.util.Arrays.copyOfRange(vals, from, to);
            sink.add(new CsrBlock((long) blk * blockRows, len, ptr, bc, bv));
        }
    }
}
