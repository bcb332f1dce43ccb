package flashr.format;

import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RVector;
import java.io.PrintStream;

/** Prints arrays of three or more dimensions as R's {@code printArray}: one {@code , , k} matrix slice after another. */
final class ArrayPrinter {
    private ArrayPrinter() {}

    static void print(RVector x, int[] dim, PrintOptions o, PrintStream out) {
        int r = dim[0], c = dim[1];
        int slice = r * c;
        int slices = 1;
        for (int k = 2; k < dim.length; k++) slices *= dim[k];
        RList dn = x.getAttr("dimnames") instanceof RList l ? l : null;
        RString rowNames = dn != null ? labels(dn, 0) : null;
        RString colNames = dn != null ? labels(dn, 1) : null;
        RString titles = dn != null ? dn.names() : null;
        int[] idx = new int[dim.length];
        for (int s = 0; s < slices; s++) {
            StringBuilder head = new StringBuilder(", ");
            for (int k = 2; k < dim.length; k++) {
                head.append(", ");
                RString lab = dn != null ? labels(dn, k) : null;
                String name = titles != null && titles.get(k) != null && !titles.get(k).isEmpty() ? titles.get(k) + " = " : "";
                head.append(name).append(lab != null ? lab.get(idx[k]) : Integer.toString(idx[k] + 1));
            }
            out.println(head);
            out.println();
            RVector part = x.allocate(slice);
            for (int i = 0; i < slice; i++) x.copyElement(s * slice + i, part, i);
            MatrixPrinter.print(part, r, c, rowNames, colNames,
                    titles != null ? nz(titles.get(0)) : null, titles != null ? nz(titles.get(1)) : null, o, out);
            out.println();
            for (int k = 2; k < dim.length; k++) {
                if (++idx[k] < dim[k]) break;
                idx[k] = 0;
            }
        }
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static RString labels(RList dn, int k) {
        if (k >= dn.length() || !(dn.get(k) instanceof RVector v) || v.length() == 0) return null;
        String[] s = new String[v.length()];
        for (int i = 0; i < s.length; i++) s[i] = v.getString(i);
        return new RString(s);
    }
}
