package flashr.engine;

import flashr.engine.exec.Cancellation;
import flashr.engine.exec.PassCancelledException;
import flashr.engine.exec.PassFailedException;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.*;

/** Cancelling from another thread, and a failing worker, stop the pass once and leak nothing. */
class CancellationTest {
    @Test void cancelFromAnotherThread() throws Exception {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 10).build())) {
            Matrix s = e.agg(e.sapply(e.rnorm(2_000_000_000L, 1, 0, 1, 3), UnaryOp.EXP), AggOp.SUM);
            Cancellation c = new Cancellation();
            AtomicLong done = new AtomicLong();
            Thread canceller = new Thread(() -> {
                while (done.get() < 20) Thread.onSpinWait();
                c.cancel();
            });
            canceller.start();
            long t0 = System.nanoTime();
            assertThrows(PassCancelledException.class, () -> e.materialize(c, (d, t) -> done.set(d), s));
            canceller.join();
            assertTrue(System.nanoTime() - t0 < 20_000_000_000L, "stops promptly");
            assertTrue(s.isVirtual());
            assertEquals(0, e.memory().bytesInUse());
            assertEquals(3.0, e.agg(e.vector(1, 2), AggOp.SUM).toDoubleArray()[0], "the engine is usable after a cancel");
        }
    }

    @Test void workerErrorSurfacesOnceWithItsMessage() {
        int before = Thread.activeCount();
        try (Engine e = new Engine(EngineConfig.builder().threads(3).partitionRows(8).build())) {
            Matrix x = e.seq(1, 1, 1000, ElementType.DOUBLE);
            int[] labels = new int[1000];
            java.util.Arrays.fill(labels, 1);
            labels[777] = 9;
            Matrix g = e.groupbyRow(x, e.vector(labels, ElementType.INTEGER), 2, AggOp.SUM);
            Matrix cached = e.sapply(x, UnaryOp.SQRT);
            e.setCache(cached, true);
            long base = e.memory().bytesInUse();
            PassFailedException ex = assertThrows(PassFailedException.class, () -> e.materialize(g, e.agg(cached, AggOp.SUM)));
            assertTrue(ex.getMessage().contains("label 9 outside 1..2"), ex.getMessage());
            assertEquals(base, e.memory().bytesInUse(), "stores of the failed pass are freed");
            assertTrue(cached.isVirtual());
            assertEquals(500500.0, e.agg(x, AggOp.SUM).toDoubleArray()[0]);
        }
        assertTrue(Thread.activeCount() <= before + 3, "worker pools shut down");
    }
}
