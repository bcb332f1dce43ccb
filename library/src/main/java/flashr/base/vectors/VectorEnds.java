package flashr.base.vectors;

import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code head}, {@code tail} (of vectors and of matrices' rows) and {@code length<-}. */
final class VectorEnds {
    private VectorEnds() {}

    static RValue head(RValue x, int n) {
        if (n == RInt.NA) throw new RError("invalid 'n' - must be numeric, possibly NA.");
        if (!(x instanceof RVector v)) return x;
        int len = rows(v);
        int k = n >= 0 ? Math.min(n, len) : Math.max(len + n, 0);
        return take(v, VectorBuiltins.range(0, k), false);
    }

    static RValue tail(RValue x, int n) {
        if (n == RInt.NA) throw new RError("invalid 'n' - must be numeric, possibly NA.");
        if (!(x instanceof RVector v)) return x;
        int len = rows(v);
        int k = n >= 0 ? Math.min(n, len) : Math.max(len + n, 0);
        return take(v, VectorBuiltins.range(len - k, len), true);
    }

    private static int rows(RVector v) {
        return v.isMatrix() ? v.dim()[0] : v.length();
    }

    /** Elements (or matrix rows) at 0-based {@code p}; tail of a matrix without row names labels rows "[i,]", right-aligned as R formats them. */
    private static RValue take(RVector v, int[] p, boolean numberRows) {
        if (!v.isMatrix()) return Subset.vector(v, IndexPositions.of(p));
        int[] one = new int[p.length];
        for (int i = 0; i < p.length; i++) one[i] = p[i] + 1;
        RVector r = (RVector) Subset.subset(v, new RValue[] {new RInt(one), RMissing.MISSING}, false);
        boolean hasRowNames = v.getAttr("dimnames") instanceof RList dn && dn.get(0) != RNull.NULL;
        if (numberRows && !hasRowNames) {
            String[] rn = new String[p.length];
            int width = p.length == 0 ? 0 : rowLabel(p[p.length - 1]).length();
            for (int i = 0; i < p.length; i++) {
                String label = rowLabel(p[i]);
                rn[i] = " ".repeat(width - label.length()) + label;
            }
            RValue cols = r.getAttr("dimnames") instanceof RList dn ? dn.get(1) : RNull.NULL;
            r.setAttr("dimnames", RList.of(new RString(rn), cols));
        }
        return r;
    }

    private static String rowLabel(int row) {
        return "[" + (row + 1) + ",]";
    }

    /** {@code length(x) <- n}: truncates or pads with NA; names are kept (padded with ""), other attributes dropped. */
    static RValue setLength(flashr.eval.Args a, RValue x, RValue value) {
        if (!(value instanceof RVector vv) || vv.length() != 1) throw new RError("wrong length for 'value' argument");
        double len = VectorSizes.asVecSize(a, vv);
        if (len < 0) throw new RError("invalid value");
        int n = x instanceof RVector xv ? VectorSizes.checked(len, xv.type()) : (int) Math.min(len, Integer.MAX_VALUE);
        if (x == RNull.NULL) {
            if (n == 0) return RNull.NULL;
            throw new RError("invalid argument");
        }
        if (!(x instanceof RVector v)) throw new RError("invalid argument");
        RVector r = v.resized(n, false);
        RString names = v.names();
        if (names != null) {
            String[] nn = new String[n];
            for (int i = 0; i < n; i++) nn[i] = i < names.length() ? names.get(i) : "";
            r.setAttr("names", new RString(nn));
        }
        return r;
    }
}
