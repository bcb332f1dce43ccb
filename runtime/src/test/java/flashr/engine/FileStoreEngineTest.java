package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.storage.StorageSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The engine with its matrices in files: the differential DAGs with every stored matrix forced
 * onto the file store (tiny partitions, several stripe directories, a low I/O depth), results
 * that spill to files when memory is short, in.mem = FALSE placement and named matrices.
 */
class FileStoreEngineTest {
    @TempDir Path tmp;

    private StorageSettings files(int depth) {
        return EngineConfig.defaults().storage().withDataDirs(List.of(tmp.resolve("d0"), tmp.resolve("d1"), tmp.resolve("d2")))
                .withIoDepth(depth).withStripeBytes(8192).withMaxMerge(3).withAllOnFiles(true);
    }

    @Test void randomDagsMatchReferenceOnFiles() {
        int dags = Math.max(1, Integer.getInteger("flashr.diff.dags", 600) / 4);
        int[][] configs = {{1, 8, 8, 1}, {2, 16, 64, 2}, {3, 32, 1 << 16, 1}};
        int checked = 0;
        for (int[] cfg : configs) {
            EngineConfig c = EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                    .chunkBytes(1 << 16).memoryBudget(1L << 30).runLength(2).maxPending(2).storage(files(cfg[3])).build();
            try (Engine e = new Engine(c)) {
                for (int dag = 0; dag < dags; dag++) {
                    long seed = 20261201L + dag * 7919L + cfg[0] * 31L + cfg[1] * 131L;
                    checked += DifferentialTest.runOne(e, seed, cfg, dag % 5 == 4);
                }
            }
        }
        assertTrue(checked > 0);
    }

    @Test void storedResultsAreInFilesAndReadBackAlike() {
        EngineConfig c = EngineConfig.builder().threads(2).partitionRows(64).storage(files(2)).build();
        try (Engine e = new Engine(c)) {
            Matrix x = e.runif(10_000, 5, -1, 1, 7);
            e.materialize(x);
            assertFalse(e.inMemory(x));
            double[] xs = x.toDoubleArray();
            Matrix s = e.aggCol(e.mapply(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), AggOp.SUM);
            double[] cs = s.toDoubleArray();
            for (int j = 0; j < 5; j++) {
                double want = 0;
                for (int r = 0; r < 10_000; r++) want += Math.sqrt(Math.abs(xs[j * 10_000 + r])) * 2;
                assertEquals(want, cs[j], 1e-9 * Math.abs(want));
            }
        }
    }

    @Test void aResultBeyondTheBudgetGoesToFilesInsteadOfFailing() {
        EngineConfig c = EngineConfig.builder().threads(2).partitionRows(1024).chunkBytes(1 << 20).memoryBudget(4L << 20)
                .storage(files(2).withAllOnFiles(false)).build();
        try (Engine e = new Engine(c)) {
            Matrix x = e.rnorm(200_000, 4, 0, 1, 3);   // 6.4 MB of doubles > the 4 MB budget
            Matrix y = e.mapply(x, 3.0, BinaryOp.MUL);
            e.materialize(y);
            assertFalse(e.inMemory(y));
            assertEquals(1, e.spilledStores());
            Matrix small = e.runif(1000, 2, 0, 1, 1);
            e.materialize(small);
            assertTrue(e.inMemory(small));
            double sy = e.agg(y, AggOp.SUM).toDoubleArray()[0], sx = e.agg(x, AggOp.SUM).toDoubleArray()[0];
            assertEquals(3 * sx, sy, 1e-9 * Math.max(1, Math.abs(sy)));
        }
    }

    @Test void smallResultsStayInMemoryBeyondTheBudgetLargeOnesSpill() {
        EngineConfig c = EngineConfig.builder().threads(2).partitionRows(1024).chunkBytes(1 << 20).memoryBudget(4L << 20)
                .storage(files(2).withAllOnFiles(false)).build();
        try (Engine e = new Engine(c)) {
            Matrix x = e.runif(100_000, 4, -1, 1, 5);   // 3.05 MB of the 4 MB budget
            e.materialize(x);
            assertTrue(e.inMemory(x));
            Matrix[] small = new Matrix[5];
            double[] want = new double[small.length];
            for (int i = 0; i < small.length; i++) {
                // one partition of 32 columns, 256 KB: the last two go beyond the budget
                small[i] = e.mapply(e.runif(1000, 32, 0, 1, 11 + i), 2.0, BinaryOp.MUL);
                e.materialize(small[i]);
                assertTrue(e.inMemory(small[i]), "small result " + i);
                for (double v : small[i].toDoubleArray()) want[i] += v;
            }
            assertEquals(0, e.spilledStores());
            assertTrue(e.memory().bytesInUse() > c.memoryBudget(), "the overdraft was used: " + e.memory().bytesInUse());
            assertTrue(e.memory().bytesInUse() <= e.memory().overdraftLimit());
            long before = e.memory().bytesInUse();
            // two partitions are no small result: files
            Matrix two = e.mapply(e.runif(2000, 16, 0, 1, 3), 2.0, BinaryOp.MUL);
            e.materialize(two);
            assertFalse(e.inMemory(two), before + " then " + e.memory().bytesInUse());
            assertEquals(1, e.spilledStores());
            for (int i = 0; i < small.length; i++) assertEquals(want[i], e.agg(small[i], AggOp.SUM).toDoubleArray()[0], 1e-9 * want[i]);
            java.lang.ref.Reference.reachabilityFence(x);   // its memory must stay in use until here
        }
    }

    @Test void arraysReadInPlaceCountAgainstTheBudgetAndGoToFilesWhenTheyDoNotFit() {
        EngineConfig c = EngineConfig.builder().threads(2).partitionRows(1024).chunkBytes(1 << 20).memoryBudget(4L << 20)
                .storage(files(2).withAllOnFiles(false)).build();
        try (Engine e = new Engine(c)) {
            java.util.Random r = new java.util.Random(8);
            double[] big = new double[300_001];   // 2.4 MB: fits, and is charged
            for (int k = 0; k < big.length; k++) big[k] = k % 97 == 0 ? Double.NaN : r.nextGaussian();
            long before = e.memory().bytesInUse();
            Matrix v = e.viewOfArray(big, null, flashr.engine.type.ElementType.DOUBLE, big.length, 1);
            assertTrue(e.inMemory(v));
            assertTrue(e.memory().bytesInUse() - before >= 8L * big.length, "the view is charged");
            // a second one does not fit beside it: its data goes to files, and reads back alike
            double[] more = new double[250_000 * 3];
            for (int k = 0; k < more.length; k++) more[k] = r.nextInt(10) - 4.5;
            Matrix w = e.viewOfArray(more, null, flashr.engine.type.ElementType.DOUBLE, 250_000, 3);
            assertFalse(e.inMemory(w));
            assertEquals(1, e.spilledStores());
            assertArrayEquals(more, w.toDoubleArray());
            double want = 0;
            for (double x : more) want += x;
            assertEquals(want, e.agg(w, AggOp.SUM).toDoubleArray()[0], 1e-9 * Math.abs(want));
            assertTrue(Double.isNaN(e.agg(v, AggOp.SUM).toDoubleArray()[0]));
            // and a result that would have fit beside the uncharged view spills too
            Matrix y = e.mapply(e.runif(200_000, 1, 0, 1, 2), 2.0, BinaryOp.MUL);   // 1.6 MB
            e.materialize(y);
            assertFalse(e.inMemory(y));
            java.lang.ref.Reference.reachabilityFence(v);
        }
    }

    @Test void inMemFalseAndConversionsAndNamedMatrices() {
        EngineConfig c = EngineConfig.builder().threads(2).partitionRows(128).storage(files(2).withAllOnFiles(false)).build();
        double[] want;
        try (Engine e = new Engine(c)) {
            Matrix x = e.runif(5000, 3, 0, 1, 5);
            e.setCache(x, true, false);
            assertFalse(e.inMemory(x));
            Matrix total = e.agg(x, AggOp.SUM);
            e.materialize(total, x);
            assertFalse(e.inMemory(x));
            want = x.toDoubleArray();
            Matrix m = e.convertStore(x, true);
            assertTrue(e.inMemory(m));
            assertArrayEquals(want, m.toDoubleArray());
            Matrix back = e.convertStore(m, false);
            assertFalse(e.inMemory(back));
            assertArrayEquals(want, back.toDoubleArray());
            Matrix named = e.saveAs(e.runif(5000, 3, 0, 1, 5), "X");
            assertFalse(e.inMemory(named));
            assertArrayEquals(want, named.toDoubleArray());
            e.saveAs(e.fromArray(new double[] {1, 2, 3, 4, 5, 6}, 2, 3), "wide");
            assertEquals(List.of("X", "wide"), e.storedNames());
        }
        try (Engine e = new Engine(c)) {
            assertArrayEquals(want, e.openStored("X").toDoubleArray());
            Matrix w = e.openStored("wide");
            assertEquals(2, w.nrow());
            assertEquals(3, w.ncol());
            assertArrayEquals(new double[] {1, 2, 3, 4, 5, 6}, w.toDoubleArray());
            assertTrue(e.deleteStored("X"));
            assertEquals(List.of("wide"), e.storedNames());
        }
    }
}
