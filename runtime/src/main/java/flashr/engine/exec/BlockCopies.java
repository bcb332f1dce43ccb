package flashr.engine.exec;

import flashr.engine.dag.CbindNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SelectColsNode;
import flashr.engine.dag.SetElementsNode;
import flashr.engine.fn.Casts;

import java.util.function.Function;

/** The interpreting kernel's views that copy a block's columns or elements: column selection, cbind, element assignment. */
final class BlockCopies {
    private BlockCopies() {}

    /** in: the block of s.in, or null when s.in is stored (read directly). */
    static void selectCols(SelectColsNode s, Block in, Block out, long r0, int len) {
        if (s.in.isMaterialized()) { s.in.data().read(r0, len, s.cols, out.d, out.i); return; }
        for (int c = 0; c < s.cols.length; c++) {
            if (out.d != null) System.arraycopy(in.d, s.cols[c] * len, out.d, c * len, len);
            else System.arraycopy(in.i, s.cols[c] * len, out.i, c * len, len);
        }
    }

    /** blockOf: the block of each part. */
    static void cbind(CbindNode cb, Function<Node, Block> blockOf, Block out, int len) {
        int col = 0;
        for (Node p : cb.parts) {
            Block b = blockOf.apply(p);
            Casts.convert(p.type, b.d, b.i, 0, out.type, out.d, out.i, col * len, p.ncol * len);
            col += p.ncol;
        }
    }

    /** The block of se.in with the assigned elements of rows [r0, r0+len) replaced. */
    static void setElements(SetElementsNode se, Block in, Block out, long r0, int len) {
        Casts.convert(se.in.type, in.d, in.i, 0, out.type, out.d, out.i, 0, out.size());
        int lo = 0, hi = se.rows.length;
        while (lo < hi) { int mid = (lo + hi) >>> 1; if (se.rows[mid] < r0) lo = mid + 1; else hi = mid; }
        for (int e = lo; e < se.rows.length && se.rows[e] < r0 + len; e++) {
            int at = se.cols[e] * len + (int) (se.rows[e] - r0);
            double v = se.values[e];
            switch (out.type) {
                case DOUBLE -> out.d[at] = v;
                case INTEGER -> out.i[at] = Casts.doubleToInt(v);
                case LOGICAL -> out.i[at] = Casts.doubleToLogical(v);
            }
        }
    }
}
