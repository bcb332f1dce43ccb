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
        if (x.ncol() != 1) throw new IllegalArgumentException("sorts one column, not " + x.ncol());
        long n = x.nrow();
        SortKeys keys = new SortKeys(decreasing, missing == Missing.FIRST);
        Matrix source = doubles(x);
        MatrixStore in = source.node().data();
        boolean positions = result == Result.POSITIONS;
        StoreWriter runWriter = engine.storeWriter(Math.max(1, n), positions ? 2 : 1, ElementType.DOUBLE, true, null);
        long nas;
        try {
            nas = writeRuns(in, n, keys, positions, runWriter);
        } catch (RuntimeException ex) {
            runWriter.abort();
            throw ex;
        } finally {
            if (source != x) { // the copy made for the sort
                in.free();
                source.node().setData(null);
            }
        }
        MatrixStore runs = runWriter.finish().node().data();
        try {
            long count = missing == Missing.DROP ? n - nas : n;
            if (count == 0) return type == ElementType.DOUBLE ? engine.fromArray(new double[0], 0, 1) : engine.fromArray(new int[0], type, 0, 1);
            StoreWriter out = engine.storeWriter(count, 1, type, true, null);
            try {
                new RunMerge(runs, n, runRows, keys, positions).into(out, count);
                return out.finish();
            } catch (RuntimeException ex) {
                out.abort();
                throw ex;
            }
        } finally {
            runs.free();
        }
    }

    /** x as a stored column of doubles: x itself when it is one, else a copy computed now. */
    private Matrix doubles(Matrix x) {
        if (x.type() == ElementType.DOUBLE && !x.isTransposed() && x.node().isMaterialized()) return x;
        Matrix d = engine.sapply(x, UnaryOp.AS_DOUBLE);
        engine.materialize(d);
        return d;
    }

    /** Sorts each run of the column into the run store; returns the number of NAs and NaNs. */
    private long writeRuns(MatrixStore in, long n, SortKeys keys, boolean positions, StoreWriter runs) {
        int cap = (int) Math.min(runRows, Math.max(1, n));
        RadixRun radix = new RadixRun(cap);
        double[] values = new double[cap];
        double[] block = new double[positions ? 2 * cap : cap];
        long nas = 0;
        for (long r0 = 0; r0 < n; r0 += cap) {
            int len = (int) Math.min(cap, n - r0);
            in.read(r0, len, null, values, null);
            long[] k = radix.keys();
            for (int i = 0; i < len; i++) {
                k[i] = keys.of(values[i]);
                if (keys.isMissing(k[i])) nas++;
            }
            radix.sort(len);
            int[] index = radix.index();
            for (int i = 0; i < len; i++) block[i] = values[index[i]];
            if (positions) {
                for (int i = 0; i < len; i++) block[len + i] = r0 + index[i] + 1;
            }
            runs.write(r0, len, block, null);
        }
        return nas;
    }
}
