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
    /** The mean of the elements that are not NA or NaN (na.rm): their long double sum over their count. */
    public final boolean meanOfKept;

    public AggNode(AggOp op, Node in, boolean rowMajorPositions) {
        this(op, in, rowMajorPositions, 0);
    }

    public AggNode(AggOp op, Node in, boolean rowMajorPositions, double meanOf) {
        this(op, in, rowMajorPositions, meanOf, false);
    }

    public AggNode(AggOp op, Node in, boolean rowMajorPositions, double meanOf, boolean meanOfKept) {
        super(1, 1, meanOf > 0 || meanOfKept ? flashr.engine.type.ElementType.DOUBLE : op.resultType(in.type));
        if ((meanOf > 0 || meanOfKept) && (op != AggOp.SUM || in.type != flashr.engine.type.ElementType.DOUBLE)) throw new IllegalArgumentException("a mean is a sum over a count");
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        this.op = op;
        this.in = in;
        this.rowMajorPositions = rowMajorPositions;
        this.meanOf = meanOf;
        this.meanOfKept = meanOfKept;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public boolean isSink() { return true; }

    public boolean isMean() { return meanOf > 0 || meanOfKept; }

    @Override public String label() { return isMean() ? "agg(mean)" : "agg(" + op.rName() + ")"; }
}
