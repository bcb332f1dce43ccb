package flashr.engine;

import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import flashr.linalg.Backend;
import flashr.linalg.Linalg;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The logistic-regression gradient {@code t(X) %*% (1 / (1 + exp(-(X %*% w))) - y)} with X read
 * where R holds it (a strided Java array: the row dots and the t(X) r partial take it without a
 * copy) against the same X copied into blocks (an engine store, and X + 0 computed in the pass),
 * under generated and interpreting kernels, with and without the native BLAS: every bit the same
 * within one configuration (NA for NA against computed X, NaN for NaN between the kernels), and against a naive loop of the
 * definition (R's exp, each row's dot in order) within rounding. Random shapes with 0, 1 and odd
 * row counts, 1 to 9 and 33+ columns, NA/NaN/Inf in X, w or y, several thread, partition and
 * Pcache sizes.
 */
class LogisticGradientTest {
    private static final int[][] CONFIGS = {{1, 8, 64}, {2, 16, 200}, {3, 64, 4096}, {2, 1 << 10, 1 << 15}};

    private static List<Backend> backends() {
        List<Backend> b = new ArrayList<>();
        b.add(null);
        Linalg.nativeBackend().ifPresent(b::add);
        return b;
    }

    @Test
    void inPlaceGradientMatchesCopiedBlocksKernelsAndTheDefinition() {
        Random rnd = new Random(20261204L);
        int cases = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine e = engine(cfg, true); Engine ei = engine(cfg, false)) {
                for (int t = 0; t < 30; t++) {
                    int n = switch (t % 6) { case 0 -> 0; case 1 -> 1; case 2 -> 2 + rnd.nextInt(15); default -> 1 + rnd.nextInt(3000); };
                    int p = t % 9 == 8 ? 33 + rnd.nextInt(5) : 1 + rnd.nextInt(9);
                    int kind = t % 4;   // 0: finite; 1: NA/NaN in X; 2: NA/NaN/Inf in X and y; 3: a non-finite weight
                    double[] x = data(rnd, n * p, kind == 1 || kind == 2, kind == 2);
                    double[] y = new double[n];
                    for (int i = 0; i < n; i++) y[i] = kind == 2 && rnd.nextInt(30) == 0 ? NA.REAL : rnd.nextInt(2);
                    double[] w = data(rnd, p, false, false);
                    if (kind == 3 && p > 0) w[rnd.nextInt(p)] = rnd.nextBoolean() ? Double.POSITIVE_INFINITY : NA.REAL;
                    double[] expected = naive(x, y, w, n, p);
                    for (Backend blas : backends()) {
                        String what = "n=" + n + " p=" + p + " kind " + kind + " by " + (blas == null ? "loops" : blas.name())
                                + " threads " + cfg[0] + " partition " + cfg[1] + " pcache " + cfg[2];
                        double[] inPlace = gradient(e, e.viewOfArray(x, null, ElementType.DOUBLE, n, p), y, w, p, blas);
                        double[] stored = gradient(e, e.fromArray(x, n, p), y, w, p, blas);
                        double[] computed = gradient(e, e.mapply(e.fromArray(x, n, p), 0.0, BinaryOp.ADD), y, w, p, blas);
                        double[] interpreted = gradient(ei, ei.viewOfArray(x, null, ElementType.DOUBLE, n, p), y, w, p, blas);
                        for (int i = 0; i < p; i++) {
                            String at = what + " [" + (i + 1) + "]";
                            assertEquals(Double.doubleToRawLongBits(stored[i]), Double.doubleToRawLongBits(inPlace[i]), at + ": in place " + inPlace[i] + ", copied " + stored[i]);
                            // (X + 0 computed quiets R's signalling NA: NA for NA there)
                            if (Double.isNaN(inPlace[i])) assertEquals(NA.isNA(inPlace[i]), NA.isNA(computed[i]), at + ": computed X " + computed[i]);
                            else assertEquals(Double.doubleToRawLongBits(computed[i]), Double.doubleToRawLongBits(inPlace[i]), at + ": computed X " + computed[i]);
                            if (Double.isNaN(inPlace[i])) assertTrue(Double.isNaN(interpreted[i]), at + ": interpreted " + interpreted[i]);
                            else assertEquals(Double.doubleToRawLongBits(interpreted[i]), Double.doubleToRawLongBits(inPlace[i]), at + ": interpreted");
                            if (Double.isNaN(expected[i])) assertTrue(Double.isNaN(inPlace[i]), at + ": expected NaN, was " + inPlace[i]);
                            else if (Double.isInfinite(expected[i])) assertEquals(expected[i], inPlace[i], at);
                            else assertEquals(expected[i], inPlace[i], 1e-12 * magnitude(x, y, n, p, i), at);
                            cases++;
                        }
                    }
                }
            }
        }
        assertTrue(cases > 500, "cases " + cases);
    }

    @Test
    void anRMatrixIsReadInPlaceAndAnEngineStoreCopiedOnce() {
        try (Engine e = engine(new int[] {2, 1 << 14, 32 << 10}, true)) {
            int n = 5000, p = 8;
            double[] x = data(new Random(7), n * p, false, false), y = new double[n], w = new double[p];
            String viewed = e.explainKernels(gradientNode(e, e.viewOfArray(x, null, ElementType.DOUBLE, n, p), y, w, p, null));
            // X and y (an R vector too: the fused loop reads it in place, exec.LogisticStep)
            assertEquals(2, viewed.split(" source col-major: stored, read in place", -1).length - 1, viewed);
            String stored = e.explainKernels(gradientNode(e, e.fromArray(x, n, p), y, w, p, null));
            assertTrue(stored.contains("stored, copied into each step's block") && stored.split("read in place", -1).length == 2, stored);
        }
    }

    /**
     * Partitions that run ahead of their turn (a cumsum over X %*% w) compute X by copying it,
     * where the turn's steps view it (t(X) %*% cumsum reads X too): a view of an earlier step must
     * not stand for the copy. Viewed X against stored X, bit for bit.
     */
    @Test
    void partitionsRunAheadDoNotReadAStaleView() {
        Random rnd = new Random(11);
        for (int[] cfg : CONFIGS) {
            try (Engine e = engine(cfg, true)) {
                for (int t = 0; t < 6; t++) {
                    int n = 1 + rnd.nextInt(4000), p = 1 + rnd.nextInt(9);
                    double[] x = data(rnd, n * p, t % 2 == 1, false), w = data(rnd, p, false, false);
                    double[][] got = new double[2][];
                    for (int v = 0; v < 2; v++) {
                        Matrix xm = v == 0 ? e.viewOfArray(x, null, ElementType.DOUBLE, n, p) : e.fromArray(x, n, p);
                        Matrix c = e.cumCol(e.matrixProduct(xm, e.fromArray(w, p, 1), null), BinaryOp.ADD);
                        Matrix g = e.matrixProduct(xm.t(), c, null);
                        e.materialize(c, g);
                        double[] cs = c.toDoubleArray(), gs = g.toDoubleArray();
                        got[v] = java.util.Arrays.copyOf(cs, n + p);
                        System.arraycopy(gs, 0, got[v], n, p);
                    }
                    for (int i = 0; i < n + p; i++)
                        assertEquals(Double.doubleToRawLongBits(got[1][i]), Double.doubleToRawLongBits(got[0][i]),
                                "n=" + n + " p=" + p + " threads " + cfg[0] + " partition " + cfg[1] + " [" + i + "]");
                }
            }
        }
    }

    private static Engine engine(int[] cfg, boolean compiled) {
        return new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).compiledKernels(compiled).oneStepInterpreted(false).build());
    }

    /** As the R binding builds it: X %*% w and t(X) %*% r by the BLAS backend (null: the loops). */
    private static double[] gradient(Engine e, Matrix x, double[] y, double[] w, int p, Backend blas) {
        return gradientNode(e, x, y, w, p, blas).toDoubleArray();
    }

    private static Matrix gradientNode(Engine e, Matrix x, double[] y, double[] w, int p, Backend blas) {
        Matrix z = e.matrixProduct(x, e.fromArray(w, p, 1), blas);
        Matrix s = e.mapply(1.0, e.mapply(e.sapply(e.sapply(z, UnaryOp.NEG), UnaryOp.EXP), 1.0, BinaryOp.ADD), BinaryOp.DIV);
        Matrix r = e.mapply(s, e.viewOfArray(y, null, ElementType.DOUBLE, x.nrow(), 1), BinaryOp.SUB);
        return e.matrixProduct(x.t(), r, blas);
    }

    /** The definition: each row's dot in order, R's exp, then the column sums of x * r. */
    private static double[] naive(double[] x, double[] y, double[] w, int n, int p) {
        double[] g = new double[p];
        for (int r = 0; r < n; r++) {
            double z = 0;
            for (int t = 0; t < p; t++) z += x[t * n + r] * w[t];
            double res = 1 / (1 + ExpLog.exp(-z)) - y[r];
            for (int t = 0; t < p; t++) g[t] += x[t * n + r] * res;
        }
        return g;
    }

    /** The sum of |terms| of element i (rounding scales with it). */
    static double magnitude(double[] x, double[] y, int n, int p, int i) {
        double m = 0;
        for (int r = 0; r < n; r++) m += Math.abs(x[i * n + r]) * (1 + Math.abs(y[r]));
        return Math.max(m, Double.MIN_NORMAL);
    }

    /** Gaussian data over five decades, with NA/NaN and infinities when asked. */
    static double[] data(Random rnd, int n, boolean nas, boolean inf) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(5) - 2);
            if (nas && rnd.nextInt(40) == 0) a[i] = rnd.nextBoolean() ? NA.REAL : Double.NaN;
            if (inf && rnd.nextInt(60) == 0) a[i] = rnd.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        return a;
    }
}
