package flashr.stats.distributions;

import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;

/**
 * R's pt and pf (central): both reduce to the incomplete beta function as R's nmath reduces them,
 * choosing the argument whose tail is small so that p-values far below machine epsilon keep their
 * relative precision.
 */
public final class StudentDistributions {
    private StudentDistributions() {}

    private static final double LN2 = 0.693147180559945309417232121458;

    /** P[T <= t] (or the upper tail) for Student's t with n degrees of freedom, as R's pt.c. */
    public static double pt(double t, double n, boolean lower, boolean log) {
        if (Double.isNaN(t) || Double.isNaN(n)) return t + n;
        if (n <= 0) return Double.NaN;
        if (Double.isInfinite(t)) return t < 0 ? DistTails.zero(lower, log) : DistTails.one(lower, log);
        if (Double.isInfinite(n)) return Normal.cdf(t, 0, 1, lower, log);
        double nx = 1 + (t / n) * t, val;
        if (nx > 1e100) {
            // t^2 > 1e100 n: pbeta would underflow; its leading term (Abramowitz and Stegun 26.5.4)
            double lval = -0.5 * n * (2 * ExpLog.log(Math.abs(t)) - ExpLog.log(n))
                    - MathGamma.lbeta(0.5 * n, 0.5) - ExpLog.log(0.5 * n);
            val = log ? lval : ExpLog.exp(lval);
        } else {
            val = n > t * t
                    ? IncompleteBeta.pbeta(t * t / (n + t * t), 0.5, n / 2., false, log)
                    : IncompleteBeta.pbeta(1. / nx, n / 2., 0.5, true, log);
        }
        if (t <= 0.) lower = !lower;
        if (log) return lower ? Log1p.log1p(-0.5 * ExpLog.exp(val)) : val - LN2;
        val /= 2.;
        return lower ? 0.5 - val + 0.5 : val;
    }

    /** P[F <= f] (or the upper tail) for the F distribution with df1 and df2 degrees of freedom. */
    public static double pf(double f, double df1, double df2, boolean lower, boolean log) {
        if (df1 <= 0 || df2 <= 0) return Double.NaN;
        if (f <= 0) return bound(lower ? 0 : 1, log);
        if (Double.isInfinite(f)) return bound(lower ? 1 : 0, log);
        // an infinite df is the chi-squared limit (a glm's known dispersion gives df2 = Inf)
        if (Double.isInfinite(df2)) {
            if (Double.isInfinite(df1)) return f < 1 ? bound(lower ? 0 : 1, log) : f == 1 ? (log ? -ExpLog.log(2) : 0.5) : bound(lower ? 1 : 0, log);
            return DistGamma.cdf(f * df1, df1 / 2, 2, lower, log);
        }
        if (Double.isInfinite(df1)) return DistGamma.cdf(df2 / f, df2 / 2, 2, !lower, log);
        // R avoids squeezing pbeta's first argument against 1
        double p = df1 * f > df2
                ? IncompleteBeta.pbeta(df2 / (df2 + df1 * f), df2 / 2., df1 / 2., !lower, log)
                : IncompleteBeta.pbeta(df1 * f / (df2 + df1 * f), df1 / 2., df2 / 2., lower, log);
        return Double.isNaN(p) ? Double.NaN : p;
    }

    /** The density of the F distribution, by the binomial density as R's nmath computes it. */
    static double df(double x, double m, double n, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(m) || Double.isNaN(n)) return x + m + n;
        if (m <= 0 || n <= 0) return Double.NaN;
        if (x < 0) return bound(0, log);
        if (x == 0) return m > 2 ? bound(0, log) : m == 2 ? bound(1, log) : Double.POSITIVE_INFINITY;
        if (Double.isInfinite(m) && Double.isInfinite(n)) return x == 1 ? Double.POSITIVE_INFINITY : bound(0, log);
        if (Double.isInfinite(n)) return DistGamma.density(x, m / 2, 2 / m, log);
        if (m > 1e14) {
            double d = DistGamma.density(1 / x, n / 2, 2 / n, log);
            return log ? d - 2 * ExpLog.log(x) : d / (x * x);
        }
        double f = 1 / (n + x * m), q = n * f, p = x * m * f, dens;
        if (m >= 2) {
            f = m * q / 2;
            dens = flashr.rng.Binomial.densityRaw((m - 2) / 2, (m + n - 2) / 2, p, q, log);
        } else {
            f = m * m * q / (2 * p * (m + n));
            dens = flashr.rng.Binomial.densityRaw(m / 2, (m + n) / 2, p, q, log);
        }
        return log ? ExpLog.log(f) + dens : f * dens;
    }

    /** The F quantile: from the beta quantile, or from chi-squared when a df is beyond 4e5. */
    public static double qf(double p, double df1, double df2, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(df1) || Double.isNaN(df2)) return p + df1 + df2;
        if (df1 <= 0 || df2 <= 0) return Double.NaN;
        if (df1 <= df2 && df2 > 4e5) {
            if (Double.isInfinite(df1)) return 1;
            return DistGamma.quantile(p, df1 / 2, 2, lower, log) / df1;
        }
        if (df1 > 4e5) return df2 / DistGamma.quantile(p, df2 / 2, 2, !lower, log);
        double q = (1 / DistBeta.quantile(p, df2 / 2, df1 / 2, !lower, log) - 1) * (df2 / df1);
        return Double.isNaN(q) ? Double.NaN : q;
    }

    private static double bound(double p, boolean log) {
        return log ? ExpLog.log(p) : p;
    }
}
