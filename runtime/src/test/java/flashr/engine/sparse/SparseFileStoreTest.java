package flashr.engine.sparse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sparse matrices in the file store against the same matrices on the heap (differential): random
 * triplets with duplicates, empty rows and columns, skewed degrees, NaN values, 0 x 0 to 1 x n
 * shapes, blocks of 1 row to many, a matrix whose blocks span the backing stores' partitions, the
 * transpose built in groups of a few entries (several scans), SpMM on 1 and 3 workers.
 */
class SparseFileStoreTest {
    @TempDir Path tmp;
    private final Random rnd = new Random(2412);

    private record Triplets(int nrow, int ncol, int[] i, int[] j, double[] v, int nnz) { }

    private Triplets random(int nrow, int ncol, int nnz, boolean valued) {
        int[] i = new int[nnz], j = new int[nnz];
        double[] v = valued ? new double[nnz] : null;
        for (int e = 0; e < nnz; e++) {
            i[e] = rnd.nextInt(3) > 0 ? rnd.nextInt(Math.max(1, nrow / 5)) : rnd.nextInt(nrow);
            j[e] = rnd.nextInt(2) > 0 ? rnd.nextInt(Math.max(1, ncol / 3)) : rnd.nextInt(ncol);
            if (valued) v[e] = rnd.nextInt(20) == 0 ? Double.NaN : rnd.nextInt(4) == 0 ? 0 : rnd.nextGaussian();
        }
        return new Triplets(nrow, ncol, i, j, v, nnz);
    }

    private Engine engine(int threads) {
        return new Engine(EngineConfig.builder().threads(threads).partitionRows(8).dataDirs(List.of(tmp)).build());
    }

    private static void same(SparseMatrix heap, SparseMatrix file, String what) {
        assertEquals(heap.nrow(), file.nrow(), what);
        assertEquals(heap.ncol(), file.ncol(), what);
        assertEquals(heap.nnz(), file.nnz(), what);
        assertEquals(heap.isBinary(), file.isBinary(), what);
        assertEquals(heap.blocks().count(), file.blocks().count(), what);
        for (int b = 0; b < heap.blocks().count(); b++) {
            CsrBlock h = heap.blocks().block(b), f = file.blocks().block(b);
            assertEquals(h.firstRow(), f.firstRow(), what);
            assertArrayEquals(h.rowPtr(), f.rowPtr(), what);
            assertArrayEquals(h.cols(), f.cols(), what);
            if (h.vals() == null) assertEquals(null, f.vals(), what);
            else assertArrayEquals(h.vals(), f.vals(), 0, what);
        }
        if (heap.nrow() * heap.ncol() < 10000) assertArrayEquals(heap.toDense(), file.toDense(), 0, what);
        assertArrayEquals(heap.rowSums(), file.rowSums(), 0, what);
        assertArrayEquals(heap.colSums(), file.colSums(), 0, what);
        for (Boolean na : new Boolean[] {null, true, false}) assertEquals(heap.nonZeros(na), file.nonZeros(na), what);
    }

    @Test
    void aMatrixInFilesHoldsWhatTheHeapHolds() {
        int[][] shapes = {{0, 0}, {1, 1}, {1, 6}, {6, 1}, {13, 17}, {40, 40}, {70, 9}};
        try (Engine e = engine(1)) {
            for (int[] sh : shapes) {
                for (boolean valued : new boolean[] {false, true}) {
                    for (int blockRows : new int[] {1, 4, 1 << 14}) {
                        int nnz = sh[0] * sh[1] == 0 ? 0 : rnd.nextInt(3 * sh[0] * sh[1] / 2 + 1);
                        Triplets t = random(sh[0], sh[1], nnz, valued);
                        SparseMatrix heap = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, blockRows);
                        SparseMatrix file = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, blockRows, SparseStorage.of(e, false));
                        String what = sh[0] + "x" + sh[1] + " valued " + valued + " blocks of " + blockRows;
                        assertFalse(file.inMemory(), what);
                        same(heap, file, what);
                        assertFalse(file.t().inMemory(), "the transpose of a matrix in files is in files");
                        same(heap.t(), file.t(), "t " + what);
                        // in groups of a few entries: several scans of the matrix, blocks one by one
                        same(heap.t(), Transpose.of(file, 1 + rnd.nextInt(5)), "t in groups " + what);
                        same(heap, SparseStorage.moved(file, e, true), "back on the heap " + what);
                        same(heap, SparseStorage.moved(heap, e, false), "moved to files " + what);
                    }
                }
            }
        }
    }

    @Test
    void spmmFromFilesMatchesSpmmFromTheHeap() {
        for (int threads : new int[] {1, 3}) {
            try (Engine e = engine(threads)) {
                for (int[] sh : new int[][] {{1, 1}, {0, 4}, {9, 0}, {37, 37}, {50, 11}, {5, 40}}) {
                    for (int k : new int[] {1, 3}) {
                        Triplets t = random(sh[0], sh[1], rnd.nextInt(sh[0] * sh[1] + 1), rnd.nextBoolean());
                        int blockRows = 1 + rnd.nextInt(6);
                        SparseMatrix heap = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, blockRows);
                        SparseMatrix file = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, blockRows, SparseStorage.of(e, false));
                        double[] x = new double[t.ncol * k];
                        for (int q = 0; q < x.length; q++) x[q] = rnd.nextInt(10) == 0 ? Double.NaN : rnd.nextGaussian();
                        String what = threads + " threads " + sh[0] + "x" + sh[1] + " k=" + k;
                        assertArrayEquals(e.sparseProduct(heap, e.fromArray(x, t.ncol, k)).toDoubleArray(),
                                e.sparseProduct(file, e.fromArray(x, t.ncol, k)).toDoubleArray(), 0, what);
                        double[] tx = new double[t.nrow * k];
                        for (int q = 0; q < tx.length; q++) tx[q] = rnd.nextGaussian();
                        assertArrayEquals(e.sparseProduct(heap.t(), e.fromArray(tx, t.nrow, k)).toDoubleArray(),
                                e.sparseProduct(file.t(), e.fromArray(tx, t.nrow, k)).toDoubleArray(), 0, "t " + what);
                    }
                }
            }
        }
    }

    @Test
    void blocksReadIntoReusedBuffersMatchFreshOnes() {
        // skewed rows: large blocks first, then small and empty ones read into the longer arrays;
        // the arrays may be longer than the block, which reads them up to its rows and nnz
        for (boolean valued : new boolean[] {true, false}) {
            Triplets t = random(400, 300, 5000, valued);
            try (Engine e = engine(1)) {
                SparseBlocks file = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, 7, SparseStorage.of(e, false)).blocks();
                SparseBlocks heap = SparseBuilder.fromTriplets(t.nrow, t.ncol, t.i, t.j, t.v, t.nnz, 7).blocks();
                BlockBuffers reuse = new BlockBuffers();
                for (int b : new int[] {0, file.count() - 1, 1, file.count() / 2, 0, file.count() - 2}) {
                    CsrBlock h = heap.block(b), f = file.block(b, reuse);
                    String what = "block " + b + (valued ? " valued" : "");
                    assertEquals(h.firstRow(), f.firstRow(), what);
                    assertEquals(h.rows(), f.rows(), what);
                    assertEquals(h.nnz(), f.nnz(), what);
                    assertArrayEquals(h.rowPtr(), java.util.Arrays.copyOf(f.rowPtr(), h.rows() + 1), what);
                    assertArrayEquals(h.cols(), java.util.Arrays.copyOf(f.cols(), h.nnz()), what);
                    if (h.vals() == null) assertEquals(null, f.vals(), what);  // duplicates sum into values
                    else assertArrayEquals(h.vals(), java.util.Arrays.copyOf(f.vals(), h.nnz()), 0, what);
                }
            }
        }
    }

    @Test
    void blocksSpanningTheStoresPartitionsReadBack() {
        // more integers and values than one partition of the backing stores (64K elements)
        int n = 3000;
        Triplets t = random(n, n, 3 * FileBlocks.PART / 2, true);
        SparseMatrix heap = SparseBuilder.fromTriplets(n, n, t.i, t.j, t.v, t.nnz, 512);
        try (Engine e = engine(3)) {
            SparseMatrix file = SparseBuilder.fromTriplets(n, n, t.i, t.j, t.v, t.nnz, 512, SparseStorage.of(e, false));
            same(heap, file, "large");
            same(heap.t(), Transpose.of(file, 20000), "t large in groups");
            double[] x = new double[n];
            for (int q = 0; q < n; q++) x[q] = rnd.nextGaussian();
            assertArrayEquals(SpMM.multiply(heap, x, 1, null, 1), e.sparseProduct(file, e.fromArray(x, n, 1)).toDoubleArray(), 0);
        }
    }

    @Test
    void freeingAMatrixDeletesItsFiles() throws IOException {
        // stores of their own (small ones otherwise share a pack file, which outlives them)
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(8)
                .storage(EngineConfig.defaults().storage().withDataDirs(List.of(tmp)).withBufferedBelowBytes(0)).build())) {
            Triplets t = random(30, 30, 200, true);
            SparseMatrix file = SparseBuilder.fromTriplets(30, 30, t.i, t.j, t.v, t.nnz, 4, SparseStorage.of(e, false));
            assertTrue(files() > 0);
            file.free();
            assertEquals(0, files());
        }
    }

    private long files() throws IOException {
        try (Stream<Path> s = Files.walk(tmp)) {
            return s.filter(p -> p.toString().endsWith(".fm")).count();
        }
    }
}
