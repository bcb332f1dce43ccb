package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.rng.Normal;

/**
 * R's pt and pf (central): both reduce to the incomplete beta function as R's nmath reduces them,
 * choosing the argument whose tail is small so that p-values far below machine epsilon keep their
 * relative precision.
 */
public final class StudentDistributions {
    private StudentDistributions() {}

    /** P[T <= t] (or the upper tail) for Student's t with n degrees of freedom. */
    public static double pt(double t, double n, boolean lower, boolean log) {
        if (n <= 0) return Double.NaN;
        if (Double.isInfinite(t)) return bound(t < 0 == lower ? 0 : 1, log);
        if (Double.isInfinite(n)) return Normal.cdf(t, 0, 1, lower, log);
        double nx = 1 + (t / n) * t;
        // log of P[|T| > |t|], kept on the log scale so that far tails survive under log.p
        double logTwoSided;
        if (nx > 1e100) {
            logTwoSided = -0.5 * n * (2 * ExpLog.log(Math.abs(t)) - ExpLog.log(n))
                    - IncompleteBeta.lbeta(0.5 * n, 0.5) - ExpLog.log(0.5 * n);
        } else if (n > t * t) {
            logTwoSided = IncompleteBeta.pbeta(t * t / (n + t * t), n / (n + t * t), 0.5, n / 2, false, true);
        } else {
            logTwoSided = IncompleteBeta.pbeta(1 / nx, (t / n) * t / nx, n / 2, 0.5, true, true);
        }
        if (t <= 0) lower = !lower;
        double logHalf = logTwoSided - ExpLog.log(2);
        if (log) return lower ? DistTails.log1mExp(logHalf) : logHalf;
        double half = ExpLog.exp(logHalf);
        return lower ? 0.5 - half + 0.5 : half;
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
        double sum = df2 + df1 * f;
        if (df1 * f > df2) return IncompleteBeta.pbeta(df2 / sum, df1 * f / sum, df2 / 2, df1 / 2, !lower, log);
        return IncompleteBeta.pbeta(df1 * f / sum, df2 / sum, df1 / 2, df2 / 2, lower, log);
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
