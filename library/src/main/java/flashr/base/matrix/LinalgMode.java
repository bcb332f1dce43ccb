package flashr.base.matrix;

import flashr.bind.FmEngines;
import flashr.eval.Interpreter;
import flashr.eval.Options;
import flashr.lang.RString;
import flashr.lang.RVector;
import flashr.linalg.Backend;
import flashr.linalg.Linalg;

/**
 * How this call's dense linear algebra runs. EXACT: R's reference BLAS products and LAPACK's
 * algorithms ported to Java, bit for bit what GNU R with its reference BLAS gives
 * ({@code options(flashr.exact.blas = TRUE)}, or {@code --exact-blas}). NATIVE: OpenBLAS's BLAS and
 * LAPACK, the default where a library loads, as GNU R linked to OpenBLAS. JAVA: the vectorized
 * Java products with the Java ports for factorizations ({@code options(flashr.linalg.backend = "java")},
 * {@code --java-blas}, or no library).
 */
public enum LinalgMode {
    EXACT, NATIVE, JAVA;

    private static volatile boolean threadsSet;

    public static LinalgMode of(Interpreter in) {
        if (exact(in)) return EXACT;
        if (in != null && Options.get(in, "flashr.linalg.backend") instanceof RString s && s.length() == 1
                && "java".equalsIgnoreCase(s.get(0))) {
            return JAVA;
        }
        return backend().isNative() ? NATIVE : JAVA;
    }

    private static boolean exact(Interpreter in) {
        if (in != null && Options.get(in, "flashr.exact.blas") instanceof RVector v && v.length() == 1 && !v.isNA(0)
                && v.type().isNumeric()) {
            return v.getDouble(0) != 0;
        }
        return Boolean.getBoolean("flashr.exact.blas");
    }

    /**
     * The active backend, its threads set on first use to the engine's ({@code flashr.threads}, else
     * the cores): the library runs only while the interpreter waits on it, never beside an engine pass,
     * so the two share the cores without oversubscribing them. Long calls on R's arrays pass them in
     * place while every engine is idle (see {@code flashr.linalg.SafepointHold}).
     */
    static Backend backend() {
        if (!threadsSet) {
            synchronized (LinalgMode.class) {
                if (!threadsSet) {
                    Linalg.setThreads(Integer.getInteger("flashr.threads", Runtime.getRuntime().availableProcessors()));
                    // R's matrices are Java arrays: a long call passes them in place while no engine work
                    // (a pass's workers, I/O, the warm-up) runs that could need a safepoint meanwhile; else
                    // it stages them
                    Linalg.holdSafepointsWhen(FmEngines::idle);
                    threadsSet = true;
                }
            }
        }
        return Linalg.backend();
    }

    /**
     * The BLAS that products in the matrix engine call for this call's mode: the native library
     * (NATIVE), else none: the engine then sums in R's reference order (exact mode, whose bits the
     * engine's tall products keep) or with its own vector loops, which are the Java fallback's.
     */
    public static Backend engineProducts(Interpreter in) {
        return of(in) == NATIVE ? backend() : null;
    }

    /** sessionInfo()'s and fm.print.features()'s account of the matrix products and factorizations in use. */
    public static String describe(Interpreter in) {
        return switch (of(in)) {
            case EXACT -> "R's reference BLAS and LAPACK algorithms in Java (exact mode)";
            case NATIVE -> backend().description();
            case JAVA -> Linalg.javaBackend().description() + " with LAPACK's algorithms in Java";
        };
    }
}
