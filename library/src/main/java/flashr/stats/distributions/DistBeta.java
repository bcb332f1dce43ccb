package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/** The beta distribution as R's nmath defines it, including its point-mass limits at zero and infinite shapes. */
final class DistBeta {
    private DistBeta() {}

    /** {@code dbeta(x, a, b, log)}. */
    static double density(double x, double a, double b, boolean log) {
        if (a < 0 || b < 0) return Double.NaN;
        double zero = log ? Double.NEGATIVE_INFINITY : 0;
        if (x < 0 || x > 1) return zero;
        if (a == 0 || b == 0 || Double.isInfinite(a) || Double.isInfinite(b)) {
            double mass;
            if (a == 0 && b == 0) return x == 0 || x == 1 ? Double.POSITIVE_INFINITY : zero;
            if (a == 0 || a / b == Double.POSITIVE_INFINITY) mass = 0;
            else if (b == 0 || b / a == Double.POSITIVE_INFINITY) mass = 1;
            else mass = 0.5;
            return x == mass ? Double.POSITIVE_INFINITY : zero;
        }
        if (x == 0) {
            if (a > 1) return zero;
            if (a < 1) return Double.POSITIVE_INFINITY;
            return log ? ExpLog.log(b) : b;
        }
        if (x == 1) {
            if (b > 1) return zero;
            if (b < 1) return Double.POSITIVE_INFINITY;
            return log ? ExpLog.log(a) : a;
        }
        double lval = a <= 2 || b <= 2
                ? (a - 1) * ExpLog.log(x) + (b - 1) * Log1p.log1p(-x) - IncompleteBeta.lbeta(a, b)
                : ExpLog.log(a + b - 1) + DistSaddle.logBinomRaw(a - 1, a + b - 2, x, 1 - x);
        return log ? lval : ExpLog.exp(lval);
    }

    /** {@code pbeta(x, a, b, lower.tail, log.p)}: R's, by TOMS 708. */
    static double cdf(double x, double a, double b, boolean lower, boolean log) {
        return IncompleteBeta.pbeta(x, a, b, lower, log);
    }

    /** {@code qbeta(p, a, b, lower.tail, log.p)}: R's ({@link BetaQuantile}). */
    static double quantile(double p, double a, double b, boolean lower, boolean log) {
        return BetaQuantile.qbeta(p, a, b, lower, log);
    }
}
