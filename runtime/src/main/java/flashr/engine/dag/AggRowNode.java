package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** agg.row on the tall form: one value per row, a tall vector (not a sink). which.* gives the column. */
public final class AggRowNode extends Node {
    public final AggOp op;
    public final Node in;

    public AggRowNode(AggOp op, Node in) {
        super(in.nrow, 1, op.resultType(in.type));
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        this.op = op;
        this.in = in;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public String label() { return "agg.row(" + op.rName() + ")"; }
}
