package flashr.engine;

import flashr.engine.codegen.CompiledKernels;
import flashr.engine.exec.KernelFactory;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import flashr.linalg.Backend;
import flashr.linalg.Linalg;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The logistic gradient's fused loop ({@code exec.LogisticStep}) against the per-node path it
 * replaces (compiled kernels without it) bit for bit, NaN payloads included, and against a naive
 * loop of the definition: random shapes (0, 1 and odd row counts, 1-9 and 33+ columns), NA, NaN
 * and infinite values in X and y, rows of zeros (exp's tiny path) and of huge values (exp's
 * overflow), other chains (2 / (3 + e), y - p), y as a stored vector read in place, an engine
 * store, and a logical computed in the pass; several thread, partition and Pcache sizes.
 */
class LogisticStepTest {
    private static final int[][] CONFIGS = {{1, 8, 64}, {2, 16, 200}, {3, 64, 4096}, {2, 1 << 10, 1 << 15}};

    @Test
    void fusedLoopMatchesThePerNodePathAndTheDefinition() {
        // the loop itself, not the node-by-node path it takes first (a JIT heuristic)
        flashr.engine.exec.LogisticStep.loopNow(true);
        check(20261205L, 36, 500, 50);
    }

    /** The first rows of a JVM, computed node by node by the step (before its loop is due), the same bits. */
    @Test
    void firstRowsNodeByNodeMatchThePerNodePath() {
        flashr.engine.exec.LogisticStep.loopNow(false);
        try {
            check(7L, 12, 100, 10);
        } finally {
            flashr.engine.exec.LogisticStep.loopNow(true);
        }
    }

    private static void check(long seed, int shapes, int minCases, int minFused) {
        Random rnd = new Random(seed);
        int cases = 0, fused = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine e = engine(cfg, CompiledKernels.factory()); Engine old = engine(cfg, CompiledKernels.withoutLogisticStep())) {
                for (int t = 0; t < shapes; t++) {
                    int n = switch (t % 6) { case 0 -> 0; case 1 -> 1; case 2 -> 2 + rnd.nextInt(40); default -> 1 + rnd.nextInt(3000); };
                    int p = t % 9 == 8 ? 33 + rnd.nextInt(5) : 1 + rnd.nextInt(9);
                    int kind = t % 5;   // 0: finite; 1: NA/NaN in X; 2: NA/NaN/Inf in X and y; 3: zero and huge rows; 4: Inf in y only
                    double[] x = LogisticGradientTest.data(rnd, n * p, kind == 1 || kind == 2, kind == 2);
                    if (kind == 3) for (int r = 0; r < n; r++) {
                        int what = rnd.nextInt(8);
                        for (int c = 0; c < p && what < 2; c++) x[c * n + r] = what == 0 ? 0.0 : (rnd.nextBoolean() ? 1e4 : -1e4);
                    }
                    double[] y = new double[n];
                    for (int i = 0; i < n; i++) {
                        y[i] = rnd.nextInt(2);
                        if (kind == 2 && rnd.nextInt(30) == 0) y[i] = rnd.nextBoolean() ? NA.REAL : Double.NaN;
                        if (kind == 4 && rnd.nextInt(200) == 0) y[i] = rnd.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
                    }
                    double[] w = LogisticGradientTest.data(rnd, p, false, false);
                    int form = t % 3;   // 0: 1 / (1 + e) - y; 1: y - 2 / (3 + e); 2: 1 / (1 + e) - (u < 0.5), y logical in the pass
                    if (form == 2) for (int i = 0; i < n; i++) if (y[i] == y[i]) y[i] = rnd.nextDouble();
                    double[] expected = form == 2 ? null : naive(x, y, w, n, p, form);
                    for (Backend blas : backends()) {
                        for (int yk = 0; yk < 2; yk++) {
                            String what = "n=" + n + " p=" + p + " kind " + kind + " form " + form + " y " + yk + " by "
                                    + (blas == null ? "loops" : blas.name()) + " threads " + cfg[0] + " partition " + cfg[1] + " pcache " + cfg[2];
                            Matrix g = gradient(e, x, y, w, n, p, blas, form, yk);
                            if (e.explainKernels(g).contains("logistic gradient")) fused++;
                            double[] got = g.toDoubleArray();
                            double[] want = gradient(old, x, y, w, n, p, blas, form, yk).toDoubleArray();
                            for (int i = 0; i < p; i++) {
                                String at = what + " [" + (i + 1) + "]";
                                assertEquals(Double.doubleToRawLongBits(want[i]), Double.doubleToRawLongBits(got[i]), at + ": fused " + got[i] + ", per node " + want[i]);
                                if (expected == null) continue;
                                if (Double.isNaN(expected[i])) assertTrue(Double.isNaN(got[i]), at + ": expected NaN, was " + got[i]);
                                else if (Double.isInfinite(expected[i])) assertEquals(expected[i], got[i], at);
                                else assertEquals(expected[i], got[i], 1e-12 * LogisticGradientTest.magnitude(x, y, n, p, i), at);
                                cases++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(cases > minCases, "cases " + cases);
        assertTrue(fused > minFused, "fused plans " + fused);
    }

    /** The EXPLAIN names the fused loop and X read where R holds it. */
    @Test
    void explainShowsTheFusedLoop() {
        try (Engine e = engine(new int[] {2, 1 << 14, 32 << 10}, CompiledKernels.factory())) {
            int n = 5000, p = 8;
            double[] x = LogisticGradientTest.data(new Random(3), n * p, false, false), y = new double[n], w = new double[p];
            String plan = e.explainKernels(gradient(e, x, y, w, n, p, null, 0, 0));
            assertTrue(plan.contains("logistic gradient (hand-written loop") && plan.contains("source col-major: stored, read in place"), plan);
            assertFalse(plan.contains("sapply(exp): interpreted"), plan);
        }
    }

    private static Engine engine(int[] cfg, KernelFactory kernels) {
        return new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).kernels(kernels).oneStepInterpreted(false).build());
    }

    private static java.util.List<Backend> backends() {
        java.util.List<Backend> b = new java.util.ArrayList<>();
        b.add(null);
        Linalg.nativeBackend().ifPresent(b::add);
        return b;
    }

    /** X viewed where it is; y (yk 0) viewed where it is, (yk 1) an engine store; form as in the test. */
    private static Matrix gradient(Engine e, double[] x, double[] y, double[] w, int n, int p, Backend blas, int form, int yk) {
        Matrix xm = e.viewOfArray(x, null, ElementType.DOUBLE, n, p);
        Matrix z = e.matrixProduct(xm, e.fromArray(w, p, 1), blas);
        Matrix ex = e.sapply(e.sapply(z, UnaryOp.NEG), UnaryOp.EXP);
        Matrix ym = yk == 0 ? e.viewOfArray(y, null, ElementType.DOUBLE, n, 1) : e.fromArray(y, n, 1);
        Matrix r = switch (form) {
            case 0 -> e.mapply(e.mapply(1.0, e.mapply(ex, 1.0, BinaryOp.ADD), BinaryOp.DIV), ym, BinaryOp.SUB);
            case 1 -> e.mapply(ym, e.mapply(2.0, e.mapply(3.0, ex, BinaryOp.ADD), BinaryOp.DIV), BinaryOp.SUB);
            default -> e.mapply(e.mapply(1.0, e.mapply(ex, 1.0, BinaryOp.ADD), BinaryOp.DIV), e.mapply(ym, 0.5, BinaryOp.LT), BinaryOp.SUB);
        };
        return e.matrixProduct(xm.t(), r, blas);
    }

    /** The definition: each row's dot in order, R's exp, then the column sums of x * r. */
    private static double[] naive(double[] x, double[] y, double[] w, int n, int p, int form) {
        double[] g = new double[p];
        for (int r = 0; r < n; r++) {
            double z = 0;
            for (int t = 0; t < p; t++) z += x[t * n + r] * w[t];
            double e = ExpLog.exp(-z);
            double res = form == 0 ? 1 / (1 + e) - y[r] : y[r] - 2 / (3 + e);
            for (int t = 0; t < p; t++) g[t] += x[t * n + r] * res;
        }
        return g;
    }
}
