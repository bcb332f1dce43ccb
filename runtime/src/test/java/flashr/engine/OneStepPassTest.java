package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A pass of one Pcache step runs the interpreting kernel ({@code oneStepInterpreted}, the default)
 * and gives the same bits as the configured generated kernels (NaN payloads aside, as in
 * {@link CallerWorksTest}): random DAGs (all types, NA/NaN/Inf/-0, 0 and 1 rows, odd sizes,
 * cumulative ops, sinks, views, products), built alike in two engines from one seed, with Pcache
 * blocks large enough that most passes are one step and small enough that others are not.
 */
class OneStepPassTest {
    /** threads, partition rows, Pcache bytes. */
    private static final int[][] CONFIGS = {{2, 1 << 14, 32 << 10}, {3, 64, 4096}, {1, 1 << 12, 1 << 16}};
    private static final int DAGS_PER_CONFIG = 120;

    @Test
    void sameBitsAsGeneratedKernels() {
        int compared = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine oneStep = new Engine(config(cfg, true)); Engine generated = new Engine(config(cfg, false))) {
                for (int dag = 0; dag < DAGS_PER_CONFIG; dag++) {
                    long seed = 20261203L + dag * 7919L + cfg[0] * 31L + cfg[1] * 131L;
                    List<long[]> a = RandomDags.targetBits(oneStep, seed, 8), b = RandomDags.targetBits(generated, seed, 8);
                    assertEquals(b.size(), a.size(), "seed " + seed);
                    for (int k = 0; k < a.size(); k++) assertArrayEquals(b.get(k), a.get(k), "seed " + seed + " matrix " + k);
                    compared += a.size();
                }
            }
        }
        assertTrue(compared > DAGS_PER_CONFIG * CONFIGS.length, "every DAG compared");
    }

    /** A chain over an 8 x 8 matrix, with a sink and a product: explained as interpreted, and its values. */
    @Test
    void smallResultsAreInterpretedAndExact() {
        double[] a = new double[64];
        for (int k = 0; k < a.length; k++) a[k] = k % 9 == 0 ? Double.NaN : k % 7 == 0 ? Double.POSITIVE_INFINITY : k - 30.5;
        for (boolean interpreted : new boolean[] {true, false}) {
            try (Engine e = new Engine(config(new int[] {2, 1 << 14, 32 << 10}, interpreted))) {
                Matrix x = e.fromArray(a, 8, 8);
                Matrix y = e.mapply(e.sapply(e.mapply(x, 2.0, BinaryOp.MUL), UnaryOp.ABS), 1.0, BinaryOp.SUB);
                String plan = e.explainKernels(y);
                assertEquals(interpreted, plan.contains("interpreted (one Pcache step: no code generated)"), plan);
                assertEquals(!interpreted, plan.contains("generated region"), plan);
                Matrix s = e.agg(y, AggOp.SUM);
                e.materialize(y, s);
                assertEquals(8, e.lastPassStats().pcacheRows(), "buffers sized for the pass's 8 rows");
                double[] got = y.toDoubleArray();
                for (int k = 0; k < a.length; k++) assertEquals(Math.abs(a[k] * 2.0) - 1.0, got[k], 0.0, "element " + k);
                assertTrue(Double.isNaN(s.toDoubleArray()[0]), "NaN propagates into the sum");
            }
        }
    }

    private static EngineConfig config(int[] cfg, boolean oneStepInterpreted) {
        return EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2]).chunkBytes(1 << 16)
                .memoryBudget(1L << 30).runLength(2).maxPending(2).compiledKernels(true).oneStepInterpreted(oneStepInterpreted).build();
    }
}
