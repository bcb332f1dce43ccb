package flashr.linalg;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

/** Test helpers: random column-major matrices as heap or native segments, and naive references. */
final class Matrices {
    private Matrices() {}

    static double[] random(Random r, int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) v[i] = r.nextGaussian();
        return v;
    }

    /** The array as a heap segment, or copied into native memory of {@code arena}. */
    static MemorySegment segment(double[] v, boolean nativeMemory, Arena arena) {
        if (!nativeMemory) return MemorySegment.ofArray(v);
        MemorySegment s = arena.allocate(ValueLayout.JAVA_DOUBLE, Math.max(1, v.length));
        MemorySegment.copy(v, 0, s, ValueLayout.JAVA_DOUBLE, 0, v.length);
        return s;
    }

    static double[] toArray(MemorySegment s, int n) {
        double[] v = new double[n];
        MemorySegment.copy(s, ValueLayout.JAVA_DOUBLE, 0, v, 0, n);
        return v;
    }

    /** op(X)(i, j) of a column-major X with leading dimension ld. */
    static double op(double[] x, int ld, boolean t, int i, int j) {
        return t ? x[j + i * ld] : x[i + j * ld];
    }

    /** alpha op(A) op(B) + beta C by the definition. */
    static double[] gemm(boolean ta, boolean tb, int m, int n, int k, double alpha, double[] a, int lda, double[] b,
                         int ldb, double beta, double[] c, int ldc) {
        double[] out = c.clone();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < m; i++) {
                double s = 0;
                for (int l = 0; l < k; l++) s += op(a, lda, ta, i, l) * op(b, ldb, tb, l, j);
                out[i + j * ldc] = alpha * s + (beta == 0 ? 0 : beta * c[i + j * ldc]);
            }
        }
        return out;
    }

    static void assertClose(double[] expected, double[] actual, double tol, String what) {
        if (expected.length != actual.length) throw new AssertionError(what + ": lengths " + expected.length + " vs " + actual.length);
        for (int i = 0; i < expected.length; i++) {
            double e = expected[i];
            double a = actual[i];
            if (e == a || Double.isNaN(e) && Double.isNaN(a)) continue;
            if (!(Math.abs(e - a) <= tol * (1 + Math.abs(e)))) {
                throw new AssertionError(what + ": element " + i + " expected " + e + " but was " + a);
            }
        }
    }
}
