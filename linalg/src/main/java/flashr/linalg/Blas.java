package flashr.linalg;

import java.lang.foreign.MemorySegment;

/**
 * The level-2 and level-3 BLAS routines flashr uses, on column-major doubles. Arguments follow the
 * reference BLAS: {@code trans} is 'N' or 'T', {@code uplo} 'U' or 'L', {@code side} 'L' or 'R',
 * {@code diag} 'N' or 'U'; matrices are segments of {@code double}s with leading dimensions.
 * Segments may be native or wrap heap arrays ({@link MemorySegment#ofArray(double[])}).
 */
public interface Blas {
    /** C := alpha op(A) op(B) + beta C, where op(A) is m x k and op(B) is k x n. */
    void dgemm(char transA, char transB, int m, int n, int k, double alpha, MemorySegment a, int lda,
               MemorySegment b, int ldb, double beta, MemorySegment c, int ldc);

    /** The sum of |x_i| over n doubles with unit stride (NaN when one is NaN, Inf when one is or the sum overflows). */
    double dasum(int n, MemorySegment x);

    /** y := alpha op(A) x + beta y for the m x n matrix A, with unit strides. */
    void dgemv(char trans, int m, int n, double alpha, MemorySegment a, int lda, MemorySegment x,
               double beta, MemorySegment y);

    /** The {@code uplo} triangle of C := alpha op(A) op(A)' + beta C; op(A) is n x k ('N') or A' ('T'). */
    void dsyrk(char uplo, char trans, int n, int k, double alpha, MemorySegment a, int lda, double beta,
               MemorySegment c, int ldc);

    /** B := alpha op(A)^-1 B ('L') or alpha B op(A)^-1 ('R') for the triangular A; B is m x n. */
    void dtrsm(char side, char uplo, char transA, char diag, int m, int n, double alpha, MemorySegment a,
               int lda, MemorySegment b, int ldb);

    /** B := alpha op(A) B ('L') or alpha B op(A) ('R') for the triangular A; B is m x n. */
    void dtrmm(char side, char uplo, char transA, char diag, int m, int n, double alpha, MemorySegment a,
               int lda, MemorySegment b, int ldb);
}
