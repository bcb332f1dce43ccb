package flashr.engine.sparse;

/**
 * Rows {@code firstRow .. firstRow + rows - 1} of a sparse matrix in compressed sparse rows:
 * row {@code r}'s entries are {@code cols[rowPtr[r] .. rowPtr[r + 1] - 1]} (ascending, no
 * duplicates) with values {@code vals} at the same positions, or all 1 when {@code vals} is null
 * (a graph's adjacency matrix keeps no values).
 */
public record CsrBlock(long firstRow, int rows, int[] rowPtr, int[] cols, double[] vals) {
    public int nnz() { return rowPtr[rows]; }

    public double value(int k) { return vals == null ? 1 : vals[k]; }
}
