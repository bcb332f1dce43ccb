package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** agg: one value over all elements (a 1x1 sink). which.* positions are column-major in the tall form. */
public final class AggNode extends Node {
    public final AggOp op;
    public final Node in;
    /** which.* positions count row by row (the user sees the transpose of the tall form). */
    public final boolean rowMajorPositions;

    public AggNode(AggOp op, Node in, boolean rowMajorPositions) {
        super(1, 1, op.resultType(in.type));
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        this.op = op;
        this.in = in;
        this.rowMajorPositions = rowMajorPositions;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public boolean isSink() { return true; }

    @Override public String label() { return "agg(" + op.rName() + ")"; }
}
