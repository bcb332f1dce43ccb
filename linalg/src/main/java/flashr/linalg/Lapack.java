package flashr.linalg;

import java.lang.foreign.MemorySegment;

/**
 * The LAPACK routines flashr uses, with LAPACK's arguments less the workspace ones, which each
 * method sizes by LAPACK's own workspace query. Every method returns LAPACK's {@code info}:
 * 0 on success, {@code -i} when argument i was illegal, a positive routine-specific code
 * otherwise. Integer arrays ({@code ipiv}, {@code jpvt}, {@code isuppz}) are segments of
 * 32-bit {@code int}s; {@code out} arrays of length 1 receive scalar results.
 *
 * <p>OpenBLAS's LAPACK uses much of its calling thread's stack: call these from a thread with a
 * stack of 16 MB or more ({@code -Xss16m}; the JVM's default of 1 MB ends in a SIGSEGV).
 */
public interface Lapack {
    int dgetrf(int m, int n, MemorySegment a, int lda, MemorySegment ipiv);

    int dgetrs(char trans, int n, int nrhs, MemorySegment a, int lda, MemorySegment ipiv, MemorySegment b, int ldb);

    int dgesv(int n, int nrhs, MemorySegment a, int lda, MemorySegment ipiv, MemorySegment b, int ldb);

    int dpotrf(char uplo, int n, MemorySegment a, int lda);

    int dpotri(char uplo, int n, MemorySegment a, int lda);

    /**
     * Cholesky factorization with complete pivoting of a positive semidefinite matrix (ipiv: n
     * ints, 1-based); rank[0] receives the rank found, tol below zero asks for LAPACK's default.
     * info 1: rank-deficient or indefinite (the trailing part as LAPACK leaves it).
     */
    int dpstrf(char uplo, int n, MemorySegment a, int lda, MemorySegment piv, int[] rank, double tol);

    /** Eigenvalues (ascending, into w) and, for jobz 'V', vectors (into z) of a symmetric matrix; m[0] gets their count. */
    int dsyevr(char jobz, char range, char uplo, int n, MemorySegment a, int lda, double vl, double vu, int il, int iu,
               double abstol, int[] m, MemorySegment w, MemorySegment z, int ldz, MemorySegment isuppz);

    int dgeev(char jobvl, char jobvr, int n, MemorySegment a, int lda, MemorySegment wr, MemorySegment wi,
              MemorySegment vl, int ldvl, MemorySegment vr, int ldvr);

    int dgesdd(char jobz, int m, int n, MemorySegment a, int lda, MemorySegment s, MemorySegment u, int ldu,
               MemorySegment vt, int ldvt);

    int dgeqp3(int m, int n, MemorySegment a, int lda, MemorySegment jpvt, MemorySegment tau);

    int dgeqrf(int m, int n, MemorySegment a, int lda, MemorySegment tau);

    int dormqr(char side, char trans, int m, int n, int k, MemorySegment a, int lda, MemorySegment tau,
               MemorySegment c, int ldc);

    int dtrtrs(char uplo, char trans, char diag, int n, int nrhs, MemorySegment a, int lda, MemorySegment b, int ldb);

    /** Reciprocal condition number of a matrix that {@link #dgetrf} factored; rcond[0] receives it. */
    int dgecon(char norm, int n, MemorySegment a, int lda, double anorm, double[] rcond);

    /** Reciprocal condition number of a triangular matrix; rcond[0] receives it. */
    int dtrcon(char norm, char uplo, char diag, int n, MemorySegment a, int lda, double[] rcond);

    /** The norm 'M', 'O' ('1'), 'I' or 'F' of the m x n matrix A. */
    double dlange(char norm, int m, int n, MemorySegment a, int lda);
}
