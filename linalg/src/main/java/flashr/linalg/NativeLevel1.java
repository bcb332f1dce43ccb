package flashr.linalg;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.MemorySegment;

/**
 * {@link Level1} by the native library's CBLAS routines, on the Java arrays in place (critical
 * downcalls: these calls read each element once or twice, so they are as short as a copy would
 * be). GNU R linked to OpenBLAS calls the same routines from dqrdc2 and dqrsl, so R's default
 * {@code qr()} and {@code lm()} get the same bits here (OpenBLAS's dot and axpy use fused
 * multiply-adds in 16 lanes, its norm sums squares in x87 extended precision).
 */
final class NativeLevel1 implements Level1 {
    private final Downcall dot;
    private final Downcall axpy;
    private final Downcall nrm2;
    private final Downcall scal;

    NativeLevel1(OpenBlasLibrary lib) {
        dot = Downcall.of(lib, "cblas_ddot", JAVA_DOUBLE, JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT);
        axpy = Downcall.of(lib, "cblas_daxpy", null, JAVA_INT, JAVA_DOUBLE, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT);
        nrm2 = Downcall.of(lib, "cblas_dnrm2", JAVA_DOUBLE, JAVA_INT, ADDRESS, JAVA_INT);
        scal = Downcall.of(lib, "cblas_dscal", null, JAVA_INT, JAVA_DOUBLE, ADDRESS, JAVA_INT);
    }

    private static MemorySegment at(double[] x, int off) {
        return MemorySegment.ofArray(x).asSlice((long) off * Double.BYTES);
    }

    @Override
    public double dot(double[] x, int xo, double[] y, int yo, int n) {
        if (n <= 0) return 0;
        try {
            return (double) dot.handle(true).invokeExact(n, at(x, xo), 1, at(y, yo), 1);
        } catch (Throwable t) {
            throw Downcall.rethrow(t);
        }
    }

    @Override
    public void axpy(double a, double[] x, int xo, double[] y, int yo, int n) {
        if (n <= 0) return;
        try {
            axpy.handle(true).invokeExact(n, a, at(x, xo), 1, at(y, yo), 1);
        } catch (Throwable t) {
            throw Downcall.rethrow(t);
        }
    }

    @Override
    public double nrm2(double[] x, int xo, int n) {
        if (n <= 0) return 0;
        try {
            return (double) nrm2.handle(true).invokeExact(n, at(x, xo), 1);
        } catch (Throwable t) {
            throw Downcall.rethrow(t);
        }
    }

    @Override
    public void scal(double a, double[] x, int xo, int n) {
        if (n <= 0) return;
        try {
            scal.handle(true).invokeExact(n, a, at(x, xo), 1);
        } catch (Throwable t) {
            throw Downcall.rethrow(t);
        }
    }
}
