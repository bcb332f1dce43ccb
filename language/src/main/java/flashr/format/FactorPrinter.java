package flashr.format;

import flashr.lang.RString;
import flashr.lang.RVector;
import java.io.PrintStream;

/** Prints a factor as R's {@code print.factor}: the level labels unquoted, then the levels line. */
final class FactorPrinter {
    private FactorPrinter() {}

    static void print(RVector codes, PrintOptions o, PrintStream out) {
        printLabels(codes, o, out);
        printLevels(codes, o, out);
    }

    /** The "Levels:" line alone: R prints it after the factor's other attributes. */
    static void printLevels(RVector codes, PrintOptions o, PrintStream out) {
        RString levels = codes.getAttr("levels") instanceof RString s ? s : RString.of();
        out.println(levelsLine(levels, codes.inherits("ordered"), o.width()));
    }

    /** The labels (or {@code factor(0)}), without the levels line. */
    static void printLabels(RVector codes, PrintOptions o, PrintStream out) {
        RString levels = codes.getAttr("levels") instanceof RString s ? s : RString.of();
        int n = codes.length();
        boolean ordered = codes.inherits("ordered");
        if (n == 0) {
            out.println(ordered ? "ordered(0)" : "factor(0)");
        } else {
            String[] labels = new String[n];
            for (int i = 0; i < n; i++) {
                int c = codes.getInt(i);
                labels[i] = codes.isNA(i) || c < 1 || c > levels.length() ? null : levels.get(c - 1);
            }
            RString v = new RString(labels);
            if (codes.names() != null) v.setAttr("names", codes.names());
            int[] dim = codes.dim();
            if (dim != null && dim.length == 2) {
                // a factor matrix (row(x, as.factor = TRUE)) prints as its labels laid out as the matrix
                if (codes.getAttr("dimnames") != null) v.setAttr("dimnames", codes.getAttr("dimnames"));
                MatrixPrinter.print(v, dim, o.withQuote(false), out);
            } else {
                VectorPrinter.print(v, o.withQuote(false), out);
            }
        }
    }

    /** The "Levels:" line, dropping middle levels (with a count in front) when they do not fit the width. */
    private static String levelsLine(RString levels, boolean ordered, int width) {
        int n = levels.length();
        String sep = ordered ? " < " : " ";
        String[] lev = new String[n];
        for (int i = 0; i < n; i++) lev[i] = StringText.encode(levels.get(i), false);
        int avail = width - ("Levels: ".length() + 3 + 1 + 3);
        int maxl = n;
        int cum = 0;
        for (int i = 0; i < n && n > 1; i++) {
            cum += StringText.width(lev[i]) + sep.length();
            if (cum > avail) {
                maxl = Math.max(1, i);
                break;
            }
        }
        StringBuilder sb = new StringBuilder();
        boolean drop = n > maxl;
        if (drop) sb.append(n).append(' ');
        sb.append("Levels: ");
        if (drop) {
            for (int i = 0; i < Math.max(1, maxl - 1); i++) sb.append(lev[i]).append(sep);
            sb.append("...");
            if (maxl > 1) sb.append(sep).append(lev[n - 1]);
        } else {
            sb.append(String.join(sep, lev));
        }
        return sb.toString();
    }
}
