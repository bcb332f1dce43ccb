package flashr.engine.exec;

import flashr.engine.dag.AggColNode;
import flashr.engine.fn.AggState;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;

import java.lang.foreign.MemorySegment;

/** Partial of agg.col: one accumulator per column. */
final class AggColPartial extends SinkPartial {
    private final AggState state;
    private final ElementType opType;
    /** The input's type. */
    private final ElementType inType;
    private final double meanOf;
    private final boolean meanOfKept;

    AggColPartial(AggColNode node) {
        this.meanOf = node.meanOf;
        this.meanOfKept = node.meanOfKept;
        this.opType = node.op.operandType(node.in.type);
        this.inType = node.in.type;
        this.state = meanOfKept ? new AggState(node.op, opType, node.in.ncol).keptOnly()
                : node.inOrderNaNs ? new AggState(node.op, opType, node.in.ncol).inOrderNaNs() : new AggState(node.op, opType, node.in.ncol);
    }

    @Override public void add(Block[] in, long r0, int len) {
        Block b = in[0];
        if (b.columns != null) {
            for (int c = 0; c < b.ncol; c++) state.addDoubles(c, b.columns[c], len);
            return;
        }
        if (opType == ElementType.DOUBLE) {
            double[] d = b.asDoubles();
            for (int c = 0; c < b.ncol; c++) addRun(c, d, c * len, r0, len);
        } else {
            int[] v = b.asInts(opType);
            for (int c = 0; c < b.ncol; c++) addRun(c, v, c * len, r0, len);
        }
    }

    /** Column c of the block of rows [r0, r0+len), at a[off, off+len): add's step, and a generated region's. */
    private void addRun(int c, double[] a, int off, long r0, int len) { state.addDoubles(c, a, off, len, r0, 1); }

    private void addRun(int c, int[] a, int off, long r0, int len) { state.addInts(c, a, off, len, r0, 1); }

    @Override public boolean addsColumns() { return AggPartial.storedAsOperand(inType, opType); }

    @Override public void addColumn(int c, int ncol, double[] values, long r0, int len) { addRun(c, values, 0, r0, len); }

    @Override public void addColumn(int c, int ncol, int[] values, long r0, int len) { addRun(c, values, 0, r0, len); }

    @Override public boolean readsInPlace() { return state.addsInPlace(); }

    @Override public boolean addsColumnsInPlace() { return state.addsInPlace(); }

    /** Each column's blocks in turn: a slot sees the same runs in the same order as step by step. */
    @Override public void addColumns(MemorySegment[] columns, long r0, int rows, int step) {
        for (int c = 0; c < columns.length; c++) {
            for (int j = 0; j < rows; j += step) {
                int len = Math.min(step, rows - j);
                state.addDoubles(c, columns[c].asSlice(8L * j, 8L * len), len);
            }
        }
    }

    @Override public void merge(SinkPartial o) { state.mergeAll(((AggColPartial) o).state); }

    @Override public void finish(MemStore out) {
        for (int c = 0; c < state.slots(); c++) {
            if (meanOfKept) out.setDouble(c, 0, state.keptMeanResult(c));
            else if (meanOf > 0) out.setDouble(c, 0, state.meanResult(c, meanOf));
            else Results.write(state, c, out, c, 0);
        }
    }
}
