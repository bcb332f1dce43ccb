package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** agg.row on the tall form: one value per row, a tall vector (not a sink). which.* gives the column. */
public final class AggRowNode extends Node {
    public final AggOp op;
    public final Node in;
    /** Each row's sum divided by this count in long double (R's rowMeans), or 0 for the aggregation itself. */
    public final double meanOf;
    /** The mean of the elements that are not NA or NaN (na.rm): their long double sum over their count. */
    public final boolean meanOfKept;
    /**
     * A sum whose NaN is R's margins' (colSums, rowSums, their means: each element added from
     * memory in order, {@code flashr.engine.fn.X87NaNs#memoryAdd}), not sum's (NA over NaN: apply's sum).
     */
    public final boolean inOrderNaNs;

    public AggRowNode(AggOp op, Node in) {
        this(op, in, 0);
    }

    public AggRowNode(AggOp op, Node in, double meanOf) {
        this(op, in, meanOf, false);
    }

    public AggRowNode(AggOp op, Node in, double meanOf, boolean meanOfKept) {
        this(op, in, meanOf, meanOfKept, false);
    }

    public AggRowNode(AggOp op, Node in, double meanOf, boolean meanOfKept, boolean inOrderNaNs) {
        super(in.nrow, 1, meanOf > 0 || meanOfKept ? flashr.engine.type.ElementType.DOUBLE : op.resultType(in.type));
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        if ((meanOf > 0 || meanOfKept) && (op != AggOp.SUM || in.type != flashr.engine.type.ElementType.DOUBLE)) {
            throw new IllegalArgumentException("a mean is a sum of doubles over a count");
        }
        this.op = op;
        this.in = in;
        this.meanOf = meanOf;
        this.meanOfKept = meanOfKept;
        this.inOrderNaNs = inOrderNaNs && op == AggOp.SUM && in.type == flashr.engine.type.ElementType.DOUBLE;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    public boolean isMean() { return meanOf > 0 || meanOfKept; }

    @Override public String label() { return isMean() ? "agg.row(mean)" : "agg.row(" + op.rName() + ")"; }
}
