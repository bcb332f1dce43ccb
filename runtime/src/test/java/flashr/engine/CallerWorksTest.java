package flashr.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

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
                    List<long[]> a = RandomDags.targetBits(withCaller, seed, 6), b = RandomDags.targetBits(poolOnly, seed, 6);
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
}
