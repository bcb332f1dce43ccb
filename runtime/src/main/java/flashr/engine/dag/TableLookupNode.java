package flashr.engine.dag;

import java.util.List;

/**
 * Rows of a small table picked by a tall column of 1-based positions: R's {@code table[index, ]}
 * (and {@code v[index]} of a short vector) without gathering a tall copy. Row r of the result is
 * row {@code index[r]} of the table, a row of NA where the position is NA; the pass reads only
 * the index column. Positions outside 1..nrow(table) are an error when the pass meets them (R
 * drops zeros and negative positions, so callers pass only what R would read as rows).
 */
public final class TableLookupNode extends Node {
    public final Node index;
    public final Node table;

    public TableLookupNode(Node index, Node table) {
        super(index.nrow, table.ncol, table.type);
        if (index.ncol != 1) throw new IllegalArgumentException("lookup: the positions must be one column, not " + index.ncol);
        if (table.nrow * table.ncol > Integer.MAX_VALUE / 2) throw new IllegalArgumentException("lookup: the table must be small");
        this.index = index;
        this.table = table;
    }

    @Override public List<Node> inputs() { return List.of(index); }

    @Override public List<Node> deps() { return List.of(table); }

    @Override public String label() { return "lookup(" + table.nrow + " rows)"; }
}
