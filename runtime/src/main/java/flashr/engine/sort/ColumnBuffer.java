package flashr.engine.sort;

import flashr.engine.StoreWriter;

/**
 * Rows of one or two doubles written in order to a store, a block at a time (a scan of merged
 * runs makes them one element at a time).
 */
final class ColumnBuffer {
    private static final int BLOCK = 1 << 16;
    private final StoreWriter out;
    private final int cols;
    private final double[] a = new double[BLOCK], b;
    private final double[] block;
    private int len;
    private long row;

    ColumnBuffer(StoreWriter out) {
        this.out = out;
        this.cols = out.ncol();
        b = cols == 2 ? new double[BLOCK] : null;
        block = new double[cols * BLOCK];
    }

    void add(double x) {
        a[len++] = x;
        if (len == BLOCK) flush();
    }

    void add(double x, double y) {
        a[len] = x;
        b[len++] = y;
        if (len == BLOCK) flush();
    }

    /** Rows written so far. */
    long rows() { return row + len; }

    void flush() {
        if (len == 0) return;
        System.arraycopy(a, 0, block, 0, len);
        if (b != null) System.arraycopy(b, 0, block, len, len);
        out.write(row, len, block, null);
        row += len;
        len = 0;
    }

    /** Fills the rows left with zeros, so that every row of the store is written. */
    void pad() {
        flush();
        java.util.Arrays.fill(block, 0);
        while (row < out.nrow()) {
            int m = (int) Math.min(BLOCK, out.nrow() - row);
            out.write(row, m, block, null);
            row += m;
        }
    }
}
