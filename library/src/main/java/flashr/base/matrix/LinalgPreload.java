package flashr.base.matrix;

import flashr.lang.RCall;
import flashr.lang.RList;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.linalg.RoutineWarmup;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Loads the native BLAS beside a script that will use it. Loading OpenBLAS and linking its first
 * routine made the first product of a process 0.11-0.14 s slower than the next (a 2000 x 2000
 * product 0.36-0.45 s against R's 0.19-0.23), a cost GNU R pays in its start-up. A script whose
 * text names a function of dense linear algebra gets the library loaded, and a tiny product run,
 * on a daemon thread while its first lines run (typically making the data); then each routine
 * the named functions call is called once on 2 x 2 data ({@link RoutineWarmup}), so that their
 * first real calls do not link them (3-5 ms each). Nothing else happens early: a failed load is
 * reported by the first real call, as before, and results are the same.
 */
public final class LinalgPreload {
    private static final List<String> PRODUCTS = List.of("dgemv", "dsyrk");
    private static final List<String> SOLVE = List.of("dgesv", "dlange", "dgecon");
    private static final List<String> LINPACK = List.of("level1");
    /** lm and glm: the fit's QR, and chol2inv's dpotri in their summaries (3-4 ms to link on a first summary). */
    private static final List<String> MODELS = List.of("level1", "dpotri");
    /** Base R's functions that call the BLAS or LAPACK, directly or in their first steps, and the routines they call. */
    private static final Map<String, List<String>> NAMES = Map.ofEntries(
            Map.entry("%*%", PRODUCTS), Map.entry("crossprod", PRODUCTS), Map.entry("tcrossprod", PRODUCTS),
            Map.entry("inner.prod", PRODUCTS), Map.entry("fm.multiply", PRODUCTS),
            Map.entry("solve", SOLVE), Map.entry("mahalanobis", SOLVE), Map.entry("mvrnorm", List.of("dsyevr")),
            Map.entry("chol", List.of("dpotrf")), Map.entry("chol2inv", List.of("dpotri")),
            Map.entry("qr", List.of("level1", "dgeqp3")), Map.entry("qr.solve", LINPACK), Map.entry("qr.coef", LINPACK),
            Map.entry("lm", MODELS), Map.entry("glm", MODELS), Map.entry("lm.fit", LINPACK), Map.entry("lm.wfit", LINPACK),
            Map.entry(".lm.fit", LINPACK), Map.entry("glm.fit", LINPACK), Map.entry("lsfit", LINPACK),
            Map.entry("svd", List.of("dgesdd")), Map.entry("La.svd", List.of("dgesdd")), Map.entry("prcomp", List.of("dgesdd")),
            Map.entry("cancor", List.of("level1", "dgesdd")), Map.entry("lda", List.of("dgesdd")),
            Map.entry("eigen", List.of("dsyevr", "dgeev")), Map.entry("princomp", List.of("dsyevr")),
            Map.entry("cmdscale", List.of("dsyevr")),
            Map.entry("det", List.of("dgetrf")), Map.entry("determinant", List.of("dgetrf")),
            Map.entry("backsolve", List.of("dtrsm")), Map.entry("forwardsolve", List.of("dtrsm")),
            Map.entry("kappa", List.of("level1", "dtrcon")), Map.entry("rcond", List.of("dgetrf", "dgecon", "dlange", "dtrcon")));
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private LinalgPreload() {}

    /** Starts the load once per process when one of {@code exprs} names such a function (not in exact mode). */
    public static void startIfNamed(List<RValue> exprs) {
        if (STARTED.get() || Boolean.getBoolean("flashr.exact.blas")) return;
        Set<String> routines = routinesNamed(exprs);
        if (routines == null) return;
        if (STARTED.compareAndSet(false, true)) Thread.ofPlatform().daemon().name("flashr-blas-load").start(() -> load(routines));
    }

    /** Whether any of {@code exprs} names one of {@link #NAMES}, as a call or a value (`apply(X, 2, crossprod)`). */
    static boolean namesLinalg(List<RValue> exprs) {
        return routinesNamed(exprs) != null;
    }

    /** The routines the functions named in {@code exprs} call; null when none is named. */
    static Set<String> routinesNamed(List<RValue> exprs) {
        Set<String> named = new LinkedHashSet<>();
        for (RValue e : exprs) collect(e, named);
        if (named.isEmpty()) return null;
        Set<String> routines = new LinkedHashSet<>();
        for (String f : named) routines.addAll(NAMES.get(f));
        return routines;
    }

    private static void collect(RValue v, Set<String> named) {
        if (v instanceof RSymbol s) {
            if (NAMES.containsKey(s.name())) named.add(s.name());
        } else if (v instanceof RCall c) {
            collect(c.function(), named);
            for (RValue a : c.args()) if (a != null) collect(a, named);
        } else if (v instanceof RList l) {
            for (int i = 0; i < l.length(); i++) collect(l.get(i), named);
        }
    }

    private static void load(Set<String> routines) {
        try {
            if (!LinalgMode.backend().isNative()) return;
            double[] a = {1, 2, 3, 4};
            LinalgFastProduct.multiply(LinalgMode.NATIVE, a, 2, 2, false, a, 2, false, false);
            RoutineWarmup.warm(LinalgMode.backend(), routines);
        } catch (RuntimeException | LinkageError e) {
            // the first real call loads again and reports what failed
        }
    }
}
