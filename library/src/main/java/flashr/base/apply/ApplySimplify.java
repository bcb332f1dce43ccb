package flashr.base.apply;

import flashr.base.matrix.MatrixDims;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's {@code simplify2array} (what sapply and mapply do with their list of results) and the one-level unlist it uses. */
final class ApplySimplify {
    private ApplySimplify() {}

    /** simplify2array(x, higher): a vector, a matrix (results as columns) or the list itself. */
    static RVector simplify(RList x, boolean higher) {
        int n = x.length();
        if (n == 0) return x;
        int common = ApplyCalls.length(x.get(0));
        for (int i = 1; i < n; i++) {
            if (ApplyCalls.length(x.get(i)) != common) return x;
        }
        if (common == 1) {
            RVector plain = plainNumbers(x);
            if (plain != null) return plain;
            RVector r = unlist(x, true);
            return r.length() == n ? r : x;
        }
        if (common == 0) return x;
        RVector r = unlist(x, false);
        if (r.length() != common * n) return x;
        int[] dim = higher ? commonDim(x) : null;
        if (dim != null) {
            int[] d = java.util.Arrays.copyOf(dim, dim.length + 1);
            d[dim.length] = n;
            r.setAttr("dim", new RInt(d));
            RList dn1 = MatrixDims.dimnames(x.get(0));
            RString n2 = x.names();
            if (dn1 != null || n2 != null) {
                RValue[] parts = new RValue[d.length];
                for (int k = 0; k < dim.length; k++) parts[k] = dn1 == null ? RNull.NULL : dn1.get(k);
                parts[dim.length] = n2 == null ? RNull.NULL : n2;
                r.setAttr("dimnames", new RList(parts));
            }
            return r;
        }
        MatrixDims.shape(r, common, n);
        RString n1 = x.get(0) instanceof RVector v ? v.names() : null;
        MatrixDims.setDimnames(r, n1, x.names());
        return r;
    }

    /**
     * What {@link #unlist} makes of a list of plain doubles, or of plain integers (length one, no
     * attributes: sapply's usual results), made straight from their values; null for any other list.
     */
    private static RVector plainNumbers(RList x) {
        int n = x.length();
        RVector r;
        if (x.get(0) instanceof RDouble) {
            double[] out = new double[n];
            for (int i = 0; i < n; i++) {
                if (!(x.get(i) instanceof RDouble d) || d.length() != 1 || d.hasAttributes()) return null;
                out[i] = d.get(0);
            }
            r = new RDouble(out);
        } else if (x.get(0) instanceof RInt) {
            int[] out = new int[n];
            for (int i = 0; i < n; i++) {
                if (!(x.get(i) instanceof RInt v) || v.length() != 1 || v.hasAttributes()) return null;
                out[i] = v.get(0);
            }
            r = new RInt(out);
        } else {
            return null;
        }
        RString outer = x.names();
        if (outer != null) {
            String[] names = new String[n];
            for (int i = 0; i < n; i++) names[i] = nz(outer.get(i));
            r.setAttr("names", new RString(names));
        }
        return r;
    }

    /** The dim all elements share, or null. */
    private static int[] commonDim(RList x) {
        int[] first = x.get(0) instanceof RVector v ? v.dim() : null;
        if (first == null) return null;
        for (int i = 1; i < x.length(); i++) {
            int[] d = x.get(i) instanceof RVector v ? v.dim() : null;
            if (!java.util.Arrays.equals(first, d)) return null;
        }
        return first;
    }

    /**
     * unlist(x, recursive = FALSE): the elements' values concatenated, a list when any element is
     * a list or not a vector, names combined as R does ("outer.inner", or whichever exists).
     */
    static RVector unlist(RList x, boolean useNames) {
        RType type = RType.LOGICAL;
        int total = 0;
        boolean anyNames = false;
        RString outer = x.names();
        for (int i = 0; i < x.length(); i++) {
            RValue e = x.get(i);
            if (e == RNull.NULL) continue;
            if (e instanceof RVector v) {
                RType t = v.type() == RType.EXPRESSION ? RType.LIST : v.type();
                type = RType.higher(type, t);
                total += v.length();
                if (v.names() != null) anyNames = true;
            } else {
                type = RType.LIST;
                total++;
            }
        }
        if (outer != null) anyNames = true;
        RVector r = Coerce.allocate(type, total);
        String[] names = useNames && anyNames ? new String[total] : null;
        int k = 0;
        for (int i = 0; i < x.length(); i++) {
            RValue e = x.get(i);
            if (e == RNull.NULL) continue;
            String o = outer == null ? "" : nz(outer.get(i));
            if (e instanceof RVector v) {
                RVector c = Coerce.to(v, type);
                RString inner = v.names();
                int len = v.length();
                for (int j = 0; j < len; j++, k++) {
                    if (type == RType.LIST) {
                        ((RList) r).set(k, v.type() == RType.LIST ? ((RList) v).get(j) : v.getElement(j));
                    } else {
                        c.copyElement(j, r, k);
                    }
                    if (names != null) names[k] = combine(o, inner == null ? "" : nz(inner.get(j)), len, j);
                }
            } else {
                ((RList) r).set(k, e);
                if (names != null) names[k] = o;
                k++;
            }
        }
        if (names != null) r.setAttr("names", new RString(names));
        return r;
    }

    private static String combine(String outer, String inner, int len, int j) {
        if (outer.isEmpty()) return inner;
        if (!inner.isEmpty()) return outer + "." + inner;
        return len == 1 ? outer : outer + (j + 1);
    }

    private static String nz(String s) {
        return s == null ? "NA" : s;
    }
}
