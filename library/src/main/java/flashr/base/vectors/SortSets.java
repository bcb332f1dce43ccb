package flashr.base.vectors;

import flashr.base.arith.ArithFactors;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Hash-based set operations: unique, duplicated, match, %in%, union, intersect, setdiff. */
public final class SortSets {
    private SortSets() {}

    private static final Object NA_KEY = new Object();
    private static final Object NAN_KEY = new Object();

    /** A hash key for element i with R's equality: NA and NaN distinct, 0 and -0 equal. */
    private static Object key(RVector v, int i) {
        switch (v.type()) {
            case DOUBLE -> {
                double d = ((RDouble) v).get(i);
                if (Double.isNaN(d)) return RDouble.isNAValue(d) ? NA_KEY : NAN_KEY;
                return d == 0 ? 0.0 : d;
            }
            case INTEGER, LOGICAL -> {
                int x = v.getInt(i);
                return x == RInt.NA ? NA_KEY : x;
            }
            case CHARACTER -> {
                String s = v.getString(i);
                return s == null ? NA_KEY : s;
            }
            default -> {
                RValue e = v.getElement(i);
                if (e instanceof RVector ev && ev.type().isAtomic() && ev.length() == 1) {
                    return ev.type().typeName() + ":" + (ev.isNA(0) ? "NA" : ev.getString(0));
                }
                return e;
            }
        }
    }

    /** A factor as its labels; other vectors unchanged. */
    public static RVector values(RValue x, String what) {
        if (x == RNull.NULL) return new RLogical(new int[0]);
        if (!(x instanceof RVector v)) {
            // R's duplicated.c names the internal (unique() ...); the other callers their argument
            throw new RError(what + (what.endsWith("()") ? " applies only to vectors" : " must be a vector"));
        }
        if (v.inherits("factor") && v.getAttr("levels") instanceof RString levels) {
            String[] s = new String[v.length()];
            for (int i = 0; i < s.length; i++) {
                int c = v.getInt(i);
                // a code outside the levels (a malformed factor) reads as NA, as levels(x)[x] does
                s[i] = c == RInt.NA || c < 1 || c > levels.length() ? null : levels.get(c - 1);
            }
            return new RString(s);
        }
        return v;
    }

    /** duplicatedFlags less the elements that match {@code incomparables} (null or FALSE: none), as R's. */
    private static boolean[] duplicatedFlags(RVector v, boolean fromLast, RValue incomparables) {
        boolean[] dup = duplicatedFlags(v, fromLast);
        if (isFalse(incomparables)) return dup;
        int[] m = matchIndices(v, values(incomparables, "duplicated()"));
        for (int i = 0; i < dup.length; i++) if (m[i] >= 0) dup[i] = false;
        return dup;
    }

    private static boolean isFalse(RValue incomparables) {
        return incomparables == null || incomparables instanceof RLogical l && l.length() == 1 && l.getLogical(0) == 0;
    }

    /** Which elements repeat an earlier one (a later one, with {@code fromLast}). */
    static boolean[] duplicatedFlags(RVector v, boolean fromLast) {
        int n = v.length();
        boolean[] dup = new boolean[n];
        ElementHash hash = ElementHash.of(v);
        if (hash != null) {
            for (int k = 0; k < n; k++) {
                int i = fromLast ? n - 1 - k : k;
                dup[i] = hash.addIfAbsent(i) >= 0;
            }
            return dup;
        }
        Set<Object> seen = new HashSet<>();
        for (int k = 0; k < n; k++) {
            int i = fromLast ? n - 1 - k : k;
            dup[i] = !seen.add(key(v, i));
        }
        return dup;
    }

    /** {@code unique(x)}: first occurrences; a factor stays a factor with all its levels. */
    public static RValue unique(RValue x) {
        return unique(x, false);
    }

    /** unique(x, fromLast =): the elements that are not duplicates, each kept at its last occurrence if fromLast. */
    public static RValue unique(RValue x, boolean fromLast) {
        return unique(x, fromLast, null);
    }

    /** unique(x, incomparables, fromLast): incomparables (null or FALSE: none) are always kept. */
    static RValue unique(RValue x, boolean fromLast, RValue incomparables) {
        if (ArithFactors.isFactor(x)) {
            RVector f = (RVector) x;
            RVector r = select(Coerce.to(f, RType.INTEGER), duplicatedFlags(f, fromLast, incomparables), false);
            r.setAttr("levels", f.getAttr("levels"));
            r.setAttr("class", f.getAttr("class"));
            return r;
        }
        RVector v = values(x, "unique()");
        boolean[] dup = duplicatedFlags(v, fromLast, incomparables);
        return select(v, dup, false);
    }

    /** The elements whose flag equals {@code flagged}, without attributes. */
    private static RVector select(RVector v, boolean[] flags, boolean flagged) {
        int count = 0;
        for (boolean f : flags) if (f == flagged) count++;
        RVector r = v.allocate(count);
        for (int i = 0, k = 0; i < flags.length; i++) {
            if (flags[i] == flagged) v.copyElement(i, r, k++);
        }
        return r;
    }

    static RValue duplicated(RValue x, boolean fromLast) {
        return duplicated(x, fromLast, null);
    }

    static RValue duplicated(RValue x, boolean fromLast, RValue incomparables) {
        boolean[] dup = duplicatedFlags(values(x, "duplicated()"), fromLast, incomparables);
        int[] r = new int[dup.length];
        for (int i = 0; i < r.length; i++) r[i] = dup[i] ? 1 : 0;
        return new RLogical(r);
    }

    static RValue anyDuplicated(RValue x, boolean fromLast) {
        return anyDuplicated(x, fromLast, null);
    }

    static RValue anyDuplicated(RValue x, boolean fromLast, RValue incomparables) {
        RVector v = values(x, "anyDuplicated()");
        if (!isFalse(incomparables)) {
            boolean[] dup = duplicatedFlags(v, fromLast, incomparables);
            for (int k = 0; k < dup.length; k++) {
                int i = fromLast ? dup.length - 1 - k : k;
                if (dup[i]) return RInt.of(i + 1);
            }
            return RInt.of(0);
        }
        int n = v.length();
        ElementHash hash = ElementHash.of(v);
        Set<Object> seen = hash == null ? new HashSet<>() : null;
        for (int k = 0; k < n; k++) {
            int i = fromLast ? n - 1 - k : k;
            if (hash != null ? hash.addIfAbsent(i) >= 0 : !seen.add(key(v, i))) return RInt.of(i + 1);
        }
        return RInt.of(0);
    }

    /**
     * The common type two vectors are matched in: character if either is (or is a list: R matches
     * lists by their elements' as.character), else double or integer.
     */
    private static RType matchType(RVector x, RVector table) {
        RType t = RType.higher(RType.higher(x.type(), table.type()), RType.INTEGER);
        if (t == RType.LIST || t == RType.EXPRESSION) return RType.CHARACTER;
        return t == RType.LOGICAL ? RType.INTEGER : t;
    }

    /** For each element of x, the 0-based position of its first match in table, or -1. */
    public static int[] matchIndices(RVector x, RVector table) {
        RType type = matchType(x, table);
        RVector cx = type.isAtomic() ? Coerce.to(x, type) : x, ct = type.isAtomic() ? Coerce.to(table, type) : table;
        ElementHash hash = ElementHash.of(ct);
        if (hash != null && cx.type() == ct.type()) {
            hash.addAll();
            return hash.find(cx);
        }
        Map<Object, Integer> index = new HashMap<>();
        for (int i = ct.length() - 1; i >= 0; i--) index.put(key(ct, i), i);
        int[] r = new int[cx.length()];
        for (int i = 0; i < r.length; i++) r[i] = index.getOrDefault(key(cx, i), -1);
        return r;
    }

    static RValue match(RValue x, RValue table, int nomatch, RValue incomparables) {
        int[] m = matchIndices(values(x, "'match'"), values(table, "'match'"));
        int[] r = new int[m.length];
        for (int i = 0; i < r.length; i++) r[i] = m[i] < 0 ? nomatch : m[i] + 1;
        // incomparables (FALSE: none): the values of x that never match
        boolean none = incomparables == null || incomparables == RNull.NULL
                || incomparables instanceof RLogical l && l.length() == 1 && l.get(0) == 0;
        if (!none) {
            int[] inc = matchIndices(values(x, "'match'"), values(incomparables, "'match'"));
            for (int i = 0; i < r.length; i++) if (inc[i] >= 0) r[i] = nomatch;
        }
        return new RInt(r);
    }

    static RValue in(RValue x, RValue table) {
        int[] m = matchIndices(values(x, "'match'"), values(table, "'match'"));
        int[] r = new int[m.length];
        for (int i = 0; i < r.length; i++) r[i] = m[i] >= 0 ? 1 : 0;
        return new RLogical(r);
    }

    /** The elements of u and then v, in their common type, without attributes (as {@code c}). */
    private static RVector concat(RVector u, RVector v) {
        RType type = RType.higher(u.type(), v.type());
        RVector a = Coerce.to(u, type), b = Coerce.to(v, type);
        RVector r = Coerce.allocate(type, a.length() + b.length());
        for (int i = 0; i < a.length(); i++) a.copyElement(i, r, i);
        for (int i = 0; i < b.length(); i++) b.copyElement(i, r, a.length() + i);
        return r;
    }

    static RValue union(RValue x, RValue y) {
        return unique(concat(values(x, "x"), values(y, "y")));
    }

    static RValue intersect(RValue x, RValue y) {
        if (x == RNull.NULL || y == RNull.NULL) return RNull.NULL;
        RVector u = values(x, "x"), v = values(y, "y");
        return concat(keep(u, v, true), v.allocate(0));
    }

    static RValue setdiff(RValue x, RValue y) {
        return keep(values(x, "x"), values(y, "y"), false);
    }

    /** The first occurrences in u of elements that are ({@code inV}) or are not in v. */
    private static RVector keep(RVector u, RVector v, boolean inV) {
        boolean[] dup = duplicatedFlags(u, false);
        int[] m = matchIndices(u, v);
        boolean[] drop = new boolean[dup.length];
        for (int i = 0; i < drop.length; i++) drop[i] = dup[i] || (m[i] >= 0) != inV;
        return select(u, drop, false);
    }
}
