package flashr.base.vectors;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RMissing;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code X[, j] <- value} for a double matrix and a double value of one column's length: the
 * column written by one array copy. The general path builds a cell number for every element
 * and copies them one by one (3x the time of the copy for a 200000-row column); the result is
 * the same, as a whole column of a double value into a double matrix needs no coercion, no
 * recycling and no growth.
 */
final class ColumnStore {
    private ColumnStore() {}

    /**
     * The column (0-based) of double matrix {@code v} that {@code subs} select whole, when
     * {@code value} is a double vector of its length: an empty first subscript and one in-range
     * positive number as the second, without attributes; else -1.
     */
    static int column(RVector v, RValue[] subs, RValue value) {
        int[] dim = v.dim();
        if (!(v instanceof RDouble) || !(value instanceof RDouble d) || subs.length != 2 || dim == null || dim.length != 2
                || subs[0] != RMissing.MISSING || d.length() != dim[0]) return -1;
        RValue j = subs[1];
        if (j.hasAttributes()) return -1;
        double c;
        if (j instanceof RInt ji && ji.length() == 1) c = ji.get(0) == RInt.NA ? 0 : ji.get(0);
        else if (j instanceof RDouble jd && jd.length() == 1) c = jd.get(0);
        else return -1;
        // a double subscript is truncated, as R's; NaN fails the comparison
        return c >= 1 && c < (double) dim[1] + 1 ? (int) c - 1 : -1;
    }

    /** {@code target[, col + 1] <- value} for a column that {@link #column} found. */
    static void store(RDouble target, int col, RDouble value) {
        int rows = value.length();
        System.arraycopy(value.storage(), 0, target.storage(), col * rows, rows);
    }
}
