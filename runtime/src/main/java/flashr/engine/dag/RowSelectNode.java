package flashr.engine.dag;

import java.util.List;

/** A view of some rows (0-based) of a materialized tall matrix, gathered on the fly. */
public final class RowSelectNode extends Node {
    public final Node in;
    public final long[] rows;

    public RowSelectNode(Node in, long[] rows) {
        super(rows.length, in.ncol, in.type);
        for (long r : rows) if (r < 0 || r >= in.nrow) throw new IndexOutOfBoundsException("row " + (r + 1) + " of " + in.nrow);
        this.in = in;
        this.rows = rows.clone();
    }

    @Override public List<Node> inputs() { return List.of(); }

    @Override public List<Node> deps() { return List.of(in); }

    @Override public String label() { return "select.rows(" + rows.length + ")"; }
}
