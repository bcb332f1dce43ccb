package flashr.engine.sort;

import flashr.engine.Matrix;
import flashr.engine.memory.MatrixStore;

/**
 * Follows a scan of merged runs: each element's sorted index, and the start and end of its group
 * of equal numbers (the ends read in order from a first scan's store, a block at a time), or
 * whether it is an NA or NaN.
 */
final class GroupCursor {
    private static final int BLOCK = 1 << 14;
    private final MatrixStore ends;
    private final SortKeys keys;
    private final double[] block = new double[BLOCK];
    private int at, len;
    private long row;
    private long index = -1;
    private long previous;
    /** The current element's group: sorted indices [start, end); end is 0 without a store of ends. */
    long start, end;
    /** Whether the current element is an NA or NaN. */
    boolean missing;

    GroupCursor(Matrix ends, SortKeys keys) {
        this.ends = ends == null ? null : ends.node().data();
        this.keys = keys;
    }

    /** Moves to the next element, of value v; returns its sorted index. */
    long next(double v) {
        index++;
        long k = keys.of(v);
        missing = keys.isMissing(k);
        if (!missing && (index == 0 || k != previous)) {
            start = index;
            end = ends == null ? 0 : (long) nextEnd();
        }
        previous = k;
        return index;
    }

    private double nextEnd() {
        if (at == len) {
            len = (int) Math.min(BLOCK, ends.nrow - row);
            ends.read(row, len, new int[] {0}, block, null);
            row += len;
            at = 0;
        }
        return block[at++];
    }
}
