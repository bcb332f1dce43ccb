package flashr.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.fn.AggOp;
import flashr.engine.numa.NumaTopology;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.Test;

/**
 * Passes on a simulated two-node topology (workers bound to nodes, runs dispatched by node):
 * every partition once and the random DAGs' results as the reference computes them.
 */
class NumaPassTest {
    @Test void passesOnTwoSimulatedNodesMatchTheReference() {
        NumaTopology.override(NumaTopology.simulated(2));
        try {
            for (int threads : new int[] {2, 3}) {
                EngineConfig c = EngineConfig.builder().threads(threads).partitionRows(16).pcacheBytes(64).runLength(2).maxPending(2).build();
                try (Engine e = new Engine(c)) {
                    long n = 10_007;
                    Matrix s = e.agg(e.seq(1, 1, n, ElementType.DOUBLE), AggOp.SUM);
                    Matrix cnt = e.aggCol(e.seq(1, 1, n, ElementType.INTEGER), AggOp.COUNT);
                    e.materialize(s, cnt);
                    assertEquals(n * (n + 1) / 2.0, s.toDoubleArray()[0]);
                    assertEquals(n, cnt.toIntArray()[0], "each row once");
                    // the workers are bound to the pretended nodes, worker w to node w mod 2
                    java.util.Set<Integer> nodes = new java.util.TreeSet<>();
                    for (int k = 0; k < 4 * threads; k++) {
                        try { nodes.add(e.pool().submit(flashr.engine.numa.WorkerNodes::current).get()); }
                        catch (Exception x) { throw new AssertionError(x); }
                    }
                    assertTrue(nodes.stream().allMatch(v -> v == 0 || v == 1), "bound: " + nodes);
                    int checked = 0;
                    for (int dag = 0; dag < 20; dag++)
                        checked += DifferentialTest.runOne(e, 20261202L + dag * 7919L + threads, new int[] {threads, 16, 64, 1}, dag % 5 == 4);
                    assertTrue(checked > 0);
                }
            }
        } finally {
            NumaTopology.override(null);
        }
    }
}
