package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * The noncentral F distribution as R's nmath reduces it: to the noncentral beta of
 * y / (1 + y), y = x df1 / df2, or for an infinite (above 1e8) df2 to the noncentral chi-squared
 * of x df1.
 */
public final class NoncentralF {
    private NoncentralF() {}

    /** {@code df(x, df1, df2, ncp, log)}; R keeps ncp = 0 on this path too. */
    public static double density(double x, double df1, double df2, double ncp, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(df1) || Double.isNaN(df2) || Double.isNaN(ncp)) return x + df2 + df1 + ncp;
        if (df1 <= 0. || df2 <= 0. || ncp < 0) return Double.NaN;
        if (x < 0.) return log ? Double.NEGATIVE_INFINITY : 0;
        if (!Double.isFinite(ncp)) return Double.NaN;
        if (!Double.isFinite(df1) && !Double.isFinite(df2)) {
            if (x == 1.) return Double.POSITIVE_INFINITY;
            return log ? Double.NEGATIVE_INFINITY : 0;
        }
        if (!Double.isFinite(df2)) return df1 * NoncentralChiSquared.density(x * df1, df1, ncp, log);
        if (df1 > 1e14 && ncp < 1e7) {
            // includes df1 = Inf, where the beta form is inaccurate; assumes ncp << df1
            double f = 1 + ncp / df1;
            double z = DistGamma.density(1. / x / f, df2 / 2, 2. / df2, log);
            return log ? z - 2 * ExpLog.log(x) - ExpLog.log(f) : z / (x * x) / f;
        }
        double y = (df1 / df2) * x;
        double z = NoncentralBeta.density(y / (1 + y), df1 / 2., df2 / 2., ncp, log);
        return log ? z + ExpLog.log(df1) - ExpLog.log(df2) - 2 * Log1p.log1p(y) : z * (df1 / df2) / (1 + y) / (1 + y);
    }

    /** {@code pf(q, df1, df2, ncp, lower.tail, log.p)}. */
    public static double cdf(double x, double df1, double df2, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(df1) || Double.isNaN(df2) || Double.isNaN(ncp)) return x + df2 + df1 + ncp;
        if (df1 <= 0. || df2 <= 0. || ncp < 0) return Double.NaN;
        if (!Double.isFinite(ncp)) return Double.NaN;
        if (!Double.isFinite(df1) && !Double.isFinite(df2)) return Double.NaN;
        if (x <= 0.) return DistTails.zero(lower, log);
        if (x >= Double.POSITIVE_INFINITY) return DistTails.one(lower, log);
        if (df2 > 1e8) return NoncentralChiSquared.cdf(x * df1, df1, ncp, lower, log);   // +Inf and loss of accuracy
        double y = (df1 / df2) * x;
        return NoncentralBeta.cdf2(y / (1. + y), 1. / (1. + y), df1 / 2., df2 / 2., ncp, lower, log);
    }

    /** {@code qf(p, df1, df2, ncp, lower.tail, log.p)}. */
    public static double quantile(double p, double df1, double df2, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(df1) || Double.isNaN(df2) || Double.isNaN(ncp)) return p + df1 + df2 + ncp;
        if (df1 <= 0. || df2 <= 0. || ncp < 0) return Double.NaN;
        if (!Double.isFinite(ncp)) return Double.NaN;
        if (!Double.isFinite(df1) && !Double.isFinite(df2)) return Double.NaN;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        if (df2 > 1e8) return NoncentralChiSquared.quantile(p, df1, ncp, lower, log) / df1;
        double y = NoncentralBeta.quantile(p, df1 / 2., df2 / 2., ncp, lower, log);
        return y / (1 - y) * (df2 / df1);
    }
}
