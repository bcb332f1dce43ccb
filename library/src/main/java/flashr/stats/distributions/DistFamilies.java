package flashr.stats.distributions;

import flashr.base.math.Math1Functions;
import flashr.base.math.MathGamma;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.Atan;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Binomial;
import flashr.rng.Normal;
import flashr.rng.SaddlePoint;
import java.util.function.DoubleConsumer;

/**
 * Distribution functions as R's nmath computes them: the t density (by the saddle-point
 * deviance, accurate in the tails), the Cauchy and Weibull distributions in closed form, and the
 * geometric and negative binomial distributions (densities by the binomial density, cumulative
 * probabilities by the incomplete beta function).
 */
final class DistFamilies {
    private DistFamilies() {}

    private static final double LN_SQRT_2PI = 0.918938533204672741780329736406, ONE_SQRT_2PI = 0.398942280401432677939946059934;

    static double dt(double x, double n, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(n)) return x + n;
        if (n <= 0) return Double.NaN;
        if (Double.isInfinite(x)) return log ? Double.NEGATIVE_INFINITY : 0;
        if (Double.isInfinite(n)) return Normal.density(x, 0, 1, log);
        double t = -SaddlePoint.bd0(n / 2., (n + 1) / 2.) + SaddlePoint.stirlerr((n + 1) / 2.) - SaddlePoint.stirlerr(n / 2.);
        double x2n = x * x / n, ax = 0, lx2n, u;
        boolean large = x2n > 1. / Math.ulp(1.0);
        if (large) {
            ax = Math.abs(x);
            lx2n = ExpLog.log(ax) - ExpLog.log(n) / 2.;
            u = n * lx2n;
        } else if (x2n > 0.2) {
            lx2n = ExpLog.log(1 + x2n) / 2.;
            u = n * lx2n;
        } else {
            lx2n = Log1p.log1p(x2n) / 2.;
            u = -SaddlePoint.bd0(n / 2., (n + x * x) / 2.) + x * x / 2.;
        }
        if (log) return t - u - (LN_SQRT_2PI + lx2n);
        double invSqrt = large ? Math.sqrt(n) / ax : ExpLog.exp(-lx2n);
        return ExpLog.exp(t - u) * ONE_SQRT_2PI * invSqrt;
    }

    static double dcauchy(double x, double location, double scale, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(location) || Double.isNaN(scale)) return x + location + scale;
        if (scale <= 0) return Double.NaN;
        double y = (x - location) / scale;
        return log ? -ExpLog.log(Math.PI * scale * (1. + y * y)) : 1. / (Math.PI * scale * (1. + y * y));
    }

    static double pcauchy(double x, double location, double scale, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(location) || Double.isNaN(scale)) return x + location + scale;
        if (scale <= 0) return Double.NaN;
        x = (x - location) / scale;
        if (Double.isNaN(x)) return Double.NaN;
        if (Double.isInfinite(x)) return x < 0 ? DistTails.zero(lower, log) : DistTails.one(lower, log);
        if (!lower) x = -x;
        // far out, 1/2 + atan(x)/pi cancels: atan(1/x)/pi is the small tail itself
        if (Math.abs(x) > 1) {
            double y = Atan.atan(1 / x) / Math.PI;   // the C library's atan, as R's
            return x > 0 ? (log ? Log1p.log1p(-y) : 0.5 - y + 0.5) : (log ? ExpLog.log(-y) : -y);
        }
        double v = 0.5 + Atan.atan(x) / Math.PI;
        return log ? ExpLog.log(v) : v;
    }

    static double qcauchy(double p, double location, double scale, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(location) || Double.isNaN(scale)) return p + location + scale;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (scale <= 0 || Double.isInfinite(scale)) return scale == 0 ? location : Double.NaN;
        if (log) {
            if (p > -1) {
                if (p == 0.) return location + (lower ? scale : -scale) * Double.POSITIVE_INFINITY;
                lower = !lower;
                p = -Expm1.expm1(p);
            } else {
                p = ExpLog.exp(p);
            }
        } else if (p > 0.5) {
            if (p == 1.) return location + (lower ? scale : -scale) * Double.POSITIVE_INFINITY;
            p = 1 - p;
            lower = !lower;
        }
        if (p == 0.5) return location;
        if (p == 0.) return location + (lower ? scale : -scale) * Double.NEGATIVE_INFINITY;
        return location + (lower ? -scale : scale) / Math1Functions.tanpi(p);
    }

    static double dweibull(double x, double shape, double scale, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(shape) || Double.isNaN(scale)) return x + shape + scale;
        if (shape <= 0 || scale <= 0) return Double.NaN;
        if (x < 0 || Double.isInfinite(x)) return log ? Double.NEGATIVE_INFINITY : 0;
        if (x == 0 && shape < 1) return Double.POSITIVE_INFINITY;
        double t1 = RMath.pow(x / scale, shape - 1), t2 = t1 * (x / scale);
        return log ? -t2 + ExpLog.log(shape * t1 / scale) : shape * t1 * ExpLog.exp(-t2) / scale;
    }

    static double pweibull(double x, double shape, double scale, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(shape) || Double.isNaN(scale)) return x + shape + scale;
        if (shape <= 0 || scale <= 0) return Double.NaN;
        if (x <= 0) return DistTails.zero(lower, log);
        x = -RMath.pow(x / scale, shape);
        return lower ? (log ? DistTails.log1mExp(x) : -Expm1.expm1(x)) : (log ? x : ExpLog.exp(x));
    }

    static double qweibull(double p, double shape, double scale, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(shape) || Double.isNaN(scale)) return p + shape + scale;
        if (shape <= 0 || scale <= 0 || DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        return scale * RMath.pow(-DistTails.logUpper(p, lower, log), 1. / shape);
    }

    static double dgeom(double x, double p, boolean log, DoubleConsumer nonInteger) {
        if (Double.isNaN(x) || Double.isNaN(p)) return x + p;
        if (p <= 0 || p > 1) return Double.NaN;
        if (Binomial.nonInt(x)) {
            nonInteger.accept(x);
            return log ? Double.NEGATIVE_INFINITY : 0;
        }
        if (x < 0 || Double.isInfinite(x) || p == 0) return log ? Double.NEGATIVE_INFINITY : 0;
        x = Math.rint(x);
        double prob = Binomial.densityRaw(0., x, p, 1 - p, log);   // (1-p)^x, stable for small p
        return log ? ExpLog.log(p) + prob : p * prob;
    }

    static double pgeom(double x, double p, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(p)) return x + p;
        if (p <= 0 || p > 1) return Double.NaN;
        if (x < 0.) return DistTails.zero(lower, log);
        if (Double.isInfinite(x)) return DistTails.one(lower, log);
        x = Math.floor(x + 1e-7);
        if (p == 1.) {
            double v = lower ? 1 : 0;
            return log ? ExpLog.log(v) : v;
        }
        x = Log1p.log1p(-p) * (x + 1);
        if (log) return DistTails.logUpper(x, lower, true);
        return lower ? -Expm1.expm1(x) : ExpLog.exp(x);
    }

    static double qgeom(double p, double prob, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(prob)) return p + prob;
        if (prob <= 0 || prob > 1 || DistTails.invalid(p, log)) return Double.NaN;
        if (prob == 1) return 0;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        // a fuzz keeps the step function left-continuous
        return Math.max(0, Math.ceil(DistTails.logUpper(p, lower, log) / Log1p.log1p(-prob) - 1 - 1e-12));
    }

    static double dnbinom(double x, double size, double prob, boolean log, DoubleConsumer nonInteger) {
        if (Double.isNaN(x) || Double.isNaN(size) || Double.isNaN(prob)) return x + size + prob;
        if (prob <= 0 || prob > 1 || size < 0) return Double.NaN;
        if (Binomial.nonInt(x)) {
            nonInteger.accept(x);
            return log ? Double.NEGATIVE_INFINITY : 0;
        }
        if (x < 0 || Double.isInfinite(x)) return log ? Double.NEGATIVE_INFINITY : 0;
        x = Math.rint(x);
        if (x == 0) {
            if (size == 0) return log ? 0 : 1;   // the limit as size goes to 0: all mass at 0
            return log ? size * ExpLog.log(prob) : RMath.pow(prob, size);
        }
        if (Double.isInfinite(size)) size = Double.MAX_VALUE;
        if (x < 1e-10 * size) {   // R's two terms of Abramowitz and Stegun 6.1.47 instead of dbinom_raw
            double v = size * ExpLog.log(prob) + x * (ExpLog.log(size) + Log1p.log1p(-prob))
                    - MathGamma.lgamma(x + 1) + Log1p.log1p(x * (x - 1) / (2 * size));
            return log ? v : ExpLog.exp(v);
        }
        double ans = Binomial.densityRaw(size, x + size, prob, 1 - prob, log);
        // log(size / (size + x)) is much less accurate than log1p(-x / (size + x)) for x below size
        double p = log ? (x < size ? Log1p.log1p(-x / (size + x)) : ExpLog.log(size / (size + x))) : size / (size + x);
        return log ? p + ans : p * ans;
    }

    static double pnbinom(double x, double size, double prob, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(size) || Double.isNaN(prob)) return x + size + prob;
        if (Double.isInfinite(size) || Double.isInfinite(prob) || size < 0 || prob <= 0 || prob > 1) return Double.NaN;
        if (size == 0) return x >= 0 ? DistTails.one(lower, log) : DistTails.zero(lower, log);
        if (x < 0) return DistTails.zero(lower, log);
        if (Double.isInfinite(x)) return DistTails.one(lower, log);
        x = Math.floor(x + 1e-7);
        return DistBeta.cdf(prob, size, x + 1, lower, log);
    }

    /** {@code dnbinom(x, size, mu = mu)}: computed from size and mu, without the cancellation of prob = size / (size + mu). */
    static double dnbinomMu(double x, double size, double mu, boolean log, DoubleConsumer nonInteger) {
        if (Double.isNaN(x) || Double.isNaN(size) || Double.isNaN(mu)) return x + size + mu;
        if (mu < 0 || size < 0) return Double.NaN;
        if (Binomial.nonInt(x)) {
            nonInteger.accept(x);
            return log ? Double.NEGATIVE_INFINITY : 0;
        }
        if (x < 0 || Double.isInfinite(x)) return log ? Double.NEGATIVE_INFINITY : 0;
        if (x == 0 && size == 0) return log ? 0 : 1;
        x = Math.rint(x);
        if (Double.isInfinite(size)) return flashr.rng.Poisson.densityRaw(x, mu, log);   // the Poisson limit
        if (x == 0) {
            double v = size * (size < mu ? ExpLog.log(size / (size + mu)) : Log1p.log1p(-mu / (size + mu)));
            return log ? v : ExpLog.exp(v);
        }
        if (x < 1e-10 * size) {
            double p = size < mu ? ExpLog.log(size / (1 + size / mu)) : ExpLog.log(mu / (1 + mu / size));
            double v = x * p - mu - MathGamma.lgamma(x + 1) + Log1p.log1p(x * (x - 1) / (2 * size));
            return log ? v : ExpLog.exp(v);
        }
        double p = log ? (x < size ? Log1p.log1p(-x / (size + x)) : ExpLog.log(size / (size + x))) : size / (size + x);
        double ans = Binomial.densityRaw(size, x + size, size / (size + mu), mu / (size + mu), log);
        return log ? p + ans : p * ans;
    }

    /** {@code pnbinom(q, size, mu = mu)}: the incomplete beta at size / (size + mu), with its complement given directly. */
    static double pnbinomMu(double x, double size, double mu, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(size) || Double.isNaN(mu)) return x + size + mu;
        if (Double.isInfinite(mu) || size < 0 || mu < 0) return Double.NaN;
        if (size == 0) return x >= 0 ? DistTails.one(lower, log) : DistTails.zero(lower, log);
        if (x < 0) return DistTails.zero(lower, log);
        if (Double.isInfinite(x)) return DistTails.one(lower, log);
        if (Double.isInfinite(size)) return DistDiscrete.ppois(x, mu, lower, log);
        x = Math.floor(x + 1e-7);
        return BetaRatio.bratio(size, x + 1, size / (size + mu), mu / (size + mu), lower, log);
    }
}
