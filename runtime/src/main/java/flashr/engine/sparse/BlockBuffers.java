package flashr.engine.sparse;

/**
 * One worker's arrays that blocks read from files are decoded into, reused block after block:
 * a fresh set per block would allocate the whole matrix (its offsets, column indices and values)
 * anew for every product, and the collector's copying of it cost more CPU than the reads. Arrays
 * only grow, so a block may find them longer than it needs (a {@link CsrBlock} reads its offsets
 * up to {@code rows} and its entries up to {@code nnz}).
 */
public final class BlockBuffers {
    private int[] ptr = new int[0];
    private int[] cols = new int[0];
    private double[] vals = new double[0];

    int[] ptr(int n) { return ptr.length >= n ? ptr : (ptr = new int[grown(ptr.length, n)]); }

    int[] cols(int n) { return cols.length >= n ? cols : (cols = new int[grown(cols.length, n)]); }

    double[] vals(int n) { return vals.length >= n ? vals : (vals = new double[grown(vals.length, n)]); }

    private static int grown(int have, int need) { return (int) Math.min(Integer.MAX_VALUE - 8, Math.max(need, 3L * have / 2)); }
}
