package flashr.base.vectors;

import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RVector;

/** Subscripting an array by a matrix with one row per cell and one column per dimension: {@code m[cbind(i, j)]}. */
final class IndexMatrix {
    private IndexMatrix() {}

    /** The linear cells the rows of {@code index} name; rows with an NA give NA. */
    static IndexPositions positions(RVector index, int[] dim, RVector x) {
        int rows = index.dim()[0];
        int rank = dim.length;
        RList dimnames = x.getAttr("dimnames") instanceof RList l ? l : null;
        int[] cells = new int[rows];
        for (int r = 0; r < rows; r++) {
            long cell = 0;
            long stride = 1;
            for (int d = 0; d < rank; d++) {
                int p = coordinate(index, r + d * rows, dim[d], dimnames, d);
                if (p == IndexPositions.NA) {
                    cell = -1;
                    break;
                }
                cell += p * stride;
                stride *= dim[d];
            }
            cells[r] = cell < 0 ? IndexPositions.NA : (int) cell;
        }
        return IndexPositions.of(cells);
    }

    private static int coordinate(RVector index, int k, int extent, RList dimnames, int d) {
        if (index instanceof RString s) {
            String name = s.get(k);
            if (name == null) return IndexPositions.NA;
            if (dimnames != null && dimnames.get(d) instanceof RString dn) {
                for (int i = 0; i < dn.length(); i++) {
                    if (name.equals(dn.get(i))) return i;
                }
            }
            throw new RError("subscript out of bounds");
        }
        double v = index.getDouble(k);
        if (Double.isNaN(v)) return IndexPositions.NA;
        int p = (int) v;
        if (p < 1 || p > extent) throw new RError(p < 0 ? "negative values are not allowed in a matrix subscript" : "subscript out of bounds");
        return p - 1;
    }
}
