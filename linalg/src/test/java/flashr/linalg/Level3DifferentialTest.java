package flashr.linalg;

import java.lang.foreign.MemorySegment;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** dgemv, dsyrk, dtrsm and dtrmm of each backend against products by the definition. */
class Level3DifferentialTest {
    private static final int[] SIZES = {0, 1, 2, 5, 8, 13, 40};

    @Test
    void dgemvAsAProductWithOneColumn() {
        Random r = new Random(3);
        for (Blas blas : GemmDifferentialTest.backends()) {
            for (int trial = 0; trial < 100; trial++) {
                int m = SIZES[r.nextInt(SIZES.length)], n = SIZES[r.nextInt(SIZES.length)];
                boolean t = r.nextBoolean();
                int lda = Math.max(1, m + r.nextInt(2));
                double[] a = Matrices.random(r, lda * n);
                double[] x = Matrices.random(r, t ? m : n);
                double[] y = Matrices.random(r, t ? n : m);
                double beta = r.nextBoolean() ? 0 : 0.5;
                double[] expected = m == 0 || n == 0 ? y.clone() : t
                        ? Matrices.gemm(true, false, n, 1, m, 2, a, lda, x, Math.max(1, m), beta, y, Math.max(1, n))
                        : Matrices.gemm(false, false, m, 1, n, 2, a, lda, x, Math.max(1, n), beta, y, Math.max(1, m));
                blas.dgemv(t ? 'T' : 'N', m, n, 2, MemorySegment.ofArray(a), lda, MemorySegment.ofArray(x), beta, MemorySegment.ofArray(y));
                Matrices.assertClose(expected, y, 1e-12, blas.getClass().getSimpleName() + " dgemv");
            }
        }
    }

    @Test
    void dsyrkFillsOneTriangleAndLeavesTheOther() {
        Random r = new Random(4);
        for (Blas blas : GemmDifferentialTest.backends()) {
            for (int trial = 0; trial < 60; trial++) {
                int n = SIZES[r.nextInt(SIZES.length)], k = SIZES[r.nextInt(SIZES.length)];
                boolean t = r.nextBoolean();
                boolean upper = r.nextBoolean();
                int lda = Math.max(1, (t ? k : n));
                double[] a = Matrices.random(r, lda * (t ? n : k));
                double[] c = Matrices.random(r, n * n);
                double[] full = Matrices.gemm(t, !t, n, n, k, 1.5, a, lda, a, lda, 1, c, Math.max(1, n));
                blas.dsyrk(upper ? 'U' : 'L', t ? 'T' : 'N', n, k, 1.5, MemorySegment.ofArray(a), lda, 1, MemorySegment.ofArray(c), Math.max(1, n));
                double[] expected = c.clone();
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < n; i++) {
                        if (upper ? i <= j : i >= j) expected[i + j * n] = full[i + j * n];
                    }
                }
                Matrices.assertClose(expected, c, 1e-12 * Math.max(1, k), blas.getClass().getSimpleName() + " dsyrk");
            }
        }
    }

    @Test
    void dtrmmThenDtrsmGivesBackTheMatrix() {
        Random r = new Random(5);
        for (Blas blas : GemmDifferentialTest.backends()) {
            for (int trial = 0; trial < 120; trial++) {
                int m = SIZES[r.nextInt(SIZES.length)], n = SIZES[r.nextInt(SIZES.length)];
                boolean left = r.nextBoolean(), upper = r.nextBoolean(), t = r.nextBoolean(), unit = r.nextBoolean();
                int na = left ? m : n;
                double[] a = triangular(r, na, upper, unit);
                double[] b = Matrices.random(r, m * n);
                double[] product = left
                        ? Matrices.gemm(t, false, m, n, m, 2, a, Math.max(1, na), b, Math.max(1, m), 0, new double[m * n], Math.max(1, m))
                        : Matrices.gemm(false, t, m, n, n, 2, b, Math.max(1, m), a, Math.max(1, na), 0, new double[m * n], Math.max(1, m));
                double[] x = b.clone();
                String what = blas.getClass().getSimpleName() + " side=" + left + " upper=" + upper + " t=" + t + " unit=" + unit;
                blas.dtrmm(left ? 'L' : 'R', upper ? 'U' : 'L', t ? 'T' : 'N', unit ? 'U' : 'N', m, n, 2,
                        MemorySegment.ofArray(a), Math.max(1, na), MemorySegment.ofArray(x), Math.max(1, m));
                Matrices.assertClose(product, x, 1e-12, what + " dtrmm");
                blas.dtrsm(left ? 'L' : 'R', upper ? 'U' : 'L', t ? 'T' : 'N', unit ? 'U' : 'N', m, n, 0.5,
                        MemorySegment.ofArray(a), Math.max(1, na), MemorySegment.ofArray(x), Math.max(1, m));
                Matrices.assertClose(b, x, 1e-9, what + " dtrsm");
            }
        }
    }

    /** A well-conditioned triangular matrix with junk in the other triangle (which must not be read). */
    static double[] triangular(Random r, int n, boolean upper, boolean unit) {
        double[] a = new double[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                boolean inside = upper ? i < j : i > j;
                if (i == j) a[i + j * n] = unit ? Double.NaN : 2 + r.nextDouble();
                else a[i + j * n] = inside ? 0.3 * r.nextGaussian() / Math.sqrt(n) : Double.NaN;
            }
        }
        if (unit) {
            // the product by the definition needs the unit diagonal spelled out
            double[] spelled = a.clone();
            for (int i = 0; i < n; i++) spelled[i + i * n] = 1;
            for (int i = 0; i < n * n; i++) if (Double.isNaN(spelled[i])) spelled[i] = 0;
            return spelled;
        }
        for (int i = 0; i < n * n; i++) if (Double.isNaN(a[i])) a[i] = 0;
        return a;
    }
}
