package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;

/**
 * The exponential and log-normal distributions in closed form, and Student's t quantile by
 * inverting pt on the lower half of the line (the t distribution is symmetric, so the small
 * tail is always the one solved for).
 */
final class DistContinuous {
    private DistContinuous() {}

    private static final double LN_SQRT_2PI = 0.918938533204672741780329736406;

    /** {@code dexp(x, rate, log)}. */
    static double dexp(double x, double rate, boolean log) {
        double scale = 1 / rate;
        if (scale <= 0) return Double.NaN;
        if (x < 0) return log ? Double.NEGATIVE_INFINITY : 0;
        return log ? -x / scale - ExpLog.log(scale) : ExpLog.exp(-x / scale) / scale;
    }

    /** {@code pexp(q, rate, lower.tail, log.p)}. */
    static double pexp(double x, double rate, boolean lower, boolean log) {
        double scale = 1 / rate;
        if (scale < 0) return Double.NaN;
        if (x <= 0) return DistTails.zero(lower, log);
        double e = -(x / scale);
        if (lower) return log ? DistTails.log1mExp(e) : -Expm1.expm1(e);
        return log ? e : ExpLog.exp(e);
    }

    /** {@code qexp(p, rate, lower.tail, log.p)}. */
    static double qexp(double p, double rate, boolean lower, boolean log) {
        double scale = 1 / rate;
        if (scale < 0 || DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        double logUpper = lower ? (log ? DistTails.log1mExp(p) : Log1p.log1p(-p)) : (log ? p : ExpLog.log(p));
        return -scale * logUpper;
    }

    /** {@code dlnorm(x, meanlog, sdlog, log)}. */
    private static final double M_1_SQRT_2PI = 0.398942280401432677939946059934;

    static double dlnorm(double x, double meanlog, double sdlog, boolean log) {
        if (sdlog < 0) return Double.NaN;
        if (!Double.isFinite(x) && ExpLog.log(x) == meanlog) return Double.NaN;
        if (sdlog == 0) return ExpLog.log(x) == meanlog ? Double.POSITIVE_INFINITY : (log ? Double.NEGATIVE_INFINITY : 0);
        if (x <= 0) return log ? Double.NEGATIVE_INFINITY : 0;
        double y = (ExpLog.log(x) - meanlog) / sdlog;
        return log ? -(LN_SQRT_2PI + 0.5 * y * y + ExpLog.log(x * sdlog))
                : M_1_SQRT_2PI * ExpLog.exp(-0.5 * y * y) / (x * sdlog);   // R's order
    }

    /** {@code plnorm(q, meanlog, sdlog, lower.tail, log.p)}. */
    static double plnorm(double x, double meanlog, double sdlog, boolean lower, boolean log) {
        if (sdlog < 0) return Double.NaN;
        if (x > 0) return Normal.cdf(ExpLog.log(x), meanlog, sdlog, lower, log);
        return DistTails.zero(lower, log);
    }

    /** {@code qlnorm(p, meanlog, sdlog, lower.tail, log.p)}. */
    static double qlnorm(double p, double meanlog, double sdlog, boolean lower, boolean log) {
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        return ExpLog.exp(Normal.quantile(p, meanlog, sdlog, lower, log));
    }

    /** {@code qt(p, df, lower.tail, log.p)} (central): R's qt.c ({@link StudentQuantile}). */
    static double qt(double p, double df, boolean lower, boolean log) {
        return StudentQuantile.qt(p, df, lower, log);
    }

    /** {@code dlogis(x, location, scale, log)}. */
    static double dlogis(double x, double location, double scale, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(location) || Double.isNaN(scale)) return x + location + scale;
        if (scale <= 0) return Double.NaN;
        double z = Math.abs((x - location) / scale), e = ExpLog.exp(-z), f = 1 + e;
        return log ? -(z + ExpLog.log(scale * f * f)) : e / (scale * f * f);
    }

    /** {@code plogis(q, location, scale, lower.tail, log.p)}. */
    static double plogis(double x, double location, double scale, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(location) || Double.isNaN(scale)) return x + location + scale;
        if (scale <= 0) return Double.NaN;
        double z = (x - location) / scale;
        if (Double.isNaN(z)) return Double.NaN;
        if (Double.isInfinite(z)) return z > 0 ? DistTails.one(lower, log) : DistTails.zero(lower, log);
        double t = lower ? -z : z;
        return log ? -log1pExp(t) : 1 / (1 + ExpLog.exp(t));
    }

    /** log(1 + exp(x)) without overflow (R's log1pexp). */
    private static double log1pExp(double x) {
        if (x <= 18) return Log1p.log1p(ExpLog.exp(x));
        return x > 33.3 ? x : x + ExpLog.exp(-x);
    }

    /** {@code qlogis(p, location, scale, lower.tail, log.p)}. */
    static double qlogis(double p, double location, double scale, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(location) || Double.isNaN(scale)) return p + location + scale;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return Double.NEGATIVE_INFINITY;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        if (scale < 0) return Double.NaN;
        if (scale == 0) return location;
        double logit = log ? (lower ? p - DistTails.log1mExp(p) : DistTails.log1mExp(p) - p)
                : ExpLog.log(lower ? p / (1 - p) : (1 - p) / p);
        return location + scale * logit;
    }
}
