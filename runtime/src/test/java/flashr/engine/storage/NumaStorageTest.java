package flashr.engine.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.memory.MatrixStore;
import flashr.engine.numa.NumaTopology;
import flashr.engine.numa.WorkerNodes;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** On two simulated nodes, reads run on I/O threads of the asking worker's node, buffers recycled per node. */
class NumaStorageTest {
    @TempDir Path tmp;

    @AfterEach void detectAgain() { NumaTopology.override(null); }

    private static <T> T onNode(NumaTopology t, int node, java.util.concurrent.Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Thread th = new Thread(() -> {
            WorkerNodes.bind(t, node);
            try { f.complete(c.call()); } catch (Throwable e) { f.completeExceptionally(e); }
        });
        th.start();
        return f.get(60, TimeUnit.SECONDS);
    }

    @Test void readsAndBuffersStayOnTheWorkersNode() throws Exception {
        NumaTopology two = NumaTopology.simulated(2);
        NumaTopology.override(two);
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).memoryBudget(64L << 20)
                .storage(EngineConfig.defaults().storage().withDataDirs(List.of(tmp.resolve("a"))).withBufferedBelowBytes(0)).build())) {
            Storage st = e.storage();
            for (int node : new int[] {0, 1}) {
                String[] ran = onNode(two, node, () -> {
                    CompletableFuture<String[]> where = new CompletableFuture<>();
                    st.reads().execute(() -> where.complete(new String[] {"" + WorkerNodes.current(), Thread.currentThread().getName()}));
                    return where.get(30, TimeUnit.SECONDS);
                });
                assertEquals("" + node, ran[0]);
                assertTrue(ran[1].startsWith("flashr-io-n" + node), ran[1]);
            }
            IoBuffers b = st.buffers();
            long first = onNode(two, 1, () -> { IoBuffers.Buf x = b.take(8192); b.give(x); return x.segment().address(); });
            long other = onNode(two, 0, () -> { IoBuffers.Buf x = b.take(8192); long a = x.segment().address(); b.give(x); return a; });
            long again = onNode(two, 1, () -> { IoBuffers.Buf x = b.take(8192); b.give(x); return x.segment().address(); });
            assertNotEquals(first, other, "node 0 does not take node 1's idle buffer");
            assertEquals(first, again, "node 1 takes its own back");
            // a store in files read by a worker of node 1, through node 1's I/O threads
            MatrixStore s = st.create(300, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] want = new double[900];
            for (int k = 0; k < want.length; k++) want[k] = k % 7 == 0 ? Double.NaN : k * 0.5;
            s.write(0, 300, want, null);
            s.finishWrites();
            double[] got = onNode(two, 1, () -> { double[] g = new double[900]; s.read(0, 300, null, g, null); return g; });
            assertArrayEquals(want, got);
            s.free();
        }
    }
}
