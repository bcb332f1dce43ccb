package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** agg.row on the tall form: one value per row, a tall vector (not a sink). which.* gives the column. */
public final class AggRowNode extends Node {
    public final AggOp op;
    public final Node in;
    /** Each row's sum divided by this count in long double (R's rowMeans), or 0 for the aggregation itself. */
    public final double meanOf;

    public AggRowNode(AggOp op, Node in) {
        this(op, in, 0);
    }

    public AggRowNode(AggOp op, Node in, double meanOf) {
        super(in.nrow, 1, meanOf > 0 ? flashr.engine.type.ElementType.DOUBLE : op.resultType(in.type));
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        if (meanOf > 0 && (op != AggOp.SUM || in.ncol > flashr.engine.memory.MemStore.BLOCK_COLS)) {
            throw new IllegalArgumentException("a row mean is a sum over at most a block's columns");
        }
        this.op = op;
        this.in = in;
        this.meanOf = meanOf;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public String label() { return meanOf > 0 ? "agg.row(mean)" : "agg.row(" + op.rName() + ")"; }
}
