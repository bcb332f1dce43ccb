package flashr.base;

import flashr.rng.Normal;

/**
 * R's pt and pf (central): both reduce to the incomplete beta function as R's nmath reduces them,
 * choosing the argument whose tail is small so that p-values far below machine epsilon keep their
 * relative precision.
 */
final class StudentDistributions {
    private StudentDistributions() {}

    /** P[T <= t] (or the upper tail) for Student's t with n degrees of freedom. */
    static double pt(double t, double n, boolean lower, boolean log) {
        if (n <= 0) return Double.NaN;
        if (Double.isInfinite(t)) return bound(t < 0 == lower ? 0 : 1, log);
        if (Double.isInfinite(n)) return Normal.cdf(t, 0, 1, lower, log);
        double nx = 1 + (t / n) * t;
        // log of P[|T| > |t|], kept on the log scale so that far tails survive under log.p
        double logTwoSided;
        if (nx > 1e100) {
            logTwoSided = -0.5 * n * (2 * Math.log(Math.abs(t)) - Math.log(n))
                    - IncompleteBeta.lbeta(0.5 * n, 0.5) - Math.log(0.5 * n);
        } else if (n > t * t) {
            logTwoSided = IncompleteBeta.pbeta(t * t / (n + t * t), n / (n + t * t), 0.5, n / 2, false, true);
        } else {
            logTwoSided = IncompleteBeta.pbeta(1 / nx, (t / n) * t / nx, n / 2, 0.5, true, true);
        }
        if (t <= 0) lower = !lower;
        double logHalf = logTwoSided - Math.log(2);
        if (log) return lower ? DistTails.log1mExp(logHalf) : logHalf;
        double half = Math.exp(logHalf);
        return lower ? 0.5 - half + 0.5 : half;
    }

    /** P[F <= f] (or the upper tail) for the F distribution with df1 and df2 degrees of freedom. */
    static double pf(double f, double df1, double df2, boolean lower, boolean log) {
        if (df1 <= 0 || df2 <= 0 || Double.isInfinite(df1) || Double.isInfinite(df2)) return Double.NaN;
        if (f <= 0) return bound(lower ? 0 : 1, log);
        if (Double.isInfinite(f)) return bound(lower ? 1 : 0, log);
        double sum = df2 + df1 * f;
        if (df1 * f > df2) return IncompleteBeta.pbeta(df2 / sum, df1 * f / sum, df2 / 2, df1 / 2, !lower, log);
        return IncompleteBeta.pbeta(df1 * f / sum, df2 / sum, df1 / 2, df2 / 2, lower, log);
    }

    private static double bound(double p, boolean log) {
        return log ? Math.log(p) : p;
    }
}
