package flashr.engine;

import flashr.engine.type.ElementType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The calling thread working on its pass beside the pool (the default) gives the same bits as the
 * pool's threads alone (NaN payloads aside, see {@link #bits}): random DAGs (all types, NA/NaN/Inf, 0 and 1 rows, odd sizes, cumulative
 * ops, sinks, views), built alike in two engines from one seed, over partitions of 8 to 64 rows
 * so that passes have one partition or many, with 2 and 3 threads.
 */
class CallerWorksTest {
    /** threads, partition rows, Pcache bytes. */
    private static final int[][] CONFIGS = {{2, 8, 24}, {3, 16, 64}, {2, 64, 200}};
    private static final int DAGS_PER_CONFIG = 80;

    @Test
    void sameBitsWithAndWithoutTheCaller() {
        int compared = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine withCaller = new Engine(config(cfg, true)); Engine poolOnly = new Engine(config(cfg, false))) {
                for (int dag = 0; dag < DAGS_PER_CONFIG; dag++) {
                    long seed = 20261202L + dag * 7919L + cfg[0] * 31L + cfg[1] * 131L;
                    List<long[]> a = run(withCaller, seed), b = run(poolOnly, seed);
                    assertEquals(b.size(), a.size(), "seed " + seed);
                    for (int k = 0; k < a.size(); k++) assertArrayEquals(b.get(k), a.get(k), "seed " + seed + " matrix " + k);
                    compared += a.size();
                }
            }
        }
        assertEquals(true, compared > DAGS_PER_CONFIG * CONFIGS.length, "every DAG compared");
    }

    private static EngineConfig config(int[] cfg, boolean callerWorks) {
        return EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).runLength(2).maxPending(2).callerWorks(callerWorks).build();
    }

    /** One random DAG: its requested targets and its last matrix, each as raw bits. */
    private static List<long[]> run(Engine e, long seed) {
        RandomDags g = new RandomDags(e, seed, false);
        Random rnd = new Random(seed ^ 0x5DEECE66DL);
        int sources = 1 + rnd.nextInt(2);
        for (int s = 0; s < sources; s++) g.pool.add(g.randomSource());
        int ops = 2 + rnd.nextInt(6);
        for (int k = 0; k < ops; k++) {
            try { g.step(); } catch (UnsupportedOperationException skip) { /* a step this DAG cannot take */ }
        }
        List<Matrix> targets = new ArrayList<>();
        int nt = 1 + rnd.nextInt(3);
        for (int k = 0; k < nt; k++) targets.add(g.pool.get(g.pool.size() - 1 - rnd.nextInt(Math.min(g.pool.size(), 4))).m());
        e.materialize(targets.toArray(Matrix[]::new));
        targets.add(g.pool.get(g.pool.size() - 1).m());
        List<long[]> bits = new ArrayList<>();
        for (Matrix m : targets) bits.add(bits(m));
        return bits;
    }

    private static long[] bits(Matrix m) {
        if (m.type() != ElementType.DOUBLE) return java.util.Arrays.stream(m.toIntArray()).asLongStream().toArray();
        double[] d = m.toDoubleArray();
        long[] b = new long[d.length + 2];
        b[0] = m.nrow();
        b[1] = m.ncol();
        // which NaN an operation on NA and NaN gives depends on the operand order the JIT tier
        // chose, not on the thread (as in DifferentialTest): NaNs compare as one value
        for (int k = 0; k < d.length; k++) b[k + 2] = Double.isNaN(d[k]) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(d[k]);
        return b;
    }
}
