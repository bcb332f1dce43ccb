package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** agg.col on the tall form: one value per column, a sink vector of ncol elements. */
public final class AggColNode extends Node {
    public final AggOp op;
    public final Node in;
    /** Each column's sum divided by this count in long double (R's colMeans), or 0 for the aggregation itself. */
    public final double meanOf;

    public AggColNode(AggOp op, Node in) {
        this(op, in, 0);
    }

    public AggColNode(AggOp op, Node in, double meanOf) {
        super(in.ncol, 1, meanOf > 0 ? flashr.engine.type.ElementType.DOUBLE : op.resultType(in.type));
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        if (meanOf > 0 && op != AggOp.SUM) throw new IllegalArgumentException("a mean is a sum over a count");
        this.op = op;
        this.in = in;
        this.meanOf = meanOf;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public boolean isSink() { return true; }

    @Override public String label() { return meanOf > 0 ? "agg.col(mean)" : "agg.col(" + op.rName() + ")"; }
}
