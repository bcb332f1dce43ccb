package flashr.base.vectors;

import flashr.base.arith.ArithFactors;
import flashr.base.arith.CompareOps;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/**
 * Ordering: sort, order, rank. All orderings are stable; strings compare by the locale's
 * collation, or by code point for {@code order(method = "radix")}, as in R.
 */
public final class SortOrder {
    private SortOrder() {}

    /** Compares positions of one key vector, NA aside (callers place NAs themselves). */
    private static SortIndex.PositionComparator comparator(RVector key, boolean decreasing, boolean codePoints) {
        int sign = decreasing ? -1 : 1;
        return switch (key.type()) {
            case CHARACTER -> {
                String[] s = ((RString) key).data();
                yield codePoints ? (i, j) -> sign * s[i].compareTo(s[j]) : (i, j) -> sign * CompareOps.collate(s[i], s[j]);
            }
            case DOUBLE -> {
                double[] d = ((RDouble) key).data();
                // not Double.compare: -0 and 0 are equal in R
                yield (i, j) -> d[i] < d[j] ? -sign : d[i] > d[j] ? sign : 0;
            }
            case COMPLEX -> { // by the real part, then the imaginary
                flashr.lang.RComplex z = (flashr.lang.RComplex) key;
                yield (i, j) -> z.re(i) < z.re(j) ? -sign : z.re(i) > z.re(j) ? sign
                        : z.im(i) < z.im(j) ? -sign : z.im(i) > z.im(j) ? sign : 0;
            }
            default -> {
                int[] v = ((RInt) Coerce.to(key, RType.INTEGER)).data();
                yield (i, j) -> sign * Integer.compare(v[i], v[j]);
            }
        };
    }

    /** The call R's sort reports errors in: its inner {@code sort.int}. */
    private static final RCall SORT_INT_CALL = new RCall(RSymbol.of("sort.int"),
            new RValue[] {RSymbol.of("x"), RSymbol.of("na.last"), RSymbol.of("decreasing"), RSymbol.of("...")},
            new String[] {null, "na.last", "decreasing", null}, null);

    /**
     * sort's {@code decreasing} as R's closures check it: the generic wants one logical; NA fails in
     * order() when sort.default or sort.int use it (objects, and the radix method's numbers,
     * logicals and factors), else in sort.int itself.
     */
    public static boolean decreasing(RValue x, RValue dec) {
        if (dec == null) return false;
        if (!(dec instanceof RVector d) || d.type() != RType.LOGICAL || d.length() != 1) {
            throw new RError("'decreasing' must be a length-1 logical vector.\nDid you intend to set 'partial'?");
        }
        if (!d.isNA(0)) return d.getLogical(0) == 1;
        boolean object = x.getAttr("class") != null;
        boolean radix = x instanceof RVector v && (v.type().isNumeric() || v.type() == RType.LOGICAL);
        if (!object && !radix) throw new RError("'decreasing' must be TRUE or FALSE", SORT_INT_CALL);
        String[] names = object ? new String[] {null, "na.last", "decreasing"} : new String[] {null, "na.last", "decreasing", "method"};
        RValue[] args = object ? new RValue[] {RSymbol.of("x"), RSymbol.of("na.last"), RSymbol.of("decreasing")}
                : new RValue[] {RSymbol.of("x"), RSymbol.of("na.last"), RSymbol.of("decreasing"), flashr.lang.RString.of("radix")};
        throw new RError("'decreasing' elements must be TRUE or FALSE", new RCall(RSymbol.of("order"), args, names, null));
    }

    /** The values that order x: a factor's codes (its level order), logicals as integers. */
    private static RVector sortable(RValue x) {
        if (ArithFactors.isFactor(x)) return Coerce.to((RVector) x, RType.INTEGER);
        RVector v = SortSets.values(x, "argument");
        if (!v.type().isAtomic()) throw new RError("unimplemented type '" + v.typeName() + "' in 'orderVector1'");
        return v.type() == RType.LOGICAL ? Coerce.to(v, RType.INTEGER) : v;
    }

    /**
     * The 0-based positions of x's elements in sorted order. NAs go last (naLast TRUE), first
     * (FALSE), or are left out (null).
     */
    static int[] orderOf(RVector[] keys, boolean[] decreasing, Boolean naLast, boolean codePoints) {
        int n = keys.length == 0 ? 0 : keys[0].length();
        for (RVector k : keys) {
            if (k.length() != n) throw new RError("argument lengths differ");
        }
        if (keys.length == 1 && n >= RadixOrder.MIN_LENGTH && (keys[0] instanceof RDouble || keys[0] instanceof RInt)) {
            return radixOrder(keys[0], decreasing[0], naLast);
        }
        SortIndex.PositionComparator[] parts = new SortIndex.PositionComparator[keys.length];
        boolean last = naLast == null || naLast;
        for (int k = 0; k < keys.length; k++) {
            RVector key = keys[k];
            SortIndex.PositionComparator values = comparator(key, decreasing[k], codePoints);
            boolean[] na = new boolean[n];
            boolean anyNA = false;
            for (int i = 0; i < n; i++) anyNA |= na[i] = key.isNA(i);
            parts[k] = !anyNA ? values : (i, j) -> {
                if (na[i] || na[j]) return na[i] == na[j] ? 0 : na[i] == last ? 1 : -1;
                return values.compare(i, j);
            };
        }
        int[] idx = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            boolean na = false;
            if (naLast == null) {
                for (RVector key : keys) na |= key.isNA(i);
            }
            if (!na) idx[m++] = i;
        }
        idx = m == n ? idx : Arrays.copyOf(idx, m);
        SortIndex.sort(idx, parts.length == 1 ? parts[0] : (i, j) -> {
            for (SortIndex.PositionComparator p : parts) {
                int c = p.compare(i, j);
                if (c != 0) return c;
            }
            return 0;
        });
        return idx;
    }

    /**
     * {@link #orderOf} of one numeric key by radix: the numbers in stable order, then (naLast
     * TRUE) or before them (FALSE) the NAs and NaNs in theirs, or not at all (null).
     */
    private static int[] radixOrder(RVector key, boolean decreasing, Boolean naLast) {
        int n = key.length();
        double[] d = key instanceof RDouble x ? x.data() : null;
        int[] v = d == null ? ((RInt) key).data() : null;
        int[] numbers = new int[n], missing = new int[n];
        int kept = 0, nas = 0;
        for (int i = 0; i < n; i++) {
            boolean na = d != null ? d[i] != d[i] : v[i] == RInt.NA;
            if (na) missing[nas++] = i; else numbers[kept++] = i;
        }
        numbers = Arrays.copyOf(numbers, kept);
        if (d != null) RadixOrder.sort(numbers, d, decreasing);
        else RadixOrder.sort(numbers, v, decreasing);
        if (naLast == null || nas == 0) return numbers;
        int[] idx = new int[n];
        System.arraycopy(numbers, 0, idx, naLast ? 0 : nas, kept);
        System.arraycopy(missing, 0, idx, naLast ? kept : 0, nas);
        return idx;
    }

    /** {@code sort(x, decreasing, na.last)}: keeps names only. */
    public static RValue sort(RValue x, boolean decreasing, Boolean naLast) {
        if (x == RNull.NULL) return RNull.NULL;
        if (!(x instanceof RVector)) throw new RError("'x' must be atomic", SORT_INT_CALL);
        boolean factor = ArithFactors.isFactor(x);
        RVector raw = factor ? Coerce.to((RVector) x, RType.INTEGER) : SortSets.values(x, "argument");
        if (!raw.type().isAtomic()) throw new RError("'x' must be atomic", SORT_INT_CALL);
        RVector v = sortable(x);
        int[] idx = orderOf(new RVector[] {v}, new boolean[] {decreasing}, naLast, false);
        if (!factor && raw.dim() != null && raw.dim().length == 1) {
            // R sorts a 1-d array (a table, a tapply result) as x[order(x)]: it stays one, dimnames included
            int[] pos = new int[idx.length];
            for (int i = 0; i < pos.length; i++) pos[i] = idx[i] + 1;
            return Subset.subset(x, new RValue[] {new flashr.lang.RInt(pos)}, true);
        }
        RVector r = gathered(raw, idx);
        RString names = raw.names();
        if (names != null) {
            String[] nm = new String[idx.length];
            for (int i = 0; i < idx.length; i++) nm[i] = names.get(idx[i]);
            r.setAttr("names", new RString(nm));
        }
        if (factor) {
            r.setAttr("levels", x.getAttr("levels"));
            r.setAttr("class", x.getAttr("class"));
        }
        return r;
    }

    /** raw's elements at idx, in that order (no attributes). */
    private static RVector gathered(RVector raw, int[] idx) {
        if (raw instanceof RDouble d) {
            double[] from = d.data(), to = new double[idx.length];
            for (int i = 0; i < idx.length; i++) to[i] = from[idx[i]];
            return new RDouble(to);
        }
        RVector r = raw.allocate(idx.length);
        for (int i = 0; i < idx.length; i++) raw.copyElement(idx[i], r, i);
        return r;
    }

    /** {@code order(...)}: 1-based positions. */
    static RValue order(RValue[] keys, boolean[] decreasing, Boolean naLast, boolean codePoints) {
        RVector[] vs = new RVector[keys.length];
        for (int k = 0; k < keys.length; k++) vs[k] = sortable(keys[k]);
        boolean[] dec = new boolean[vs.length];
        for (int k = 0; k < dec.length; k++) dec[k] = decreasing[decreasing.length == dec.length ? k : 0];
        int[] idx = orderOf(vs, dec, naLast, codePoints);
        int[] r = new int[idx.length];
        for (int i = 0; i < r.length; i++) r[i] = idx[i] + 1;
        return new RInt(r);
    }

    /**
     * {@code rank(x, na.last, ties.method)}: "average" gives doubles, the others integers.
     * With na.last "keep" (naLast null and keep) NAs rank NA; else they rank last or first.
     */
    static RValue rank(RValue x, String naLast, String ties) {
        RVector v = sortable(x);
        int n = v.length();
        int[] idx = orderOf(new RVector[] {v}, new boolean[] {false}, naLast.equals("FALSE") ? Boolean.FALSE : Boolean.TRUE, false);
        boolean keep = naLast.equals("keep");
        SortIndex.PositionComparator values = comparator(v, false, false);
        double[] ranks = new double[n];
        int i = 0;
        while (i < n) {
            int j = i;
            // NAs are never tied: each takes its own position
            if (!v.isNA(idx[i])) {
                while (j + 1 < n && !v.isNA(idx[j + 1]) && values.compare(idx[i], idx[j + 1]) == 0) j++;
            }
            for (int k = i; k <= j; k++) {
                ranks[idx[k]] = switch (ties) {
                    case "average" -> (i + j + 2) / 2.0;
                    case "min" -> i + 1;
                    case "max" -> j + 1;
                    case "last" -> j + 1 - (k - i);
                    default -> k + 1;
                };
            }
            i = j + 1;
        }
        RVector result;
        if (ties.equals("average")) {
            for (int k = 0; k < n; k++) if (keep && v.isNA(k)) ranks[k] = RDouble.NA;
            result = new RDouble(ranks);
        } else {
            int[] r = new int[n];
            for (int k = 0; k < n; k++) r[k] = keep && v.isNA(k) ? RInt.NA : (int) ranks[k];
            result = new RInt(r);
        }
        RString names = SortSets.values(x, "argument").names();
        if (names != null) result.setAttr("names", names);
        return result;
    }
}
