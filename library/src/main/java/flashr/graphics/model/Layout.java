package flashr.graphics.model;

import flashr.lang.RError;

/**
 * How a page is divided into figures: a grid of cells, each holding the number of the figure that
 * covers it (0 for none), with relative column widths and row heights. {@code par(mfrow)} fills
 * the grid by rows, {@code mfcol} by columns, {@code layout()} as its matrix says.
 */
public final class Layout {
    private final int rows, cols;
    private final int[] cells; // by row
    private final double[] widths, heights;
    private final int figures;
    private final boolean byRow;

    private Layout(int rows, int cols, int[] cells, double[] widths, double[] heights, boolean byRow) {
        this.rows = rows;
        this.cols = cols;
        this.cells = cells;
        this.widths = widths;
        this.heights = heights;
        this.byRow = byRow;
        int max = 0;
        for (int c : cells) max = Math.max(max, c);
        this.figures = max;
    }

    /** {@code mfrow} (by rows) or {@code mfcol}. */
    public static Layout grid(int rows, int cols, boolean byRow) {
        if (rows < 1 || cols < 1) throw new RError("parameter \"" + (byRow ? "mfrow" : "mfcol") + "\" has the wrong length");
        int[] cells = new int[rows * cols];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) cells[r * cols + c] = byRow ? r * cols + c + 1 : c * rows + r + 1;
        return new Layout(rows, cols, cells, ones(cols), ones(rows), byRow);
    }

    /** {@code layout(mat, widths, heights)}: mat by row. */
    public static Layout matrix(int rows, int cols, int[] byRowCells, double[] widths, double[] heights) {
        int max = 0;
        for (int c : byRowCells) max = Math.max(max, c);
        for (int k = 1; k <= max; k++) {
            boolean found = false;
            for (int c : byRowCells) found |= c == k;
            if (!found) throw new RError("layout matrix must contain at least one reference\nto each of the values {1 ... " + max + "}");
        }
        return new Layout(rows, cols, byRowCells.clone(), widths.clone(), heights.clone(), true);
    }

    private static double[] ones(int n) {
        double[] d = new double[n];
        java.util.Arrays.fill(d, 1);
        return d;
    }

    public int figures() {
        return figures;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public boolean byRow() {
        return byRow;
    }

    /** The (row, column), from 1, of the first cell of figure k. */
    public int[] position(int k) {
        for (int i = 0; i < cells.length; i++) if (cells[i] == k) return new int[] {i / cols + 1, i % cols + 1};
        return new int[] {1, 1};
    }

    /** The figure in cell (row, column), from 1. */
    public int figureAt(int row, int col) {
        return cells[(row - 1) * cols + (col - 1)];
    }

    /**
     * Figure k's box within the inner region: the smallest box covering its cells. A negative width or
     * height is an absolute size in centimetres (layout's lcm()); the others share what remains.
     */
    public Box figureBox(int k, Box inner) {
        double[] w = sizes(widths, inner.width()), h = sizes(heights, inner.height());
        double left = Double.MAX_VALUE, right = -Double.MAX_VALUE, top = Double.MAX_VALUE, bottom = -Double.MAX_VALUE;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (cells[r * cols + c] != k) continue;
                double x0 = inner.left() + sum(w, c);
                double y0 = inner.top() + sum(h, r);
                left = Math.min(left, x0);
                right = Math.max(right, x0 + w[c]);
                top = Math.min(top, y0);
                bottom = Math.max(bottom, y0 + h[r]);
            }
        }
        return new Box(left, top, right, bottom);
    }

    /** The sizes in points of columns (or rows) spanning {@code total} points. */
    private static double[] sizes(double[] rel, double total) {
        double absolute = 0, relative = 0;
        for (double v : rel) {
            if (v < 0) absolute += -v * 72 / 2.54;
            else relative += v;
        }
        double[] out = new double[rel.length];
        for (int i = 0; i < rel.length; i++)
            out[i] = rel[i] < 0 ? -rel[i] * 72 / 2.54 : relative > 0 ? (total - absolute) * rel[i] / relative : 0;
        return out;
    }

    private static double sum(double[] d) {
        return sum(d, d.length);
    }

    private static double sum(double[] d, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) s += d[i];
        return s;
    }
}
