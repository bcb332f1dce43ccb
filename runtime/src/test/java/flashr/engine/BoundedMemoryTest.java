package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.storage.IoBuffers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Passes over data several times the memory budget hold a bounded number of I/O buffers: the
 * high-water mark of the buffers handed out (a counter, not a timing) stays within workers x
 * partitions in flight x partition size plus a fixed part, whatever the number of rows.
 */
class BoundedMemoryTest {
    @TempDir Path tmp;

    @Test void passesOverFilesHoldBoundedBuffers() {
        int threads = 2, depth = 2, partRows = 1024, ncol = 8, maxMerge = 3;
        long budget = 8L << 20;
        EngineConfig c = EngineConfig.builder().threads(threads).partitionRows(partRows).chunkBytes(1 << 20).memoryBudget(budget)
                .storage(EngineConfig.defaults().storage().withDataDirs(List.of(tmp.resolve("a"), tmp.resolve("b")))
                        .withIoDepth(depth).withMaxMerge(maxMerge).withStripeBytes(256 << 10)).build();
        long slot = (long) partRows * ncol * 8;   // 64 KB, already aligned
        for (long rows : new long[] {200_000, 400_000}) {   // 1.6x and 3.2x the budget
            try (Engine e = new Engine(c)) {
                IoBuffers buf = e.storage().buffers();
                Matrix x = e.runif(rows, ncol, -1, 1, 42);
                e.setCache(x, true, false);
                buf.resetHighWater();
                e.materialize(x);
                assertFalse(e.inMemory(x));
                // writing: a partition being filled per worker, and the writes in flight
                long writeBound = (threads + (long) threads * depth) * slot + 2 * 4096;
                assertTrue(buf.highWater() <= writeBound, rows + " rows: writing held " + buf.highWater() + " > " + writeBound);

                buf.resetHighWater();
                Matrix cs = e.aggCol(x, AggOp.SUM);
                Matrix chain = e.agg(e.mapply(e.mapply(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD), AggOp.SUM);
                Matrix xtx = e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD);
                e.materialize(cs, chain, xtx);
                // reading: the read-ahead cache of the one input (workers x (depth + 2) + a merged run)
                long readBound = ((long) threads * (depth + 2) + maxMerge) * slot;
                assertTrue(buf.highWater() <= readBound, rows + " rows: reading held " + buf.highWater() + " > " + readBound);
                assertTrue(buf.highWater() >= slot, "the pass did read through the buffers");
                assertTrue(e.memory().peakBytes() <= budget, "the pool stayed within its budget");
                double s = chain.toDoubleArray()[0];
                assertTrue(s > rows * ncol && s < 3.0 * rows * ncol, "sum of sqrt(abs(x)) * 2 + 1 in range: " + s);
            }
        }
    }
}
