package flashr.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.linalg.Backend;
import flashr.linalg.Linalg;
import flashr.linalg.SimpleProducts;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * crossprod(W) and crossprod(V, W) of tall matrices of the shapes an eigen solver's basis has
 * (1e5 rows, several default partitions and not a multiple of one, and partition edges; 1 to ncv + 1
 * columns) against R's plain loop: stored, views of Java arrays, computed, materialized results,
 * column selections and column binds, on the default engine settings and small chunks, by the
 * native BLAS and the engine's loops.
 */
class TallCrossprodTest {
    @Test
    void tallCrossprodsAgreeWithThePlainLoop() {
        Random rnd = new Random(20261202L);
        List<Backend> backends = new ArrayList<>();
        backends.add(null);
        Linalg.nativeBackend().ifPresent(backends::add);
        EngineConfig[] configs = {EngineConfig.builder().threads(2).build(),
                EngineConfig.builder().threads(3).chunkBytes(1 << 20).pcacheBytes(1 << 15).build()};
        int cases = 0;
        for (EngineConfig cfg : configs) {
            try (Engine e = new Engine(cfg)) {
                for (int t = 0; t < 6; t++) {
                    int n = switch (t % 4) { case 0 -> 100_000; case 1 -> 1 << 14; case 2 -> (1 << 14) + 1; default -> 20_000 + rnd.nextInt(20_000); };
                    int p = switch (t % 6) { case 0 -> 1; case 1 -> 3; case 2 -> 20; case 3 -> 21; case 4 -> 2; default -> 1 + rnd.nextInt(8); };
                    double[] w = data(rnd, n * p);
                    double[] v = data(rnd, n * 20);
                    for (Backend blas : backends) {
                        Matrix wm = form(e, w, n, p, (t + (blas == null ? 0 : 1)) % 5, rnd);
                        Matrix vm = form(e, v, n, 20, (t + 2) % 5, rnd);
                        String what = "n=" + n + " p=" + p + " t=" + t + " by " + (blas == null ? "loops" : blas.name());
                        check(e.matrixProduct(wm.t(), wm, blas).toDoubleArray(), w, n, p, w, p, what + ": crossprod(W)");
                        check(e.matrixProduct(vm.t(), wm, blas).toDoubleArray(), v, n, 20, w, p, what + ": crossprod(V, W)");
                        cases += 2;
                    }
                }
            }
        }
        assertTrue(cases >= 2 * 6 * 2);
    }

    /** 0 stored, 1 a view of the array, 2 computed (X + 0), 3 materialized computed, 4 columns selected from a bind. */
    private static Matrix form(Engine e, double[] a, int n, int p, int how, Random rnd) {
        return switch (how) {
            case 0 -> e.fromArray(a, n, p);
            case 1 -> e.viewOfArray(a, null, ElementType.DOUBLE, n, p);
            case 2 -> e.mapply(e.fromArray(a, n, p), 0.0, BinaryOp.ADD);
            case 3 -> { Matrix m = e.mapply(e.fromArray(a, n, p), 0.0, BinaryOp.ADD); e.materialize(m); yield m; }
            default -> {
                Matrix b = e.cbind(e.fromArray(a, n, p), e.fromArray(new double[n], n, 1));
                int[] cols = new int[p];
                for (int c = 0; c < p; c++) cols[c] = c;
                yield e.selectCols(b, cols);
            }
        };
    }

    private static void check(double[] actual, double[] x, int n, int p, double[] y, int k, String what) {
        double[] expected = new double[p * k];
        SimpleProducts.gemm(true, false, p, k, n, x, 0, n, y, 0, n, expected, 0, p, false);
        assertEquals(expected.length, actual.length, what);
        for (int j = 0; j < k; j++) {
            for (int i = 0; i < p; i++) {
                double magnitude = 0;
                for (int l = 0; l < n; l++) magnitude += Math.abs(x[l + i * n] * y[l + j * n]);
                double ex = expected[i + j * p], ac = actual[i + j * p];
                assertTrue(Math.abs(ex - ac) <= 1e-13 * magnitude, what + " [" + (i + 1) + "," + (j + 1) + "]: expected " + ex + " but was " + ac);
            }
        }
    }

    private static double[] data(Random rnd, int n) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = rnd.nextGaussian();
        return a;
    }
}
