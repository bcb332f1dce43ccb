package flashr.base.vectors;

import flashr.lang.RError;

/** Linear cell numbers of an array selection: the cartesian product of per-dimension positions, first dimension fastest. */
final class IndexCells {
    private IndexCells() {}

    /** Cells (0-based, column-major) for positions {@code pos[d]} along each dimension; NA positions give NA cells. */
    static int[] of(int[][] pos, int[] dim) {
        int rank = dim.length;
        long total = 1;
        for (int[] p : pos) total *= p.length;
        if (total > Integer.MAX_VALUE) throw new RError("dimensions would exceed maximum size of array");
        int[] cells = new int[(int) total];
        if (total == 0) return cells;
        long[] stride = new long[rank];
        stride[0] = 1;
        for (int d = 1; d < rank; d++) stride[d] = stride[d - 1] * dim[d - 1];
        int[] counter = new int[rank];
        for (int k = 0; k < cells.length; k++) {
            long cell = 0;
            for (int d = 0; d < rank; d++) {
                int p = pos[d][counter[d]];
                if (p == IndexPositions.NA) {
                    cell = -1;
                    break;
                }
                cell += p * stride[d];
            }
            cells[k] = cell < 0 ? IndexPositions.NA : (int) cell;
            for (int d = 0; d < rank && ++counter[d] == pos[d].length; d++) counter[d] = 0;
        }
        return cells;
    }
}
