package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.exec.FusedStep;
import flashr.engine.exec.KernelFactory;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Differential: which.min/which.max per row of random chains over X %*% W and inner.prod with
 * "euclidean", computed by {@link ProductFoldStep} against the interpreting kernel, position for
 * position. Data and operands mix numbers with NA, NaN, +/-Inf, signed zeros and ties; shapes
 * include 0 and 1 rows, row counts around the vector length, one column and wide products.
 */
class ProductFoldsTest {
    private static final double[] POOL = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0, -0.0, 1, -1, 2, 0.5};
    private static final int[] ROWS = {0, 1, 2, 7, 8, 9, 15, 16, 17, 33, 100, 1000};
    private static final AtomicInteger FOLDS = new AtomicInteger();
    private static final KernelFactory COUNTING = KernelFactory.withFusedSteps(plan -> {
        List<FusedStep> steps = CompiledKernels.steps(plan);
        for (FusedStep f : steps) if (f instanceof ProductFoldStep) FOLDS.incrementAndGet();
        return steps;
    });

    private static EngineConfig config(int[] cfg, boolean compiled) {
        return EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).kernels(compiled ? COUNTING : KernelFactory.INTERPRETING)
                .oneStepInterpreted(false).build();
    }

    @Test
    void productFoldsMatchTheInterpretingKernel() {
        int before = FOLDS.get();
        for (int[] cfg : new int[][] {{1, 8, 8}, {2, 16, 200}, {2, 1 << 14, 1 << 15}, {3, 64, 4096}}) {
            try (Engine c = new Engine(config(cfg, true)); Engine in = new Engine(config(cfg, false))) {
                for (int trial = 0; trial < 60; trial++) {
                    long seed = 20261201L + trial * 7919L + cfg[1];
                    int[] got = fold(c, seed), want = fold(in, seed);
                    assertArrayEquals(want, got, "seed " + seed + " config " + java.util.Arrays.toString(cfg));
                }
            }
        }
        assertTrue(FOLDS.get() - before > 100, "product folds ran: " + (FOLDS.get() - before));
    }

    /** The base-R k-means step: sweep(-2 * X %*% t(C), 2, rowSums(C^2), "+"), then which.min per row. */
    @Test
    void kmeansDistancesFold() {
        Random rnd = new Random(3);
        int n = 5003, p = 8, k = 5;
        double[] x = new double[n * p], c = new double[k * p], norms = new double[k];
        for (int i = 0; i < x.length; i++) x[i] = rnd.nextGaussian();
        for (int i = 0; i < c.length; i++) c[i] = rnd.nextGaussian();
        for (int j = 0; j < k; j++) for (int t = 0; t < p; t++) norms[j] += c[j + t * k] * c[j + t * k];
        int[] cfg = {2, 1 << 12, 1 << 15};
        int before = FOLDS.get();
        try (Engine e = new Engine(config(cfg, true))) {
            Matrix cm = e.fromArray(c, k, p);
            Matrix d = e.sweep(e.mapply(-2.0, e.innerProd(e.fromArray(x, n, p), cm.t(), BinaryOp.MUL, BinaryOp.ADD), BinaryOp.MUL),
                    2, e.fromArray(norms, k, 1), BinaryOp.ADD, false);
            Matrix labels = e.aggRow(d, AggOp.WHICH_MIN);
            e.materialize(labels);
            int[] got = labels.toIntArray();
            for (int r = 0; r < n; r++) {
                double best = Double.POSITIVE_INFINITY;
                int pos = 0;
                for (int j = 0; j < k; j++) {
                    double dot = 0;
                    for (int t = 0; t < p; t++) dot += x[r + t * n] * c[j + t * k];
                    double v = -2 * dot + norms[j];
                    if (v < best) { best = v; pos = j + 1; }
                }
                assertEquals(pos, got[r], "row " + r);
            }
        }
        assertTrue(FOLDS.get() > before, "the k-means step ran as a product fold");
    }

    /** A random product (MUL or EUCLIDEAN), a chain of 0-3 steps and a which fold, as positions. */
    private static int[] fold(Engine e, long seed) {
        Random rnd = new Random(seed);
        int n = rnd.nextInt(4) == 0 ? 1001 + rnd.nextInt(3000) : ROWS[rnd.nextInt(ROWS.length)];
        int p = 1 + rnd.nextInt(9), k = 1 + rnd.nextInt(rnd.nextInt(5) == 0 ? 40 : 9);
        boolean special = rnd.nextBoolean();
        Matrix x = e.fromArray(values(rnd, n * p, special), n, p);
        Matrix w = e.fromArray(values(rnd, p * k, special && rnd.nextBoolean()), p, k);
        Matrix v = e.innerProd(x, w, rnd.nextBoolean() ? BinaryOp.MUL : BinaryOp.EUCLIDEAN, BinaryOp.ADD);
        for (int s = rnd.nextInt(4); s > 0; s--) v = step(e, rnd, v, k);
        Matrix labels = e.aggRow(v, rnd.nextBoolean() ? AggOp.WHICH_MIN : AggOp.WHICH_MAX);
        e.materialize(labels);
        return labels.toIntArray();
    }

    private static Matrix step(Engine e, Random rnd, Matrix v, int k) {
        BinaryOp[] ops = {BinaryOp.ADD, BinaryOp.SUB, BinaryOp.MUL, BinaryOp.DIV, BinaryOp.MIN, BinaryOp.MAX, BinaryOp.POW};
        return switch (rnd.nextInt(4)) {
            case 0 -> e.sapply(v, new UnaryOp[] {UnaryOp.NEG, UnaryOp.ABS, UnaryOp.SQRT}[rnd.nextInt(3)]);
            case 1 -> {
                BinaryOp op = ops[rnd.nextInt(ops.length)];
                double s = op == BinaryOp.POW ? 2.0 : values(rnd, 1, rnd.nextInt(4) == 0)[0];
                yield rnd.nextBoolean() || op == BinaryOp.POW ? e.mapply(v, s, op) : e.mapply(s, v, op);
            }
            default -> e.sweep(v, 2, e.fromArray(values(rnd, k, rnd.nextInt(3) == 0), k, 1), ops[rnd.nextInt(ops.length - 1)], rnd.nextBoolean());
        };
    }

    /** Small integers (ties) and numbers, with NA, NaN, infinities and signed zeros when special. */
    private static double[] values(Random rnd, int len, boolean special) {
        double[] out = new double[len];
        for (int i = 0; i < len; i++) {
            int u = rnd.nextInt(10);
            out[i] = special && u == 0 ? POOL[rnd.nextInt(POOL.length)] : u < 4 ? rnd.nextInt(5) - 2 : rnd.nextGaussian() * 3;
        }
        return out;
    }
}
