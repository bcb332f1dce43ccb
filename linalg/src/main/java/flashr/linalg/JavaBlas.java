package flashr.linalg;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.function.IntSupplier;

/**
 * {@link Blas} in Java: dgemm by the vectorized, cache-blocked {@link JavaGemm} (dsyrk through it),
 * the level-2 and triangular routines by the textbook loops (their work is small beside a product).
 */
final class JavaBlas implements Blas {
    private static final ValueLayout.OfDouble D = ValueLayout.JAVA_DOUBLE;
    private final IntSupplier threads;

    /** {@code threads}: how many threads a routine may use, read at each call. */
    JavaBlas(IntSupplier threads) {
        this.threads = threads;
    }

    static boolean transposed(char t) {
        return switch (Character.toUpperCase(t)) {
            case 'N' -> false;
            case 'T', 'C' -> true;
            default -> throw new IllegalArgumentException("trans must be 'N' or 'T', not '" + t + "'");
        };
    }

    private static boolean upper(char u) {
        NativeBlas.uplo(u);
        return Character.toUpperCase(u) == 'U';
    }

    private static boolean unit(char d) {
        NativeBlas.diag(d);
        return Character.toUpperCase(d) == 'U';
    }

    private static boolean left(char s) {
        NativeBlas.side(s);
        return Character.toUpperCase(s) == 'L';
    }

    @Override
    public void dgemm(char transA, char transB, int m, int n, int k, double alpha, MemorySegment a, int lda,
                      MemorySegment b, int ldb, double beta, MemorySegment c, int ldc) {
        JavaGemm.gemm(transposed(transA), transposed(transB), m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, threads.getAsInt());
    }

    @Override
    public double dasum(int n, MemorySegment x) {
        double s = 0;
        for (int i = 0; i < n; i++) s += Math.abs(x.getAtIndex(D, i));
        return s;
    }

    @Override
    public void dgemv(char trans, int m, int n, double alpha, MemorySegment a, int lda, MemorySegment x,
                      double beta, MemorySegment y) {
        boolean t = transposed(trans);
        if (m == 0 || n == 0) return; // as the reference BLAS: y untouched
        int leny = t ? n : m;
        for (int i = 0; i < leny; i++) y.setAtIndex(D, i, beta == 0 ? 0 : beta * y.getAtIndex(D, i));
        if (alpha == 0) return;
        if (!t) {
            for (int j = 0; j < n; j++) {
                double xj = alpha * x.getAtIndex(D, j);
                long col = (long) j * lda;
                for (int i = 0; i < m; i++) y.setAtIndex(D, i, y.getAtIndex(D, i) + xj * a.getAtIndex(D, col + i));
            }
        } else {
            for (int j = 0; j < n; j++) {
                long col = (long) j * lda;
                double s = 0;
                for (int i = 0; i < m; i++) s += a.getAtIndex(D, col + i) * x.getAtIndex(D, i);
                y.setAtIndex(D, j, y.getAtIndex(D, j) + alpha * s);
            }
        }
    }

    @Override
    public void dsyrk(char uplo, char trans, int n, int k, double alpha, MemorySegment a, int lda, double beta,
                      MemorySegment c, int ldc) {
        boolean up = upper(uplo);
        boolean t = transposed(trans);
        MemorySegment full = MemorySegment.ofArray(new double[n * n]);
        JavaGemm.gemm(t, !t, n, n, k, alpha, a, lda, a, lda, 0, full, n, threads.getAsInt());
        for (int j = 0; j < n; j++) {
            int from = up ? 0 : j;
            int to = up ? j + 1 : n;
            for (int i = from; i < to; i++) {
                long idx = (long) j * ldc + i;
                double old = beta == 0 ? 0 : beta * c.getAtIndex(D, idx);
                c.setAtIndex(D, idx, old + full.getAtIndex(D, (long) j * n + i));
            }
        }
    }

    @Override
    public void dtrsm(char side, char uplo, char transA, char diag, int m, int n, double alpha, MemorySegment a,
                      int lda, MemorySegment b, int ldb) {
        boolean l = left(side), up = upper(uplo), t = transposed(transA), u = unit(diag);
        scaleB(m, n, alpha, b, ldb);
        if (l) {
            for (int j = 0; j < n; j++) Triangular.solve(up, t, u, m, a, lda, b, (long) j * ldb, 1);
        } else {
            // X op(A) = B, row by row: op(A)' x' = b'
            for (int i = 0; i < m; i++) Triangular.solve(up, !t, u, n, a, lda, b, i, ldb);
        }
    }

    @Override
    public void dtrmm(char side, char uplo, char transA, char diag, int m, int n, double alpha, MemorySegment a,
                      int lda, MemorySegment b, int ldb) {
        boolean l = left(side), up = upper(uplo), t = transposed(transA), u = unit(diag);
        scaleB(m, n, alpha, b, ldb);
        if (l) {
            for (int j = 0; j < n; j++) Triangular.multiply(up, t, u, m, a, lda, b, (long) j * ldb, 1);
        } else {
            for (int i = 0; i < m; i++) Triangular.multiply(up, !t, u, n, a, lda, b, i, ldb);
        }
    }

    private static void scaleB(int m, int n, double alpha, MemorySegment b, int ldb) {
        if (alpha == 1) return;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < m; i++) {
                long idx = (long) j * ldb + i;
                b.setAtIndex(D, idx, alpha == 0 ? 0 : alpha * b.getAtIndex(D, idx));
            }
        }
    }

    /** Triangular solves and products on one vector of B (offset, stride). */
    static final class Triangular {
        private Triangular() {}

        private static double t(boolean trans, MemorySegment a, int lda, int i, int l) {
            return trans ? a.getAtIndex(D, (long) i * lda + l) : a.getAtIndex(D, (long) l * lda + i);
        }

        /** x := op(A)^-1 x. */
        static void solve(boolean upper, boolean trans, boolean unit, int n, MemorySegment a, int lda,
                          MemorySegment x, long off, long inc) {
            boolean effUpper = upper ^ trans;
            for (int s = 0; s < n; s++) {
                int i = effUpper ? n - 1 - s : s;
                double v = x.getAtIndex(D, off + i * inc);
                int lo = effUpper ? i + 1 : 0;
                int hi = effUpper ? n : i;
                for (int l = lo; l < hi; l++) v -= t(trans, a, lda, i, l) * x.getAtIndex(D, off + l * inc);
                if (!unit) v /= t(trans, a, lda, i, i);
                x.setAtIndex(D, off + i * inc, v);
            }
        }

        /** x := op(A) x. */
        static void multiply(boolean upper, boolean trans, boolean unit, int n, MemorySegment a, int lda,
                             MemorySegment x, long off, long inc) {
            boolean effUpper = upper ^ trans;
            for (int s = 0; s < n; s++) {
                int i = effUpper ? s : n - 1 - s;
                double v = x.getAtIndex(D, off + i * inc) * (unit ? 1 : t(trans, a, lda, i, i));
                int lo = effUpper ? i + 1 : 0;
                int hi = effUpper ? n : i;
                for (int l = lo; l < hi; l++) v += t(trans, a, lda, i, l) * x.getAtIndex(D, off + l * inc);
                x.setAtIndex(D, off + i * inc, v);
            }
        }
    }
}
