package flashr.engine.dag;

import flashr.engine.type.ElementType;

import java.util.List;

/**
 * Element assignment as a virtual matrix: the input with some elements replaced, patched in on the
 * fly. Positions are sorted by row; values are doubles converted to the result type.
 */
public final class SetElementsNode extends Node {
    public final Node in;
    public final long[] rows;
    public final int[] cols;
    public final double[] values;

    public SetElementsNode(Node in, long[] rows, int[] cols, double[] values, ElementType valueType) {
        super(in.nrow, in.ncol, ElementType.promote(in.type, valueType));
        Integer[] order = new Integer[rows.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (x, y) -> Long.compare(rows[x], rows[y]));
        this.rows = new long[rows.length];
        this.cols = new int[rows.length];
        this.values = new double[rows.length];
        for (int i = 0; i < order.length; i++) {
            int o = order[i];
            if (rows[o] < 0 || rows[o] >= in.nrow || cols[o] < 0 || cols[o] >= in.ncol) throw new IndexOutOfBoundsException("element (" + (rows[o] + 1) + ", " + (cols[o] + 1) + ")");
            this.rows[i] = rows[o];
            this.cols[i] = cols[o];
            this.values[i] = values[o];
        }
        this.in = in;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public String label() { return "set.elements(" + rows.length + ")"; }
}
