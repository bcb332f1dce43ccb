package flashr.engine.sort;

import flashr.engine.memory.MatrixStore;

/**
 * A column's sorted runs (values, and what they carry in a second column), kept so that they can
 * be merged more than once (rank scans them twice). Closing frees their store.
 */
final class SortedRuns implements AutoCloseable {
    private final MatrixStore store;
    final long n;
    /** NAs and NaNs among the n values. */
    final long nas;
    private final int runRows;
    final SortKeys keys;
    private final boolean carries;

    SortedRuns(MatrixStore store, long n, long nas, int runRows, SortKeys keys, boolean carries) {
        this.store = store;
        this.n = n;
        this.nas = nas;
        this.runRows = runRows;
        this.keys = keys;
        this.carries = carries;
    }

    /** A merge of the runs from their first elements. */
    RunMerge merge() {
        return new RunMerge(store, n, runRows, keys, carries);
    }

    @Override
    public void close() {
        store.free();
    }
}
