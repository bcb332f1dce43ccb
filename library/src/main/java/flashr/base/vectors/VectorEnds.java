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

    /**
     * Whether head/tail can take the quick way: a vector or matrix, one number n (not NA) and no
     * further arguments. Arrays, n per dimension, keepnums and R's errors about n go to R's code.
     */
    static boolean fast(flashr.eval.Args a) {
        if (a.dots().length > 0) return false;
        RValue x = a.get(0);
        if (x instanceof flashr.lang.RFunction) return false;
        if (x instanceof RVector v && v.dim() != null && v.dim().length != 2) return false;
        if (!a.has(1)) return true;
        return a.get(1) instanceof RVector n && n.length() == 1 && n.attributes() == null
                && (n.type() == flashr.lang.RType.INTEGER || n.type() == flashr.lang.RType.DOUBLE) && n.getInt(0) != RInt.NA;
    }

    /**
     * head or tail ({@code generic}) by R's own method (utils/head-tail.R), with the arguments as
     * given: the function or array method for what is a function or has dim, as R's dispatch on
     * the implicit class picks it.
     */
    static RValue inR(flashr.eval.Args a, String generic) {
        RValue x = a.get(0);
        String fun = generic + (x instanceof flashr.lang.RFunction ? ".function"
                : x instanceof RVector v && v.dim() != null ? ".array" : ".default");
        flashr.eval.Interpreter in = a.interp();
        RValue[] dots = a.dots();
        String[] dotNames = a.dotNames();
        int fixed = a.has(1) ? 2 : 1;
        RValue[] args = new RValue[fixed + dots.length];
        String[] names = new String[args.length];
        args[0] = a.get(0);
        if (a.has(1)) {
            args[1] = a.get(1);
            names[1] = "n";
        }
        for (int i = 0; i < dots.length; i++) {
            args[fixed + i] = dots[i];
            names[fixed + i] = dotNames == null ? null : dotNames[i];
        }
        flashr.lang.RFunction f = in.findFunction(flashr.lang.RSymbol.of(fun), in.baseEnv(), a.call());
        return in.apply(f, args, names, a.env(), a.call());
    }

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
