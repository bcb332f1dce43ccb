package flashr.stats.distributions;

import flashr.base.math.LogGammaCorrection;
import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * The regularized incomplete beta function I_x(a, b) and log beta, to near double precision for
 * the t and F distributions. The caller passes both x and y = 1 - x, each computed where it is
 * accurate, so tails far from 1/2 keep their relative precision. The smaller tail is always the one
 * evaluated (by the continued fraction of Abramowitz and Stegun 26.5.8, with Lentz's method); the
 * other is its complement.
 */
public final class IncompleteBeta {
    private IncompleteBeta() {}

    private static final double LN_SQRT_2PI = 0.918938533204672741780329736406;
    private static final double TINY = 1e-300;
    private static final double EPS = 1e-16;
    private static final int MAX_ITERATIONS = 1_000_000;

    /** I_x(a, b) when {@code lower}, else 1 - I_x(a, b); y must be 1 - x. */
    static double pbeta(double x, double y, double a, double b, boolean lower) {
        return pbeta(x, y, a, b, lower, false);
    }

    /** I_x(a, b) or its complement, on the log scale when {@code log}; y must be 1 - x. */
    static double pbeta(double x, double y, double a, double b, boolean lower, boolean log) {
        if (x <= 0) return DistTails.zero(lower, log);
        if (y <= 0) return DistTails.one(lower, log);
        if (x < (a + 1) / (a + b + 2)) return DistTails.select(logFraction(x, y, a, b), true, lower, log);
        return DistTails.select(logFraction(y, x, b, a), false, lower, log);
    }

    /** log I_x(a, b) by its continued fraction, which converges fast for x below (a + 1) / (a + b + 2). */
    private static double logFraction(double x, double y, double a, double b) {
        double logFront = logFront(x, y, a, b);
        if (logFront == Double.NEGATIVE_INFINITY) return logFront;
        double c = 1;
        double d = 1 - (a + b) * x / (a + 1);
        if (Math.abs(d) < TINY) d = TINY;
        d = 1 / d;
        double h = d;
        for (int m = 1; m <= MAX_ITERATIONS; m++) {
            int m2 = 2 * m;
            double aa = m * (b - m) * x / ((a - 1 + m2) * (a + m2));
            d = 1 + aa * d;
            if (Math.abs(d) < TINY) d = TINY;
            c = 1 + aa / c;
            if (Math.abs(c) < TINY) c = TINY;
            d = 1 / d;
            h *= d * c;
            aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1 + m2));
            d = 1 + aa * d;
            if (Math.abs(d) < TINY) d = TINY;
            c = 1 + aa / c;
            if (Math.abs(c) < TINY) c = TINY;
            d = 1 / d;
            double delta = d * c;
            h *= delta;
            if (Math.abs(delta - 1) < EPS) break;
        }
        return logFront + ExpLog.log(h);
    }

    /**
     * log(x^a y^b / (a B(a, b))): through the binomial saddle point density when a and b are at
     * least 1 (as R's dbeta), where the direct logarithms would cancel for large a and b.
     */
    private static double logFront(double x, double y, double a, double b) {
        if (a >= 1 && b >= 1) {
            return ExpLog.log(x) + ExpLog.log(y) + ExpLog.log(a + b - 1) + DistSaddle.logBinomRaw(a - 1, a + b - 2, x, y) - ExpLog.log(a);
        }
        double logX = x < 0.5 ? ExpLog.log(x) : Log1p.log1p(-y);
        double logY = y < 0.5 ? ExpLog.log(y) : Log1p.log1p(-x);
        return a * logX + b * logY - lbeta(a, b) - ExpLog.log(a);
    }

    /**
     * R's lbeta for positive a, b: from gamma itself while both are below 10, and by Stirling's
     * formula with R's correction term ({@link LogGammaCorrection}) for large arguments, where
     * differences of log gammas would cancel.
     */
    public static double lbeta(double a, double b) {
        double p = Math.min(a, b);
        double q = Math.max(a, b);
        if (p >= 10) {
            double corr = LogGammaCorrection.lgammacor(p) + LogGammaCorrection.lgammacor(q) - LogGammaCorrection.lgammacor(p + q);
            return ExpLog.log(q) * -0.5 + LN_SQRT_2PI + corr + (p - 0.5) * ExpLog.log(p / (p + q))
                    + q * Log1p.log1p(-p / (p + q));
        }
        if (q >= 10) {
            double corr = LogGammaCorrection.lgammacor(q) - LogGammaCorrection.lgammacor(p + q);
            return MathGamma.lgamma(p) + corr + p - p * ExpLog.log(p + q) + (q - 0.5) * Log1p.log1p(-p / (p + q));
        }
        if (p < 1e-306) return MathGamma.lgamma(p) + (MathGamma.lgamma(q) - MathGamma.lgamma(p + q));
        return ExpLog.log(MathGamma.gamma(p) * (MathGamma.gamma(q) / MathGamma.gamma(p + q)));
    }
}
