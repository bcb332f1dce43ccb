package flashr.engine;

import flashr.engine.memory.ChunkPool;
import flashr.engine.memory.MemStore;
import flashr.engine.memory.MemoryBudgetExceededException;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** The chunk pool recycles chunks, counts bytes against the budget, and fails clearly beyond it. */
class MemoryTest {
    @Test void chunksAreRecycled() {
        ChunkPool pool = new ChunkPool(1 << 16, 1 << 20);
        ChunkPool.Allocation a = pool.allocate(1 << 16);
        long addr = a.segment.address();
        pool.release(a);
        assertEquals(1, pool.idleChunks());
        ChunkPool.Allocation b = pool.allocate(40_000);
        assertEquals(addr, b.segment.address(), "a freed chunk is reused");
        assertEquals(1 << 16, pool.bytesInUse());
        pool.release(b);
        assertEquals(0, pool.bytesInUse());
        pool.trim();
    }

    /** A large array is copied in by the workers, partitions apiece: every element lands where it belongs. */
    @Test void largeArraysAreCopiedInParallelExactly() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 12).build())) {
            int rows = 1_500_003, cols = 3;
            double[] d = new double[rows * cols];
            java.util.Random rnd = new java.util.Random(5);
            for (int k = 0; k < d.length; k++) d[k] = rnd.nextGaussian();
            d[rnd.nextInt(d.length)] = Double.NaN;
            d[rnd.nextInt(d.length)] = flashr.engine.type.NA.REAL;
            Matrix x = e.fromArray(d, rows, cols);
            double[] back = x.toDoubleArray();
            for (int k = 0; k < d.length; k++) assertEquals(Double.doubleToRawLongBits(d[k]), Double.doubleToRawLongBits(back[k]), "element " + k);
            int[] ints = new int[rows * cols];
            for (int k = 0; k < ints.length; k++) ints[k] = k % 1000 == 7 ? flashr.engine.type.NA.INT : k;
            assertArrayEquals(ints, e.fromArray(ints, ElementType.INTEGER, rows, cols).toIntArray());
        }
    }

    /**
     * An array viewed in place reads as its copy does, through passes that read whole blocks,
     * selected rows and 32-column blocks, for odd shapes, both element kinds, NA/NaN and
     * partitions smaller than a column; it allocates nothing (its array's bytes are charged
     * against the budget).
     */
    @Test void arraysViewedInPlaceReadAsTheirCopies() {
        java.util.Random rnd = new java.util.Random(11);
        int[][] shapes = {{0, 3}, {1, 1}, {1, 5}, {5, 1}, {17, 2}, {1000, 3}, {4099, 33}, {300, 70}};
        // every matrix made stays reachable to the end: a collected one's cleaner would release
        // its bytes at any moment, also between the two readings of the charge check
        java.util.List<Matrix> keep = new java.util.ArrayList<>();
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).build())) {
            for (int[] sh : shapes) {
                int rows = sh[0], cols = sh[1];
                double[] d = new double[rows * cols];
                int[] ints = new int[rows * cols];
                for (int k = 0; k < d.length; k++) {
                    d[k] = k % 97 == 3 ? flashr.engine.type.NA.REAL : k % 89 == 5 ? Double.NaN : rnd.nextGaussian();
                    ints[k] = k % 31 == 2 ? flashr.engine.type.NA.INT : rnd.nextInt(2000) - 1000;
                }
                long before = e.memory().bytesInUse();
                Matrix dv = e.viewOfArray(d, null, ElementType.DOUBLE, rows, cols), iv = e.viewOfArray(null, ints, ElementType.INTEGER, rows, cols);
                // a view allocates nothing; the array's bytes are charged against the budget
                if (rows >= cols) assertEquals(before + Math.max(8, 8L * rows * cols) + Math.max(8, 4L * rows * cols), e.memory().bytesInUse(),
                        "a view is charged its array's bytes");
                Matrix dc = e.fromArray(d, rows, cols), ic = e.fromArray(ints, ElementType.INTEGER, rows, cols);
                String what = rows + "x" + cols;
                assertArrayEquals(d, dv.toDoubleArray(), what);
                assertArrayEquals(ints, iv.toIntArray(), what);
                Matrix sumsCopy = e.aggCol(e.mapply(dc, 2.5, BinaryOp.MUL), AggOp.SUM), sumsView = e.aggCol(e.mapply(dv, 2.5, BinaryOp.MUL), AggOp.SUM);
                assertArrayEquals(sumsCopy.toDoubleArray(), sumsView.toDoubleArray(), what);
                Matrix maxCopy = e.aggRow(ic, AggOp.MAX), maxView = e.aggRow(iv, AggOp.MAX);
                assertArrayEquals(maxCopy.toIntArray(), maxView.toIntArray(), what);
                long[] pick = rnd.longs(Math.min(rows, 7), 0, Math.max(rows, 1)).toArray();
                Matrix pickCopy = e.selectRows(dc, pick), pickView = e.selectRows(dv, pick);
                assertArrayEquals(pickCopy.toDoubleArray(), pickView.toDoubleArray(), what);
                keep.addAll(java.util.List.of(dv, iv, dc, ic, sumsCopy, sumsView, maxCopy, maxView, pickCopy, pickView));
            }
        }
    }

    /** A store's pieces come together: its chunk and its tail are both found idle again, or none is kept on failure. */
    @Test void aStoresPiecesAreAllocatedTogether() {
        long mb = 1 << 20;
        ChunkPool pool = new ChunkPool(8 * mb, 64 * mb);
        java.util.List<ChunkPool.Allocation> a = pool.allocateAll(new long[] {8 * mb, 3 * mb / 2});
        long chunk = a.get(0).segment.address(), tail = a.get(1).segment.address();
        pool.release(a);
        java.util.List<ChunkPool.Allocation> b = pool.allocateAll(new long[] {8 * mb, 3 * mb / 2});
        assertEquals(chunk, b.get(0).segment.address(), "the chunk is reused");
        assertEquals(tail, b.get(1).segment.address(), "the tail is reused");
        long inUse = pool.bytesInUse();
        assertThrows(MemoryBudgetExceededException.class, () -> pool.allocateAll(new long[] {8 * mb, 8 * mb, 8 * mb, 8 * mb, 8 * mb, 8 * mb, 8 * mb, 8 * mb}));
        assertEquals(inUse, pool.bytesInUse(), "a store that does not fit keeps none of its pieces");
        pool.release(b);
        assertEquals(0, pool.bytesInUse());
        pool.close();
    }

    @Test void largeExactSegmentsAreReusedAndGiveWayToTheBudget() {
        long mb = 1 << 20;
        ChunkPool pool = new ChunkPool(256 * mb, 40 * mb);
        ChunkPool.Allocation a = pool.allocate(3 * mb);           // below a quarter chunk: exact size
        long addr = a.segment.address();
        pool.release(a);
        assertEquals(0, pool.bytesInUse());
        ChunkPool.Allocation other = pool.allocate(5 * mb);       // another size: fresh
        assertNotEquals(addr, other.segment.address());
        ChunkPool.Allocation b = pool.allocate(3 * mb);
        assertEquals(addr, b.segment.address(), "a released segment of the same size is reused");
        assertEquals(8 * mb, pool.bytesInUse());
        pool.release(b);
        pool.release(other);
        // idle segments do not count against new requests: 38 MB fit a 40 MB budget
        ChunkPool.Allocation big = pool.allocate(38 * mb);
        assertEquals(38 * mb, pool.bytesInUse());
        pool.release(big);
        pool.trim();
        assertEquals(0, pool.bytesInUse());
    }

    /**
     * A loop that drops each iteration's store (as R code reassigning a variable does) reuses the
     * dropped stores' memory: the pool asks for a collection rather than taking fresh memory
     * without end. Without that, nothing here would make the garbage collector run.
     */
    @Test void droppedStoresComeBackWithoutAnExplicitFree() {
        long mb = 1 << 20;
        int iterations = 100;
        // how many come back depends on how long collections take (the pool weighs one against
        // fresh memory), so a loaded machine reuses fewer, sometimes none in one try; without the
        // requests none would ever come back, so a few tries tell the two apart
        long best = Long.MAX_VALUE;
        for (int attempt = 0; attempt < 3 && best >= (iterations - 1) * 8 * mb; attempt++) {
            // the pool guesses a collection's cost from the heap in use: other tests' garbage in
            // this JVM would make it guess every collection dearer than fresh memory
            System.gc();
            ChunkPool pool = new ChunkPool(8 * mb, 2048 * mb);
            for (int i = 0; i < iterations; i++) {
                MemStore s = new MemStore(pool, mb, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 1 << 14);
                s.setDouble(0, 0, i);   // used, then dropped
            }
            best = Math.min(best, pool.peakBytes());
            pool.trim();
        }
        assertTrue(best < (iterations - 1) * 8 * mb, "peak " + best / mb + " MB for " + iterations + " stores of 8 MB");
    }

    /**
     * An iteration's result computed from the last one's (k-means centers from stored labels)
     * does not keep the earlier iterations' stores alive: only the latest labels stay reachable
     * (holding every iteration's labels makes this fail).
     */
    @Test void computedMatricesDoNotKeepTheirHistory() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 12).build())) {
            int n = 1 << 18, p = 4, k = 3;
            Matrix x = e.runif(n, p, -1, 1, 5);
            e.materialize(x);
            Matrix centers = e.fromArray(new double[] {-0.5, 0, 0.5, -0.5, 0, 0.5, -0.5, 0, 0.5, -0.5, 0, 0.5}, k, p);
            long labelBytes = (long) n * 4;
            for (int i = 0; i < 20; i++) {
                Matrix d = e.innerProd(x, centers.t(), BinaryOp.EUCLIDEAN, BinaryOp.ADD);
                Matrix labels = e.aggRow(d, AggOp.WHICH_MIN);   // 1-based, as R
                e.setCache(labels, true);
                Matrix counts = e.groupbyRow(e.constant(n, 1, 1, ElementType.DOUBLE), labels, k, AggOp.SUM);
                centers = e.sweep(e.groupbyRow(x, labels, k, AggOp.SUM), 1, counts, BinaryOp.DIV, false);
                e.materialize(centers);
            }
            System.gc();
            long deadline = System.currentTimeMillis() + 2000;
            long expected = x.length() * 8 + 2 * labelBytes;
            while (e.memory().bytesInUse() > expected && System.currentTimeMillis() < deadline) {
                System.gc();
                try { Thread.sleep(20); } catch (InterruptedException ex) { break; }
            }
            assertTrue(e.memory().bytesInUse() <= expected, "in use: " + e.memory().bytesInUse() + " bytes, labels are " + labelBytes);
            assertEquals(k, centers.nrow());
        }
    }

    @Test void storesSpanChunksAndFreeBack() {
        ChunkPool pool = new ChunkPool(1 << 12, 1 << 20);
        MemStore s = new MemStore(pool, 1000, 3, ElementType.DOUBLE, Layout.ROW_MAJOR, 16);
        assertTrue(pool.bytesInUse() >= 1000 * 3 * 8);
        for (int r = 0; r < 1000; r++) for (int c = 0; c < 3; c++) s.setDouble(r, c, r * 10 + c);
        double[] blk = new double[3 * 37];
        s.read(990 - 37, 37, null, blk, null);
        assertEquals((990 - 37) * 10 + 2, blk[2 * 37]);
        s.free();
        assertEquals(0, pool.bytesInUse());
    }

    @Test void budgetExceededIsAClearException() {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).chunkBytes(1 << 16).memoryBudget(1 << 20).build())) {
            // a result beyond the budget goes to files instead
            Matrix big = e.runif(1_000_000, 2, 0, 1, 1);
            e.materialize(big);
            assertFalse(e.inMemory(big));
            assertEquals(1, e.spilledStores());
            // an array copied in that does not fit is a clear error
            MemoryBudgetExceededException ex = assertThrows(MemoryBudgetExceededException.class,
                    () -> e.fromArray(new double[300_000], 100_000, 3));
            assertTrue(ex.getMessage().contains("budget of 1048576 bytes"), ex.getMessage());
            // the engine still works and the failed copy gave its memory back (idle I/O buffers aside)
            e.storage().buffers().trim();
            assertEquals(0, e.memory().bytesInUse());
            assertEquals(3.0, e.agg(e.vector(1, 2), flashr.engine.fn.AggOp.SUM).toDoubleArray()[0]);
        }
    }

    @Test void unreachableMatricesReturnMemory() throws Exception {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).chunkBytes(1 << 16).memoryBudget(1 << 22).build())) {
            for (int k = 0; k < 40; k++) {
                Matrix m = e.runif(100_000, 1, 0, 1, k);  // 800 KB each, 40 of them exceed the 4 MB budget
                e.materialize(m);
            }
            assertTrue(e.memory().bytesInUse() <= 1 << 22);
        }
    }

    @Test void wideStoresAreBlockMatricesOf32Columns() {
        ChunkPool pool = new ChunkPool(1 << 14, 1 << 24);
        MemStore s = new MemStore(pool, 50, 70, ElementType.INTEGER, Layout.ROW_MAJOR, 8);
        assertEquals(3, s.numBlocks());
        int[] all = new int[50 * 70];
        for (int k = 0; k < all.length; k++) all[k] = k;
        s.write(0, 50, null, all);
        int[] cols = new int[2 * 13];
        s.read(7, 13, new int[] {69, 31}, null, cols);
        assertEquals(69 * 50 + 7, cols[0]);
        assertEquals(31 * 50 + 7 + 12, cols[25]);
        assertEquals(40 * 50 + 3, s.getInt(3, 40));
        s.free();
        assertEquals(0, pool.bytesInUse());
    }

    @Test void virtualPassesHoldOnlyAFewPcacheBuffersPerWorker() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 12).pcacheBytes(1 << 12).build())) {
            Matrix r = e.runif(2_000_000, 8, -1, 1, 3);
            Matrix s = e.agg(e.mapply(e.mapply(e.sapply(e.sapply(r, flashr.engine.fn.UnaryOp.ABS), flashr.engine.fn.UnaryOp.SQRT), 2.0,
                    flashr.engine.fn.BinaryOp.MUL), 1.0, flashr.engine.fn.BinaryOp.ADD), flashr.engine.fn.AggOp.SUM);
            long before = e.memory().bytesInUse();
            e.materialize(s);
            assertEquals(before + 8, e.memory().bytesInUse(), "only the 1x1 result was stored off-heap");
            var st = e.lastPassStats();
            assertEquals(64, st.pcacheRows());
            assertTrue(st.maxBufferBytesPerWorker() <= 2 * (1 << 12), "two recycled buffers suffice for a chain: " + st.maxBufferBytesPerWorker());
        }
    }
}
