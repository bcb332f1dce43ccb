package flashr.stats;

import flashr.base.math.SummaryFunctions;
import flashr.engine.fn.LongDouble;
import flashr.engine.fn.ResidualRun;
import flashr.engine.fn.FiniteMean;

/**
 * The columns of cov's and cor's x or y, read where they lie: a double matrix's column j is
 * rows [j * rows, (j + 1) * rows) of its one array (a copy of a 2e5 x 8 matrix into columns was
 * 12.8 MB a call, and young collections after it), or each column an array of its own. The
 * paths that filter, rank or take the sequential rules ask for {@link #columns()}: copies, made
 * once.
 */
final class ColumnBlock {
    /** The matrix's data, or null where the columns are arrays of their own. */
    private final double[] all;
    private final int rows, count;
    private double[][] copies;

    private ColumnBlock(double[] all, double[][] copies, int rows, int count) {
        this.all = all;
        this.copies = copies;
        this.rows = rows;
        this.count = count;
    }

    /** Columns as arrays of their own (all of one length). */
    static ColumnBlock of(double[][] cols) {
        return new ColumnBlock(null, cols, cols.length > 0 ? cols[0].length : 0, cols.length);
    }

    /** The count columns of rows each that a column-major array holds (only read). */
    static ColumnBlock inPlace(double[] all, int rows, int count) {
        return new ColumnBlock(all, null, rows, count);
    }

    int count() {
        return count;
    }

    int rows() {
        return rows;
    }

    /** The array that holds column j, from {@link #offset}. */
    double[] array(int j) {
        return all != null ? all : copies[j];
    }

    /** Where column j starts in {@link #array}. */
    int offset(int j) {
        return all != null ? j * rows : 0;
    }

    /** Each column an array of its own (copies of a matrix's, made on the first call; only read). */
    double[][] columns() {
        if (copies == null) {
            double[][] c = new double[count][];
            for (int j = 0; j < count; j++) c[j] = column(j);
            copies = c;
        }
        return copies;
    }

    /** Column j as an array of its own (a copy where the matrix holds it). */
    double[] column(int j) {
        return all == null ? copies[j] : java.util.Arrays.copyOfRange(all, j * rows, (j + 1) * rows);
    }

    /** Whether any column holds an NA or NaN. */
    boolean anyNaN() {
        for (int j = 0; j < count; j++) {
            double[] a = array(j);
            for (int k = offset(j), end = k + rows; k < end; k++) {
                if (Double.isNaN(a[k])) return true;
            }
        }
        return false;
    }

    /**
     * {@link StatsFunctions#mean}(column j, refined) read in place, the same bits ({@link
     * FiniteMean#of}'s sum and residuals' pass over the same elements in the same order); NaN
     * where the sum or the mean is not finite or the mean is tiny: the caller then takes a copy
     * of the column and the mean's rules for those.
     */
    double finiteMean(int j) {
        double[] a = array(j);
        int from = offset(j);
        SummaryFunctions.Sum s = new SummaryFunctions.Sum();
        s.addAll(a, from, from + rows, false);
        if (!Double.isFinite(s.value())) return Double.NaN;
        LongDouble m = s.total().divide(rows);
        if (!Double.isFinite(m.value()) || FiniteMean.tooSmall(m)) return Double.NaN;
        LongDouble t = new LongDouble();
        ResidualRun.add(t, a, from, from + rows, m);
        return m.add(t.divide(rows)).value();
    }
}
