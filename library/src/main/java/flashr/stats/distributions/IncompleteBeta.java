package flashr.stats.distributions;

import flashr.base.math.LogGammaCorrection;
import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * R's pbeta (and pbeta_raw): the regularized incomplete beta function I_x(a, b), with the limits
 * of zero and infinite shapes as point masses, by TOMS 708's {@link BetaRatio#bratio}; and R's
 * lbeta, which pt uses.
 */
public final class IncompleteBeta {
    private IncompleteBeta() {}

    private static final double LN_SQRT_2PI = 0.918938533204672741780329736406;
    private static final double LN2 = 0.693147180559945309417232121458;

    /** R's {@code pbeta(x, a, b, lower.tail, log.p)}. */
    public static double pbeta(double x, double a, double b, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(a) || Double.isNaN(b)) return x + a + b;
        if (a < 0 || b < 0) return Double.NaN;
        if (x <= 0) return DistTails.zero(lower, log);
        return pbetaRaw(x, a, b, lower, log);
    }

    /** R's {@code pbeta_raw}: x > 0, a, b >= 0. */
    static double pbetaRaw(double x, double a, double b, boolean lower, boolean log) {
        if (a == 0 || b == 0 || Double.isInfinite(a) || Double.isInfinite(b)) {
            if (a == 0 && b == 0) return log ? -LN2 : 0.5;
            if (a == 0 || a / b == 0) return DistTails.one(lower, log);
            if (b == 0 || b / a == 0) return DistTails.zero(lower, log);
            return x < 0.5 ? DistTails.zero(lower, log) : DistTails.one(lower, log);
        }
        if (x >= 1) return DistTails.one(lower, log);
        return BetaRatio.bratio(a, b, x, 0.5 - x + 0.5, lower, log);
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
