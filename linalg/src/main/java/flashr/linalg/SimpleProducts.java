package flashr.linalg;

import java.lang.foreign.MemorySegment;

/**
 * The plain triple loop of matrix products (R's simple_matprod and simple_crossprod: what R
 * multiplies with whatever BLAS it has when an operand holds NaN, NA or infinite values), with
 * NaN payloads propagated as the x86 instructions such C compiles to propagate them: a product
 * keeps its first NaN operand, a sum its running total's NaN before the product's. Java's own
 * operators leave that order open (the JIT may commute them), so NA (a NaN with a payload) would
 * come out as another NaN where the loop keeps it.
 */
public final class SimpleProducts {
    private SimpleProducts() {}

    /** x * y keeping x's NaN first, then y's. */
    public static double mul(double x, double y) {
        if (Double.isNaN(x)) return x;
        if (Double.isNaN(y)) return y;
        return x * y;
    }

    /** sum + p keeping the running sum's NaN first, then p's. */
    public static double add(double sum, double p) {
        if (Double.isNaN(sum)) return sum;
        if (Double.isNaN(p)) return p;
        return sum + p;
    }

    /**
     * R's test before it trusts a BLAS with an operand: true when a value, or the sum of a pair
     * of values, is not finite (the first value alone when the count is odd).
     */
    public static boolean mayHaveNaNOrInf(double[] x, int off, int n) {
        int i = 0;
        if ((n & 1) != 0) {
            if (!Double.isFinite(x[off])) return true;
            i = 1;
        }
        for (; i < n; i += 2) {
            if (!Double.isFinite(x[off + i] + x[off + i + 1])) return true;
        }
        return false;
    }

    /** Length from which {@link #mayHaveNaNOrInf(Blas, double[])} asks the library first. */
    static final int LIBRARY_SCAN_MIN = 1 << 15;

    /**
     * R's test above, by {@code blas}'s dasum first for a long array: a finite sum of |x_i| proves
     * every value and every pair sum finite (the rounded sum of nonnegative terms, in any order, is
     * at least the rounded sum of any two of them), so the exact test runs only on an array that
     * may fail it. The library reads at memory speed on its threads, where the Java loop of a
     * session's first product runs cold: 10-30 ms for two 2000 x 2000 operands.
     */
    public static boolean mayHaveNaNOrInf(Blas blas, double[] x) {
        if (x.length >= LIBRARY_SCAN_MIN && Double.isFinite(blas.dasum(x.length, MemorySegment.ofArray(x)))) return false;
        return mayHaveNaNOrInf(x, 0, x.length);
    }

    /**
     * C := op(A) op(B) for column-major A and B with leading dimensions, op(A) m x k and op(B)
     * k x n, each element summed over l in order from 0 ({@code accumulate}: from C's value, as
     * the loop continued over more rows). Elements are computed one by one in R's loop order (so a
     * product of a matrix with itself need not be symmetric in its NaN payloads, as in R).
     */
    public static void gemm(boolean ta, boolean tb, int m, int n, int k, double[] a, int aOff, int lda,
                            double[] b, int bOff, int ldb, double[] c, int cOff, int ldc, boolean accumulate) {
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                double sum = accumulate ? c[cOff + i + j * ldc] : 0;
                for (int l = 0; l < k; l++) {
                    double x = ta ? a[aOff + l + i * lda] : a[aOff + i + l * lda];
                    double y = tb ? b[bOff + j + l * ldb] : b[bOff + l + j * ldb];
                    sum = add(sum, mul(x, y));
                }
                c[cOff + i + j * ldc] = sum;
            }
        }
    }
}
