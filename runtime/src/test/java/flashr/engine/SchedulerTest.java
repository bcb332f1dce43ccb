package flashr.engine;

import flashr.engine.exec.Dispatcher;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.*;

/** The dispatcher hands out every partition exactly once; passes see every partition once. */
class SchedulerTest {
    @Test void dispatcherHandsOutEachPartitionOnce() throws Exception {
        int total = 10_007;
        Dispatcher d = new Dispatcher(total, 4, 8);
        AtomicIntegerArray seen = new AtomicIntegerArray(total);
        List<Thread> ts = new ArrayList<>();
        List<Long> runSizes = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < 4; t++) {
            Thread th = new Thread(() -> {
                long[] run;
                while ((run = d.nextRun()) != null) {
                    runSizes.add(run[1]);
                    for (long p = run[0]; p < run[0] + run[1]; p++) seen.incrementAndGet((int) p);
                }
            });
            ts.add(th);
            th.start();
        }
        for (Thread th : ts) th.join();
        for (int p = 0; p < total; p++) assertEquals(1, seen.get(p), "partition " + p);
        assertTrue(runSizes.contains(8L), "contiguous runs first");
        assertTrue(runSizes.contains(1L), "single partitions near the end");
    }

    @Test void passVisitsEveryPartitionOnceAndReportsProgress() {
        for (int threads : new int[] {1, 2, 3}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(threads).partitionRows(16).pcacheBytes(40).build())) {
                long n = 10_000;
                AtomicLong last = new AtomicLong();
                AtomicLong calls = new AtomicLong();
                Matrix s = e.agg(e.seq(1, 1, n, ElementType.DOUBLE), AggOp.SUM);
                Matrix c = e.aggCol(e.seq(1, 1, n, ElementType.INTEGER), AggOp.COUNT);
                e.materialize(null, (done, total) -> { calls.incrementAndGet(); last.accumulateAndGet(done, Math::max); assertEquals((n + 15) / 16, total); }, s, c);
                assertEquals(n * (n + 1) / 2.0, s.toDoubleArray()[0]);
                assertEquals(n, c.toIntArray()[0], "each row counted once");
                assertEquals((n + 15) / 16, calls.get());
                assertEquals((n + 15) / 16, last.get());
            }
        }
    }

    @Test void orderedPassWithFewPendingSlots() {
        try (Engine e = new Engine(EngineConfig.builder().threads(3).partitionRows(8).pcacheBytes(24).maxPending(1).build())) {
            long n = 5000;
            Matrix x = e.seq(1, 1, n, ElementType.DOUBLE);
            Matrix cs = e.cumCol(x, BinaryOp.ADD);
            Matrix both = e.mapply(cs, e.cumCol(x, BinaryOp.MAX), BinaryOp.SUB);
            Matrix total = e.agg(both, AggOp.SUM);
            e.materialize(total, both);
            double[] v = both.toDoubleArray();
            for (int k = 0; k < n; k++) assertEquals((k + 1) * (k + 2) / 2.0 - (k + 1), v[k]);
            double want = 0;
            for (double d : v) want += d;
            assertEquals(want, total.toDoubleArray()[0], 1e-6);
        }
    }

    /**
     * Sinks merge their runs' partials in partition order: the same pass gives the same bits
     * every time, whichever thread took which run (sums of doubles depend on their order).
     */
    @Test void sinksAreTheSameWhicheverThreadTookWhichRun() {
        java.util.Random rnd = new java.util.Random(42);
        int n = 20_011, p = 3;
        double[] x = new double[n * p];
        for (int i = 0; i < x.length; i++) x[i] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(30) - 15);
        try (Engine e = new Engine(EngineConfig.builder().threads(3).partitionRows(16).build())) {
            Matrix m = e.fromArray(x, n, p);
            String first = null;
            for (int rep = 0; rep < 12; rep++) {
                Matrix sum = e.agg(m, AggOp.SUM), cols = e.aggCol(m, AggOp.SUM), gram = e.innerProd(m.t(), m, BinaryOp.MUL, BinaryOp.ADD);
                e.materialize(sum, cols, gram);
                String bits = java.util.Arrays.toString(java.util.stream.DoubleStream.concat(java.util.stream.DoubleStream.concat(
                        java.util.Arrays.stream(sum.toDoubleArray()), java.util.Arrays.stream(cols.toDoubleArray())),
                        java.util.Arrays.stream(gram.toDoubleArray())).mapToLong(Double::doubleToRawLongBits).toArray());
                if (first == null) first = bits;
                else assertEquals(first, bits, "pass " + rep);
            }
        }
    }

    @Test void workersHoldPerThreadPartialsOnly() {
        ConcurrentHashMap<String, Boolean> names = new ConcurrentHashMap<>();
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).build())) {
            e.materialize(null, (d, t) -> names.put(Thread.currentThread().getName(), true), e.agg(e.seq(0, 1, 4096, ElementType.DOUBLE), AggOp.SUM));
        }
        // the pool's workers, and the thread that asked for the pass (it works beside them)
        String caller = Thread.currentThread().getName();
        assertTrue(names.keySet().stream().allMatch(s -> s.startsWith("flashr-worker-") || s.equals(caller)), names.keySet().toString());
    }
}
