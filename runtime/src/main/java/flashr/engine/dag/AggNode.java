package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** agg: one value over all elements (a 1x1 sink). which.* positions are column-major in the tall form. */
public final class AggNode extends Node {
    public final AggOp op;
    public final Node in;
    /** which.* positions count row by row (the user sees the transpose of the tall form). */
    public final boolean rowMajorPositions;
    /** A sum divided by this count in long double (R's mean), or 0 for the aggregation itself. */
    public final double meanOf;

    public AggNode(AggOp op, Node in, boolean rowMajorPositions) {
        this(op, in, rowMajorPositions, 0);
    }

    public AggNode(AggOp op, Node in, boolean rowMajorPositions, double meanOf) {
        super(1, 1, meanOf > 0 ? flashr.engine.type.ElementType.DOUBLE : op.resultType(in.type));
        if (meanOf > 0 && op != AggOp.SUM) throw new IllegalArgumentException("a mean is a sum over a count");
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        this.op = op;
        this.in = in;
        this.rowMajorPositions = rowMajorPositions;
        this.meanOf = meanOf;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public boolean isSink() { return true; }

    @Override public String label() { return meanOf > 0 ? "agg(mean)" : "agg(" + op.rName() + ")"; }
}
