package flashr.base.matrix;

import flashr.lang.RCall;
import flashr.lang.RList;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Loads the native BLAS beside a script that will use it. Loading OpenBLAS and linking its first
 * routine made the first product of a process 0.11-0.14 s slower than the next (a 2000 x 2000
 * product 0.36-0.45 s against R's 0.19-0.23), a cost GNU R pays in its start-up. A script whose
 * text names a function of dense linear algebra gets the library loaded, and a tiny product run,
 * on a daemon thread while its first lines run (typically making the data). Nothing else happens
 * early: a failed load is reported by the first real call, as before, and results are the same.
 */
public final class LinalgPreload {
    /** Base R's functions that call the BLAS or LAPACK, directly or in their first steps. */
    private static final Set<String> NAMES = Set.of("%*%", "crossprod", "tcrossprod", "solve", "chol", "chol2inv",
            "qr", "qr.solve", "qr.coef", "svd", "La.svd", "eigen", "det", "determinant", "backsolve", "forwardsolve",
            "kappa", "rcond", "lm", "glm", "lm.fit", "lm.wfit", ".lm.fit", "glm.fit", "lsfit", "prcomp", "princomp",
            "cancor", "cmdscale", "mahalanobis", "lda", "mvrnorm", "inner.prod", "fm.multiply");
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private LinalgPreload() {}

    /** Starts the load once per process when one of {@code exprs} names such a function (not in exact mode). */
    public static void startIfNamed(List<RValue> exprs) {
        if (STARTED.get() || Boolean.getBoolean("flashr.exact.blas") || !namesLinalg(exprs)) return;
        if (STARTED.compareAndSet(false, true)) Thread.ofPlatform().daemon().name("flashr-blas-load").start(LinalgPreload::load);
    }

    /** Whether any of {@code exprs} names one of {@link #NAMES}, as a call or a value (`apply(X, 2, crossprod)`). */
    static boolean namesLinalg(List<RValue> exprs) {
        return exprs.stream().anyMatch(LinalgPreload::names);
    }

    private static boolean names(RValue v) {
        if (v instanceof RSymbol s) return NAMES.contains(s.name());
        if (v instanceof RCall c) {
            if (names(c.function())) return true;
            for (RValue a : c.args()) if (a != null && names(a)) return true;
        } else if (v instanceof RList l) {
            for (int i = 0; i < l.length(); i++) if (names(l.get(i))) return true;
        }
        return false;
    }

    private static void load() {
        try {
            if (!LinalgMode.backend().isNative()) return;
            double[] a = {1, 2, 3, 4};
            LinalgFastProduct.multiply(LinalgMode.NATIVE, a, 2, 2, false, a, 2, false, false);
        } catch (RuntimeException | LinkageError e) {
            // the first real call loads again and reports what failed
        }
    }
}
