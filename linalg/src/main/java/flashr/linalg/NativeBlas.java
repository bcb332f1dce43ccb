package flashr.linalg;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.MemorySegment;

/** {@link Blas} by OpenBLAS's CBLAS interface, column-major. */
final class NativeBlas implements Blas {
    private static final int COL_MAJOR = 102;
    private final Downcall gemm;
    private final Downcall gemv;
    private final Downcall asum;
    private final Downcall syrk;
    private final Downcall trsm;
    private final Downcall trmm;

    NativeBlas(OpenBlasLibrary lib) {
        gemm = Downcall.of(lib, "cblas_dgemm", null, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT,
                JAVA_DOUBLE, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT, JAVA_DOUBLE, ADDRESS, JAVA_INT);
        gemv = Downcall.of(lib, "cblas_dgemv", null, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_DOUBLE, ADDRESS,
                JAVA_INT, ADDRESS, JAVA_INT, JAVA_DOUBLE, ADDRESS, JAVA_INT);
        asum = Downcall.of(lib, "cblas_dasum", JAVA_DOUBLE, JAVA_INT, ADDRESS, JAVA_INT);
        syrk = Downcall.of(lib, "cblas_dsyrk", null, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_DOUBLE,
                ADDRESS, JAVA_INT, JAVA_DOUBLE, ADDRESS, JAVA_INT);
        trsm = Downcall.of(lib, "cblas_dtrsm", null, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT,
                JAVA_INT, JAVA_DOUBLE, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT);
        trmm = Downcall.of(lib, "cblas_dtrmm", null, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT,
                JAVA_INT, JAVA_DOUBLE, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT);
    }

    static int trans(char t) {
        return switch (Character.toUpperCase(t)) {
            case 'N' -> 111;
            case 'T', 'C' -> 112;
            default -> throw new IllegalArgumentException("trans must be 'N' or 'T', not '" + t + "'");
        };
    }

    static int uplo(char u) {
        return switch (Character.toUpperCase(u)) {
            case 'U' -> 121;
            case 'L' -> 122;
            default -> throw new IllegalArgumentException("uplo must be 'U' or 'L', not '" + u + "'");
        };
    }

    static int diag(char d) {
        return switch (Character.toUpperCase(d)) {
            case 'N' -> 131;
            case 'U' -> 132;
            default -> throw new IllegalArgumentException("diag must be 'N' or 'U', not '" + d + "'");
        };
    }

    static int side(char s) {
        return switch (Character.toUpperCase(s)) {
            case 'L' -> 141;
            case 'R' -> 142;
            default -> throw new IllegalArgumentException("side must be 'L' or 'R', not '" + s + "'");
        };
    }

    @Override
    public void dgemm(char transA, char transB, int m, int n, int k, double alpha, MemorySegment a, int lda,
                      MemorySegment b, int ldb, double beta, MemorySegment c, int ldc) {
        if (m == 0 || n == 0) return;
        try (Staging st = new Staging(2.0 * m * n * k, a, b, c)) {
            MemorySegment na = st.array(a, true, false);
            MemorySegment nb = st.array(b, true, false);
            MemorySegment nc = st.array(c, beta != 0, true);
            gemm.handle(st.critical).invokeExact(COL_MAJOR, trans(transA), trans(transB), m, n, k, alpha, na, lda,
                    nb, ldb, beta, nc, ldc);
            st.finish();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    @Override
    public double dasum(int n, MemorySegment x) {
        if (n <= 0) return 0;
        // memory-bound: Java arrays pass in place
        try (Staging st = new Staging(n, x)) {
            return (double) asum.handle(st.critical).invokeExact(n, st.array(x, true, false), 1);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    @Override
    public void dgemv(char trans, int m, int n, double alpha, MemorySegment a, int lda, MemorySegment x,
                      double beta, MemorySegment y) {
        try (Staging st = new Staging(2.0 * m * n, a, x, y)) {
            MemorySegment na = st.array(a, true, false);
            MemorySegment nx = st.array(x, true, false);
            MemorySegment ny = st.array(y, true, true);
            gemv.handle(st.critical).invokeExact(COL_MAJOR, trans(trans), m, n, alpha, na, lda, nx, 1, beta, ny, 1);
            st.finish();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    @Override
    public void dsyrk(char uplo, char trans, int n, int k, double alpha, MemorySegment a, int lda, double beta,
                      MemorySegment c, int ldc) {
        if (n == 0) return;
        try (Staging st = new Staging(1.0 * n * n * k, a, c)) {
            MemorySegment na = st.array(a, true, false);
            MemorySegment nc = st.array(c, true, true);
            syrk.handle(st.critical).invokeExact(COL_MAJOR, uplo(uplo), trans(trans), n, k, alpha, na, lda, beta, nc, ldc);
            st.finish();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    @Override
    public void dtrsm(char side, char uplo, char transA, char diag, int m, int n, double alpha, MemorySegment a,
                      int lda, MemorySegment b, int ldb) {
        if (m == 0 || n == 0) return;
        double flops = 1.0 * m * n * (Character.toUpperCase(side) == 'L' ? m : n);
        try (Staging st = new Staging(flops, a, b)) {
            MemorySegment na = st.array(a, true, false);
            MemorySegment nb = st.array(b, true, true);
            trsm.handle(st.critical).invokeExact(COL_MAJOR, side(side), uplo(uplo), trans(transA), diag(diag), m, n,
                    alpha, na, lda, nb, ldb);
            st.finish();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    @Override
    public void dtrmm(char side, char uplo, char transA, char diag, int m, int n, double alpha, MemorySegment a,
                      int lda, MemorySegment b, int ldb) {
        if (m == 0 || n == 0) return;
        double flops = 1.0 * m * n * (Character.toUpperCase(side) == 'L' ? m : n);
        try (Staging st = new Staging(flops, a, b)) {
            MemorySegment na = st.array(a, true, false);
            MemorySegment nb = st.array(b, true, true);
            trmm.handle(st.critical).invokeExact(COL_MAJOR, side(side), uplo(uplo), trans(transA), diag(diag), m, n,
                    alpha, na, lda, nb, ldb);
            st.finish();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
