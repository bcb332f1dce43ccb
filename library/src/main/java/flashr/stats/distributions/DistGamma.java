package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;

/**
 * The gamma distribution (and through it the chi-squared and Poisson ones): pgamma by R's
 * pgamma_raw ({@link GammaRatio}), dgamma by R 4.2's dpois_raw, and qgamma.
 */
final class DistGamma {
    private DistGamma() {}

    /** {@code pgamma(x, shape, scale = scale, lower.tail, log.p)}: R's ({@link GammaRatio}). */
    static double cdf(double x, double shape, double scale, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(shape) || Double.isNaN(scale)) return x + shape + scale;
        if (shape < 0 || scale <= 0) return Double.NaN;
        x /= scale;
        if (Double.isNaN(x)) return x;
        if (shape == 0) return x <= 0 ? DistTails.zero(lower, log) : DistTails.one(lower, log);
        return GammaRatio.pgammaRaw(x, shape, lower, log);
    }

    /** {@code dgamma(x, shape, scale = scale, log)}, as R's dgamma. */
    static double density(double x, double shape, double scale, boolean log) {
        if (shape < 0 || scale <= 0) return Double.NaN;
        double zero = log ? Double.NEGATIVE_INFINITY : 0;
        if (x < 0) return zero;
        if (shape == 0) return x == 0 ? Double.POSITIVE_INFINITY : zero;
        if (x == 0) {
            if (shape < 1) return Double.POSITIVE_INFINITY;
            if (shape > 1) return zero;
            return log ? -ExpLog.log(scale) : 1 / scale;
        }
        if (shape < 1) {
            double pr = flashr.rng.Poisson.densityRaw(shape, x / scale, log);
            if (!log) return pr * shape / x;
            double ratio = shape / x;
            return pr + (Double.isFinite(ratio) ? ExpLog.log(ratio) : ExpLog.log(shape) - ExpLog.log(x));
        }
        double pr = flashr.rng.Poisson.densityRaw(shape - 1, x / scale, log);
        return log ? pr - ExpLog.log(scale) : pr / scale;
    }

    /** {@code qgamma(p, shape, scale = scale, lower.tail, log.p)}: R's ({@link GammaQuantile}). */
    static double quantile(double p, double shape, double scale, boolean lower, boolean log) {
        return GammaQuantile.qgamma(p, shape, scale, lower, log);
    }
}
