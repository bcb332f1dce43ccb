package flashr.base.vectors;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/**
 * The common case of {@code [} at memory speed: a plain double, integer or logical vector (no
 * attribute) or matrix (no attribute but its dim and dimnames) indexed by plain vectors of positive
 * positions, possibly NA,
 * as {@code x[idx]}, {@code m[idx, ]}, {@code m[idx, j]} and {@code m[, j]} are when R code builds
 * or samples data, or by non-positive ones that leave elements out ({@code x[-1]}, {@code m[, -j]}).
 * Elements are copied array to array, with no position table of the cells and
 * no per-element call; a logical subscript as long as its extent too. Anything else (names, positive
 * positions mixed with zeros, recycled logical or character subscripts, out-of-range matrix positions,
 * which are an error) returns null and takes
 * {@link Subset}'s general path, which gives the same values where both apply.
 */
final class IndexGather {
    /** NA among one-based positions, and NA_integer_ and NA logical among elements (both Integer.MIN_VALUE). */
    private static final int NA = RInt.NA;

    private IndexGather() {}

    /** {@code x[i]}: positions past the end give NA, as R does; null when not this case. */
    static RVector vector(RVector x, RValue i) {
        if (x.hasAttributes() || !isPlainNumeric(x)) return null;
        int[] pos = positions(i, Integer.MAX_VALUE, x.length());
        if (pos == null) return null;
        return gather(x, x.length(), pos);
    }

    /** {@code m[i, j]} with R's drop; either subscript may be missing; null when not this case. */
    static RVector matrix(RVector m, int[] dim, RValue i, RValue j, boolean drop) {
        if (!isPlainNumeric(m)) return null;
        RList dimnames = null;
        if (m.attributes().size() == 2) {
            // a model matrix or a data matrix with column names: m[, j] is as common as on a bare one
            if (!(m.getAttr("dimnames") instanceof RList dn) || dn.length() != 2 || !isNames(dn.get(0)) || !isNames(dn.get(1))) {
                return null;
            }
            dimnames = dn;
        } else if (m.attributes().size() != 1) {
            return null;
        }
        int nrow = dim[0];
        int ncol = dim[1];
        // every row in order (glm.fit's x[good, , drop = FALSE] when every row is good): whole columns
        boolean allRows = i == RMissing.MISSING || i instanceof RLogical li && !li.hasAttributes() && allTrue(li, nrow);
        int[] rows = allRows ? null : positions(i, nrow, nrow);
        int[] cols = j == RMissing.MISSING ? null : positions(j, ncol, ncol);
        if (rows == null && !allRows || cols == null && j != RMissing.MISSING) return null;
        int nr = rows == null ? nrow : rows.length;
        int nc = cols == null ? ncol : cols.length;
        if ((long) nr * nc > Integer.MAX_VALUE) return null;
        RVector r = allocate(m, nr * nc);
        for (int c = 0; c < nc; c++) column(m, nrow, cols == null ? c + 1 : cols[c], rows, r, c * nr);
        if (!drop || nr != 1 && nc != 1) {
            r.setAttr("dim", RInt.of(nr, nc));
            if (dimnames != null) {
                RList dn = RList.of(names(dimnames.get(0), rows), names(dimnames.get(1), cols));
                dn.setAttr("names", dimnames.getAttr("names"));
                r.setAttr("dimnames", dn);
            }
        } else if (dimnames != null) {
            // one extent left: a plain vector named by that extent's dimnames; one element: named
            // only where just one extent has names (R's DropDims), as Subset's general path
            RValue names = nr != 1 ? names(dimnames.get(0), rows)
                    : nc != 1 ? names(dimnames.get(1), cols)
                    : dimnames.get(0) == RNull.NULL ? names(dimnames.get(1), cols)
                    : dimnames.get(1) == RNull.NULL ? names(dimnames.get(0), rows) : RNull.NULL;
            if (names != RNull.NULL) r.setAttr("names", names);
        }
        return r;
    }

    private static boolean isNames(RValue v) {
        return v == RNull.NULL || v instanceof RString s && !s.hasAttributes();
    }

    /** The names of one extent at one-based positions (null: all of them); NA positions give NA names. */
    private static RValue names(RValue extentNames, int[] pos) {
        if (pos == null || !(extentNames instanceof RString s)) return extentNames;
        if (s.isDeferred()) return s.atPositions(pos, 1);
        String[] from = s.data();
        String[] to = new String[pos.length];
        for (int k = 0; k < pos.length; k++) {
            int p = pos[k];
            if (p != NA) to[k] = from[p - 1];
        }
        return new RString(to);
    }

    private static boolean isPlainNumeric(RVector v) {
        return v instanceof RDouble || v instanceof RInt || v instanceof RLogical;
    }

    /**
     * The one-based positions of a plain integer or double subscript (doubles truncated, NA and
     * NaN as {@link #NA}), when every one is NA or within 1..extent, or when none is positive or NA
     * (the positions of 1..length that no negative one names, in order: R drops zeros and ignores
     * negatives past the end); else null.
     */
    private static int[] positions(RValue s, int extent, int length) {
        if (!(s instanceof RVector v) || v.hasAttributes()) return null;
        if (v instanceof RInt iv) {
            int[] p = iv.data();
            for (int x : p) {
                if (x != NA && (x < 1 || x > extent)) return x < 1 ? left(p, length) : null;
            }
            return p;
        }
        if (v instanceof RLogical lv) return v.length() == length ? logical(lv.data()) : null;
        if (!(v instanceof RDouble dv)) return null;
        double[] d = dv.data();
        int[] p = new int[d.length];
        for (int k = 0; k < d.length; k++) {
            double x = d[k];
            if (Double.isNaN(x)) {
                p[k] = NA;
            } else if (x >= 1 && x < (double) extent + 1) {
                p[k] = (int) x;
            } else if (x < 1) {
                // truncated toward zero; below -length it names nothing, kept as -length - 1
                int[] q = new int[d.length];
                for (int m = 0; m < d.length; m++) q[m] = Double.isNaN(d[m]) ? NA : d[m] >= 1 ? 1 : d[m] <= -(double) length - 1 ? -length - 1 : (int) d[m];
                return left(q, length);
            } else {
                return null;
            }
        }
        return p;
    }

    /** Whether a logical subscript has n elements, all TRUE. */
    private static boolean allTrue(RLogical l, int n) {
        if (l.length() != n) return false;
        int[] d = l.data();
        for (int k = 0; k < n; k++) {
            if (d[k] != 1) return false;
        }
        return true;
    }

    /** The one-based positions a logical subscript as long as its extent selects: its TRUEs, and NA for its NAs. */
    private static int[] logical(int[] d) {
        int count = 0;
        for (int b : d) {
            if (b != 0) count++;
        }
        int[] p = new int[count];
        for (int k = 0, at = 0; k < d.length; k++) {
            if (d[k] == NA) p[at++] = NA;
            else if (d[k] != 0) p[at++] = k + 1;
        }
        return p;
    }

    /**
     * For a subscript of zeros and negative positions (none NA or positive): the positions of
     * 1..length it does not name, in order; all zeros select nothing. Null for any other subscript.
     */
    private static int[] left(int[] sub, int length) {
        boolean[] out = null;
        for (int x : sub) {
            if (x == NA || x > 0) return null;
            if (x < 0) {
                if (out == null) out = new boolean[length];
                if (-(long) x <= length) out[-x - 1] = true;
            }
        }
        if (out == null) return new int[0];
        int kept = 0;
        for (boolean o : out) if (!o) kept++;
        int[] p = new int[kept];
        for (int k = 0, at = 0; k < length; k++) if (!out[k]) p[at++] = k + 1;
        return p;
    }

    /** The elements of {@code x} (of length n) at one-based positions {@code pos}; past n is NA. */
    private static RVector gather(RVector x, int n, int[] pos) {
        // elements are read one by one, not through data(): a vector growing in a loop
        // (x[i] <- x[i - 1] + 1) keeps its spare capacity
        if (x instanceof RDouble d) {
            double[] dst = new double[pos.length];
            for (int k = 0; k < pos.length; k++) {
                int p = pos[k];
                dst[k] = p != NA && p <= n ? d.get(p - 1) : RDouble.NA;
            }
            return new RDouble(dst);
        }
        int[] dst = new int[pos.length];
        if (x instanceof RInt iv) {
            for (int k = 0; k < pos.length; k++) {
                int p = pos[k];
                dst[k] = p != NA && p <= n ? iv.get(p - 1) : NA;
            }
        } else {
            RLogical lv = (RLogical) x;
            for (int k = 0; k < pos.length; k++) {
                int p = pos[k];
                dst[k] = p != NA && p <= n ? lv.get(p - 1) : NA;
            }
        }
        return like(x, dst);
    }

    /** A new vector of x's type (no attributes) with nr * nc elements, to be filled in. */
    private static RVector allocate(RVector x, int length) {
        return x instanceof RDouble ? new RDouble(new double[length]) : like(x, new int[length]);
    }

    private static RVector like(RVector x, int[] data) {
        return x instanceof RInt ? new RInt(data) : new RLogical(data);
    }

    /** Writes column {@code col} (one-based; NA gives NA) of rows {@code rows} (null: all) to r from {@code to}. */
    private static void column(RVector x, int nrow, int col, int[] rows, RVector r, int to) {
        int n = rows == null ? nrow : rows.length;
        if (x instanceof RDouble d) {
            double[] src = d.data();
            double[] dst = ((RDouble) r).data();
            if (col == NA) {
                Arrays.fill(dst, to, to + n, RDouble.NA);
            } else if (rows == null) {
                System.arraycopy(src, (col - 1) * nrow, dst, to, n);
            } else {
                int base = (col - 1) * nrow - 1;
                for (int k = 0; k < n; k++) {
                    int p = rows[k];
                    dst[to + k] = p != NA ? src[base + p] : RDouble.NA;
                }
            }
            return;
        }
        int[] src = ints(x);
        int[] dst = ints(r);
        if (col == NA) {
            Arrays.fill(dst, to, to + n, NA);
        } else if (rows == null) {
            System.arraycopy(src, (col - 1) * nrow, dst, to, n);
        } else {
            int base = (col - 1) * nrow - 1;
            for (int k = 0; k < n; k++) {
                int p = rows[k];
                dst[to + k] = p != NA ? src[base + p] : NA;
            }
        }
    }

    private static int[] ints(RVector v) {
        return v instanceof RInt i ? i.data() : ((RLogical) v).data();
    }
}
