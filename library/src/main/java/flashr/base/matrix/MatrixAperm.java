package flashr.base.matrix;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code aperm(a, perm)}: the generalised transpose of an array. */
final class MatrixAperm {
    private MatrixAperm() {}

    /** aperm dispatches: aperm.table keeps the table's class (keep.class = TRUE), aperm.default drops it. */
    static RValue aperm(Args a) {
        RValue r = permuted(a);
        RValue cls = a.get(0).getAttr("class");
        if (cls instanceof RString c && java.util.Arrays.asList(c.data()).contains("table")
                && (!a.has(3) || Coerce.flag(a.get(3), "keep.class"))) {
            r.setAttr("class", cls);
        }
        return r;
    }

    private static RValue permuted(Args a) {
        RVector x = Coerce.vector(a.get(0), "a");
        int[] d = x.dim();
        if (d == null) throw new RError("invalid first argument, must be an array");
        int k = d.length;
        int[] perm;
        try {
            perm = permutation(a.has(1) ? a.get(1) : null, x, k);
        } catch (RError e) {
            throw new RError(e.getMessage(), LinalgBuiltins.reportedAs(a, "aperm.default"));
        }
        boolean resize = !a.has(2) || Coerce.flag(a.get(2), "resize");
        int[] nd = new int[k];
        for (int i = 0; i < k; i++) nd[i] = d[perm[i]];
        int[] stride = new int[k];
        for (int i = 0, acc = 1; i < k; i++) {
            stride[i] = acc;
            acc *= d[i];
        }
        int n = x.length();
        RVector r = x.allocate(n);
        int[] idx = new int[k]; // index in the result
        for (int j = 0; j < n; j++) {
            int src = 0;
            for (int i = 0; i < k; i++) src += idx[i] * stride[perm[i]];
            x.copyElement(src, r, j);
            for (int i = 0; i < k && ++idx[i] == nd[i]; i++) idx[i] = 0;
        }
        if (!resize) {
            r.setAttr("dim", new RInt(d.clone()));
            return r;
        }
        r.setAttr("dim", new RInt(nd));
        RList dn = MatrixDims.dimnames(x);
        if (dn != null) {
            RValue[] parts = new RValue[k];
            for (int i = 0; i < k; i++) parts[i] = dn.get(perm[i]);
            RList ndn = new RList(parts);
            RString names = dn.names();
            if (names != null) {
                String[] nn = new String[k];
                for (int i = 0; i < k; i++) nn[i] = names.get(perm[i]);
                ndn.setAttr("names", new RString(nn));
            }
            r.setAttr("dimnames", ndn);
        }
        return r;
    }

    /** The 0-based permutation: reversed dimensions by default, or by number, or by dimnames name. */
    private static int[] permutation(RValue p, RVector x, int k) {
        int[] perm = new int[k];
        if (p == null || p == flashr.lang.RNull.NULL) {
            for (int i = 0; i < k; i++) perm[i] = k - 1 - i;
            return perm;
        }
        RVector pv = Coerce.vector(p, "perm");
        if (pv.length() != k) throw new RError("'perm' is of wrong length " + pv.length() + " (!= " + k + ")");
        RString names = MatrixDims.dimnamesNames(x);
        boolean[] seen = new boolean[k];
        for (int i = 0; i < k; i++) {
            int v;
            if (pv.type() == RType.CHARACTER) {
                if (names == null) throw new RError("'a' does not have named dimnames");
                v = java.util.Arrays.asList(names.data()).indexOf(pv.getString(i));
                if (v < 0) throw new RError("'perm[" + (i + 1) + "]' does not match a dimension name");
            } else {
                v = pv.getInt(i) - 1;
                if (v < 0 || v >= k) throw new RError("value out of range in 'perm'");
            }
            if (seen[v]) throw new RError("invalid 'perm' argument");
            seen[v] = true;
            perm[i] = v;
        }
        return perm;
    }
}
