package flashr.engine.sparse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SpMM bit for bit against the plain loop over each row's stored entries in stored order
 * ({@code sum += v * x}, one output element at a time): k = 1 to 33 (X by rows as one vector, several,
 * a vector and a part, shorter than a vector), binary and valued matrices (values with zeros and
 * NaN), X with NaN, Inf and -0, empty rows and columns, 0 and 1 rows, blocks of 1 row to many,
 * the product's row layout filled in several chunks, 1 and 3 workers, the matrix on the heap and
 * in the file store, X given as an array and as an engine matrix.
 */
class SpMMTest {
    @TempDir Path tmp;
    private final Random rnd = new Random(33);

    /** The plain loop: stored entries in the order stored, one output element at a time. */
    private static double[] naive(SparseMatrix s, double[] x, int k) {
        int n = (int) s.nrow(), m = (int) s.ncol();
        double[] y = new double[n * k];
        SparseBlocks blocks = s.blocks();
        for (int b = 0; b < blocks.count(); b++) {
            CsrBlock blk = blocks.block(b);
            for (int i = 0; i < blk.rows(); i++) {
                for (int j = 0; j < k; j++) {
                    double sum = 0;
                    for (int e = blk.rowPtr()[i]; e < blk.rowPtr()[i + 1]; e++) sum += blk.value(e) * x[blk.cols()[e] + j * m];
                    y[(int) blk.firstRow() + i + j * n] = sum;
                }
            }
        }
        return y;
    }

    /** Equal bit for bit (-0 is not 0), NaN equal to any NaN (R prints them alike; payloads vary with the hardware). */
    private static void sameBits(double[] want, double[] got, String what) {
        assertEquals(want.length, got.length, what);
        for (int q = 0; q < want.length; q++) {
            if (Double.isNaN(want[q]) && Double.isNaN(got[q])) continue;
            if (Double.doubleToLongBits(want[q]) != Double.doubleToLongBits(got[q]))
                fail(what + ": element " + q + " is " + got[q] + ", the plain loop gives " + want[q]);
        }
    }

    /** Entries in a quarter of the rows and a third of the columns mostly: many rows and columns empty. */
    private SparseMatrix random(int nrow, int ncol, int nnz, boolean valued, int blockRows, BlockSink.Factory sink) {
        int[] i = new int[nnz], j = new int[nnz];
        double[] v = valued ? new double[nnz] : null;
        for (int e = 0; e < nnz; e++) {
            i[e] = rnd.nextInt(4) > 0 ? rnd.nextInt(Math.max(1, nrow / 4)) : rnd.nextInt(nrow);
            j[e] = rnd.nextInt(2) > 0 ? rnd.nextInt(Math.max(1, ncol / 3)) : rnd.nextInt(ncol);
            if (valued) v[e] = rnd.nextInt(20) == 0 ? Double.NaN : rnd.nextInt(5) == 0 ? rnd.nextInt(3) : rnd.nextGaussian();
        }
        return sink == null ? SparseBuilder.fromTriplets(nrow, ncol, i, j, v, nnz, blockRows)
                : SparseBuilder.fromTriplets(nrow, ncol, i, j, v, nnz, blockRows, sink);
    }

    private double[] dense(int len) {
        double[] x = new double[len];
        for (int q = 0; q < len; q++) {
            int r = rnd.nextInt(40);
            x[q] = r == 0 ? Double.NaN : r == 1 ? Double.POSITIVE_INFINITY : r == 2 ? Double.NEGATIVE_INFINITY : r == 3 ? -0.0 : rnd.nextGaussian();
        }
        return x;
    }

    private void check(Engine e, int nrow, int ncol, int[] ks, boolean files) {
        for (boolean valued : new boolean[] {false, true}) {
            for (int k : ks) {
                int nnz = nrow * ncol == 0 ? 0 : rnd.nextInt(2 * nrow * ncol / 3 + 2);
                int blockRows = rnd.nextBoolean() ? 1 + rnd.nextInt(8) : 64;
                SparseMatrix s = random(nrow, ncol, Math.min(nnz, 200000), valued, blockRows, files ? SparseStorage.of(e, false) : null);
                double[] x = dense(ncol * k);
                String what = nrow + "x" + ncol + " k=" + k + (valued ? " valued" : " binary") + (files ? " files" : " heap") + " blocks of " + blockRows;
                double[] want = naive(s, x, k);
                sameBits(want, SpMM.multiply(s, x, k, null, 1), what);
                sameBits(want, e.sparseProduct(s, e.fromArray(x, ncol, k)).toDoubleArray(), what + " engine");
            }
        }
    }

    @Test
    void everyKEqualsThePlainLoop() {
        int[] ks = new int[33];
        for (int k = 1; k <= 33; k++) ks[k - 1] = k;
        for (int threads : new int[] {1, 3}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(threads).partitionRows(8).dataDirs(List.of(tmp)).build())) {
                for (boolean files : new boolean[] {false, true}) {
                    for (int[] sh : new int[][] {{1, 1}, {1, 40}, {40, 1}, {0, 5}, {5, 0}, {37, 37}, {130, 61}}) check(e, sh[0], sh[1], ks, files);
                }
            }
        }
    }

    @Test
    void largerThanOneChunkOfTheRowLayout() {
        // X of 9000 rows is laid out by rows in chunks of 4096 (the last one short)
        try (Engine e = new Engine(EngineConfig.builder().threads(3).partitionRows(1024).dataDirs(List.of(tmp)).build())) {
            check(e, 5000, 9000, new int[] {2, 5, 8, 9, 16, 32, 33}, false);
            check(e, 5000, 9000, new int[] {8, 33}, true);
        }
    }

    @Test
    void xLargerThanTheMemoryBudgetIsStillLaidOutByRows() {
        // X (20000 x 16, 2.5 MB) fills a 3 MB budget: its row layout goes beyond it, as a working set
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(4096).memoryBudget(3L << 20).dataDirs(List.of(tmp)).build())) {
            check(e, 3000, 20000, new int[] {16}, false);
        }
    }
}
