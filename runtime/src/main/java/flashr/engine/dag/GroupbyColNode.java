package flashr.engine.dag;

import flashr.engine.fn.AggOp;

import java.util.List;

/** groupby.col on the tall form: columns grouped by small labels (1..k), aggregated per row: tall n x k. */
public final class GroupbyColNode extends Node {
    public final AggOp op;
    public final Node in;
    /** A small integer vector of ncol labels (a dependency). */
    public final Node labels;
    public final int groups;

    public GroupbyColNode(AggOp op, Node in, Node labels, int groups) {
        super(in.nrow, groups, op.resultType(in.type));
        if (labels.nrow * labels.ncol != in.ncol) throw new IllegalArgumentException("groupby.col: labels must have ncol elements");
        if (labels.type == flashr.engine.type.ElementType.DOUBLE) throw new IllegalArgumentException("groupby.col: labels must be integers");
        this.op = op;
        this.in = in;
        this.labels = labels;
        this.groups = groups;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public List<Node> deps() { return List.of(labels); }

    @Override public String label() { return "groupby.col(" + op.rName() + ", k=" + groups + ")"; }
}
