package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Generated classes are cached by region shape (ops, types, operand kinds; not sizes or
 * constants): the iterations of k-means and of logistic regression after the first generate no
 * class, though every iteration has new centers or coefficients and a fresh DAG.
 */
class RecompilationTest {
    private static final int N = 5000, P = 8, K = 6, ITERATIONS = 6;

    @Test void iterativeAlgorithmsCompileOnlyInTheirFirstIteration() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 10).compiledKernels(true).build())) {
            Matrix x = e.runif(N, P, -1, 1, 11);
            e.materialize(x);
            Matrix y = e.mapply(e.runif(N, 1, 0, 1, 12), 0.5, BinaryOp.GT);
            e.materialize(y);
            double[] w = new double[P];
            double[] c = new double[K * P];
            for (int k = 0; k < c.length; k++) c[k] = Math.cos(k);
            long[] perIteration = new long[ITERATIONS];
            for (int it = 0; it < ITERATIONS; it++) {
                long before = CompiledKernels.compilations();
                w = logisticStep(e, x, y, w);
                c = kmeansStep(e, x, c, false);
                c = kmeansStep(e, x, c, true);
                perIteration[it] = CompiledKernels.compilations() - before;
            }
            for (int it = 1; it < ITERATIONS; it++) assertEquals(0, perIteration[it], "classes generated in iteration " + (it + 1));
            assertTrue(CompiledKernels.compiledShapes() >= 2, "the gradient's and the step's regions are generated code");
            assertEquals(0, CompiledKernels.failedShapes());
        }
    }

    /** w - 0.1 * t(X) %*% (1 / (1 + exp(-(X %*% w))) - y) / n, written as the binding builds it. */
    private static double[] logisticStep(Engine e, Matrix x, Matrix y, double[] w) {
        Matrix z = e.innerProd(x, e.fromArray(w, P, 1), BinaryOp.MUL, BinaryOp.ADD);
        Matrix p = e.mapply(1.0, e.mapply(e.sapply(e.sapply(z, UnaryOp.NEG), UnaryOp.EXP), 1.0, BinaryOp.ADD), BinaryOp.DIV);
        Matrix g = e.innerProd(x.t(), e.mapply(p, y, BinaryOp.SUB), BinaryOp.MUL, BinaryOp.ADD);
        Matrix cost = e.agg(e.sapply(e.mapply(p, 1e-12, BinaryOp.ADD), UnaryOp.LOG), AggOp.SUM);
        e.materialize(g, cost);
        double[] gv = g.toDoubleArray(), next = w.clone();
        for (int j = 0; j < P; j++) next[j] -= 0.1 * gv[j] / N;
        return next;
    }

    /**
     * D = sweep(-2 * X %*% t(C), 2, rowSums(C^2), "+"); cl = which.min per row (or, as the binding
     * builds {@code max.col(-D, "first")}, which.max of -D); centers = rowsum(X, cl) / counts.
     */
    private static double[] kmeansStep(Engine e, Matrix x, double[] c, boolean maxCol) {
        Matrix cm = e.fromArray(c, K, P);
        double[] norms = new double[K];
        for (int k = 0; k < K; k++) for (int j = 0; j < P; j++) norms[k] += c[j * K + k] * c[j * K + k];
        Matrix d = e.sweep(e.mapply(-2.0, e.innerProd(x, cm.t(), BinaryOp.MUL, BinaryOp.ADD), BinaryOp.MUL), 2,
                e.fromArray(norms, K, 1), BinaryOp.ADD, false);
        Matrix cl = maxCol ? e.aggRow(e.sapply(d, UnaryOp.NEG), AggOp.WHICH_MAX) : e.aggRow(d, AggOp.WHICH_MIN);
        Matrix sums = e.groupbyRow(x, cl, K, AggOp.SUM);
        Matrix counts = e.groupbyRow(x, cl, K, AggOp.COUNT);
        Matrix spread = e.agg(e.mapply(e.sapply(e.mapply(x, 0.5, BinaryOp.SUB), UnaryOp.ABS), 2.0, BinaryOp.MUL), AggOp.MAX);
        e.materialize(sums, counts, spread);
        double[] s = sums.toDoubleArray();
        int[] n = counts.toIntArray();
        double[] next = c.clone();
        for (int k = 0; k < K; k++) if (n[k] > 0) for (int j = 0; j < P; j++) next[j * K + k] = s[j * K + k] / n[k];
        return next;
    }
}
