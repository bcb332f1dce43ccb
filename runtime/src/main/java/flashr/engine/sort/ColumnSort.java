package flashr.engine.sort;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.StoreWriter;
import flashr.engine.fn.UnaryOp;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;

/**
 * A column of any length sorted, or its order (R's {@code sort} and {@code order} of one key), as
 * an external merge sort: the column (computed first if it is virtual) is read a run of
 * {@link #RUN} elements at a time, each run is radix-sorted ({@link RadixRun}) and written to a
 * store of runs (values, and 1-based positions for an order), and the runs are merged
 * ({@link RunMerge}) into the result's store. Stores go to memory while the engine's budget
 * holds them, else to the file store, so the heap holds one run and a block of each run.
 */
public final class ColumnSort {
    /** Elements sorted in memory at a time: 8 M (its arrays take 200 MB of heap). */
    static final int RUN = 1 << 23;

    /** Where NAs and NaNs go. */
    public enum Missing { LAST, FIRST, DROP }

    /** What the result holds: the sorted values, or the positions that sort the column. */
    public enum Result { VALUES, POSITIONS }

    private final Engine engine;
    private final int runRows;

    public ColumnSort(Engine engine) { this(engine, RUN); }

    /** With runs of {@code runRows} elements (tests use small ones to make many runs). */
    ColumnSort(Engine engine, int runRows) {
        this.engine = engine;
        this.runRows = runRows;
    }

    /**
     * The values of column x (n x 1) in R's stable order, or their 1-based positions in it, as a
     * column of {@code type} (values: x's type or double; positions: integer or double). NAs
     * and NaNs go last, first, or are dropped (the result is then shorter).
     */
    public Matrix sort(Matrix x, boolean decreasing, Missing missing, Result result, ElementType type) {
        SortKeys keys = new SortKeys(decreasing, missing == Missing.FIRST);
        try (SortedRuns runs = runs(x, keys, result == Result.POSITIONS)) {
            return merged(runs, missing == Missing.DROP ? runs.n - runs.nas : runs.n, type);
        }
    }

    /** Column x (n x 1) as sorted runs, with 1-based positions when {@code positions}, for merges. */
    SortedRuns runs(Matrix x, SortKeys keys, boolean positions) {
        if (x.ncol() != 1) throw new IllegalArgumentException("sorts one column, not " + x.ncol());
        Matrix source = doubles(x);
        try {
            return runsOf(source.node().data(), x.nrow(), keys, positions ? -1 : 0);
        } finally {
            if (source != x) { // the copy made for the sort
                source.node().data().free();
                source.node().setData(null);
            }
        }
    }

    /**
     * Column 1 of the first n rows of the stored doubles {@code pairs} in the order of their column
     * 0 (numbers: positions, which scatters values computed in another order to them), its first
     * {@code count} elements as a column of {@code type}. {@code pairs} is freed.
     */
    Matrix byFirstColumn(Matrix pairs, long n, long count, ElementType type) {
        try (SortedRuns runs = runsOf(pairs.node().data(), n, new SortKeys(false, false), 1)) {
            return merged(runs, count, type);
        } finally {
            pairs.node().data().free();
        }
    }

    /** The first count elements of the merged runs as a column of {@code type}. */
    Matrix merged(SortedRuns runs, long count, ElementType type) {
        if (count == 0) return type == ElementType.DOUBLE ? engine.fromArray(new double[0], 0, 1) : engine.fromArray(new int[0], type, 0, 1);
        StoreWriter out = engine.storeWriter(count, 1, type, true, null);
        try {
            runs.merge().into(out, count);
            return out.finish();
        } catch (RuntimeException ex) {
            out.abort();
            throw ex;
        }
    }

    /** A store of n rows and {@code cols} columns of doubles for a scan's output, written in order. */
    StoreWriter writer(long n, int cols) {
        return engine.storeWriter(Math.max(1, n), cols, ElementType.DOUBLE, true, null);
    }

    /**
     * Sorted runs of column 0 of store {@code in}'s first n rows, carrying column {@code payload}
     * of it (1-based positions when -1, nothing when 0).
     */
    private SortedRuns runsOf(MatrixStore in, long n, SortKeys keys, int payload) {
        StoreWriter runWriter = engine.storeWriter(Math.max(1, n), payload != 0 ? 2 : 1, ElementType.DOUBLE, true, null);
        long nas;
        try {
            nas = writeRuns(in, n, keys, payload, runWriter);
        } catch (RuntimeException ex) {
            runWriter.abort();
            throw ex;
        }
        return new SortedRuns(runWriter.finish().node().data(), n, nas, runRows, keys, payload != 0);
    }

    /** x as a stored column of doubles: x itself when it is one, else a copy computed now. */
    Matrix doubles(Matrix x) {
        if (x.type() == ElementType.DOUBLE && !x.isTransposed() && x.node().isMaterialized()) return x;
        Matrix d = engine.sapply(x, UnaryOp.AS_DOUBLE);
        engine.materialize(d);
        return d;
    }

    /** Sorts each run of the column into the run store; returns the number of NAs and NaNs. */
    private long writeRuns(MatrixStore in, long n, SortKeys keys, int payload, StoreWriter runs) {
        int cap = (int) Math.min(runRows, Math.max(1, n));
        RadixRun radix = new RadixRun(cap);
        double[] values = new double[cap];
        double[] carried = payload > 0 ? new double[cap] : null;
        double[] block = new double[payload != 0 ? 2 * cap : cap];
        long nas = 0;
        for (long r0 = 0; r0 < n; r0 += cap) {
            int len = (int) Math.min(cap, n - r0);
            in.read(r0, len, new int[] {0}, values, null);
            if (carried != null) in.read(r0, len, new int[] {payload}, carried, null);
            long[] k = radix.keys();
            for (int i = 0; i < len; i++) {
                k[i] = keys.of(values[i]);
                if (keys.isMissing(k[i])) nas++;
            }
            radix.sort(len);
            int[] index = radix.index();
            for (int i = 0; i < len; i++) block[i] = values[index[i]];
            if (carried != null) {
                for (int i = 0; i < len; i++) block[len + i] = carried[index[i]];
            } else if (payload < 0) {
                for (int i = 0; i < len; i++) block[len + i] = r0 + index[i] + 1;
            }
            runs.write(r0, len, block, null);
        }
        return nas;
    }
}
