package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import flashr.engine.dag.AggRowNode;
import flashr.engine.exec.FusedStep;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.exec.KernelFactory;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Differential: random element-wise DAGs give the same results with compiled fusion regions as
 * with the interpreting kernel, bit for bit, under several thread counts, partition and Pcache
 * sizes (down to one row per step). A NaN must be a NaN in both; whether it is NA or NaN is
 * compared where it is specified (an operation meeting only one of them), not where random DAGs
 * make NA and NaN meet (ENGINE.md: either may come out, as in R).
 */
class FusedKernelsTest {
    /** threads, partition rows, Pcache bytes. */
    private static final int[][] CONFIGS = {
            {1, 8, 8}, {2, 8, 24}, {3, 16, 64}, {2, 64, 200}, {1, 1 << 14, 1 << 16}, {2, 32, 4096},
    };
    private static final int DAGS_PER_CONFIG = Integer.getInteger("flashr.fused.dags", 400);

    /** Kernels made with fused steps (counted: how many did get some). */
    private static final AtomicInteger FUSED = new AtomicInteger(), FOLDED = new AtomicInteger();
    private static final KernelFactory COUNTING = KernelFactory.withFusedSteps(plan -> {
        List<FusedStep> steps = CompiledKernels.steps(plan);
        if (!steps.isEmpty()) FUSED.incrementAndGet();
        for (FusedStep f : steps) if (plan.nodes.get(f.output()) instanceof AggRowNode) FOLDED.incrementAndGet();
        return steps;
    });

    private static EngineConfig config(int[] cfg, boolean compiled) {
        return EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).kernels(compiled ? COUNTING : KernelFactory.INTERPRETING)
                .oneStepInterpreted(false).build();
    }

    @Test
    void compiledRegionsMatchInterpretingKernel() {
        long base = Long.getLong("flashr.fused.seed", 20261130L);
        int checked = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine compiled = new Engine(config(cfg, true)); Engine interpreting = new Engine(config(cfg, false))) {
                for (int dag = 0; dag < DAGS_PER_CONFIG; dag++) {
                    long seed = base + dag * 7919L + cfg[0] * 31L + cfg[1] * 131L + cfg[2];
                    ElementwiseDags dags = new ElementwiseDags(compiled, seed);
                    List<Matrix> got = dags.build();
                    List<Matrix> want = new ElementwiseDags(interpreting, seed).build();
                    String dagText = interpreting.explain(want.toArray(Matrix[]::new));
                    compiled.materialize(got.toArray(Matrix[]::new));
                    interpreting.materialize(want.toArray(Matrix[]::new));
                    for (int t = 0; t < got.size(); t++) {
                        String where = "seed " + seed + " config " + java.util.Arrays.toString(cfg) + " target " + t + "\n" + dagText;
                        // a sink's partials depend on which worker took which partition: sums may reassociate
                        // (cumulative ops do not: they give the sequential result whatever ran ahead)
                        if (want.get(t).isSink() && want.get(t).type() == ElementType.DOUBLE) {
                            double[] w = want.get(t).toDoubleArray(), g = got.get(t).toDoubleArray();
                            assertEquals(w.length, g.length, where);
                            for (int k = 0; k < w.length; k++) closeSum(w[k], g[k], where);
                        } else {
                            same(want.get(t), got.get(t), false, where);
                        }
                        checked++;
                    }
                }
            }
        }
        System.out.println("fused kernels: " + checked + " matrices checked, " + FUSED.get() + " kernels with fused steps, " + FOLDED.get() + " regions folding rows, "
                + CompiledKernels.compiledShapes() + " region shapes compiled");
        assertTrue(FUSED.get() > DAGS_PER_CONFIG, "many passes have regions to fuse");
        assertTrue(CompiledKernels.compiledShapes() > 0, "region bodies were generated");
        assertEquals(0, CompiledKernels.failedShapes(), "every region shape compiles");
        assertTrue(FOLDED.get() > 0, "some regions end in a row aggregation");
    }

    /** Chains over NA and NaN that meet only non-NaN operands keep each one's class, fused as interpreted. */
    @Test
    void naAndNanKeepTheirClassThroughFusedChains() {
        double[] x = {NA.REAL, Double.NaN, -4, 0.5, 2.5, -0.0, Double.POSITIVE_INFINITY, 1, NA.REAL, Double.NaN, 3};
        int[] xi = {NA.INT, 1, -7, Integer.MAX_VALUE, Integer.MIN_VALUE + 1, 0, 46341, NA.INT, 5, -1, 2};
        int[] cfg = {2, 8, 24};
        try (Engine c = new Engine(config(cfg, true)); Engine in = new Engine(config(cfg, false))) {
            for (int shape = 0; shape < 6; shape++) {
                Matrix got = chain(c, shape, x, xi), want = chain(in, shape, x, xi);
                c.materialize(got);
                in.materialize(want);
                same(want, got, true, "chain " + shape);
            }
        }
    }

    /**
     * which.min/which.max per row of a fused chain, on rows made of NaN, NA, +/-Inf, ties and
     * numbers in every order: the fused fold (positions alone) against the interpreting kernel.
     */
    @Test
    void whichFoldsOfInfinitiesNaNAndTies() {
        double[] pool = {Double.NaN, NA.REAL, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0, -0.0, 1, 1, -2};
        java.util.Random rnd = new java.util.Random(5);
        for (int[] cfg : new int[][] {{2, 8, 24}, {1, 1 << 14, 1 << 16}}) {
            try (Engine c = new Engine(config(cfg, true)); Engine in = new Engine(config(cfg, false))) {
                for (int trial = 0; trial < 30; trial++) {
                    int n = 1 + rnd.nextInt(70), p = 1 + rnd.nextInt(6);
                    double[] x = new double[n * p];
                    for (int i = 0; i < x.length; i++) x[i] = pool[rnd.nextInt(rnd.nextBoolean() ? 4 : pool.length)];
                    for (flashr.engine.fn.AggOp op : new flashr.engine.fn.AggOp[] {flashr.engine.fn.AggOp.WHICH_MIN, flashr.engine.fn.AggOp.WHICH_MAX}) {
                        Matrix got = c.aggRow(c.mapply(c.fromArray(x, n, p), 1.0, BinaryOp.MUL), op);
                        Matrix want = in.aggRow(in.mapply(in.fromArray(x, n, p), 1.0, BinaryOp.MUL), op);
                        c.materialize(got);
                        in.materialize(want);
                        assertArrayEquals(want.toIntArray(), got.toIntArray(), op + ", trial " + trial);
                    }
                }
            }
        }
    }

    private static Matrix chain(Engine e, int shape, double[] x, int[] xi) {
        Matrix d = e.fromArray(x, x.length, 1), i = e.fromArray(xi, ElementType.INTEGER, xi.length, 1);
        return switch (shape) {
            case 0 -> e.mapply(e.mapply(e.sapply(e.sapply(d, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD);
            case 1 -> e.sapply(e.sapply(e.sapply(e.sapply(d, UnaryOp.NEG), UnaryOp.EXP), UnaryOp.ROUND), UnaryOp.LOG2);
            case 2 -> e.mapply(3.0, e.mapply(e.mapply(d, 2.0, BinaryOp.POW), 1.0, BinaryOp.MIN), BinaryOp.MOD);
            case 3 -> e.mapply(e.mapply(i, e.sapply(i, UnaryOp.ABS), BinaryOp.MUL), 0.5, BinaryOp.ADD);
            case 4 -> e.ifelse(e.mapply(d, 0.0, BinaryOp.GT), e.sapply(d, UnaryOp.FLOOR), e.scalar(-1.0), ElementType.DOUBLE);
            default -> e.mapply(e.sapply(e.mapply(i, 3, ElementType.INTEGER, BinaryOp.IDIV), UnaryOp.AS_DOUBLE), e.sapply(d, UnaryOp.CEILING), BinaryOp.SUB);
        };
    }

    private static void closeSum(double want, double got, String where) {
        if (Double.isNaN(want) || Double.isInfinite(want)) assertTrue(Double.isNaN(want) ? Double.isNaN(got) : want == got, want + " vs " + got + ", " + where);
        else assertEquals(want, got, 1e-9 * Math.abs(want), where);
    }

    static void same(Matrix want, Matrix got, boolean naClass, String where) {
        assertEquals(want.type(), got.type(), where);
        assertEquals(want.nrow(), got.nrow(), where);
        assertEquals(want.ncol(), got.ncol(), where);
        if (want.type() == ElementType.DOUBLE) {
            double[] w = want.toDoubleArray(), g = got.toDoubleArray();
            for (int k = 0; k < w.length; k++) {
                if (Double.isNaN(w[k]) && Double.isNaN(g[k])) {
                    if (naClass) assertEquals(NA.isNA(w[k]), NA.isNA(g[k]), "NA or NaN at " + k + ", " + where);
                }
                else assertEquals(Double.doubleToRawLongBits(w[k]), Double.doubleToRawLongBits(g[k]), "element " + k + ": " + w[k] + " vs " + g[k] + ", " + where);
            }
        } else {
            assertArrayEquals(want.toIntArray(), got.toIntArray(), where);
        }
    }
}
