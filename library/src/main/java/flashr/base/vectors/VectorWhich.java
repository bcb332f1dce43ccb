package flashr.base.vectors;

import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code which}: positions of TRUE elements (named as they are), as array indices with {@code arr.ind}. */
final class VectorWhich {
    private VectorWhich() {}

    static RValue which(RValue x, boolean arrInd, boolean useNames) {
        if (!(x instanceof RVector v) || v.type() != RType.LOGICAL) throw new RError("argument to 'which' is not logical");
        RLogical l = (RLogical) v;
        int n = l.length();
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (l.get(i) == 1) count++;
        }
        int[] p = new int[count];
        for (int i = 0, j = 0; i < n; i++) {
            if (l.get(i) == 1) p[j++] = i + 1;
        }
        RInt r = new RInt(p);
        int[] dim = v.dim();
        if (arrInd && dim != null) return arrayIndices(p, dim, v, useNames);
        RString names = v.names();
        if (names != null) {
            String[] nn = new String[count];
            for (int k = 0; k < count; k++) nn[k] = names.get(p[k] - 1);
            r.setAttr("names", new RString(nn));
        }
        return r;
    }

    /** A matrix with one row per hit and one column per dimension (row, col; dim1, dim2, ... for arrays). */
    private static RValue arrayIndices(int[] p, int[] dim, RVector v, boolean useNames) {
        int rank = dim.length;
        int m = p.length;
        int[] d = new int[m * rank];
        for (int k = 0; k < m; k++) {
            int rest = p[k] - 1;
            for (int j = 0; j < rank; j++) {
                d[k + j * m] = rest % dim[j] + 1;
                rest /= dim[j];
            }
        }
        RInt r = new RInt(d);
        r.setAttr("dim", RInt.of(m, rank));
        if (!useNames) return r;
        // R's arrayInd: the columns named by names(dimnames) when any is non-empty, else row/col or dim1, dim2, ...
        RList dn = v.getAttr("dimnames") instanceof RList l ? l : null;
        RString dnNames = dn == null ? null : dn.names();
        boolean named = false;
        for (int j = 0; dnNames != null && j < dnNames.length(); j++) named |= dnNames.get(j) != null && !dnNames.get(j).isEmpty();
        String[] cols = new String[rank];
        for (int j = 0; j < rank; j++) {
            cols[j] = named ? dnNames.get(j) : rank == 2 ? (j == 0 ? "row" : "col") : "dim" + (j + 1);
        }
        RValue rowNames = RNull.NULL;
        if (dn != null && dn.get(0) instanceof RString rn) {
            String[] s = new String[m];
            for (int k = 0; k < m; k++) s[k] = rn.get(d[k] - 1);
            rowNames = new RString(s);
        }
        r.setAttr("dimnames", RList.of(rowNames, new RString(cols)));
        return r;
    }
}
