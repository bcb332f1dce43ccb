package flashr.engine.sparse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Sparse matrices against the same entries as dense arrays: random triplets with duplicates,
 * empty rows and columns, skewed degrees, 0 x 0 to 1 x 1 shapes, binary and valued, blocks of
 * 1 to many rows, SpMM on 1 and several workers.
 */
class SparseMatrixTest {
    private final Random rnd = new Random(24);

    /** Random triplets: a quarter of the rows hold most entries, so degrees are skewed and many rows are empty. */
    private record Triplets(int nrow, int ncol, int[] i, int[] j, double[] v, int nnz) {
        double[] dense() {
            double[] d = new double[nrow * ncol];
            for (int e = 0; e < nnz; e++) d[i[e] + j[e] * nrow] += v == null ? 1 : v[e];
            return d;
        }
    }

    private Triplets random(int nrow, int ncol, int nnz, boolean valued) {
        int[] i = new int[nnz], j = new int[nnz];
        double[] v = valued ? new double[nnz] : null;
        for (int e = 0; e < nnz; e++) {
            i[e] = rnd.nextInt(4) > 0 ? rnd.nextInt(Math.max(1, nrow / 4)) : rnd.nextInt(nrow);
            j[e] = rnd.nextInt(ncol);
            if (valued) v[e] = rnd.nextInt(5) == 0 ? rnd.nextInt(3) : rnd.nextGaussian();
        }
        return new Triplets(nrow, ncol, i, j, v, nnz);
    }

    private static double[] denseProduct(double[] a, int n, int m, double[] x, int k) {
        double[] y = new double[n * k];
        for (int c = 0; c < k; c++)
            for (int r = 0; r < n; r++) {
                double s = 0;
                for (int l = 0; l < m; l++) s += a[r + l * n] * x[l + c * m];
                y[r + c * n] = s;
            }
        return y;
    }

    private static double[] transposed(double[] a, int n, int m) {
        double[] t = new double[a.length];
        for (int r = 0; r < n; r++) for (int c = 0; c < m; c++) t[c + r * m] = a[r + c * n];
        return t;
    }

    @Test
    void buildsTheEntriesTransposesAndSums() {
        int[][] shapes = {{0, 0}, {1, 1}, {1, 5}, {7, 1}, {13, 17}, {64, 64}, {100, 3}};
        for (int[] sh : shapes) {
            for (boolean valued : new boolean[] {false, true}) {
                for (int blockRows : new int[] {1, 4, 1 << 14}) {
                    int nnz = sh[0] * sh[1] == 0 ? 0 : rnd.nextInt(3 * sh[0] * sh[1] / 2 + 1);
                    Triplets t = random(sh[0], sh[1], nnz, valued);
                    SparseMatrix s = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, blockRows);
                    double[] d = t.dense();
                    assertArrayEquals(d, s.toDense(), 1e-12, "entries " + sh[0] + "x" + sh[1]);
                    assertArrayEquals(transposed(d, t.nrow, t.ncol), s.t().toDense(), 1e-12);
                    assertSame(s, s.t().t());
                    assertArrayEquals(denseProduct(d, t.nrow, t.ncol, ones(t.ncol), 1), s.rowSums(), 1e-9);
                    assertArrayEquals(denseProduct(transposed(d, t.nrow, t.ncol), t.ncol, t.nrow, ones(t.nrow), 1), s.colSums(), 1e-9);
                }
            }
        }
    }

    @Test
    void duplicatesOfABinaryMatrixBecomeValues() {
        SparseMatrix s = SparseBuilder.fromTriplets(2, 2, new int[] {0, 0, 1}, new int[] {1, 1, 0}, null, 3, 16);
        assertEquals(2, s.nnz());
        assertArrayEquals(new double[] {0, 1, 2, 0}, s.toDense());
    }

    @Test
    void rejectsEntriesOutsideTheShape() {
        assertThrows(IllegalArgumentException.class, () -> SparseBuilder.fromTriplets(2, 2, new int[] {2}, new int[] {0}, null, 1, 16));
        assertThrows(IllegalArgumentException.class, () -> SparseBuilder.fromTriplets(2, 2, new int[] {0}, new int[] {-1}, null, 1, 16));
    }

    @Test
    void spmmMatchesTheDenseProduct() {
        for (int threads : new int[] {1, 3}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(threads).partitionRows(8).build())) {
                for (int[] sh : new int[][] {{1, 1}, {0, 4}, {9, 0}, {37, 37}, {50, 11}, {5, 40}}) {
                    for (int k : new int[] {1, 2, 5}) {
                        Triplets t = random(sh[0], sh[1], rnd.nextInt(sh[0] * sh[1] + 1), rnd.nextBoolean());
                        SparseMatrix s = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, 1 + rnd.nextInt(6));
                        double[] x = new double[t.ncol * k];
                        for (int q = 0; q < x.length; q++) x[q] = rnd.nextGaussian();
                        double[] want = denseProduct(t.dense(), t.nrow, t.ncol, x, k);
                        assertArrayEquals(want, SpMM.multiply(s, x, k, null, 1), 1e-9);
                        Matrix y = e.sparseProduct(s, e.fromArray(x, t.ncol, k));
                        assertEquals(t.nrow, y.nrow());
                        assertEquals(k, y.ncol());
                        assertArrayEquals(want, y.toDoubleArray(), 1e-9, threads + " threads " + sh[0] + "x" + sh[1] + " k=" + k);
                        double[] twice = want.clone();
                        for (int q = 0; q < twice.length; q++) twice[q] *= 2;
                        assertArrayEquals(twice, e.mapply(y, y, flashr.engine.fn.BinaryOp.ADD).toDoubleArray(), 1e-9, "a GenOp reads the product");
                        // and by the transpose
                        double[] tx = new double[t.nrow * k];
                        for (int q = 0; q < tx.length; q++) tx[q] = rnd.nextGaussian();
                        assertArrayEquals(denseProduct(transposed(t.dense(), t.nrow, t.ncol), t.ncol, t.nrow, tx, k),
                                e.sparseProduct(s.t(), e.fromArray(tx, t.nrow, k)).toDoubleArray(), 1e-9);
                    }
                }
                assertThrows(IllegalArgumentException.class, () -> e.sparseProduct(
                        SparseBuilder.fromTriplets(2, 3, new int[0], new int[0], null, 0, 4), e.fromArray(new double[2], 2, 1)));
            }
        }
    }

    @Test
    void storedEntriesAloneAreMultiplied() {
        // row 1 is empty: the Inf in x meets no entry of it (R's Matrix gives 0 there, a dense product NaN)
        SparseMatrix s = SparseBuilder.fromTriplets(2, 2, new int[] {0}, new int[] {0}, null, 1, 4);
        assertArrayEquals(new double[] {1, 0}, SpMM.multiply(s.t(), new double[] {1, Double.POSITIVE_INFINITY}, 1, null, 1));
    }

    private static double[] ones(int n) {
        double[] o = new double[n];
        java.util.Arrays.fill(o, 1);
        return o;
    }
}
