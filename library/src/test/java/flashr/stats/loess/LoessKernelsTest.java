package flashr.stats.loess;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Loess's kernels against direct references on random problems (R's own digits are the golden scripts'). */
class LoessKernelsTest {
    private final Random random = new Random(7);

    private double[] points(int n, int d, boolean ties) {
        double[] x = new double[n * d];
        for (int i = 0; i < x.length; i++) x[i] = ties ? random.nextInt(6) : random.nextDouble() * 10;
        return x;
    }

    @Test
    void selectionPartitionsAroundTheKthSmallest() {
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(40);
            double[] key = points(n, 1, trial % 2 == 0);
            int[] perm = new int[n];
            for (int i = 0; i < n; i++) perm[i] = i;
            int k = random.nextInt(n);
            PartialSort.select(key, 0, perm, 0, n - 1, k);
            double[] sorted = key.clone();
            Arrays.sort(sorted);
            assertEquals(sorted[k], key[perm[k]]);
            for (int i = 0; i < k; i++) assertTrue(key[perm[i]] <= sorted[k]);
            for (int i = k + 1; i < n; i++) assertTrue(key[perm[i]] >= sorted[k]);
            int[] p = perm.clone();
            Arrays.sort(p);
            for (int i = 0; i < n; i++) assertEquals(i, p[i]);
        }
    }

    @Test
    void jacobiSvdReconstructsTheMatrix() {
        for (int trial = 0; trial < 50; trial++) {
            int cols = 1 + random.nextInt(6), rows = cols + random.nextInt(20);
            double[] b = new double[rows * cols];
            for (int i = 0; i < b.length; i++) b[i] = random.nextGaussian();
            JacobiSvd svd = JacobiSvd.of(b, rows, cols);
            for (int c = 1; c < cols; c++) assertTrue(svd.sigma[c] <= svd.sigma[c - 1]);
            for (int i = 0; i < rows; i++) {
                for (int j = 0; j < cols; j++) {
                    double s = 0;
                    for (int c = 0; c < cols; c++) s += svd.us[c * rows + i] * svd.v[j * cols + c];
                    assertEquals(b[j * rows + i], s, 1e-12);
                }
            }
        }
    }

    @Test
    void surfacesReproduceLinearFunctionsAndOperatorsAgree() {
        for (int d = 1; d <= 2; d++) {
            for (int degree = 1; degree <= 2; degree++) {
                int n = 60;
                double[] x = points(n, d, false), y = new double[n], w = new double[n];
                Arrays.fill(w, 1);
                for (int i = 0; i < n; i++) y[i] = 1 + 2 * x[i] - (d == 2 ? 3 * x[i + n] : 0);
                int[] cdeg = {2, 2};
                Warnings warnings = new Warnings();
                LocalFit fit = new LocalFit(x, n, d, d, degree, cdeg, 0.5, 30, warnings);
                double[] diagonal = new double[n];
                VertexSmoother surface = VertexSmoother.fit(fit, x, n, d, d, 3, y, w, diagonal, true, warnings);
                assertArrayEquals(y, surface.evaluate(x, n), 1e-9);
                double[] l = surface.operator(x, n);
                for (int i = 0; i < n; i++) {
                    double rowSum = 0;
                    for (int j = 0; j < n; j++) rowSum += l[i + n * j];
                    assertEquals(1, rowSum, 1e-9);
                    assertEquals(l[i + n * i], diagonal[i], 1e-12);
                }
                double[] full = new double[n * n], diag = new double[n];
                double[] direct = DirectSmoother.fit(fit, x, n, d, n, y, w, DirectSmoother.Operator.FULL, full, warnings);
                DirectSmoother.fit(fit, x, n, d, n, y, w, DirectSmoother.Operator.DIAGONAL, diag, warnings);
                assertArrayEquals(y, direct, 1e-9);
                for (int i = 0; i < n; i++) assertEquals(full[i + n * i], diag[i], 1e-12);
                assertTrue(warnings.messages().isEmpty(), warnings.messages().toString());
            }
        }
    }

    @Test
    void rebuiltTreeHasTheSameVerticesAndSurface() {
        for (boolean ties : new boolean[] {false, true}) {
            int n = 300, d = 2;
            double[] x = points(n, d, ties);
            int[] pi = new int[n];
            KdTree tree = KdTree.build(x, n, d, d, 12, 300, pi);
            double[] vert = {tree.vertex(0, 0), tree.vertex(0, 1), tree.vertex(3, 0), tree.vertex(3, 1)};
            KdTree again = KdTree.rebuild(d, tree.nc, tree.nv, Arrays.copyOf(tree.a, tree.nc),
                    Arrays.copyOf(tree.xi, tree.nc), vert);
            assertEquals(tree.nv, again.nv);
            assertArrayEquals(Arrays.copyOf(tree.v, tree.nv * d), Arrays.copyOf(again.v, again.nv * d));
            double[] vval = new double[tree.nv * 3];
            for (int i = 0; i < vval.length; i++) vval[i] = random.nextGaussian();
            assertArrayEquals(VertexSmoother.evaluate(tree, vval, x, n), VertexSmoother.evaluate(again, vval, x, n));
        }
    }

    @Test
    void robustnessWeightsAreBisquaresOfSixMads() {
        double[] res = {1, -2, 3, -4, 100};
        double[] rw = Robustness.weights(res);
        double cmad = 6 * 3;
        for (int i = 0; i < 4; i++) {
            double u = Math.abs(res[i]) / cmad;
            assertEquals((1 - u * u) * (1 - u * u), rw[i], 1e-15);
        }
        assertEquals(0, rw[4]);
        assertArrayEquals(new double[] {1, 1, 1}, Robustness.weights(new double[] {0, 0, 0}));
    }
}
