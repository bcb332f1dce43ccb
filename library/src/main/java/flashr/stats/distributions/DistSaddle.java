package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;
import flashr.rng.SaddlePoint;

/**
 * Loader's saddle point binomial density for real (not only whole) arguments, as R's nmath uses
 * it inside dbeta: {@code C(n, k) p^k q^(n-k)} without the cancellation of its logarithm for
 * large arguments (the Poisson one, dpois_raw, is {@link flashr.rng.Poisson#densityRaw}).
 */
final class DistSaddle {
    private DistSaddle() {}

    private static final double LN_2PI = 1.837877066409345483560659472811;

    /** R's stirlerr(n) = log(n!) - log(sqrt(2 pi n) (n/e)^n), for any n >= 0. */
    static double stirlerr(double n) {
        return SaddlePoint.stirlerr(n);
    }

    /** log of R's dbinom_raw(x, n, p, q): log(C(n, x) p^x q^(n-x)) for real 0 <= x <= n. */
    static double logBinomRaw(double x, double n, double p, double q) {
        if (p == 0) return x == 0 ? 0 : Double.NEGATIVE_INFINITY;
        if (q == 0) return x == n ? 0 : Double.NEGATIVE_INFINITY;
        if (x == 0) {
            if (n == 0) return 0;
            return p < 0.1 ? -SaddlePoint.bd0(n, n * q) - n * p : n * ExpLog.log(q);
        }
        if (x == n) return q < 0.1 ? -SaddlePoint.bd0(n, n * p) - n * q : n * ExpLog.log(p);
        if (x < 0 || x > n) return Double.NEGATIVE_INFINITY;
        double lc = stirlerr(n) - stirlerr(x) - stirlerr(n - x) - SaddlePoint.bd0(x, n * p) - SaddlePoint.bd0(n - x, n * q);
        double lf = LN_2PI + ExpLog.log(x) + Log1p.log1p(-x / n);
        return lc - 0.5 * lf;
    }
}
