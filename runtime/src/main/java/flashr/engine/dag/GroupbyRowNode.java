package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/**
 * groupby.row on the tall form: rows grouped by an integer label vector (values 1..k, as R factor
 * codes; NA labels are skipped), each group aggregated per column: a k x ncol sink.
 */
public final class GroupbyRowNode extends Node {
    public final AggOp op;
    public final Node in;
    public final Node labels;
    public final int groups;

    public GroupbyRowNode(AggOp op, Node in, Node labels, int groups) {
        super(groups, in.ncol, op.resultType(in.type));
        if (labels.nrow != in.nrow || labels.ncol != 1) throw new IllegalArgumentException("groupby.row: labels must be a vector of nrow elements");
        if (labels.type == flashr.engine.type.ElementType.DOUBLE) throw new IllegalArgumentException("groupby.row: labels must be integers");
        this.op = op;
        this.in = in;
        this.labels = labels;
        this.groups = groups;
    }

    @Override public List<Node> inputs() { return List.of(in, labels); }

    @Override public boolean isSink() { return true; }

    @Override public String label() { return "groupby.row(" + op.rName() + ", k=" + groups + ")"; }
}
