package flashr.engine;

import flashr.engine.dag.SourceNode;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;

/**
 * A tall matrix written by rows from outside a pass (a loader streaming a file): blocks of rows
 * go straight to the store (in files, their partitions are written behind as they fill, so memory
 * stays bounded whatever the size), then {@link #finish} makes the matrix. Writers of disjoint
 * rows may run on several threads at once. A writer not finished must be {@link #abort aborted}:
 * its files are deleted and nothing half-written stays.
 */
public final class StoreWriter {
    private final Engine engine;
    private final MatrixStore store;
    private boolean done;

    StoreWriter(Engine engine, MatrixStore store) {
        this.engine = engine;
        this.store = store;
    }

    public long nrow() { return store.nrow; }

    public int ncol() { return store.ncol; }

    public ElementType type() { return store.type; }

    /** Partition height: writing whole partitions keeps one buffer per writer. */
    public int partitionRows() { return store.partRows; }

    /** Whether the data goes to memory (false: files). */
    public boolean inMemory() { return store.inMemory(); }

    /** Rows [r0, r0 + len) from a column-major block (column c at c * len): doubles in d, else ints in i. */
    public void write(long r0, int len, double[] d, int[] i) {
        if (len > 0) store.write(r0, len, d, i);
    }

    /** The matrix, once every row was written. */
    public Matrix finish() {
        done = true;
        try {
            store.finishWrites();
        } catch (RuntimeException e) {
            store.free();
            throw e;
        }
        return engine.wrap(new SourceNode(store), false);
    }

    /** Gives up: the store and its files go. */
    public void abort() {
        if (!done) {
            done = true;
            store.free();
        }
    }
}
