package flashr.base.vectors;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RVector;

/**
 * {@code m[i, j]} of a double, integer or logical matrix column by column: no table of every
 * cell ({@link IndexCells}, a loop over the dimensions per cell), and a whole column by one array
 * copy when the rows are all of them in order ({@code x[good, , drop = FALSE]} with every row
 * good, glm.fit's weighted model matrix at each step). Positions NA or past the end leave the
 * result's NA, as {@link PositionGather} does.
 */
final class MatrixGather {
    private MatrixGather() {}

    /** Whether {@link #copy} takes v. */
    static boolean handles(RVector v) {
        return v instanceof RDouble || v instanceof RInt || v instanceof RLogical;
    }

    /** r (rows.length x cols.length, v's type) = v[rows, cols] of v with nrow rows. */
    static void copy(RVector v, int nrow, int[] rows, int[] cols, RVector r) {
        boolean all = inOrder(rows, nrow);
        switch (v) {
            case RDouble d -> doubles(d.data(), nrow, rows, cols, ((RDouble) r).data(), all);
            case RInt i -> ints(i.data(), nrow, rows, cols, ((RInt) r).data(), all);
            default -> ints(((RLogical) v).data(), nrow, rows, cols, ((RLogical) r).data(), all);
        }
    }

    private static boolean inOrder(int[] rows, int nrow) {
        if (rows.length != nrow) return false;
        for (int i = 0; i < nrow; i++) {
            if (rows[i] != i) return false;
        }
        return true;
    }

    private static void doubles(double[] from, int nrow, int[] rows, int[] cols, double[] to, boolean all) {
        int m = rows.length;
        for (int j = 0; j < cols.length; j++) {
            int c = cols[j];
            if (c == IndexPositions.NA) continue;
            if (all) System.arraycopy(from, c * nrow, to, j * m, m);
            else doubleColumn(from, c * nrow, rows, to, j * m);
        }
    }

    private static void doubleColumn(double[] from, int base, int[] rows, double[] to, int at) {
        for (int i = 0; i < rows.length; i++) {
            int p = rows[i];
            if (p != IndexPositions.NA) to[at + i] = from[base + p];
        }
    }

    private static void ints(int[] from, int nrow, int[] rows, int[] cols, int[] to, boolean all) {
        int m = rows.length;
        for (int j = 0; j < cols.length; j++) {
            int c = cols[j];
            if (c == IndexPositions.NA) continue;
            if (all) System.arraycopy(from, c * nrow, to, j * m, m);
            else intColumn(from, c * nrow, rows, to, j * m);
        }
    }

    private static void intColumn(int[] from, int base, int[] rows, int[] to, int at) {
        for (int i = 0; i < rows.length; i++) {
            int p = rows[i];
            if (p != IndexPositions.NA) to[at + i] = from[base + p];
        }
    }
}
