package flashr.stats.distributions;

import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Binomial;
import java.util.function.DoubleConsumer;

/**
 * The hypergeometric distribution functions as R's nmath computes them: the density as a ratio
 * of three binomial saddle point densities, the distribution function as the density times the
 * sum of a short series of ratios (from the nearer tail), and the quantile by summing densities
 * from the bottom of the support. Arguments are (x, m white, n black, k drawn).
 */
public final class DistHyper {
    private DistHyper() {}

    private static final double DBL_EPSILON = Math.ulp(1.0);

    /** {@code dhyper(x, m, n, k, log)}. */
    public static double density(double x, double r, double b, double n, boolean log, DoubleConsumer nonInteger) {
        if (Double.isNaN(x) || Double.isNaN(r) || Double.isNaN(b) || Double.isNaN(n)) return x + r + b + n;
        if (negativeOrNonInteger(r) || negativeOrNonInteger(b) || negativeOrNonInteger(n) || n > r + b) return Double.NaN;
        double zero = log ? Double.NEGATIVE_INFINITY : 0;
        if (x < 0) return zero;
        if (Binomial.nonInt(x)) {
            nonInteger.accept(x);
            return zero;
        }
        x = Math.rint(x);
        r = Math.rint(r);
        b = Math.rint(b);
        n = Math.rint(n);
        if (n < x || r < x || n - x > b) return zero;
        if (n == 0) return x == 0 ? (log ? 0 : 1) : zero;
        double p = n / (r + b);
        double q = (r + b - n) / (r + b);
        double p1 = Binomial.densityRaw(x, r, p, q, log);
        double p2 = Binomial.densityRaw(n - x, b, p, q, log);
        double p3 = Binomial.densityRaw(n, r + b, p, q, log);
        return log ? p1 + p2 - p3 : p1 * p2 / p3;
    }

    /** {@code phyper(q, m, n, k, lower.tail, log.p)}: from the lower tail when x lies below the mean, else the upper. */
    public static double cdf(double x, double nr, double nb, double n, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(nr) || Double.isNaN(nb) || Double.isNaN(n)) return x + nr + nb + n;
        x = Math.floor(x + 1e-7);
        nr = Math.rint(nr);
        nb = Math.rint(nb);
        n = Math.rint(n);
        if (nr < 0 || nb < 0 || !Double.isFinite(nr + nb) || n < 0 || n > nr + nb) return Double.NaN;
        if (x * (nr + nb) > n * nr) {
            double oldNb = nb;
            nb = nr;
            nr = oldNb;
            x = n - x - 1;
            lower = !lower;
        }
        if (x < 0 || x < n - nb) return DistTails.zero(lower, log);
        if (x >= nr || x >= n) return DistTails.one(lower, log);
        double d = density(x, nr, nb, n, log, v -> { });
        if ((!log && d == 0) || (log && d == Double.NEGATIVE_INFINITY)) return DistTails.zero(lower, log);
        double pd = ratioSum(x, nr, nb, n, log);
        if (log) {
            double lp = d + pd;
            return lower ? lp : DistTails.log1mExp(lp);
        }
        double v = d * pd;
        return lower ? v : 0.5 - v + 0.5;
    }

    /** R's pdhyper: phyper(x) / dhyper(x) by the series of density ratios below x (the lower tail). */
    private static double ratioSum(double x, double nr, double nb, double n, boolean log) {
        double sum = 0;
        double term = 1;
        while (x > 0 && term >= DBL_EPSILON * sum) {
            term *= x * (nb - n + x) / (n + 1 - x) / (nr + 1 - x);
            sum += term;
            x--;
        }
        return log ? Log1p.log1p(sum) : 1 + sum;
    }

    /** {@code qhyper(p, m, n, k, lower.tail, log.p)}: the densities summed from the bottom of the support until they reach p. */
    public static double quantile(double p, double nr, double nb, double n, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(nr) || Double.isNaN(nb) || Double.isNaN(n)) return p + nr + nb + n;
        if (!Double.isFinite(p) || !Double.isFinite(nr) || !Double.isFinite(nb) || !Double.isFinite(n)) return Double.NaN;
        nr = Math.rint(nr);
        nb = Math.rint(nb);
        double total = nr + nb;
        n = Math.rint(n);
        if (nr < 0 || nb < 0 || n < 0 || n > total) return Double.NaN;
        double xstart = Math.max(0, n - nb);
        double xend = Math.min(n, nr);
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return xstart;
        if (DistTails.isUpperEnd(p, lower, log)) return xend;
        double xr = xstart;
        double xb = n - xr;
        boolean smallN = total < 1000;   // no underflow in the product of ratios
        double term = lfastchoose(nr, xr) + lfastchoose(nb, xb) - lfastchoose(total, n);
        if (smallN) term = ExpLog.exp(term);
        nr -= xr;
        nb -= xb;
        if (!lower || log) p = DistTails.lowerValue(p, lower, log);
        p *= 1 - 1000 * DBL_EPSILON;
        double sum = smallN ? term : ExpLog.exp(term);
        while (sum < p && xr < xend) {
            xr++;
            nb++;
            if (smallN) term *= (nr / xr) * (xb / nb);
            else term += ExpLog.log((nr / xr) * (xb / nb));
            sum += smallN ? term : ExpLog.exp(term);
            xb--;
            nr--;
        }
        return xr;
    }

    private static double lfastchoose(double n, double k) {
        return -ExpLog.log(n + 1) - MathGamma.lbeta(n - k + 1, k + 1);
    }

    private static boolean negativeOrNonInteger(double x) {
        return x < 0 || Binomial.nonInt(x);
    }
}
