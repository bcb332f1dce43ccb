package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;

/**
 * R's nmath conventions for returning and reading probabilities in the four scales that
 * {@code lower.tail} and {@code log.p} select (its R_D and R_DT macros).
 */
final class DistTails {
    private DistTails() {}

    /** Probability 0 of the lower tail, in the requested tail and scale. */
    static double zero(boolean lower, boolean log) {
        return lower ? (log ? Double.NEGATIVE_INFINITY : 0) : (log ? 0 : 1);
    }

    /** Probability 1 of the lower tail, in the requested tail and scale. */
    static double one(boolean lower, boolean log) {
        return zero(!lower, log);
    }

    /** A tail probability given as its log and the log of its complement, in the requested scale. */
    static double fromLog(double logTail, boolean log) {
        return log ? logTail : ExpLog.exp(logTail);
    }

    /** log(1 - exp(x)) for x <= 0, accurate at both ends (R_Log1_Exp). */
    static double log1mExp(double x) {
        return x > -ExpLog.log(2) ? ExpLog.log(-Expm1.expm1(x)) : Log1p.log1p(-ExpLog.exp(x));
    }

    /**
     * The value of a tail, given the log of the tail that was computed ({@code logSmall}, of the
     * lower tail when {@code computedLower}) and the tail the caller asked for.
     */
    static double select(double logSmall, boolean computedLower, boolean lower, boolean log) {
        if (computedLower == lower) return log ? logSmall : ExpLog.exp(logSmall);
        return log ? log1mExp(logSmall) : -Expm1.expm1(logSmall);
    }

    /** Whether a probability argument is outside [0, 1] (or above 0 on the log scale). */
    static boolean invalid(double p, boolean log) {
        return log ? p > 0 : (p < 0 || p > 1);
    }

    /** The lower-tail probability of a quantile argument, not on the log scale (R_DT_qIv). */
    static double lowerValue(double p, boolean lower, boolean log) {
        if (log) return lower ? ExpLog.exp(p) : -Expm1.expm1(p);
        return lower ? p : 0.5 - p + 0.5;
    }

    /** Whether p is the lower end (probability 0 of the lower tail) in its scale. */
    static boolean isLowerEnd(double p, boolean lower, boolean log) {
        return p == zero(lower, log);
    }

    /** Whether p is the upper end (probability 1 of the lower tail) in its scale. */
    static boolean isUpperEnd(double p, boolean lower, boolean log) {
        return p == one(lower, log);
    }

    /** log of the upper tail of a probability given in any scale (R_DT_Clog). */
    static double logUpper(double p, boolean lower, boolean log) {
        if (lower) return log ? log1mExp(p) : Log1p.log1p(-p);
        return log ? p : ExpLog.log(p);
    }
}
