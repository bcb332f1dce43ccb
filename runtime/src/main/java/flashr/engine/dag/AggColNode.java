package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** agg.col on the tall form: one value per column, a sink vector of ncol elements. */
public final class AggColNode extends Node {
    public final AggOp op;
    public final Node in;

    public AggColNode(AggOp op, Node in) {
        super(in.ncol, 1, op.resultType(in.type));
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        this.op = op;
        this.in = in;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public boolean isSink() { return true; }

    @Override public String label() { return "agg.col(" + op.rName() + ")"; }
}
