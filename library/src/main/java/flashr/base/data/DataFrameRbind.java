package flashr.base.data;

import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.HashSet;

/**
 * {@code rbind} of data frames in the common case, done in Java: every argument a data frame with
 * the first one's column names in the same order, automatic row names, no argument names, and each
 * column a plain vector (no attributes) of one type across the arguments. The result is what
 * {@code rbind.data.frame} (base/data-frame.R) makes of them, attribute order (R's) included: its
 * columns are the arguments' columns concatenated (c() of same-typed plain vectors), its row
 * names automatic, its class the first argument's. Anything else (factors, mixed types, row or
 * argument names, lists) is left to the R function. Why: building a data frame row by row calls
 * rbind once a row, and the R function's few dozen interpreted calls were most of a fresh
 * process's time there (issue 27, docs/BENCHMARKS.md, "Plain R as whole processes").
 */
public final class DataFrameRbind {
    private DataFrameRbind() {}

    /** The bound data frame, or null when the arguments are not the common case. */
    public static RValue tryBind(RValue[] dots, String[] tags) {
        int nargs = 0;
        RList first = null;
        for (int i = 0; i < dots.length; i++) {
            RValue v = dots[i];
            if (v == RNull.NULL) continue;               // Filter(Negate(is.null), ...)
            if (tags != null && tags[i] != null && !tags[i].isEmpty()) return null;
            if (!(v instanceof RList l) || !DataFrames.is(l) || !automaticRows(l)) return null;
            if (first == null) first = l;
            nargs++;
        }
        if (first == null) return null;
        RString names = first.names();
        int ncol = first.length();
        if (names == null || names.length() != ncol || ncol == 0 || names.hasAttributes() || !distinct(names)) return null;
        int[] lengths = new int[ncol];
        int rows = 0;
        for (RValue v : dots) {
            if (v == RNull.NULL) continue;
            RList l = (RList) v;
            if (l.length() != ncol || !sameNames(names, l.names())) return null;
            for (int c = 0; c < ncol; c++) {
                RValue col = l.get(c);
                if (!plainAtomic(col) || col.getClass() != first.get(c).getClass()) return null;
                lengths[c] += ((RVector) col).length();
            }
            rows += DataFrames.rows(l);
        }
        RValue[] cols = new RValue[ncol];
        for (int c = 0; c < ncol; c++) {
            if (nargs == 1) {
                cols[c] = first.get(c);
                continue;
            }
            RVector out = ((RVector) first.get(c)).allocate(lengths[c]);
            int at = 0;
            for (RValue v : dots) {
                if (v == RNull.NULL) continue;
                RVector col = (RVector) ((RList) v).get(c);
                col.copyRange(0, out, at, col.length());
                at += col.length();
            }
            cols[c] = out;
        }
        RList out = new RList(cols);
        String[] nm = new String[ncol];
        for (int c = 0; c < ncol; c++) nm[c] = names.get(c);
        out.setAttr("names", new RString(nm));
        out.setAttr("row.names", rows > 0 ? RInt.of(RInt.NA, -rows) : new RInt(new int[0]));
        out.setAttr("class", first.getAttr("class"));
        return out;
    }

    /** Whether .row_names_info(x) <= 0: compact automatic row names, or no rows. */
    private static boolean automaticRows(RList df) {
        return DataFrames.isCompact(df.getAttr("row.names")) || DataFrames.rows(df) == 0;
    }

    private static boolean plainAtomic(RValue v) {
        return (v instanceof RLogical || v instanceof RInt || v instanceof RDouble || v instanceof RString
                || v instanceof RComplex) && !v.hasAttributes();
    }

    private static boolean distinct(RString names) {
        HashSet<String> seen = new HashSet<>();
        for (int i = 0; i < names.length(); i++) {
            String s = names.get(i);
            if (s == null || !seen.add(s)) return false;
        }
        return true;
    }

    private static boolean sameNames(RString a, RString b) {
        if (b == null || b.length() != a.length()) return false;
        for (int i = 0; i < a.length(); i++) {
            if (!a.get(i).equals(b.get(i))) return false;
        }
        return true;
    }
}
