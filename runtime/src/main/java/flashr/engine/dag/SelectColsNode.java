package flashr.engine.dag;

import java.util.Arrays;
import java.util.List;

/** A view of some columns of the tall form (0-based), in the given order; reads only those columns. */
public final class SelectColsNode extends Node {
    public final Node in;
    public final int[] cols;

    public SelectColsNode(Node in, int[] cols) {
        super(in.nrow, cols.length, in.type);
        for (int c : cols) if (c < 0 || c >= in.ncol) throw new IndexOutOfBoundsException("column " + (c + 1) + " of " + in.ncol);
        this.in = in;
        this.cols = cols.clone();
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public String label() {
        int[] shown = cols.length > 8 ? Arrays.copyOf(cols, 8) : cols;
        StringBuilder sb = new StringBuilder("select.cols(");
        for (int i = 0; i < shown.length; i++) sb.append(i == 0 ? "" : ",").append(shown[i] + 1);
        return sb.append(cols.length > 8 ? ",...)" : ")").toString();
    }
}
