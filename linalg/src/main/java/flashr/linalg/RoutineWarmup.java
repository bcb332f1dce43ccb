package flashr.linalg;

import java.lang.foreign.MemorySegment;
import java.util.Collection;

/**
 * Calls named BLAS and LAPACK routines once on 2 x 2 data, so that a script's first real call does
 * not link them: linking a downcall generates its stub and method handle forms, 3-5 ms of CPU each
 * (a process's first about 20), which a first {@code solve} paid three times (dgesv, dlange,
 * dgecon). Run beside the script's first lines ({@code LinalgPreload}); results are unaffected.
 * Names are LAPACK's and the BLAS's ("dgesv", "dsyrk", ...; "level1" for dqrdc2's ddot, daxpy,
 * dnrm2 and dscal); unknown names are ignored.
 */
public final class RoutineWarmup {
    private RoutineWarmup() {}

    /** Calls each of {@code routines} on {@code backend} (nothing for the Java fallback, which links nothing). */
    public static void warm(Backend backend, Collection<String> routines) {
        if (!backend.isNative()) return;
        for (String r : routines) warm(backend, r);
    }

    private static MemorySegment spd() {
        return MemorySegment.ofArray(new double[] {4, 1, 1, 3});
    }

    private static MemorySegment doubles(int n) {
        return MemorySegment.ofArray(new double[n]);
    }

    private static MemorySegment ints(int n) {
        return MemorySegment.ofArray(new int[n]);
    }

    private static void warm(Backend backend, String routine) {
        Blas blas = backend.blas();
        Lapack lapack = backend.lapack().orElseThrow();
        switch (routine) {
            case "dgemv" -> blas.dgemv('N', 2, 2, 1, spd(), 2, spd(), 0, doubles(2));
            case "dsyrk" -> blas.dsyrk('U', 'T', 2, 2, 1, spd(), 2, 0, doubles(4), 2);
            case "dtrsm" -> blas.dtrsm('L', 'U', 'N', 'N', 2, 1, 1, spd(), 2, doubles(2), 2);
            case "dgesv" -> lapack.dgesv(2, 1, spd(), 2, ints(2), doubles(2), 2);
            case "dgetrf" -> lapack.dgetrf(2, 2, spd(), 2, ints(2));
            case "dgecon" -> lapack.dgecon('1', 2, spd(), 2, 5, new double[1]);
            case "dlange" -> lapack.dlange('1', 2, 2, spd(), 2);
            case "dtrcon" -> lapack.dtrcon('1', 'U', 'N', 2, spd(), 2, new double[1]);
            case "dpotrf" -> lapack.dpotrf('U', 2, spd(), 2);
            case "dpotri" -> lapack.dpotri('U', 2, MemorySegment.ofArray(new double[] {2, 0, 0.5, 1.5}), 2);
            case "dsyevr" -> lapack.dsyevr('V', 'A', 'L', 2, spd(), 2, 0, 0, 0, 0, 0, new int[1], doubles(2), doubles(4), 2, ints(4));
            case "dgeev" -> lapack.dgeev('N', 'V', 2, spd(), 2, doubles(2), doubles(2), doubles(4), 2, doubles(4), 2);
            case "dgesdd" -> lapack.dgesdd('S', 2, 2, spd(), 2, doubles(2), doubles(4), 2, doubles(4), 2);
            case "dgeqp3" -> lapack.dgeqp3(2, 2, spd(), 2, ints(2), doubles(2));
            case "level1" -> {
                Level1 l = backend.level1();
                double[] x = {3, 4, 1, 2};
                l.scal(0.5, x, 0, 2);
                l.axpy(l.dot(x, 0, x, 2, 2), x, 0, x, 2, 2);
                l.nrm2(x, 0, 4);
            }
            default -> { }
        }
    }
}
