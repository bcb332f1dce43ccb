package flashr.engine.dag;

import java.util.List;

/**
 * A view of some rows (0-based, any order, repeats allowed) of a materialized tall matrix or of a
 * generator, gathered on the fly: a pass reads (or generates) exactly the selected elements.
 * Selections of other virtual matrices are pushed down to their leaves when the ops on the way
 * are row by row (see the engine's row gather); only the leaves are gathered.
 */
public final class RowSelectNode extends Node {
    public final Node in;
    public final long[] rows;

    public RowSelectNode(Node in, long[] rows) { this(in, rows.clone(), true); }

    /** With {@code checked}, validates the indices; the array is used as is (callers share it). */
    public RowSelectNode(Node in, long[] rows, boolean checked) {
        super(rows.length, in.ncol, in.type);
        if (checked) for (long r : rows) if (r < 0 || r >= in.nrow) throw new IndexOutOfBoundsException("row " + (r + 1) + " of " + in.nrow);
        this.in = in;
        this.rows = rows;
    }

    /** A generator base is computed at the selected positions in the pass; any other base is a dependency. */
    public boolean generatesBase() { return in instanceof GeneratorNode && !in.isMaterialized(); }

    @Override public List<Node> inputs() { return List.of(); }

    @Override public List<Node> deps() { return generatesBase() ? List.of() : List.of(in); }

    @Override public String label() { return "select.rows(" + rows.length + ")"; }
}
