package flashr.base.matrix;

/**
 * Transposes column-major double matrices in square tiles, so that both the reads and the writes
 * of a tile stay in cache. The plain loop reads one matrix a whole column's stride apart (16 KB at
 * n = 2000: a new cache line and page per element): svd's v, the transpose of dgesdd's vt, took
 * 40-50 ms that way at n = 2000 and 20 ms tiled.
 */
final class BlockedTranspose {
    /** Tile side: two 32 x 32 tiles of doubles (16 KB) fit in L1. */
    private static final int TILE = 32;

    private BlockedTranspose() {}

    /** The transpose (nc x nr) of the nr x nc matrix {@code a}, in a new array. */
    static double[] of(double[] a, int nr, int nc) {
        double[] t = new double[nr * nc];
        for (int c0 = 0; c0 < nc; c0 += TILE) {
            int c1 = Math.min(nc, c0 + TILE);
            for (int r0 = 0; r0 < nr; r0 += TILE) {
                int r1 = Math.min(nr, r0 + TILE);
                for (int c = c0; c < c1; c++) {
                    for (int r = r0; r < r1; r++) t[c + r * nc] = a[r + c * nr];
                }
            }
        }
        return t;
    }

    /** Transposes the n x n matrix {@code a} in place (no second array of its size). */
    static void square(double[] a, int n) {
        for (int c0 = 0; c0 < n; c0 += TILE) {
            int c1 = Math.min(n, c0 + TILE);
            // the diagonal tile swaps within itself; each tile below it with its mirror above
            for (int r0 = c0; r0 < n; r0 += TILE) {
                int r1 = Math.min(n, r0 + TILE);
                for (int c = c0; c < c1; c++) {
                    for (int r = Math.max(r0, c + 1); r < r1; r++) {
                        double x = a[r + c * n];
                        a[r + c * n] = a[c + r * n];
                        a[c + r * n] = x;
                    }
                }
            }
        }
    }
}
