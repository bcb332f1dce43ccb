package flashr.stats.distributions;

import flashr.numeric.OptimTrace;
import java.util.ArrayList;
import java.util.List;

/**
 * Warnings raised deep inside the distribution functions (R's {@code ML_WARNING} and
 * {@code MATHLIB_WARNING}: lost precision, no convergence). A vectorised builtin collects them
 * while it runs and gives each as an R warning of its call, in order, as R's {@code warning()}
 * from C does; outside a collection they are dropped (internal uses such as tests' statistics).
 */
public final class MathWarnings {
    private MathWarnings() {}

    private static final ThreadLocal<List<String>> PENDING = new ThreadLocal<>();

    /** Starts collecting; returns the enclosing collection, to be given back to {@link #end}. */
    public static List<String> begin() {
        List<String> previous = PENDING.get();
        PENDING.set(new ArrayList<>());
        return previous;
    }

    /** Stops collecting and returns the warnings raised since {@link #begin}. */
    public static List<String> end(List<String> previous) {
        List<String> raised = PENDING.get();
        PENDING.set(previous);
        return raised == null ? List.of() : raised;
    }

    static void warn(String message) {
        List<String> pending = PENDING.get();
        if (pending != null) pending.add(message);
    }

    /** R's ME_PRECISION. */
    static void precision(String where) {
        warn("full precision may not have been achieved in '" + where + "'");
    }

    /** R's ME_NOCONV. */
    static void noConvergence(String where) {
        warn("convergence failed in '" + where + "'");
    }

    /** R's ME_RANGE. */
    static void range(String where) {
        warn("value out of range in '" + where + "'");
    }

    /** R's ME_UNDERFLOW. */
    static void underflow(String where) {
        warn("underflow occurred in '" + where + "'");
    }

    /** A number as C's {@code %g} prints it in R's warnings. */
    static String g(double x) {
        return OptimTrace.g(x);
    }
}
