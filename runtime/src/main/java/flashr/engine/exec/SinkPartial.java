package flashr.engine.exec;

import flashr.engine.dag.AggColNode;
import flashr.engine.dag.AggNode;
import flashr.engine.dag.GroupbyRowNode;
import flashr.engine.dag.InnerProdSinkNode;
import flashr.engine.dag.Node;
import flashr.engine.fn.AggOp;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;

import java.lang.foreign.MemorySegment;

/**
 * A partial result for one sink of a pass. A worker adds Pcache blocks to its own partial without
 * synchronisation, a fresh one for each run of partitions; at the end of the pass the runs'
 * partials merge in partition order (the same bits whichever thread took which run) and the merged
 * one writes the sink's small result.
 */
public abstract class SinkPartial {
    /** The partial for a sink node of a plan (for kernels other than the interpreting one, too). */
    public static SinkPartial forSink(Node sink) {
        return switch (sink) {
            case AggNode a -> new AggPartial(a);
            case AggColNode a -> new AggColPartial(a);
            case GroupbyRowNode g -> new GroupbyRowPartial(g);
            case InnerProdSinkNode ip -> new InnerProdFns(ip.f1, ip.f2, ip.a.type, ip.b.type).isProduct() ? new ProductPartial(ip) : new InnerProdPartial(ip);
            default -> throw new IllegalStateException("not a sink: " + sink.label());
        };
    }

    /** The partial of a groupby on values over a plan of the given rows. */
    public static SinkPartial forGroupby(ElementType keyType, AggOp op, long rows) {
        return new GroupbyValuesPartial(keyType, op, rows);
    }

    /** Adds the blocks of the sink's inputs (in the order of its {@code inputs()}) for rows [r0, r0+len). */
    public abstract void add(Block[] inputs, long r0, int len);

    /**
     * Whether {@link #add} takes its (single) input block read in place from stored data
     * ({@link Block#columns}) without a copy.
     */
    public boolean readsInPlace() { return false; }

    /**
     * Whether {@link #add} takes its input {@code input} (of {@code inputs}) read in place; by
     * default a single input read so ({@link #readsInPlace}).
     */
    public boolean readsInPlace(int input, int inputs) { return inputs == 1 && readsInPlace(); }

    /**
     * Whether {@link #addColumns} takes a partition of its (single) stored input read in place
     * column after column, with the bits that {@link #add} gives step by step.
     */
    public boolean addsColumnsInPlace() { return false; }

    /**
     * Adds rows [r0, r0 + rows) of the input, one segment per column, as {@link #add} would add
     * them in blocks of {@code step} rows; reading each column's rows in one run streams memory
     * (a block's columns are as many streams, each broken off after a Pcache step's rows).
     */
    public void addColumns(MemorySegment[] columns, long r0, int rows, int step) {
        throw new UnsupportedOperationException();
    }

    /**
     * Whether {@link #addColumn} takes the columns of a block of the sink's input, stored as the
     * input's type is, one at a time with the bits {@link #add} gives for the block (a generated
     * region feeds it so, without a block of its values).
     */
    public boolean addsColumns() { return false; }

    /** Column c (of ncol) of the sink input's block of rows [r0, r0+len), values[0, len), as {@link #add} adds it. */
    public void addColumn(int c, int ncol, double[] values, long r0, int len) { throw new UnsupportedOperationException(); }

    /** As {@link #addColumn(int, int, double[], long, int)} for a column stored as ints. */
    public void addColumn(int c, int ncol, int[] values, long r0, int len) { throw new UnsupportedOperationException(); }

    /**
     * Called by its worker when the partial is handed over at the end of a run of partitions:
     * does work held back to be done in one go (rows waiting for one BLAS call), on the worker's
     * thread rather than under the merge's lock.
     */
    public void endRun() { }

    public abstract void merge(SinkPartial other);

    /** Writes the merged result into the sink's result store (null for implicit results). */
    public abstract void finish(MemStore out);
}
