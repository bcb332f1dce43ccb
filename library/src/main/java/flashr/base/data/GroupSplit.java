package flashr.base.data;

import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * R's C {@code split(x, f)} ({@code .Internal(split)} of split.default) in one counting pass and one
 * filling pass: the R loop over the levels ({@code x[which(codes == k)]} per level) read all of x once
 * per level, most of a first split or tapply of a long vector. f is recycled over x; NA codes are
 * dropped; each piece keeps x's type, its names and its levels attribute (as R's C code) and no other.
 */
public final class GroupSplit {
    private GroupSplit() {}

    /** {@code .split_plain(x, f)}: the pieces of an unclassed vector x by factor f, named by f's levels. */
    public static RValue split(RValue xv, RValue fv) {
        if (!(xv instanceof RVector x)) throw new RError("first argument must be a vector");
        if (!(fv instanceof RVector f) || !f.inherits("factor")) throw new RError("second argument must be a factor");
        RValue levels = f.getAttr("levels");
        int nlev = levels instanceof RVector lv ? lv.length() : 0;
        int[] codes = codes(f, x.length(), nlev);
        RVector[] pieces = pieces(x, codes, nlev);
        RValue xlevels = x.getAttr("levels");
        if (xlevels != null) {
            for (RVector p : pieces) p.setAttr("levels", xlevels);
        }
        RList ans = new RList(java.util.Arrays.copyOf(pieces, pieces.length, RValue[].class));
        if (levels != null) ans.setAttr("names", levels);
        return ans;
    }

    /** Each element's 0-based group (f recycled to length n), -1 for NA; R's error for a code past the levels. */
    static int[] codes(RVector f, int n, int nlev) {
        int nf = f.length();
        if (nf == 0 && n > 0) throw new RError("group length is 0 but data length > 0");
        int[] src = f instanceof RInt ri ? ri.storage() : null;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            int k = i < nf ? i : i % nf;
            int j = src != null ? src[k] : f.getInt(k);
            if (j == RInt.NA) {
                codes[i] = -1;
            } else {
                if (j < 1 || j > nlev) throw new RError("factor has bad level");
                codes[i] = j - 1;
            }
        }
        return codes;
    }

    /** The pieces of x by 0-based groups (-1: dropped), x's names split alike; typed loops for the common types. */
    public static RVector[] pieces(RVector x, int[] codes, int ngroup) {
        int n = codes.length;
        int[] counts = new int[ngroup];
        for (int c : codes) {
            if (c >= 0) counts[c]++;
        }
        RVector[] out;
        if (x instanceof RDouble d) {
            double[] src = d.storage();
            double[][] dst = new double[ngroup][];
            for (int g = 0; g < ngroup; g++) dst[g] = new double[counts[g]];
            int[] pos = new int[ngroup];
            for (int i = 0; i < n; i++) {
                int c = codes[i];
                if (c >= 0) dst[c][pos[c]++] = src[i];
            }
            out = new RVector[ngroup];
            for (int g = 0; g < ngroup; g++) out[g] = new RDouble(dst[g]);
        } else if (x instanceof RInt || x instanceof RLogical) {
            int[] src = x instanceof RInt ri ? ri.storage() : ((RLogical) x).storage();
            int[][] dst = new int[ngroup][];
            for (int g = 0; g < ngroup; g++) dst[g] = new int[counts[g]];
            int[] pos = new int[ngroup];
            for (int i = 0; i < n; i++) {
                int c = codes[i];
                if (c >= 0) dst[c][pos[c]++] = src[i];
            }
            out = new RVector[ngroup];
            boolean logical = x instanceof RLogical;
            for (int g = 0; g < ngroup; g++) out[g] = logical ? new RLogical(dst[g]) : new RInt(dst[g]);
        } else if (x instanceof RList l) {
            RValue[][] dst = new RValue[ngroup][];
            for (int g = 0; g < ngroup; g++) dst[g] = new RValue[counts[g]];
            int[] pos = new int[ngroup];
            for (int i = 0; i < n; i++) {
                int c = codes[i];
                if (c >= 0) {
                    RValue v = l.getElement(i);
                    dst[c][pos[c]++] = v == null ? RNull.NULL : v;
                }
            }
            out = new RVector[ngroup];
            for (int g = 0; g < ngroup; g++) out[g] = new RList(dst[g], l.isExpression());
        } else {
            // character, complex, raw: the vector's own element copy
            out = new RVector[ngroup];
            for (int g = 0; g < ngroup; g++) out[g] = x.allocate(counts[g]);
            int[] pos = new int[ngroup];
            for (int i = 0; i < n; i++) {
                int c = codes[i];
                if (c >= 0) x.copyElement(i, out[c], pos[c]++);
            }
        }
        RString names = x.names();
        if (names != null) {
            String[][] nn = new String[ngroup][];
            for (int g = 0; g < ngroup; g++) nn[g] = new String[counts[g]];
            int[] pos = new int[ngroup];
            for (int i = 0; i < n; i++) {
                int c = codes[i];
                if (c >= 0) nn[c][pos[c]++] = names.get(i);
            }
            for (int g = 0; g < ngroup; g++) out[g].setAttr("names", new RString(nn[g]));
        }
        return out;
    }

    /**
     * {@code split(x, f) <- value} of split<-.default for the plain case: x an unclassed atomic vector,
     * each value[[j]] (recycled over the groups, as R's loop) of x's type, unclassed and as long as its
     * group, so that R's {@code x[i] <- value[[j]]} only stores elements. A copy of x (attributes
     * kept) in one pass; NULL for anything else, which R's loop then does (coercion, recycling, errors).
     */
    public static RValue assign(RValue xv, RValue ixv, RValue valuev) {
        if (!(xv instanceof RVector x) || x instanceof RList || x.getAttr("class") != null) return RNull.NULL;
        if (!(ixv instanceof RList ix) || !(valuev instanceof RList value) || value.length() == 0) return RNull.NULL;
        if (value.getAttr("class") != null) return RNull.NULL;
        int groups = ix.length(), nv = value.length(), n = x.length();
        for (int k = 0; k < groups; k++) {
            if (!(ix.getElement(k) instanceof RInt idx) || idx.hasAttributes()) return RNull.NULL;
            if (!(value.getElement(k % nv) instanceof RVector v) || v.type() != x.type() || v.getAttr("class") != null
                    || v.length() != idx.length()) return RNull.NULL;
            int[] at = idx.storage();
            for (int i = 0, m = idx.length(); i < m; i++) {
                if (at[i] < 1 || at[i] > n) return RNull.NULL;
            }
        }
        RVector y = x.copy();
        for (int k = 0; k < groups; k++) {
            RInt idx = (RInt) ix.getElement(k);
            RVector v = (RVector) value.getElement(k % nv);
            int[] at = idx.storage();
            for (int i = 0, m = idx.length(); i < m; i++) v.copyElement(i, y, at[i] - 1);
        }
        return y;
    }
}
