package flashr.format;

import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RVector;
import java.io.PrintStream;

/** Prints plain and named atomic vectors as R's {@code printVector} and {@code printNamedVector}. */
final class VectorPrinter {
    private VectorPrinter() {}

    /** A vector without dim: {@code [1]}-prefixed lines, or names above values. */
    static void print(RVector v, PrintOptions o, PrintStream out) {
        RString names = v.names();
        int n = v.length();
        if (n == 0) {
            out.println((names != null ? "named " : "") + emptyName(v.type()));
            return;
        }
        if (names != null) printNamed(v, names, o, out);
        else printIndexed(v, o, out);
    }

    /** A one-dimensional array: named by its dimnames (with their name as a title line) or indexed. */
    static void printOneDim(RVector v, PrintOptions o, PrintStream out) {
        if (v.getAttr("dimnames") instanceof flashr.lang.RList dn && dn.length() == 1 && dn.get(0) instanceof RVector labels
                && labels.length() == v.length()) {
            if (dn.names() != null) out.println(dn.names().get(0) == null ? "" : dn.names().get(0));
            String[] nm = new String[labels.length()];
            for (int i = 0; i < nm.length; i++) nm[i] = labels.getString(i);
            if (v.length() == 0) {
                out.println("named " + emptyName(v.type()));
            } else {
                printNamed(v, new RString(nm), o, out);
            }
        } else if (v.length() == 0) {
            out.println(emptyName(v.type()));
        } else {
            printIndexed(v, o, out);
        }
    }

    /** How an empty vector of {@code type} prints: {@code numeric(0)}, {@code character(0)}, ... */
    static String emptyName(RType type) {
        return switch (type) {
            case DOUBLE -> "numeric(0)";
            case INTEGER -> "integer(0)";
            case LOGICAL -> "logical(0)";
            case CHARACTER -> "character(0)";
            case LIST -> "list()";
            case EXPRESSION -> "expression()";
            default -> type.typeName() + "(0)";
        };
    }

    private static void printIndexed(RVector v, PrintOptions o, PrintStream out) {
        printHead(v, v.length(), o, out);
    }

    /**
     * A vector of {@code total} elements without names, of which {@code head} holds at least the
     * first ones R shows: at most max.print of them, then R's line saying how many were omitted.
     */
    static void printHead(RVector head, long total, PrintOptions o, PrintStream out) {
        int n = o.elementsShown(total);
        if (n == 0) {
            out.println(emptyName(head.type()));
            return;
        }
        String[] s = VectorFormat.format(head, 0, n, o);
        String gap = " ".repeat(o.gap());   // print.gap: the spaces before each element
        int w = StringText.width(s[0]) + o.gap();
        int labWidth = Integer.toString(n).length() + 2;
        StringBuilder line = new StringBuilder();
        line.append(index(1, labWidth));
        int width = labWidth;
        for (int i = 0; i < n; i++) {
            if (i > 0 && width + w > o.width()) {
                out.println(line);
                line.setLength(0);
                line.append(index(i + 1, labWidth));
                width = labWidth;
            }
            line.append(gap).append(s[i]);
            width += w;
        }
        out.println(line);
        if (n < total) out.println(PrintOptions.omittedEntries(total - n));
    }

    /** {@code [i]} right-aligned in {@code w} columns. */
    static String index(int i, int w) {
        return RealFormat.pad("[" + i + "]", w);
    }

    private static void printNamed(RVector v, RString names, PrintOptions o, PrintStream out) {
        int n = v.length();
        VectorFormat.Column cells = VectorFormat.column(v, 0, n, n, o);
        String[] s = cells.cells();
        String[] nm = new String[n];
        int w = cells.width();
        for (int i = 0; i < n; i++) {
            nm[i] = StringText.encode(names.get(i), false);
            w = Math.max(w, Math.max(StringText.width(s[i]), StringText.width(nm[i])));
        }
        String gap = " ".repeat(o.gap());   // print.gap: the spaces after each element
        int perLine = Math.max(1, o.width() / (w + o.gap()));
        for (int start = 0; start < n; start += perLine) {
            int end = Math.min(n, start + perLine);
            StringBuilder a = new StringBuilder();
            StringBuilder b = new StringBuilder();
            for (int k = start; k < end; k++) {
                a.append(StringText.pad(nm[k], w, true)).append(gap);
                b.append(StringText.pad(s[k], w, true)).append(gap);
            }
            if (v instanceof flashr.lang.RComplex) { // R writes complex values unpadded, a gap between
                b.setLength(0);
                for (int k = start; k < end; k++) b.append(k > start ? gap : "").append(s[k]);
            }
            out.println(a);
            out.println(b);
        }
    }
}
