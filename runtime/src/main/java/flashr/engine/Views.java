package flashr.engine;

import flashr.engine.dag.CbindNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.RbindNode;
import flashr.engine.dag.RowSelectNode;
import flashr.engine.dag.SelectColsNode;
import flashr.engine.dag.SetElementsNode;
import flashr.engine.dag.TableLookupNode;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The view GenOps (selections, binds, element assignment, table lookups) mapped onto the tall
 * forms: rows of a transposed matrix are columns of its tall form and the reverse, and operands
 * stored in the other orientation are transposed physically first.
 */
final class Views {
    private final Engine engine;
    private final Transposer transposer;

    Views(Engine engine, Transposer transposer) {
        this.engine = engine;
        this.transposer = transposer;
    }

    Matrix selectCols(Matrix x, int[] cols) {
        if (!x.isTransposed()) return engine.wrap(new SelectColsNode(x.node(), cols), false);
        return engine.wrap(rowView(x.node(), Arrays.stream(cols).asLongStream().toArray()), true);
    }

    Matrix selectRows(Matrix x, long[] rows) {
        if (!x.isTransposed()) return engine.wrap(rowView(x.node(), rows), false);
        int[] c = new int[rows.length];
        for (int k = 0; k < c.length; k++) c[k] = Math.toIntExact(rows[k]);
        return engine.wrap(new SelectColsNode(x.node(), c), true);
    }

    private static Node rowView(Node x, long[] rows) {
        Node g = RowGather.select(x, rows);
        return g != null ? g : new RowSelectNode(x, rows);
    }

    Matrix lookupRows(Matrix table, Matrix positions) {
        if (table.length() > engine.config().smallLimit()) throw new IllegalArgumentException("lookup: a table of " + table.nrow() + "x" + table.ncol() + " is not small");
        if (positions.type() == ElementType.LOGICAL) throw new IllegalArgumentException("lookup: logical positions");
        Node pos = columnNode(positions);
        if (pos.ncol != 1) throw new IllegalArgumentException("lookup: the positions must be a vector");
        return engine.wrap(new TableLookupNode(pos, transposer.physical(table, false).node()), false);
    }

    /** A vector's elements as one tall column (a 1 x n matrix transposed physically if need be). */
    Node columnNode(Matrix v) {
        return v.node().ncol == 1 ? v.node() : transposer.physical(v.nrow() == 1 ? v.t() : v, false).node();
    }

    Matrix bind(Matrix[] ms, boolean byRows) {
        boolean t = ms[0].isTransposed();
        List<Node> parts = new ArrayList<>();
        for (Matrix m : ms) parts.add(m.isTransposed() == t ? m.node() : transposer.physical(m, t).node());
        boolean stack = byRows != t;   // stacking tall forms along their rows
        return engine.wrap(stack ? new RbindNode(parts) : new CbindNode(parts), t);
    }

    Matrix setElements(Matrix x, long[] rows, int[] cols, double[] values, ElementType valueType) {
        if (!x.isTransposed()) return engine.wrap(new SetElementsNode(x.node(), rows, cols, values, valueType), false);
        long[] r2 = new long[cols.length];
        int[] c2 = new int[rows.length];
        for (int k = 0; k < rows.length; k++) { r2[k] = cols[k]; c2[k] = Math.toIntExact(rows[k]); }
        return engine.wrap(new SetElementsNode(x.node(), r2, c2, values, valueType), true);
    }
}
