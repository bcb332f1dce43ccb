package flashr.engine.exec;

import flashr.engine.dag.AggNode;
import flashr.engine.fn.AggState;
import flashr.engine.memory.MemStore;
import flashr.engine.fn.LongDoubleLoops;
import flashr.engine.type.ElementType;

import java.lang.foreign.MemorySegment;

/** Partial of agg: one accumulator over all elements. */
final class AggPartial extends SinkPartial {
    private final AggNode node;
    private final AggState state;
    private final ElementType opType;
    private final long rows;
    /** The lanes' sums of a partition's runs ({@link #addColumns}). */
    private double[] lanes = new double[0];

    AggPartial(AggNode node) {
        this.node = node;
        this.opType = node.op.operandType(node.in.type);
        this.state = node.meanOfKept ? new AggState(node.op, opType, 1).keptOnly() : new AggState(node.op, opType, 1);
        this.rows = node.in.nrow;
    }

    @Override public void add(Block[] in, long r0, int len) {
        Block b = in[0];
        int nc = b.ncol;
        if (b.columns != null) {
            for (int c = 0; c < nc; c++) state.addDoubles(0, b.columns[c], len);
            return;
        }
        if (opType == ElementType.DOUBLE) {
            double[] d = b.asDoubles();
            for (int c = 0; c < nc; c++) addRun(c, nc, d, c * len, r0, len);
        } else {
            int[] v = b.asInts(opType);
            for (int c = 0; c < nc; c++) addRun(c, nc, v, c * len, r0, len);
        }
    }

    /** Column c (of nc) of the block of rows [r0, r0+len), at a[off, off+len): add's step, and a generated region's. */
    private void addRun(int c, int nc, double[] a, int off, long r0, int len) {
        state.addDoubles(0, a, off, len, position(c, nc, r0), node.rowMajorPositions ? nc : 1);
    }

    private void addRun(int c, int nc, int[] a, int off, long r0, int len) {
        state.addInts(0, a, off, len, position(c, nc, r0), node.rowMajorPositions ? nc : 1);
    }

    /** The position (which.*) of the element at row r0 of column c. */
    private long position(int c, int nc, long r0) { return node.rowMajorPositions ? r0 * nc + c : c * rows + r0; }

    /** Columns of the input's own storage: doubles, ints, or logicals summed or compared as integers. */
    @Override public boolean addsColumns() { return storedAsOperand(node.in.type, opType); }

    @Override public void addColumn(int c, int ncol, double[] values, long r0, int len) { addRun(c, ncol, values, 0, r0, len); }

    @Override public void addColumn(int c, int ncol, int[] values, long r0, int len) { addRun(c, ncol, values, 0, r0, len); }

    /** Whether a block of type t is read as operands of type op without a conversion (Block.asDoubles/asInts return it as is). */
    static boolean storedAsOperand(ElementType t, ElementType op) {
        return t == op || (t == ElementType.LOGICAL && op == ElementType.INTEGER);
    }

    @Override public boolean readsInPlace() { return state.addsInPlace(); }

    @Override public boolean addsColumnsInPlace() { return state.sumsInLanes() && !node.rowMajorPositions; }

    /**
     * The lanes of every (column, block) run first, column after column (streaming each column),
     * then the runs into the one long double sum in add's order, block by block and column by
     * column within a block: the bits of add step by step.
     */
    @Override public void addColumns(MemorySegment[] columns, long r0, int rows, int step) {
        int nc = columns.length, steps = (rows + step - 1) / step;
        if (lanes.length < 2 * steps * nc) lanes = new double[2 * steps * nc];
        if (step >= LongDoubleLoops.SHORT_RUN) {
            for (int c = 0; c < nc; c++) {
                for (int j = 0; j < steps; j++) {
                    int len = Math.min(step, rows - j * step);
                    if (len >= LongDoubleLoops.SHORT_RUN) LongDoubleLoops.laneSum(columns[c].asSlice(8L * j * step, 8L * len), len, lanes, 2 * (j * nc + c));
                }
            }
        }
        for (int j = 0; j < steps; j++) {
            int len = Math.min(step, rows - j * step);
            for (int c = 0; c < nc; c++) state.addLaneSum(0, columns[c].asSlice(8L * j * step, 8L * len), len, lanes, 2 * (j * nc + c));
        }
    }

    @Override public void merge(SinkPartial o) { state.mergeAll(((AggPartial) o).state); }

    @Override public void finish(MemStore out) {
        if (node.meanOfKept) out.setDouble(0, 0, state.keptMeanResult(0));
        else if (node.meanOf > 0) out.setDouble(0, 0, state.meanResult(0, node.meanOf));
        else Results.write(state, 0, out, 0, 0);
    }
}
