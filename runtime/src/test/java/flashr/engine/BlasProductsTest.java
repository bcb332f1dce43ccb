package flashr.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.exec.ProductRoute;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import flashr.linalg.Backend;
import flashr.linalg.Linalg;
import flashr.linalg.SimpleProducts;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Products of doubles in the engine (X %*% W, crossprod(X), crossprod(X, Y)) against R's plain
 * loop over the whole matrices: by the native BLAS and by the Java fallback within a stated
 * tolerance (1e-13 of the sum of the terms' magnitudes), the tall products of exact mode (no BLAS),
 * and those of shapes that {@link ProductRoute} gives to the loops in every mode, bit for bit; NA and NaN where the plain loop puts them, NA kept as NA (R's matprod takes its loop
 * for operands with NA/NaN/Inf; the engine takes it for each block that has them). Random shapes with 0 and 1 rows, odd sizes and wide matrices,
 * stored in the engine, views of Java arrays and computed, on several thread counts, partition and
 * Pcache sizes.
 */
class BlasProductsTest {
    private static final int[][] CONFIGS = {{1, 8, 64}, {2, 16, 200}, {3, 64, 4096}, {2, 1 << 10, 1 << 15}};
    private static final double TOLERANCE = 1e-13;

    /** The BLAS backends to compare (null: the engine's own loops, exact mode's). */
    private static List<Backend> backends() {
        List<Backend> b = new ArrayList<>();
        b.add(null);
        Linalg.nativeBackend().ifPresent(b::add);
        return b;
    }

    @Test
    void productsAgreeWithRsPlainLoop() {
        Random rnd = new Random(20261202L);
        int cases = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                    .chunkBytes(1 << 16).memoryBudget(1L << 30).build())) {
                for (int t = 0; t < 24; t++) {
                    int n = switch (t % 6) { case 0 -> 0; case 1 -> 1; case 2 -> 2 + rnd.nextInt(5); default -> 1 + rnd.nextInt(900); };
                    int p = t % 8 == 7 ? 33 + rnd.nextInt(5) : 1 + rnd.nextInt(9);
                    int k = t % 5 == 4 ? 1 : 1 + rnd.nextInt(6);
                    int nonFinite = t % 4;   // 0: none; 1: NA and NaN in X; 2: in W or Y; 3: Inf too
                    double[] x = data(rnd, n * p, nonFinite == 1 || nonFinite == 3, nonFinite == 3);
                    double[] w = data(rnd, p * k, nonFinite == 2, false);
                    double[] y = data(rnd, n * k, nonFinite == 2, false);
                    for (Backend blas : backends()) {
                        Matrix xm = stored(e, x, n, p, t % 3);
                        Matrix ym = stored(e, y, n, k, (t + 1) % 3);
                        String what = "n=" + n + " p=" + p + " k=" + k + " kind " + nonFinite + " by " + (blas == null ? "loops" : blas.name());
                        check(e.matrixProduct(xm, e.fromArray(w, p, k), blas), simple(false, x, n, p, w, k), x, n, p, w, k, false,
                                blas, nonFinite != 3, what + ": X %*% W");
                        check(e.matrixProduct(xm.t(), xm, blas), simple(true, x, n, p, x, p), x, n, p, x, p, true, blas,
                                nonFinite != 3, what + ": crossprod(X)");
                        check(e.matrixProduct(xm.t(), ym, blas), simple(true, x, n, p, y, k), x, n, p, y, k, true, blas,
                                nonFinite != 3, what + ": crossprod(X, Y)");
                        cases += 3;
                    }
                }
            }
        }
        assertTrue(cases >= 4 * 24 * 3);
        assertTrue(exactElements > 10_000, "tall products compared bit for bit: " + exactElements);
    }

    /**
     * crossprod(X) of stored rows read in place, multiplied in runs of blocks before their values
     * are checked: a run whose product is not finite is taken again block by block (NA and NaN
     * by R's loop in their blocks only), and one whose square overflowed keeps its Inf.
     */
    @Test
    void inPlaceCrossprodRunsWithValuesThatAreNotFinite() {
        Random rnd = new Random(20261203L);
        int n = 5000, p = 8;
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1024).pcacheBytes(8 * 8 * 128)
                .chunkBytes(1 << 16).memoryBudget(1L << 30).build())) {
            for (int kind = 0; kind < 4; kind++) {
                double[] x = data(rnd, n * p, false, false);
                if (kind == 0 || kind == 3) x[2 * n + 1500] = 1e200;          // a square overflows
                if (kind == 1 || kind == 3) { x[4 * n + 10] = NA.REAL; x[n + 4097] = Double.NaN; }
                if (kind == 2) x[7 * n + n - 1] = Double.NEGATIVE_INFINITY;   // the last row
                for (Backend blas : backends()) {
                    for (int how = 0; how < 2; how++) {
                        String what = "kind " + kind + " how " + how + " by " + (blas == null ? "loops" : blas.name());
                        Matrix xm = stored(e, x, n, p, how);
                        check(e.matrixProduct(xm.t(), xm, blas), simple(true, x, n, p, x, p), x, n, p, x, p, true, blas,
                                true, what + ": crossprod(X)");
                    }
                }
            }
        }
    }

    /**
     * Products are computed before their blocks are checked: a value that is not finite shows in
     * its products (NaN or infinite, never finite again), and only then is the block checked and
     * taken by R's loop. Non-finite values at a block's first and last rows, Inf times a zero
     * weight (NaN), +Inf and -Inf in one row, a lone -Inf, and products that overflow from finite
     * values (kept by the row dots / BLAS, as when the block was checked first).
     */
    @Test
    void productsCheckedAfterComputingMatchTheCheckedBlocks() {
        Random rnd = new Random(20261204L);
        int n = 1500, p = 8;
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1024).pcacheBytes(8 * 8 * 128)
                .chunkBytes(1 << 16).memoryBudget(1L << 30).build())) {
            for (int kind = 0; kind < 6; kind++) {
                double[] x = data(rnd, n * p, false, false);
                double[] w = data(rnd, p, false, false);
                double[] y = data(rnd, n, false, false);
                switch (kind) {
                    case 0 -> { x[0] = NA.REAL; x[3 * n + 127] = Double.NaN; x[5 * n + 128] = NA.REAL; }
                    case 1 -> { x[2 * n + 700] = Double.POSITIVE_INFINITY; w[2] = 0; }
                    case 2 -> { x[n + 900] = Double.POSITIVE_INFINITY; x[6 * n + 900] = Double.NEGATIVE_INFINITY; }
                    case 3 -> x[7 * n + n - 1] = Double.NEGATIVE_INFINITY;
                    case 4 -> { x[4 * n + 300] = 1e300; w[4] = 1e300; y[300] = 1e300; }
                    default -> { y[1000] = NA.REAL; y[1001] = Double.POSITIVE_INFINITY; }
                }
                for (Backend blas : backends()) {
                    for (int how = 0; how < 3; how++) {
                        String what = "kind " + kind + " how " + how + " by " + (blas == null ? "loops" : blas.name());
                        Matrix xm = stored(e, x, n, p, how);
                        Matrix ym = stored(e, y, n, 1, (how + 1) % 3);
                        check(e.matrixProduct(xm, e.fromArray(w, p, 1), blas), simple(false, x, n, p, w, 1), x, n, p, w, 1, false,
                                blas, kind != 2, what + ": X %*% w");
                        check(e.matrixProduct(xm.t(), ym, blas), simple(true, x, n, p, y, 1), x, n, p, y, 1, true, blas,
                                kind != 2, what + ": crossprod(X, y)");
                    }
                }
            }
        }
    }

    /** The matrix in the engine: stored (0), a view of the Java array (1), or computed (2: X + 0). */
    private static Matrix stored(Engine e, double[] a, int n, int p, int how) {
        return switch (how) {
            case 0 -> e.fromArray(a, n, p);
            case 1 -> e.viewOfArray(a, null, ElementType.DOUBLE, n, p);
            default -> e.mapply(e.fromArray(a, n, p), 0.0, BinaryOp.ADD);
        };
    }

    /** R's plain loop over the whole matrices: X %*% W, or t(X) %*% Y. */
    private static double[] simple(boolean cross, double[] x, int n, int p, double[] y, int k) {
        int m = cross ? p : n;
        double[] c = new double[m * k];
        if (cross) SimpleProducts.gemm(true, false, p, k, n, x, 0, Math.max(1, n), y, 0, Math.max(1, n), c, 0, Math.max(1, p), false);
        else SimpleProducts.gemm(false, false, n, k, p, x, 0, Math.max(1, n), y, 0, Math.max(1, p), c, 0, Math.max(1, n), false);
        return c;
    }

    /** Elements compared bit for bit (exact mode's tall products). */
    private int exactElements;

    private void check(Matrix product, double[] expected, double[] x, int n, int p, double[] y, int k, boolean cross,
                              Backend blas, boolean payloads, String what) {
        // a wide X is held transposed, and its product is then a sum over columns like crossprod's
        boolean tall = product.explain().contains("small");
        double[] actual = product.toDoubleArray();
        assertEquals(expected.length, actual.length, what);
        int m = cross ? p : n;
        for (int j = 0; j < k; j++) {
            for (int i = 0; i < m; i++) {
                double ex = expected[i + j * m], ac = actual[i + j * m];
                String at = what + " [" + (i + 1) + "," + (j + 1) + "]: expected " + ex + " but was " + ac;
                if (Double.isNaN(ex)) {
                    assertTrue(Double.isNaN(ac), at);
                    // (with +Inf and -Inf in a sum, which NaN comes first depends on how the rows were split)
                    if (payloads) assertEquals(NA.isNA(ex), NA.isNA(ac), at + " (NA or NaN)");
                } else if (tall && (blas == null || !ProductRoute.tallByBlas(n, p, k))) {
                    // exact mode, and the shapes that go to the loops in every mode: each row's sum
                    // in R's reference order, no fused multiply-add
                    assertEquals(ex, ac, 0.0, at);
                    exactElements++;
                } else {
                    double magnitude = 0;
                    int len = cross ? n : p;
                    for (int l = 0; l < len; l++) {
                        magnitude += Math.abs(cross ? x[l + i * n] * y[l + j * n] : x[i + l * n] * y[l + j * p]);
                    }
                    if (Double.isInfinite(ex)) assertEquals(ex, ac, at);
                    else assertTrue(Math.abs(ex - ac) <= TOLERANCE * magnitude, at);
                }
            }
        }
    }

    /** Values of mixed signs and magnitudes; NA and NaN (and Inf) sprinkled in when asked. */
    private static double[] data(Random rnd, int n, boolean nas, boolean inf) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(7) - 3);
            if (nas && rnd.nextInt(40) == 0) a[i] = rnd.nextBoolean() ? NA.REAL : Double.NaN;
            if (inf && rnd.nextInt(60) == 0) a[i] = Double.POSITIVE_INFINITY;
        }
        return a;
    }
}
