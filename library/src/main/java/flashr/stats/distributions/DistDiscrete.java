package flashr.stats.distributions;

import flashr.rng.Normal;

/**
 * The binomial and Poisson distribution functions (through the incomplete beta and gamma
 * functions, as R's nmath) and their quantiles: R's search from a Cornish-Fisher start for the
 * smallest y with P(X <= y) >= p, with its fuzz for left continuity and its growing steps for
 * large y.
 */
final class DistDiscrete {
    private DistDiscrete() {}

    private static final double DBL_EPSILON = Math.ulp(1.0);

    /** {@code pbinom(x, size, prob, lower.tail, log.p)}. */
    static double pbinom(double x, double n, double p, boolean lower, boolean log) {
        if (!Double.isFinite(n) || !Double.isFinite(p)) return Double.NaN;
        if (nonInteger(n)) return Double.NaN;
        n = Math.rint(n);
        if (n < 0 || p < 0 || p > 1) return Double.NaN;
        if (x < 0) return DistTails.zero(lower, log);
        x = Math.floor(x + 1e-7);
        if (n <= x) return DistTails.one(lower, log);
        return DistBeta.cdf(p, x + 1, n - x, !lower, log);
    }

    /** {@code ppois(x, lambda, lower.tail, log.p)}. */
    static double ppois(double x, double lambda, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(lambda)) return x + lambda;
        if (lambda < 0) return Double.NaN;
        if (x < 0) return DistTails.zero(lower, log);
        if (lambda == 0 || !Double.isFinite(x)) return DistTails.one(lower, log);
        x = Math.floor(x + 1e-7);
        return DistGamma.cdf(lambda, x + 1, 1., !lower, log);
    }

    /** {@code qbinom(p, size, prob, lower.tail, log.p)}. */
    static double qbinom(double p, double n, double pr, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(n) || Double.isNaN(pr)) return p + n + pr;
        if (!Double.isFinite(n) || !Double.isFinite(pr) || (!log && !Double.isFinite(p))) return Double.NaN;
        if (n != Math.floor(n + 0.5) || pr < 0 || pr > 1 || n < 0) return Double.NaN;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return n;
        if (pr == 0 || n == 0) return 0;
        double q = 1 - pr;
        if (q == 0) return n;
        double sigma = Math.sqrt(n * pr * q);
        return search(y -> pbinom(y, n, pr, lower, log), n * pr, sigma, (q - pr) / sigma, n, p, lower, log);
    }

    /** {@code qpois(p, lambda, lower.tail, log.p)}. */
    static double qpois(double p, double lambda, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(lambda)) return p + lambda;
        if (!Double.isFinite(lambda) || lambda < 0 || DistTails.invalid(p, log)) return Double.NaN;
        // R's qpois: all of a Poisson(0) is at 0, p = 1 included (before the boundary cases)
        if (lambda == 0) return 0;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        double sigma = Math.sqrt(lambda);
        return search(y -> ppois(y, lambda, lower, log), lambda, sigma, 1 / sigma, Double.POSITIVE_INFINITY, p, lower, log);
    }

    /** {@code qnbinom(p, size, prob, lower.tail, log.p)}. */
    static double qnbinom(double p, double size, double prob, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(size) || Double.isNaN(prob)) return p + size + prob;
        if (prob == 0 && size == 0) return 0;
        if (prob <= 0 || prob > 1 || size < 0) return Double.NaN;
        if (prob == 1 || size == 0) return 0;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        double q = 1.0 / prob;
        double pp = (1.0 - prob) * q;
        double sigma = Math.sqrt(size * pp * q);
        return search(y -> DistFamilies.pnbinom(y, size, prob, lower, log), size * pp, sigma, (q + pp) / sigma,
                Double.POSITIVE_INFINITY, p, lower, log);
    }

    /** {@code qnbinom(p, size, mu = mu, lower.tail, log.p)}; an infinite size is the Poisson limit. */
    static double qnbinomMu(double p, double size, double mu, boolean lower, boolean log) {
        if (size == Double.POSITIVE_INFINITY) return qpois(p, mu, lower, log);
        if (Double.isNaN(p) || Double.isNaN(size) || Double.isNaN(mu)) return p + size + mu;
        if (mu == 0 || size == 0) return 0;
        if (mu < 0 || size < 0) return Double.NaN;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        double q = 1 + mu / size;
        double pp = mu / size;
        double sigma = Math.sqrt(size * pp * q);
        return search(y -> DistFamilies.pnbinomMu(y, size, mu, lower, log), mu, sigma, (q + pp) / sigma,
                Double.POSITIVE_INFINITY, p, lower, log);
    }

    /** R's q_DISCRETE_BODY: Cornish-Fisher start, fuzz, then searches with shrinking steps. */
    private static double search(java.util.function.DoubleUnaryOperator cdf, double mu, double sigma, double gamma,
                                 double max, double p, boolean lower, boolean log) {
        double z = Normal.quantile(p, 0, 1, lower, log);
        double y = Math.rint(mu + sigma * (z + gamma * (z * z - 1) / 6));
        if (y > max) y = max;
        else if (y < 0) y = 0;
        if (log) {
            double e = 2 * DBL_EPSILON;
            p *= lower && p > -Double.MAX_VALUE ? 1 + e : 1 - e;
        } else {
            double e = 8 * DBL_EPSILON;
            if (lower) p *= 1 - e;
            else if (1 - p > 4 * e) p *= 1 + e;
        }
        double[] zz = {cdf.applyAsDouble(y)};
        if (y < 4096) return step(cdf, y, zz, p, 1, max, lower);
        double incr = Math.floor(y / 64);
        double old;
        do {
            old = incr;
            y = step(cdf, y, zz, p, incr, max, lower);
            incr = Math.max(1, Math.floor(incr / 8));
        } while (old > 1 && incr > y * 1e-15);
        return y;
    }

    /** R's do_search: walks by {@code incr} to the last y on the left side of p; z[0] holds cdf(y). */
    private static double step(java.util.function.DoubleUnaryOperator cdf, double y, double[] z, double p,
                               double incr, double max, boolean lower) {
        boolean left = lower ? z[0] >= p : z[0] < p;
        if (left) {
            while (true) {
                double newz = -1;
                if (y > 0) newz = cdf.applyAsDouble(y - incr);
                else if (y < 0) y = 0;
                if (y == 0 || Double.isNaN(newz) || (lower ? newz < p : newz >= p)) return y;
                y = Math.max(0, y - incr);
                z[0] = newz;
            }
        }
        while (true) {
            y += incr;
            if (y < max) z[0] = cdf.applyAsDouble(y);
            else if (y > max) y = max;
            if (y == max || Double.isNaN(z[0]) || (lower ? z[0] >= p : z[0] < p)) return y;
        }
    }

    private static boolean nonInteger(double x) {
        return Math.abs(x - Math.rint(x)) > 1e-7 * Math.max(1., Math.abs(x));
    }
}
