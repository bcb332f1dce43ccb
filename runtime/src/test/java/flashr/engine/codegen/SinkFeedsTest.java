package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.exec.FusedStep;
import flashr.engine.exec.KernelFactory;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Differential: random element-wise chains ending in an agg or agg.col sink, whose generated loop
 * feeds the sink's partial column by column, against the same compiled regions writing blocks the
 * sink reads (every bit, NA and NaN payloads included: the partial makes the same accumulator
 * calls on the same runs) and against the interpreting kernel (every bit but which of NA and NaN
 * comes out where random chains make them meet, ENGINE.md). Shapes of 0 and 1 rows and runs on
 * both sides of the long double sum's lane threshold (32), NA, NaN and infinities in the data,
 * several thread counts, partition and Pcache sizes.
 */
class SinkFeedsTest {
    /** threads, partition rows, Pcache bytes. */
    private static final int[][] CONFIGS = {
            {1, 8, 8}, {2, 8, 24}, {3, 16, 64}, {2, 64, 200}, {1, 1 << 14, 1 << 16}, {2, 32, 4096}, {3, 1 << 12, 1 << 15}, {1, 256, 1 << 14},
    };
    private static final int[] ROWS = {0, 1, 2, 3, 31, 32, 33, 64, 65, 100, 257, 1000, 4099};
    private static final int DAGS_PER_CONFIG = Integer.getInteger("flashr.sinkfeeds.dags", 250);

    /** Steps that feed a sink, made by the engines under test. */
    private static final AtomicInteger FED = new AtomicInteger();
    private static final KernelFactory FEEDING = KernelFactory.withFusedSteps(plan -> {
        List<FusedStep> steps = CompiledKernels.steps(plan, true, true);
        for (FusedStep f : steps) if (f.sink() >= 0) FED.incrementAndGet();
        return steps;
    });
    private static final KernelFactory BLOCKS = KernelFactory.withFusedSteps(plan -> CompiledKernels.steps(plan, true, false));

    private static EngineConfig config(int[] cfg, KernelFactory kernels) {
        return EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).kernels(kernels).oneStepInterpreted(false).build();
    }

    @Test
    void sinksFedByGeneratedLoopsKeepTheirBits() {
        long base = Long.getLong("flashr.sinkfeeds.seed", 20261204L);
        int checked = 0, fedBefore = FED.get();
        for (int[] cfg : CONFIGS) {
            try (Engine fed = new Engine(config(cfg, FEEDING)); Engine blocks = new Engine(config(cfg, BLOCKS));
                 Engine interpreting = new Engine(config(cfg, KernelFactory.INTERPRETING))) {
                for (int dag = 0; dag < DAGS_PER_CONFIG; dag++) {
                    long seed = base + dag * 7919L + cfg[0] * 31L + cfg[1] * 131L + cfg[2];
                    List<Matrix> got = new ElementwiseDags(fed, seed, ROWS).buildSinks();
                    List<Matrix> viaBlocks = new ElementwiseDags(blocks, seed, ROWS).buildSinks();
                    List<Matrix> want = new ElementwiseDags(interpreting, seed, ROWS).buildSinks();
                    String where = "seed " + seed + " config " + java.util.Arrays.toString(cfg) + "\n" + fed.explainKernels(got.toArray(Matrix[]::new));
                    fed.materialize(got.toArray(Matrix[]::new));
                    blocks.materialize(viaBlocks.toArray(Matrix[]::new));
                    interpreting.materialize(want.toArray(Matrix[]::new));
                    for (int t = 0; t < got.size(); t++) {
                        sameBits(viaBlocks.get(t), got.get(t), true, "against blocks, target " + t + ", " + where);
                        sameBits(want.get(t), got.get(t), false, "against interpreting, target " + t + ", " + where);
                        checked++;
                    }
                }
            }
        }
        int fedSteps = FED.get() - fedBefore;
        System.out.println("sink feeds: " + checked + " results checked, " + fedSteps + " steps feeding a sink");
        assertTrue(fedSteps > DAGS_PER_CONFIG, "many chains feed their sink: " + fedSteps);
        assertEquals(0, CompiledKernels.failedShapes(), "every region shape compiles");
    }

    /**
     * Sums over chains that keep large values cancelling in pairs (x * 2 + 1, -x, (x + 0.5) / 4,
     * na.rm's replacement): a sum whose runs were cut elsewhere, or added in another order, loses
     * the small values' low bits in the long double, so these sums show any change of runs.
     */
    @Test
    void cancellingSumsKeepTheirBits() {
        java.util.Random rnd = new java.util.Random(11);
        int checked = 0, fedBefore = FED.get();
        for (int[] cfg : CONFIGS) {
            try (Engine fed = new Engine(config(cfg, FEEDING)); Engine blocks = new Engine(config(cfg, BLOCKS));
                 Engine interpreting = new Engine(config(cfg, KernelFactory.INTERPRETING))) {
                for (int nrow : ROWS) {
                    int ncol = 1 + rnd.nextInt(8);
                    double[] x = cancelling(rnd, nrow, ncol);
                    for (int shape = 0; shape < 4; shape++) {
                        for (int sink = 0; sink < 6; sink++) {
                            Matrix got = cancellingSum(fed, x, nrow, ncol, shape, sink);
                            Matrix viaBlocks = cancellingSum(blocks, x, nrow, ncol, shape, sink);
                            Matrix want = cancellingSum(interpreting, x, nrow, ncol, shape, sink);
                            fed.materialize(got);
                            blocks.materialize(viaBlocks);
                            interpreting.materialize(want);
                            String where = "rows " + nrow + " cols " + ncol + " shape " + shape + " sink " + sink + " config " + java.util.Arrays.toString(cfg);
                            sameBits(viaBlocks, got, true, "against blocks, " + where);
                            sameBits(want, got, false, "against interpreting, " + where);
                            checked++;
                        }
                    }
                }
            }
        }
        System.out.println("cancelling sums: " + checked + " results checked, " + (FED.get() - fedBefore) + " steps feeding a sink");
        assertTrue(FED.get() - fedBefore > checked / 2, "the chains feed their sinks");
    }

    /** Small values and, in each column, pairs of large ones that cancel; NA, NaN and infinities now and then. */
    static double[] cancelling(java.util.Random rnd, int nrow, int ncol) {
        double[] d = new double[nrow * ncol];
        double[] special = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int k = 0; k < d.length; k++) d[k] = rnd.nextInt(1500) == 0 ? special[rnd.nextInt(4)] : Math.scalb(rnd.nextGaussian(), rnd.nextInt(11));
        for (int c = 0; c < ncol && nrow > 1; c++) {
            for (int p = 0; p < 1 + nrow / 8; p++) {
                double big = (rnd.nextBoolean() ? 1 : -1) * Math.scalb(1.0, 70 + 5 * rnd.nextInt(2));
                d[c * nrow + rnd.nextInt(nrow)] = big;
                d[c * nrow + rnd.nextInt(nrow)] = -big;
            }
        }
        return d;
    }

    private static Matrix cancellingSum(Engine e, double[] x, int nrow, int ncol, int shape, int sink) {
        Matrix m = e.fromArray(x, nrow, ncol);
        Matrix v = switch (shape) {
            case 0 -> e.mapply(e.mapply(m, 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD);
            case 1 -> e.sapply(e.mapply(m, 0.0, BinaryOp.ADD), UnaryOp.NEG);
            case 2 -> e.mapply(e.mapply(m, 0.5, BinaryOp.ADD), 4.0, BinaryOp.DIV);
            default -> e.ifelse(e.sapply(m, UnaryOp.IS_NA), e.scalar(0.0), e.mapply(m, 3.0, BinaryOp.MUL), ElementType.DOUBLE);
        };
        return switch (sink) {
            case 0 -> e.agg(v, AggOp.SUM);
            case 1 -> e.mean(v);
            case 2 -> e.mean(v, true);
            case 3 -> e.aggCol(v, AggOp.SUM);
            case 4 -> e.colMeans(v, true);
            default -> e.agg(v, AggOp.MAX);
        };
    }

    /**
     * sum, max, any, colSums over a chain: the kernel's EXPLAIN says the loop feeds the sink, the
     * chain of double arithmetic keeps its vector loop, and the results are the block path's.
     */
    @Test
    void explainShowsTheFedSink() {
        double[] x = new double[3 * 700];
        java.util.Random rnd = new java.util.Random(3);
        for (int k = 0; k < x.length; k++) x[k] = rnd.nextInt(50) == 0 ? (rnd.nextBoolean() ? NA.REAL : Double.NaN) : rnd.nextGaussian() * 1e6;
        int[] cfg = {2, 256, 1 << 13};
        CompiledKernels.forgetShapes();
        long vectorBodies = RegionCompiler.VECTOR_BODIES.get();
        try (Engine fed = new Engine(config(cfg, FEEDING)); Engine blocks = new Engine(config(cfg, BLOCKS))) {
            for (int shape = 0; shape < 5; shape++) {
                Matrix got = chainSink(fed, shape, x), want = chainSink(blocks, shape, x);
                String plan = fed.explainKernels(got);
                assertTrue(plan.contains("generated region feeding its sink:"), plan);
                assertTrue(plan.contains(": fed column by column by the fused step of"), plan);
                assertFalse(blocks.explainKernels(want).contains("fed column by column"), "the block path feeds no sink");
                fed.materialize(got);
                blocks.materialize(want);
                sameBits(want, got, true, "shape " + shape);
                // sqrt(abs(x)) * 2 + 1 into sum: a vector body (and one for the block path's shape)
                if (shape == 0) assertTrue(RegionCompiler.VECTOR_BODIES.get() - vectorBodies >= 2, "vector loops for both shapes");
            }
        }
    }

    private static Matrix chainSink(Engine e, int shape, double[] x) {
        Matrix m = e.fromArray(x, x.length / 3, 3);
        Matrix v = e.mapply(e.mapply(e.sapply(e.sapply(m, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD);
        return switch (shape) {
            case 0 -> e.agg(v, AggOp.SUM);
            case 1 -> e.agg(v, AggOp.MAX);
            case 2 -> e.agg(e.mapply(v, 3.0, BinaryOp.GT), AggOp.ANY);
            case 3 -> e.agg(e.ifelse(e.sapply(v, UnaryOp.IS_NA), e.scalar(0.0), v, ElementType.DOUBLE), AggOp.SUM);
            default -> e.aggCol(v, AggOp.SUM);
        };
    }

    /** Every bit (exact: NA and NaN too), or where either may come out, NaN for NaN. */
    private static void sameBits(Matrix want, Matrix got, boolean exact, String where) {
        assertEquals(want.type(), got.type(), where);
        assertEquals(want.nrow(), got.nrow(), where);
        assertEquals(want.ncol(), got.ncol(), where);
        if (want.type() == ElementType.DOUBLE) {
            double[] w = want.toDoubleArray(), g = got.toDoubleArray();
            for (int k = 0; k < w.length; k++) {
                if (!exact && Double.isNaN(w[k]) && Double.isNaN(g[k])) continue;
                assertEquals(Double.doubleToRawLongBits(w[k]), Double.doubleToRawLongBits(g[k]), "element " + k + ": " + w[k] + " vs " + g[k] + ", " + where);
            }
        } else {
            assertArrayEquals(want.toIntArray(), got.toIntArray(), where);
        }
    }
}
