package flashr.stats.distributions;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;

/**
 * The gamma distribution (and through it the chi-squared and Poisson ones): the regularized
 * incomplete gamma function by its power series below the mean and Legendre's continued fraction
 * above it. Whichever tail is small is the one summed, on the log scale, with the saddle point
 * density in front, so tails far below the smallest double keep their precision under log.p.
 */
final class DistGamma {
    private DistGamma() {}

    private static final double EPS = 1e-17;
    private static final double TINY = 1e-300;

    /** {@code pgamma(x, shape, scale = scale, lower.tail, log.p)}. */
    static double cdf(double x, double shape, double scale, boolean lower, boolean log) {
        if (shape < 0 || scale <= 0) return Double.NaN;
        x /= scale;
        if (Double.isNaN(x)) return x;
        if (shape == 0) return x <= 0 ? DistTails.zero(lower, log) : DistTails.one(lower, log);
        if (x <= 0) return DistTails.zero(lower, log);
        if (x == Double.POSITIVE_INFINITY) return DistTails.one(lower, log);
        if (shape == Double.POSITIVE_INFINITY) return DistTails.zero(lower, log);
        // the series for the lower tail, the fraction for the upper; for shape < 1 the upper tail
        // is the small one from x = 1/4 on (the fraction still converges well there)
        if (x < (shape < 1 ? 0.25 : shape + 1)) return DistTails.select(logSeries(x, shape), true, lower, log);
        return DistTails.select(logFraction(x, shape), false, lower, log);
    }

    /** Zeta(2), ..., zeta(10), for the Taylor series of log gamma(1 + a). */
    private static final double[] ZETA = {1.6449340668482264, 1.2020569031595943, 1.0823232337111382,
        1.0369277551433699, 1.0173430619844491, 1.0083492773819228, 1.0040773561979443,
        1.0020083928260822, 1.0009945751278181};
    private static final double EULER = 0.57721566490153286;

    /** log P(a, x), for x < a + 1. */
    private static double logSeries(double x, double a) {
        if (a < 0.01 && x < 1) return logSeriesSmallShape(x, a);
        double sum = 1;
        double term = 1;
        for (int n = 1; n < 100_000; n++) {
            term *= x / (a + n);
            sum += term;
            if (term < sum * EPS) break;
        }
        return DistSaddle.logPoisRaw(a, x) + ExpLog.log(sum);
    }

    /**
     * log P(a, x) = a log x - log gamma(1 + a) + log1p(a sum_{n>=1} (-x)^n / (n! (a + n))) for a tiny
     * shape, where P is within a of 1 and its log must be accurate absolutely, not relatively.
     */
    private static double logSeriesSmallShape(double x, double a) {
        double sum = 0;
        double term = 1;
        for (int n = 1; n < 1000; n++) {
            term *= -x / n;
            double add = term / (a + n);
            sum += add;
            if (Math.abs(add) < Math.abs(sum) * EPS) break;
        }
        double lgamma1p = -EULER * a;
        double power = -a;
        for (int k = 0; k < ZETA.length; k++) {
            power *= -a;
            lgamma1p += ZETA[k] / (k + 2) * power;
        }
        return a * ExpLog.log(x) - lgamma1p + Log1p.log1p(a * sum);
    }

    /** log Q(a, x) by the continued fraction x^a e^-x / gamma(a) / (x + 1 - a - 1(1-a) / (x + 3 - a - ...)). */
    private static double logFraction(double x, double a) {
        double b = x + 1 - a;
        double c = 1 / TINY;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 100_000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            if (Math.abs(d) < TINY) d = TINY;
            c = b + an / c;
            if (Math.abs(c) < TINY) c = TINY;
            d = 1 / d;
            double delta = d * c;
            h *= delta;
            if (Math.abs(delta - 1) < EPS) break;
        }
        return ExpLog.log(a) + DistSaddle.logPoisRaw(a, x) + ExpLog.log(h);
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

    /** {@code qgamma(p, shape, scale = scale, lower.tail, log.p)}. */
    static double quantile(double p, double shape, double scale, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(shape) || Double.isNaN(scale)) return p + shape + scale;
        if (DistTails.invalid(p, log) || shape < 0 || scale <= 0) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        if (shape == 0) return 0;
        double guess = wilsonHilferty(p, shape, lower, log);
        return scale * DistQuantile.solve((x, lw, lg) -> cdf(x, shape, 1, lw, lg), p, lower, log,
                0, Double.POSITIVE_INFINITY, guess);
    }

    /** A first guess from the Wilson-Hilferty cube-root normal approximation. */
    private static double wilsonHilferty(double p, double shape, boolean lower, boolean log) {
        double z = Normal.quantile(p, 0, 1, lower, log);
        double c = 1 / (9 * shape);
        double g = shape * RMath.pow(1 - c + z * Math.sqrt(c), 3);
        if (!(g > 0) || !Double.isFinite(g)) g = Math.max(shape, 1e-3);
        return Math.max(g, 1e-300);
    }
}
