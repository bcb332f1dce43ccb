package flashr.engine.exec;

import flashr.engine.dag.AggNode;
import flashr.engine.fn.AggState;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;

/** Partial of agg: one accumulator over all elements. */
final class AggPartial extends SinkPartial {
    private final AggNode node;
    private final AggState state;
    private final ElementType opType;
    private final long rows;

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
        for (int c = 0; c < nc; c++) {
            long base = node.rowMajorPositions ? r0 * nc + c : c * rows + r0;
            long step = node.rowMajorPositions ? nc : 1;
            if (opType == ElementType.DOUBLE) state.addDoubles(0, b.asDoubles(), c * len, len, base, step);
            else state.addInts(0, b.asInts(opType), c * len, len, base, step);
        }
    }

    @Override public boolean readsInPlace() { return state.addsInPlace(); }

    @Override public void merge(SinkPartial o) { state.mergeAll(((AggPartial) o).state); }

    @Override public void finish(MemStore out) {
        if (node.meanOfKept) out.setDouble(0, 0, state.keptMeanResult(0));
        else if (node.meanOf > 0) out.setDouble(0, 0, state.meanResult(0, node.meanOf));
        else Results.write(state, 0, out, 0, 0);
    }
}
