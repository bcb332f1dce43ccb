package flashr.engine;

import flashr.engine.exec.Cancellation;
import flashr.engine.exec.ProgressListener;
import flashr.engine.fn.BinaryOp;
import flashr.engine.exec.PassCancelledException;
import flashr.engine.exec.PassFailedException;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
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

    /**
     * A pass cancelled part way (in the first or the second of the passes of one request) leaves
     * no half-computed target, cached node or block matrix behind: materializing the same targets
     * again gives what plain loops give.
     */
    @Test void materializingAgainAfterACancelGivesTheRightAnswer() {
        checkRematerialize(1);
        checkRematerialize(2);
    }

    /** Cancels in the {@code pass}-th pass it is told of, after two partitions. */
    private static ProgressListener cancelling(Cancellation c, int pass) {
        AtomicInteger passes = new AtomicInteger();
        return new ProgressListener() {
            @Override public void passStarted(long partitions, long bytes) { passes.incrementAndGet(); }
            @Override public void progress(long done, long total) { if (passes.get() == pass && done >= 2) c.cancel(); }
        };
    }

    /** Cancels the request's pass number {@code cancelIn}, checks what is left, materializes again and compares. */
    private static void checkRematerialize(int cancelIn) {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 8).build())) {
            int n = 50_000, wn = 3_000, wc = 40;
            Random rnd = new Random(11 + cancelIn);
            double[] xd = new double[2 * n], wd = new double[wn * wc];
            for (int i = 0; i < xd.length; i++) xd[i] = rnd.nextDouble() * 4 - 1;
            for (int i = 0; i < wd.length; i++) wd[i] = rnd.nextGaussian();
            Matrix x = e.fromArray(xd, n, 2), w = e.fromArray(wd, wn, wc);
            Matrix root = e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT);
            e.setCache(root, true);
            Matrix sum = e.agg(root, AggOp.SUM);
            Matrix colSums = e.aggCol(e.mapply(root, 2.0, BinaryOp.MUL), AggOp.SUM);
            Matrix cum = e.cumCol(x, BinaryOp.ADD);
            Matrix wide = e.sapply(w, UnaryOp.ABS);
            Matrix[] targets = {sum, colSums, cum, wide};
            long base = e.memory().bytesInUse();

            Cancellation c = new Cancellation();
            assertThrows(PassCancelledException.class, () -> e.materialize(c, cancelling(c, cancelIn), targets));
            assertTrue(c.isCancelled());
            // the request runs a pass over x's rows (sum, colSums, cum, the cached root), then one over w's
            for (Matrix t : List.of(sum, colSums, cum, root)) {
                assertEquals(cancelIn == 1, t.isVirtual(), "targets (and cached nodes) of a cancelled pass keep no partial data");
            }
            assertTrue(wide.isVirtual(), "a block matrix is not assembled from some of its blocks");
            if (cancelIn == 1) assertEquals(base, e.memory().bytesInUse(), "stores of the cancelled pass are freed");

            e.materialize(targets);
            double[] sq = new double[2 * n];
            double total = 0;
            double[] cs = new double[2], cu = new double[2 * n];
            for (int j = 0; j < 2; j++) {
                double run = 0;
                for (int i = 0; i < n; i++) {
                    int k = i + j * n;
                    sq[k] = Math.sqrt(Math.abs(xd[k]));
                    total += sq[k];
                    cs[j] += sq[k] * 2;
                    cu[k] = run += xd[k];
                }
            }
            assertEquals(total, sum.toDoubleArray()[0], 1e-9 * total);
            assertArrayEquals(cs, colSums.toDoubleArray(), 1e-9 * total);
            assertArrayEquals(cu, cum.toDoubleArray(), 1e-9 * n);
            assertArrayEquals(sq, root.toDoubleArray());
            double[] wa = new double[wd.length];
            for (int i = 0; i < wd.length; i++) wa[i] = Math.abs(wd[i]);
            assertArrayEquals(wa, wide.toDoubleArray());
        }
    }
}
