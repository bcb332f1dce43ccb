package flashr.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import flashr.engine.exec.ProgressListener;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.UnaryOp;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Engine work counts from the moment it is queued until it ends, on every engine's pools, and an
 * open engine between passes counts as idle.
 */
class EngineWorkTest {
    /** Whether all engine work (this process's other tests', a warm-up's) ended within the time. */
    private static boolean settles(long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (!EngineWork.none()) {
            if (System.nanoTime() > end) return false;
            Thread.sleep(5);
        }
        return true;
    }

    @BeforeEach
    void quietAtFirst() throws InterruptedException {
        assumeTrue(settles(60_000), "other engine work is still running");
    }

    private static ExecutorService pool(int threads) {
        return EngineWork.pool(threads, r -> {
            Thread t = new Thread(r, "engine-work-test");
            t.setDaemon(true);
            return t;
        });
    }

    @Test
    void aTaskCountsFromQueuedToDone() throws Exception {
        ExecutorService pool = pool(1);
        CountDownLatch started = new CountDownLatch(1), release = new CountDownLatch(1);
        Future<?> running = pool.submit(() -> {
            started.countDown();
            release.await();
            return null;
        });
        Future<?> queued = pool.submit(() -> { });
        started.await();
        assertFalse(EngineWork.none(), "a task runs and one waits");
        release.countDown();
        running.get();
        queued.get();
        assertTrue(settles(5_000), "both ended");
        pool.shutdown();
        assertThrows(RejectedExecutionException.class, () -> pool.execute(() -> { }));
        assertTrue(EngineWork.none(), "a refused task does not count");
    }

    @Test
    void tasksThatNeverRunGiveTheirCountBack() throws Exception {
        ExecutorService pool = pool(1);
        CountDownLatch started = new CountDownLatch(1);
        pool.execute(() -> {
            started.countDown();
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                // shut down now
            }
        });
        pool.execute(() -> { });
        pool.execute(() -> { });
        started.await();
        assertEquals(2, pool.shutdownNow().size());
        assertTrue(settles(5_000), "the running task was interrupted and the queued ones dropped");
    }

    @Test
    void anOpenEngineIsBusyOnlyDuringItsPasses() throws Exception {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 12).callerWorks(false).build())) {
            Matrix x = e.runif(1 << 16, 4, 0, 1, 7);
            assertTrue(EngineWork.none(), "an engine with virtual matrices only");
            List<Boolean> idleInPass = new CopyOnWriteArrayList<>();
            ProgressListener seen = (done, total) -> idleInPass.add(EngineWork.none());
            Matrix sums = e.aggCol(e.sapply(x, UnaryOp.SQRT), AggOp.SUM);
            e.materialize(null, seen, sums);
            assertFalse(idleInPass.isEmpty(), "the pass reported progress");
            assertFalse(idleInPass.contains(true), "busy while its workers run");
            assertTrue(settles(5_000), "idle once it is done, the engine still open");
        }
    }
}
