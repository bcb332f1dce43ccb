package flashr.format;

import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RVector;
import java.io.PrintStream;

/**
 * Prints an atomic matrix as R's {@code printMatrix}: each column formatted on its own,
 * {@code [,j]}/{@code [i,]} or dimnames labels, and column blocks that fit the line width.
 */
final class MatrixPrinter {
    private static final int MIN_LABEL_OFFSET = 2;

    private MatrixPrinter() {}

    static void print(RVector x, int[] dim, PrintOptions o, PrintStream out) {
        int r = dim[0], c = dim[1];
        if (r == 0 && c == 0) {
            out.println("<0 x 0 matrix>");
            return;
        }
        RString rowNames = null, colNames = null;
        String rowTitle = null, colTitle = null;
        if (x.getAttr("dimnames") instanceof RList dn && dn.length() == 2) {
            rowNames = dn.get(0) instanceof RVector v && v.length() > 0 ? labels(v) : null;
            colNames = dn.get(1) instanceof RVector v && v.length() > 0 ? labels(v) : null;
            RString titles = dn.names();
            if (titles != null) {
                rowTitle = titles.get(0) == null ? "" : titles.get(0);
                colTitle = titles.get(1) == null ? "" : titles.get(1);
            }
        }
        int shown = o.rowsShown(r, c);
        print(x, r, shown, r, c, rowNames, colNames, rowTitle, colTitle, o, out);
        if (shown < r) out.println(PrintOptions.omittedRows(r - shown));
    }

    /**
     * The first rows of a matrix of {@code total} rows and {@code c} columns without dimnames, as
     * R prints it within max.print: {@code head} holds at least those rows, column-major. Columns
     * are sized by the rows in {@code head} (R sizes them by all rows).
     */
    static void printHead(RVector head, int headRows, int total, int c, PrintOptions o, PrintStream out) {
        if (total == 0 && c == 0) {
            out.println("<0 x 0 matrix>");
            return;
        }
        int shown = Math.min(headRows, o.rowsShown(total, c));
        print(head, headRows, shown, total, c, null, null, null, null, o, out);
        if (shown < total) out.println(PrintOptions.omittedRows(total - shown));
    }

    private static RString labels(RVector v) {
        String[] s = new String[v.length()];
        for (int i = 0; i < s.length; i++) s[i] = v.getString(i);
        return new RString(s);
    }

    static void print(RVector x, int r, int c, RString rowNames, RString colNames, String rowTitle,
            String colTitle, PrintOptions o, PrintStream out) {
        print(x, r, r, r, c, rowNames, colNames, rowTitle, colTitle, o, out);
    }

    /**
     * Rows {@code [0, r)} of a matrix whose data has {@code stride} rows per column and which has
     * {@code total} rows in all (R sizes the row labels by the total, the columns by the data).
     */
    private static void print(RVector x, int stride, int r, int total, int c, RString rowNames, RString colNames,
            String rowTitle, String colTitle, PrintOptions o, PrintStream out) {
        boolean isString = x instanceof RString || x instanceof RList;
        boolean rightCells = !isString || o.right();
        int rlabw;
        if (rowNames != null) {
            rlabw = 0;
            for (int i = 0; i < total; i++) rlabw = Math.max(rlabw, labelWidth(rowNames.get(i)));
        } else {
            rlabw = Integer.toString(total + 1).length() + 3;
        }
        int lbloff = 0;
        if (rowTitle != null) {
            int rnw = StringText.width(rowTitle);
            lbloff = rnw < rlabw + MIN_LABEL_OFFSET ? MIN_LABEL_OFFSET : rnw - rlabw;
            rlabw += lbloff;
        }
        String[][] cells = new String[c][];
        int[] w = new int[c];
        for (int j = 0; j < c; j++) {
            VectorFormat.Column col = VectorFormat.column(x, j * stride, r, stride, o); // sized by all its rows, as R does
            cells[j] = col.cells();
            w[j] = col.width();
            int clabw = colNames != null ? labelWidth(colNames.get(j)) : Integer.toString(j + 1).length() + 3;
            w[j] = Math.max(w[j], clabw);
        }
        if (c == 0) {
            rowHeader(rlabw, rowTitle, colTitle, out);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < r; i++) sb.append('\n').append(rowLabel(rowNames, i, rlabw, lbloff));
            out.println(sb);
            return;
        }
        int jmin = 0;
        while (jmin < c) {
            int width = rlabw;
            int jmax = jmin;
            String gap = " ".repeat(o.gap());
            do {
                width += w[jmax] + o.gap();
                jmax++;
            } while (jmax < c && width + w[jmax] + o.gap() < o.width());
            StringBuilder sb = new StringBuilder();
            sb.append(rowHeader(rlabw, rowTitle, colTitle, null));
            for (int j = jmin; j < jmax; j++) {
                String lab = colNames != null ? StringText.encode(colNames.get(j), false) : "[," + (j + 1) + "]";
                sb.append(gap).append(StringText.pad(lab, w[j], rightCells));
            }
            for (int i = 0; i < r; i++) {
                sb.append('\n').append(rowLabel(rowNames, i, rlabw, lbloff));
                for (int j = jmin; j < jmax; j++) sb.append(gap).append(StringText.pad(cells[j][i], w[j], rightCells));
            }
            out.println(sb);
            jmin = jmax;
        }
    }

    private static int labelWidth(String s) {
        return s == null ? 4 : StringText.width(s);
    }

    /** The dimnames-names line and the start of the column label line; printed when {@code out} is given. */
    private static String rowHeader(int rlabw, String rowTitle, String colTitle, PrintStream out) {
        StringBuilder sb = new StringBuilder();
        if (colTitle != null) sb.append(" ".repeat(rlabw)).append(colTitle).append('\n');
        sb.append(rowTitle != null ? StringText.pad(rowTitle, rlabw, false) : " ".repeat(rlabw));
        if (out != null) out.print(sb);
        return sb.toString();
    }

    private static String rowLabel(RString rowNames, int i, int rlabw, int lbloff) {
        if (rowNames != null) {
            return " ".repeat(lbloff) + StringText.pad(StringText.encode(rowNames.get(i), false), rlabw - lbloff, false);
        }
        return RealFormat.pad("[" + (i + 1) + ",]", rlabw);
    }
}
