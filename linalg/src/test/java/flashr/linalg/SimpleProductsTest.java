package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The plain loop: R's order and R's NaN payloads, accumulation over more rows, and R's test for it. */
class SimpleProductsTest {
    /** R's NA_real_: a NaN whose low word is 1954. */
    private static final double NA = Double.longBitsToDouble(0x7FF00000000007A2L);

    @Test
    void aSumKeepsTheFirstNaNItMeets() {
        double nan = Double.NaN;
        // rows: (NA, 1), (NaN, 1): the running total is NA first and stays NA
        double[] x = {NA, nan};
        double[] y = {1, 1};
        double[] c = new double[1];
        SimpleProducts.gemm(true, false, 1, 1, 2, x, 0, 2, y, 0, 2, c, 0, 1, false);
        assertEquals(Double.doubleToRawLongBits(NA), Double.doubleToRawLongBits(c[0]));
        double[] x2 = {nan, NA};
        SimpleProducts.gemm(true, false, 1, 1, 2, x2, 0, 2, y, 0, 2, c, 0, 1, false);
        assertEquals(Double.doubleToRawLongBits(nan), Double.doubleToRawLongBits(c[0]));
        // a product keeps its first operand's NaN
        assertEquals(Double.doubleToRawLongBits(NA), Double.doubleToRawLongBits(SimpleProducts.mul(NA, nan)));
        assertEquals(Double.doubleToRawLongBits(nan), Double.doubleToRawLongBits(SimpleProducts.mul(nan, NA)));
    }

    @Test
    void accumulatingOverTwoRunsOfRowsIsTheLoopOverAll() {
        Random r = new Random(11);
        for (int trial = 0; trial < 50; trial++) {
            int m = r.nextInt(5), n = r.nextInt(5), k = r.nextInt(9), split = k == 0 ? 0 : r.nextInt(k + 1);
            double[] a = Matrices.random(r, k * m);   // k x m: op(A) = A'
            double[] b = Matrices.random(r, k * n);
            if (a.length > 0 && r.nextBoolean()) a[r.nextInt(a.length)] = r.nextBoolean() ? NA : Double.POSITIVE_INFINITY;
            double[] whole = new double[m * n];
            SimpleProducts.gemm(true, false, m, n, k, a, 0, Math.max(1, k), b, 0, Math.max(1, k), whole, 0, Math.max(1, m), false);
            double[] parts = new double[m * n];
            SimpleProducts.gemm(true, false, m, n, split, a, 0, Math.max(1, k), b, 0, Math.max(1, k), parts, 0, Math.max(1, m), false);
            SimpleProducts.gemm(true, false, m, n, k - split, a, split, Math.max(1, k), b, split, Math.max(1, k), parts, 0, Math.max(1, m), true);
            for (int i = 0; i < whole.length; i++) {
                assertEquals(Double.doubleToRawLongBits(whole[i]), Double.doubleToRawLongBits(parts[i]), "element " + i);
            }
            double[] ref = Matrices.gemm(true, false, m, n, k, 1, a, Math.max(1, k), b, Math.max(1, k), 0, new double[m * n], Math.max(1, m));
            Matrices.assertClose(ref, whole, 0, "the loop in order");
        }
    }

    @Test
    void rsTestLooksAtValuesAndPairs() {
        assertFalse(SimpleProducts.mayHaveNaNOrInf(new double[] {1, 2, 3}, 0, 3));
        assertTrue(SimpleProducts.mayHaveNaNOrInf(new double[] {1, 2, NA}, 0, 3));
        assertTrue(SimpleProducts.mayHaveNaNOrInf(new double[] {Double.NEGATIVE_INFINITY, 2, 3}, 0, 3));
        assertTrue(SimpleProducts.mayHaveNaNOrInf(new double[] {1, 1e308, 1e308}, 0, 3), "a pair that overflows");
        assertFalse(SimpleProducts.mayHaveNaNOrInf(new double[] {Double.NaN, 1, 2}, 1, 2), "from the offset");
        assertFalse(SimpleProducts.mayHaveNaNOrInf(new double[0], 0, 0));
    }
    /**
     * The test with the library's dasum first answers as the plain loop: NaN, NA, Inf at each
     * place of a vector block, pairs that overflow only together, values that overflow the sum of
     * all but no pair, even and odd lengths, on the native library and on the Java fallback.
     */
    @Test
    void theLibraryAidedTestAnswersAsThePlainLoop() {
        java.util.List<Blas> blases = new java.util.ArrayList<>();
        blases.add(Linalg.javaBackend().blas());
        Linalg.nativeBackend().ifPresent(b -> blases.add(b.blas()));
        Random r = new Random(5);
        for (Blas blas : blases) {
            for (int n : new int[] {SimpleProducts.LIBRARY_SCAN_MIN, SimpleProducts.LIBRARY_SCAN_MIN + 1, 100_003}) {
                double[] x = new double[n];
                for (int i = 0; i < n; i++) x[i] = r.nextGaussian();
                assertFalse(SimpleProducts.mayHaveNaNOrInf(blas, x), "finite");
                for (double special : new double[] {Double.NaN, NA, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
                    for (int at : new int[] {0, 1, 7, 31, 63, n / 2, n / 2 + 37, n - 2, n - 1}) {
                        double[] y = x.clone();
                        y[at] = special;
                        assertTrue(SimpleProducts.mayHaveNaNOrInf(blas, y), special + " at " + at + " of " + n);
                    }
                }
                // large values apart: the sum of all overflows, no pair does
                double[] big = x.clone();
                int odd = n & 1;
                big[odd] = 1e308;
                big[odd + 2] = 1e308;
                assertFalse(SimpleProducts.mayHaveNaNOrInf(blas, big), "no pair overflows");
                big[odd + 1] = 1e308;
                assertTrue(SimpleProducts.mayHaveNaNOrInf(blas, big), "a pair overflows");
                assertEquals(SimpleProducts.mayHaveNaNOrInf(big, 0, n), SimpleProducts.mayHaveNaNOrInf(blas, big));
            }
        }
    }
}
