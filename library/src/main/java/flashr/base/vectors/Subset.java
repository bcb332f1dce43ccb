package flashr.base.vectors;

import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's {@code [}: vector subscripts, matrix and array subscripts, and subscripting by an index matrix. */
public final class Subset {
    private Subset() {}

    /** {@code x[subs...]}; {@code subs} may hold {@link RMissing#MISSING} for empty subscripts. */
    static RValue subset(RValue x, RValue[] subs, boolean drop) {
        if (x == RNull.NULL) return RNull.NULL;
        if (x instanceof RCall c) {
            RValue parts = subset(SubsetLanguage.asList(c), subs, drop);
            // no element left: R gives NULL (quote(list())[-1])
            return parts instanceof RList l && l.length() == 0 ? RNull.NULL : SubsetLanguage.asCall(parts, c);
        }
        if (!(x instanceof RVector v)) {
            throw new RError("object of type '" + x.typeName() + "' is not subsettable");
        }
        if (subs.length == 0) return v;
        int[] dim = v.dim();
        if (subs.length == 1) {
            RValue i = subs[0];
            if (i == RMissing.MISSING) return v;
            if (dim != null && i instanceof RVector iv && isIndexMatrix(iv, dim.length)) {
                return vector(v, IndexMatrix.positions(iv, dim, v));
            }
            if (dim != null && dim.length == 1) return oneDimensional(v, i, drop);
            RVector fast = dim == null ? IndexGather.vector(v, i) : null;
            if (fast != null) return fast;
            return vector(v, IndexPositions.resolve(i, v.length(), v.names(), false));
        }
        if (dim == null || dim.length != subs.length) throw new RError("incorrect number of dimensions");
        RVector fast = dim.length == 2 ? IndexGather.matrix(v, dim, subs[0], subs[1], drop) : null;
        if (fast != null) return fast;
        return array(v, dim, subs, drop);
    }

    /** A numeric or character matrix with one column per dimension indexes cells, as {@code m[cbind(i, j)]}. */
    static boolean isIndexMatrix(RVector i, int rank) {
        int[] idim = i.dim();
        return idim != null && idim.length == 2 && idim[1] == rank
                && (i.type() == RType.INTEGER || i.type() == RType.DOUBLE || i.type() == RType.CHARACTER);
    }

    /** Elements at positions (0-based; NA or past the end give NA), keeping names (and a factor's levels). */
    static RVector vector(RVector v, IndexPositions ip) {
        int[] pos = ip.pos;
        // deferred strings (row names 1..n, see RString) keep a run of positions deferred
        RVector r;
        if (v instanceof RString s && s.isDeferred()) {
            r = s.atPositions(pos, 0);
        } else {
            r = v.allocate(pos.length);
            PositionGather.copy(v, pos, r);
        }
        RString names = v.names();
        if (names != null && names.isDeferred()) {
            r.setAttr("names", names.atPositions(pos, 0));
        } else if (names != null) {
            String[] nn = new String[pos.length];
            PositionGather.strings(names.data(), pos, nn);
            r.setAttr("names", new RString(nn));
        }
        keepFactor(v, r);
        return r;
    }

    /** The names single subscripts match: the names attribute, or a 1-d array's dimnames. */
    public static RString elementNames(RVector v) {
        if (v.names() != null) return v.names();
        int[] dim = v.dim();
        return dim != null && dim.length == 1 && v.getAttr("dimnames") instanceof RList dn && dn.get(0) instanceof RString s ? s : null;
    }

    /**
     * {@code a[i]} of a 1-d array: subscripted by its dimnames, and still a 1-d array unless
     * {@code drop} leaves a single element (then a named vector), as R does.
     */
    private static RVector oneDimensional(RVector v, RValue i, boolean drop) {
        RList dimnames = v.getAttr("dimnames") instanceof RList l ? l : null;
        RString names = elementNames(v);
        IndexPositions ip = IndexPositions.resolve(i, v.length(), names, false);
        RVector r = vector(v, ip);
        if (names != null) r.setAttr("names", vector(names, ip));
        if (drop && r.length() == 1) return r;
        r.setAttr("dim", RInt.of(r.length()));
        if (dimnames != null) {
            RList dn = RList.of(r.names() == null ? RNull.NULL : r.names());
            dn.setAttr("names", dimnames.getAttr("names"));
            r.setAttr("dimnames", dn);
            r.setAttr("names", null);
        }
        if (v.inherits("table")) r.setAttr("class", v.getAttr("class")); // as R's [.table
        return r;
    }

    /** Subsetting a factor keeps it a factor (R's {@code [.factor}). */
    static void keepFactor(RVector from, RVector to) {
        if (from.inherits("factor")) {
            to.setAttr("levels", from.getAttr("levels"));
            to.setAttr("class", from.getAttr("class"));
        }
    }

    private static RVector array(RVector v, int[] dim, RValue[] subs, boolean drop) {
        int rank = dim.length;
        RList dimnames = v.getAttr("dimnames") instanceof RList l ? l : null;
        int[][] pos = new int[rank][];
        for (int d = 0; d < rank; d++) {
            pos[d] = dimensionPositions(subs[d], dim[d], dimnames, d);
        }
        RVector r;
        if (rank == 2 && MatrixGather.handles(v)) {
            long total = (long) pos[0].length * pos[1].length;
            if (total > Integer.MAX_VALUE) throw new RError("dimensions would exceed maximum size of array");
            r = v.allocate((int) total);
            MatrixGather.copy(v, dim[0], pos[0], pos[1], r);
        } else {
            int[] cells = IndexCells.of(pos, dim);
            r = v.allocate(cells.length);
            PositionGather.copy(v, cells, r);
        }
        RList newDimnames = dimnames == null ? null : subsetDimnames(dimnames, pos);
        int kept = 0;
        for (int d = 0; d < rank; d++) {
            if (!drop || pos[d].length != 1) kept++;
        }
        if (drop && kept <= 1) {
            // one extent left: a plain vector named by that extent's dimnames
            if (kept == 1 && newDimnames != null) {
                for (int d = 0; d < rank; d++) {
                    if (pos[d].length != 1 && newDimnames.get(d) != RNull.NULL) r.setAttr("names", newDimnames.get(d));
                }
            } else if (kept == 0 && newDimnames != null && r.length() == 1) {
                // one element: named only where just one extent has names (R's DropDims)
                RValue only = null;
                int named = 0;
                for (int d = 0; d < rank; d++) {
                    if (newDimnames.get(d) != RNull.NULL) { named++; only = newDimnames.get(d); }
                }
                if (named == 1) r.setAttr("names", only);
            }
            return r;
        }
        int[] newDim = new int[kept];
        RValue[] dn = new RValue[kept];
        String[] dnNames = null;
        RString oldDnNames = newDimnames == null ? null : newDimnames.names();
        if (oldDnNames != null) dnNames = new String[kept];
        for (int d = 0, j = 0; d < rank; d++) {
            if (drop && pos[d].length == 1) continue;
            newDim[j] = pos[d].length;
            dn[j] = newDimnames == null ? RNull.NULL : newDimnames.get(d);
            if (dnNames != null) dnNames[j] = oldDnNames.get(d);
            j++;
        }
        r.setAttr("dim", new RInt(newDim));
        if (v.inherits("table")) r.setAttr("class", v.getAttr("class")); // as R's [.table
        if (newDimnames != null) {
            RList l = new RList(dn);
            if (dnNames != null) l.setAttr("names", new RString(dnNames));
            r.setAttr("dimnames", l);
        }
        return r;
    }

    /** Positions along dimension {@code d}; out of bounds is an error, as for matrices in R. */
    static int[] dimensionPositions(RValue sub, int extent, RList dimnames, int d) {
        RString names = dimnames != null && dimnames.get(d) instanceof RString s ? s : null;
        if (sub instanceof RString && names == null) throw new RError("no 'dimnames' attribute for array");
        int[] p = IndexPositions.resolve(sub, extent, names, false).pos;
        for (int x : p) {
            if (x >= extent) throw new RError("subscript out of bounds");
        }
        return p;
    }

    private static RList subsetDimnames(RList dimnames, int[][] pos) {
        RValue[] dn = new RValue[pos.length];
        for (int d = 0; d < pos.length; d++) {
            RValue names = dimnames.get(d);
            dn[d] = names instanceof RVector nv ? vector(nv, IndexPositions.of(pos[d])) : RNull.NULL;
        }
        RList l = new RList(dn);
        l.setAttr("names", dimnames.getAttr("names"));
        return l;
    }

}
