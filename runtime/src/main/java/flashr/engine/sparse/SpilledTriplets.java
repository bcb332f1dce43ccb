package flashr.engine.sparse;

import flashr.engine.memory.MatrixStore;
import flashr.engine.storage.Storage;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.util.Arrays;

/**
 * Triplets too many to hold on the heap at once, built into a sparse matrix with bounded memory
 * (an external sort by rows): a loader appends them a batch at a time to one-column stores of the
 * file store (row, column and value end to end) while each row's entries are counted; then the
 * rows are cut into groups of whole blocks of at most {@code groupEntries} entries (a block larger
 * than that is a group of its own), and each group's triplets are gathered by one sequential scan
 * of the spill and built in memory as {@link SparseBuilder} builds a whole matrix, its blocks
 * handed to the sink in row order. The heap holds the row counts (4 bytes a row), one group's
 * triplets and the caller's batch; {@link #peakEntries()} says how many triplets a group held.
 */
public final class SpilledTriplets {
    /** Triplets read from the spill at a time during a scan. */
    static final int SCAN = FileBlocks.PART;

    private final MatrixStore rows;
    private final MatrixStore cols;
    private final MatrixStore vals;
    private final long capacity;
    private long count;
    private int[] rowCounts = new int[1024];
    private long peak;

    /** A spill of at most {@code maxEntries} triplets (with values when {@code valued}). */
    public SpilledTriplets(Storage storage, long maxEntries, boolean valued) {
        this.capacity = Math.max(1, maxEntries);
        this.rows = storage.create(capacity, 1, ElementType.INTEGER, Layout.COL_MAJOR, FileBlocks.PART);
        this.cols = storage.create(capacity, 1, ElementType.INTEGER, Layout.COL_MAJOR, FileBlocks.PART);
        this.vals = valued ? storage.create(capacity, 1, ElementType.DOUBLE, Layout.COL_MAJOR, FileBlocks.PART) : null;
    }

    /** Appends triplets 0..n-1 (0-based, rows and columns not negative). */
    public void add(int[] r, int[] c, double[] v, int n) {
        if (n == 0) return;
        if (count + n > capacity) throw new IllegalStateException("more triplets than the spill was made for");
        rows.write(count, n, null, r);
        cols.write(count, n, null, c);
        if (vals != null) vals.write(count, n, v, null);
        count += n;
        for (int e = 0; e < n; e++) {
            int row = r[e];
            if (row >= rowCounts.length) rowCounts = Arrays.copyOf(rowCounts, Math.max(row + 1, 2 * rowCounts.length));
            rowCounts[row]++;
        }
    }

    /** Triplets appended. */
    public long count() { return count; }

    /** The most triplets a group held on the heap while building (0 before {@link #build}). */
    public long peakEntries() { return peak; }

    /**
     * The nrow x ncol matrix of the triplets (every row below nrow and column below ncol, as the
     * caller checked), duplicates summed, made group by group into {@code sinks}' sink.
     */
    public SparseMatrix build(long nrow, long ncol, int blockRows, long groupEntries, BlockSink.Factory sinks) {
        if (nrow > Integer.MAX_VALUE || ncol > Integer.MAX_VALUE) throw new IllegalArgumentException("a sparse matrix has at most 2^31 - 1 rows and columns");
        rows.finishWrites();
        cols.finishWrites();
        if (vals != null) vals.finishWrites();
        BlockSink sink = sinks.make(nrow, (nrow + blockRows - 1) / blockRows, count);
        try {
            long r0 = 0;
            while (r0 < nrow) {
                long r1 = r0, entries = 0;
                // whole blocks while they fit (at least one)
                while (r1 < nrow) {
                    long end = Math.min(nrow, r1 + blockRows), e = 0;
                    for (long r = r1; r < end && r < rowCounts.length; r++) e += rowCounts[(int) r];
                    if (r1 > r0 && entries + e > groupEntries) break;
                    entries += e;
                    r1 = end;
                }
                if (entries > Integer.MAX_VALUE - 8) throw new IllegalArgumentException("a group of rows holds more than 2^31 entries");
                addGroup(sink, r0, r1, ncol, (int) entries, blockRows);
                r0 = r1;
            }
        } catch (RuntimeException ex) {
            sink.abandon();
            throw ex;
        }
        return new SparseMatrix(nrow, ncol, sink.finish(), blockRows, sinks);
    }

    /** Gathers the triplets of rows r0..r1-1 by one scan of the spill and builds their blocks. */
    private void addGroup(BlockSink sink, long r0, long r1, long ncol, int entries, int blockRows) {
        peak = Math.max(peak, entries);
        int[] gr = new int[entries], gc = new int[entries];
        double[] gv = vals == null ? null : new double[entries];
        int[] br = new int[SCAN], bc = new int[SCAN];
        double[] bv = vals == null ? null : new double[SCAN];
        int k = 0;
        for (long at = 0; at < count && k < entries; at += SCAN) {
            int len = (int) Math.min(SCAN, count - at);
            if (at + SCAN < count) rows.prefetch(at / FileBlocks.PART + 1, 1);
            rows.read(at, len, null, null, br);
            if (!containsRows(br, len, r0, r1)) continue;
            cols.read(at, len, null, null, bc);
            if (bv != null) vals.read(at, len, null, bv, null);
            for (int e = 0; e < len; e++) {
                if (br[e] < r0 || br[e] >= r1) continue;
                gr[k] = br[e];
                gc[k] = bc[e];
                if (gv != null) gv[k] = bv[e];
                k++;
            }
        }
        if (k != entries) throw new IllegalStateException("the spill gave " + k + " triplets for rows counted " + entries);
        SparseBuilder.addRows(sink, r0, r1, ncol, gr, gc, gv, entries, blockRows);
    }

    private static boolean containsRows(int[] r, int len, long r0, long r1) {
        for (int e = 0; e < len; e++) if (r[e] >= r0 && r[e] < r1) return true;
        return false;
    }

    /** Deletes the spill's files (after {@link #build}, or when loading fails). */
    public void free() {
        rows.free();
        cols.free();
        if (vals != null) vals.free();
    }
}
