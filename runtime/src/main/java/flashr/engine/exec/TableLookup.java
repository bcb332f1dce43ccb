package flashr.engine.exec;

import flashr.engine.dag.TableLookupNode;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/**
 * A kernel's evaluation of a {@link TableLookupNode}: each column of the table is held with an NA
 * row after its rows, so a block's positions are turned into table rows once (NA to the extra
 * row), and each output column is then one branch-free gather.
 */
final class TableLookup {
    private final int rows;
    private final double[] d;
    private final int[] i;
    private int[] at = new int[0];

    TableLookup(TableLookupNode node, SmallOperand table) {
        rows = (int) table.nrow;
        int stride = rows + 1, nc = table.ncol;
        if (node.type == ElementType.DOUBLE) {
            d = new double[stride * nc];
            i = null;
            for (int c = 0; c < nc; c++) {
                System.arraycopy(table.d, c * rows, d, c * stride, rows);
                d[c * stride + rows] = NA.REAL;
            }
        } else {
            d = null;
            i = new int[stride * nc];
            for (int c = 0; c < nc; c++) {
                System.arraycopy(table.i, c * rows, i, c * stride, rows);
                i[c * stride + rows] = NA.INT;
            }
        }
    }

    /** The table rows at the positions in {@code index} (one column of len rows) into out. */
    void fill(Block index, Block out, int len) {
        int[] pos = index.asInts(ElementType.INTEGER);
        if (at.length < len) at = new int[len];
        int k = rows;
        for (int r = 0; r < len; r++) {
            int v = pos[r] - 1;
            if (Integer.compareUnsigned(v, k) >= 0) {
                if (pos[r] != NA.INT) throw new IllegalArgumentException("subscript out of bounds: row " + pos[r] + " of a table of " + k);
                v = k;
            }
            at[r] = v;
        }
        int stride = k + 1;
        for (int c = 0; c < out.ncol; c++) {
            int o = c * len, base = c * stride;
            if (d != null) {
                double[] dst = out.d;
                for (int r = 0; r < len; r++) dst[o + r] = d[base + at[r]];
            } else {
                int[] dst = out.i;
                for (int r = 0; r < len; r++) dst[o + r] = i[base + at[r]];
            }
        }
    }
}
