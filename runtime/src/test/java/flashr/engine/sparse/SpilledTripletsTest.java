package flashr.engine.sparse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Building from spilled triplets (bounded memory) against building from the same triplets on the
 * heap: random triplets with duplicates, skewed rows, empty rows and columns, NaN values, binary
 * ones, appended in batches of random sizes, built in groups of a few entries into the heap and
 * into files. The count of triplets a group held never passes the group limit, except for a
 * single block holding more, while the matrix holds many times more.
 */
class SpilledTripletsTest {
    @TempDir Path tmp;
    private final Random rnd = new Random(77);

    @Test
    void groupsBuildWhatTheHeapBuildsWithinTheirLimit() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).dataDirs(List.of(tmp)).build())) {
            for (int trial = 0; trial < 30; trial++) {
                int nrow = 1 + rnd.nextInt(trial < 3 ? 2 : 200), ncol = 1 + rnd.nextInt(trial < 3 ? 2 : 90);
                int nnz = trial == 3 ? 0 : rnd.nextInt(6 * nrow + 1);
                int blockRows = 1 << rnd.nextInt(5);
                boolean valued = trial % 3 != 0;
                int[] i = new int[nnz], j = new int[nnz];
                double[] v = valued ? new double[nnz] : null;
                for (int k = 0; k < nnz; k++) {
                    i[k] = rnd.nextInt(3) > 0 ? rnd.nextInt(Math.max(1, nrow / 6)) : rnd.nextInt(nrow);
                    j[k] = rnd.nextInt(ncol);
                    if (valued) v[k] = rnd.nextInt(15) == 0 ? Double.NaN : rnd.nextInt(4) == 0 ? 0 : rnd.nextGaussian();
                }
                long limit = 1 + rnd.nextInt(40);
                SpilledTriplets spill = new SpilledTriplets(e.storage(), nnz + rnd.nextInt(10), valued);
                for (int at = 0; at < nnz; ) {
                    int n = Math.min(nnz - at, 1 + rnd.nextInt(50));
                    spill.add(java.util.Arrays.copyOfRange(i, at, at + n), java.util.Arrays.copyOfRange(j, at, at + n),
                            valued ? java.util.Arrays.copyOfRange(v, at, at + n) : null, n);
                    at += n;
                }
                assertEquals(nnz, spill.count());
                SparseMatrix heap = SparseBuilder.fromTriplets(nrow, ncol, i, j, v, nnz, blockRows);
                boolean files = trial % 2 == 0;
                SparseMatrix built = spill.build(nrow, ncol, blockRows, limit, files ? BlockSink.Factory.files(e.storage()) : BlockSink.Factory.HEAP);
                spill.free();
                String what = "trial " + trial;
                assertEquals(files, !built.inMemory(), what);
                same(heap, built, what);
                int[] perBlock = new int[(nrow + blockRows - 1) / blockRows];
                for (int k = 0; k < nnz; k++) perBlock[i[k] / blockRows]++;
                int largest = java.util.Arrays.stream(perBlock).max().orElse(0);
                assertTrue(spill.peakEntries() <= Math.max(limit, largest), what + ": a group held " + spill.peakEntries());
                if (nnz > 4 * Math.max(limit, largest)) assertTrue(spill.peakEntries() < nnz, what);
                built.free();
            }
        }
    }

    private static void same(SparseMatrix heap, SparseMatrix other, String what) {
        assertEquals(heap.nrow(), other.nrow(), what);
        assertEquals(heap.nnz(), other.nnz(), what);
        assertEquals(heap.isBinary(), other.isBinary(), what);
        assertEquals(heap.blocks().count(), other.blocks().count(), what);
        for (int b = 0; b < heap.blocks().count(); b++) {
            CsrBlock h = heap.blocks().block(b), o = other.blocks().block(b);
            assertEquals(h.firstRow(), o.firstRow(), what);
            assertArrayEquals(h.rowPtr(), o.rowPtr(), what);
            assertArrayEquals(h.cols(), o.cols(), what);
            if (h.vals() == null) assertEquals(null, o.vals(), what);
            else assertArrayEquals(h.vals(), o.vals(), 0, what);
        }
    }
}
