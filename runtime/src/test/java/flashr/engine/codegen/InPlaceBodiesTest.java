package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.exec.KernelFactory;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Generated bodies read stored doubles where a Java array holds them (an R matrix viewed in
 * place: the body indexes the array by the block's first row and the matrix's leading
 * dimension, no copy into a Pcache block). Random element-wise DAGs over sources viewed in place
 * give every bit (NA payloads included) of the same DAGs over sources copied into the engine's
 * store, with blocks written and with sinks fed, under several thread counts, partition and
 * Pcache sizes, 0- and 1-row shapes, row-vector operands and integer inputs beside them.
 */
class InPlaceBodiesTest {
    /** threads, partition rows, Pcache bytes. */
    private static final int[][] CONFIGS = {{1, 8, 8}, {2, 8, 24}, {3, 16, 64}, {2, 64, 200}, {1, 1 << 14, 1 << 16}, {2, 32, 4096}};
    private static final int[] ROWS = {0, 1, 2, 3, 31, 32, 33, 100, 257, 1000, 4099};
    private static final KernelFactory FEEDING = KernelFactory.withFusedSteps(plan -> CompiledKernels.steps(plan, true, true));
    private static final KernelFactory BLOCKS = KernelFactory.withFusedSteps(plan -> CompiledKernels.steps(plan, true, false));

    private static EngineConfig config(int[] cfg, KernelFactory kernels) {
        return EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).kernels(kernels).oneStepInterpreted(false).build();
    }

    @Test
    void bodiesOverViewedArraysKeepTheCopiedPathsBits() {
        int checked = 0, inPlace = 0;
        for (KernelFactory kernels : new KernelFactory[] {FEEDING, BLOCKS}) {
            for (int[] cfg : CONFIGS) {
                try (Engine viewed = new Engine(config(cfg, kernels)); Engine copied = new Engine(config(cfg, kernels))) {
                    for (int dag = 0; dag < 120; dag++) {
                        long seed = 20261205L + dag * 7919L + cfg[0] * 31L + cfg[1] * 131L + cfg[2];
                        boolean sinks = dag % 2 == 0;
                        ElementwiseDags v = new ElementwiseDags(viewed, seed, ROWS).viewed(), c = new ElementwiseDags(copied, seed, ROWS);
                        List<Matrix> got = sinks ? v.buildSinks() : v.build(), want = sinks ? c.buildSinks() : c.build();
                        String plan = viewed.explainKernels(got.toArray(Matrix[]::new));
                        if (plan.contains("read in place")) inPlace++;
                        viewed.materialize(got.toArray(Matrix[]::new));
                        copied.materialize(want.toArray(Matrix[]::new));
                        for (int t = 0; t < got.size(); t++) {
                            sameBits(want.get(t), got.get(t), "seed " + seed + " config " + java.util.Arrays.toString(cfg) + " target " + t + "\n" + plan);
                            checked++;
                        }
                    }
                }
            }
        }
        System.out.println("in-place bodies: " + checked + " results checked, " + inPlace + " plans read a source in place");
        assertTrue(inPlace > 200, "many generated bodies read their sources in place: " + inPlace);
        assertEquals(0, CompiledKernels.failedShapes(), "every region shape compiles");
    }

    /** The peer benchmark's chain sum(sqrt(abs(X)) * 2 + 1), and X - v by a row vector, over an R matrix: read in place, same bits. */
    @Test
    void theChainReadsAViewedMatrixInPlace() {
        Random rnd = new Random(7);
        int nrow = 5003, ncol = 8;
        double[] a = new double[nrow * ncol], v = new double[nrow];
        for (int k = 0; k < a.length; k++) a[k] = rnd.nextInt(300) == 0 ? NA.REAL : rnd.nextGaussian();
        for (int k = 0; k < nrow; k++) v[k] = rnd.nextGaussian();
        for (int[] cfg : CONFIGS) {
            try (Engine e = new Engine(config(cfg, FEEDING))) {
                Matrix[] got = chain(e, e.viewOfArray(a, null, ElementType.DOUBLE, nrow, ncol), e.viewOfArray(v, null, ElementType.DOUBLE, nrow, 1));
                Matrix[] want = chain(e, e.fromArray(a, nrow, ncol), e.fromArray(v, nrow, 1));
                String plan = e.explainKernels(got[0]);
                assertTrue(plan.contains("stored, read in place") && plan.contains("generated region"), plan);
                e.materialize(got);
                e.materialize(want);
                for (int t = 0; t < got.length; t++) sameBits(want[t], got[t], "target " + t + " config " + java.util.Arrays.toString(cfg));
            }
        }
    }

    private static Matrix[] chain(Engine e, Matrix x, Matrix v) {
        Matrix body = e.mapply(e.mapply(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD);
        Matrix centred = e.sweep(e.sapply(x, UnaryOp.ABS), 1, v, BinaryOp.SUB, false);
        return new Matrix[] {e.agg(body, AggOp.SUM), e.aggCol(e.mapply(centred, 3.0, BinaryOp.MUL), AggOp.MAX), e.mapply(centred, 0.5, BinaryOp.MUL)};
    }

    private static void sameBits(Matrix want, Matrix got, String where) {
        assertEquals(want.type(), got.type(), where);
        if (want.type() == ElementType.DOUBLE) {
            double[] x = want.toDoubleArray(), y = got.toDoubleArray();
            assertEquals(x.length, y.length, where);
            for (int k = 0; k < x.length; k++)
                assertEquals(Double.doubleToRawLongBits(x[k]), Double.doubleToRawLongBits(y[k]), where + " [" + k + "]: " + x[k] + " vs " + y[k]);
        } else {
            assertArrayEquals(want.toIntArray(), got.toIntArray(), where);
        }
    }
}
