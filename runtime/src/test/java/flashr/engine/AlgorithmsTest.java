package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** The paper's k-means step and a logistic-regression gradient on 1M x 8, against plain Java loops. */
class AlgorithmsTest {
    static final int N = 1_000_000, P = 8, K = 10;

    @Test void kmeansStepAndLogisticGradient() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 12).build())) {
            Matrix x = e.runif(N, P, -1, 1, 2026);
            e.materialize(x);
            double[] xa = x.toDoubleArray();
            double[] ca = new double[K * P];
            for (int k = 0; k < K; k++) for (int j = 0; j < P; j++) ca[j * K + k] = xa[j * N + k];
            Matrix c = e.fromArray(ca, K, P);

            // one k-means step: D = inner.prod(X, t(C), euclidean, +); I = agg.row(D, which.min);
            // new centers = groupby.row(X, I, sum) / groupby.row(X, I, count); one pass for both sinks
            Matrix d = e.innerProd(x, c.t(), BinaryOp.EUCLIDEAN, BinaryOp.ADD);
            Matrix i = e.aggRow(d, AggOp.WHICH_MIN);
            e.setCache(i, true);
            Matrix sums = e.groupbyRow(x, i, K, AggOp.SUM);
            Matrix counts = e.groupbyRow(x, i, K, AggOp.COUNT);
            e.materialize(sums, counts);
            assertFalse(i.isVirtual(), "I is cached for the next iteration");

            int[] want = new int[N];
            double[] wsum = new double[K * P];
            int[] wcount = new int[K];
            for (int r = 0; r < N; r++) {
                int best = -1;
                double bd = 0;
                for (int k = 0; k < K; k++) {
                    double s = 0;
                    for (int j = 0; j < P; j++) { double t = xa[j * N + r] - ca[j * K + k]; s += t * t; }
                    if (best < 0 || s < bd) { best = k; bd = s; }
                }
                want[r] = best + 1;
                wcount[best]++;
                for (int j = 0; j < P; j++) wsum[j * K + best] += xa[j * N + r];
            }
            assertArrayEquals(want, i.toIntArray());
            int[] gotCounts = counts.toIntArray();
            for (int k = 0; k < K; k++) assertEquals(wcount[k], gotCounts[k * 1]);
            double[] gs = sums.toDoubleArray();
            for (int q = 0; q < K * P; q++) assertEquals(wsum[q], gs[q], 1e-7 * Math.max(1, Math.abs(wsum[q])));
            Matrix centers = e.sweep(sums, 1, e.selectCols(counts, new int[] {0}), BinaryOp.DIV, false);
            assertEquals(wsum[0] / wcount[0], centers.toDoubleArray()[0], 1e-12);

            // logistic regression gradient: t(X) %*% (1 / (1 + exp(-X %*% w)) - y)
            Matrix y = e.mapply(e.runif(N, 1, 0, 1, 77), 0.5, BinaryOp.GT);
            double[] wv = {0.3, -0.2, 0.1, 0.5, -0.4, 0.2, 0.0, -0.1};
            Matrix w = e.fromArray(wv, P, 1);
            Matrix z = e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD);
            Matrix s = e.mapply(1.0, e.mapply(e.sapply(e.sapply(z, UnaryOp.NEG), UnaryOp.EXP), 1.0, BinaryOp.ADD), BinaryOp.DIV);
            Matrix g = e.innerProd(x.t(), e.mapply(s, y, BinaryOp.SUB), BinaryOp.MUL, BinaryOp.ADD);
            Matrix loss = e.agg(y, AggOp.SUM);
            e.materialize(g, loss);
            int[] ya = y.toIntArray();
            double[] wg = new double[P], scale = new double[P];
            int ones = 0;
            for (int r = 0; r < N; r++) {
                double zz = 0;
                for (int j = 0; j < P; j++) zz += xa[j * N + r] * wv[j];
                double res = 1 / (1 + Math.exp(-zz)) - ya[r];
                ones += ya[r];
                for (int j = 0; j < P; j++) { wg[j] += xa[j * N + r] * res; scale[j] += Math.abs(xa[j * N + r] * res); }
            }
            double[] gg = g.toDoubleArray();
            for (int j = 0; j < P; j++) assertEquals(wg[j], gg[j], 1e-10 * scale[j]);
            assertEquals(ones, loss.toIntArray()[0]);
        }
    }
}
