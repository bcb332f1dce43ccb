package flashr.format;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Formats elements of an atomic vector to one common width, as R's {@code formatLogical},
 * {@code formatInteger}, {@code formatReal} and {@code formatString} followed by the encoders:
 * numbers and logicals right-aligned, strings left-aligned unless {@code right}.
 */
public final class VectorFormat {
    private VectorFormat() {}

    /** Elements {@code [from, from+n)} of {@code v} (logical, integer, double or character), padded to their common width. */
    public static String[] format(RVector v, int from, int n, PrintOptions o) {
        Column c = column(v, from, n, n, o);
        String[] s = c.cells();
        int w = c.width();
        boolean right = !(v instanceof RString) || o.right();
        for (int i = 0; i < n; i++) s[i] = StringText.pad(s[i], w, right);
        return s;
    }

    /** The whole vector, padded to a common width. */
    public static String[] format(RVector v, PrintOptions o) {
        return format(v, 0, v.length(), o);
    }

    /**
     * Elements in their common format but not padded: doubles share decimals (and notation),
     * strings are quoted when {@code o.quote()}.
     */
    public static String[] bare(RVector v, int from, int n, PrintOptions o) {
        String[] s = new String[n];
        switch (v) {
            case RDouble d -> {
                RealFormat f = RealFormat.of(d.data(), from, n, o.digits(), 0, o.scipen(), 2);
                for (int i = 0; i < n; i++) s[i] = f.encodeBare(d.get(from + i), "NA");
            }
            case RString str -> {
                for (int i = 0; i < n; i++) s[i] = StringText.encode(str.get(from + i), o.quote());
            }
            case RLogical l -> {
                for (int i = 0; i < n; i++) {
                    int b = l.get(from + i);
                    s[i] = b == RLogical.NA ? "NA" : b != 0 ? "TRUE" : "FALSE";
                }
            }
            case RInt in -> {
                for (int i = 0; i < n; i++) {
                    int x = in.get(from + i);
                    s[i] = x == RInt.NA ? "NA" : Integer.toString(x);
                }
            }
            case RList l -> {
                for (int i = 0; i < n; i++) s[i] = cellSummary(l.get(from + i), o);
            }
            case flashr.lang.RComplex c -> {
                ComplexFormat f = ComplexFormat.of(c.re(), c.im(), from, n, o.digits(), 0, o.scipen(), 2);
                for (int i = 0; i < n; i++) s[i] = f.encode(c.re(from + i), c.im(from + i), "NA");
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    String x = v.getString(from + i);
                    s[i] = x == null ? "NA" : x;
                }
            }
        }
        return s;
    }

    /** Cells of a printed column and the width they share. */
    record Column(String[] cells, int width) {}

    /**
     * Elements {@code [from, from+n)} as cells of a printed column whose format and width R decides
     * over {@code [from, from+over)}: R sizes a column by all its rows, also those max.print leaves
     * out. Only the shown cells become strings, so a column of a million rows costs one pass.
     */
    static Column column(RVector v, int from, int n, int over, PrintOptions o) {
        // doubles always take formatReal's width, which can exceed every cell's (a sign and a
        // three-digit exponent counted together, as R does)
        if (!(v instanceof RDouble) && (n == over || !(v instanceof RInt || v instanceof RLogical))) {
            String[] all = bare(v, from, over, o);
            int w = 0;
            for (String t : all) w = Math.max(w, StringText.width(t));
            return new Column(n == over ? all : java.util.Arrays.copyOf(all, n), w);
        }
        String[] shown;
        int w = 0;
        if (v instanceof RDouble d) {
            RealFormat f = RealFormat.of(d.data(), from, over, o.digits(), 0, o.scipen(), 2);
            shown = new String[n];
            for (int i = 0; i < n; i++) shown[i] = f.encodeBare(d.get(from + i), "NA");
            w = f.width();
        } else {
            shown = bare(v, from, n, o);
            for (int i = 0; i < over; i++) w = Math.max(w, v instanceof RInt in ? intWidth(in.get(from + i)) : logicalWidth((RLogical) v, from + i));
        }
        for (String t : shown) w = Math.max(w, StringText.width(t));
        return new Column(shown, w);
    }

    private static int intWidth(int x) {
        if (x == RInt.NA) return 2;
        int w = x < 0 ? 2 : 1;
        for (long a = Math.abs((long) x); a >= 10; a /= 10) w++;
        return w;
    }

    private static int logicalWidth(RLogical l, int i) {
        int b = l.get(i);
        return b == RLogical.NA ? 2 : b != 0 ? 4 : 5;
    }

    /** A list element as a cell of a printed list matrix: a scalar's value, else its type and length. */
    static String cellSummary(RValue e, PrintOptions o) {
        if (e == RNull.NULL) return "NULL";
        if (e instanceof RVector v) {
            if (v.type().isAtomic() && v.length() == 1 && !v.inherits("factor")) return bare(v, 0, 1, o)[0];
            String kind = v.inherits("factor") ? "factor" : switch (v.type()) {
                case DOUBLE -> "numeric";
                case LIST -> "list";
                default -> v.type().typeName();
            };
            return kind + "," + v.length();
        }
        return e instanceof flashr.lang.RFunction ? "?" : "expression";
    }
}
