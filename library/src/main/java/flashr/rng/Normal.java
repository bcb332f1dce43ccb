package flashr.rng;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.engine.fn.math.NormalQuantile;

/**
 * The normal distribution as R's nmath computes it: {@code qnorm} by Wichura's AS241,
 * {@code pnorm} by Cody's rational approximations, {@code dnorm} with R's care in the tails.
 * Ported operation for operation so that results match R to the last bit (qnorm's rational
 * functions are {@link NormalQuantile}'s, shared with the engine's normal generator). log and exp
 * are the C library's ({@link ExpLog}), as R's: Math.log differs from it in the last bit on some inputs, and
 * qnorm's tail branch (sqrt(-log(p)) into a rational function) turns that into 1 to 3 ulp of the
 * quantile, so rnorm's default (inversion) stream would drift from R's.
 */
public final class Normal {
    private Normal() {}

    private static final double M_LN_SQRT_2PI = 0.918938533204672741780329736406;
    private static final double M_1_SQRT_2PI = 0.398942280401432677939946059934;
    private static final double M_SQRT_32 = 5.656854249492380195206754896838;
    private static final double M_LN2 = 0.693147180559945309417232121458;

    /** {@code qnorm(p, mu, sigma, lower.tail, log.p)}; NaN (R warns) for a negative sigma. */
    public static double quantile(double p, double mu, double sigma, boolean lowerTail, boolean logP) {
        if (Double.isNaN(p) || Double.isNaN(mu) || Double.isNaN(sigma)) return p + mu + sigma;
        // R_Q_P01_boundaries(p, -Inf, Inf)
        if (logP) {
            if (p > 0) return Double.NaN;
            if (p == 0) return lowerTail ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            if (p == Double.NEGATIVE_INFINITY) return lowerTail ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        } else {
            if (p < 0 || p > 1) return Double.NaN;
            if (p == 0) return lowerTail ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            if (p == 1) return lowerTail ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        if (sigma < 0) return Double.NaN;
        if (sigma == 0) return mu;

        double pLower = logP ? (lowerTail ? ExpLog.exp(p) : -Expm1.expm1(p)) : (lowerTail ? p : 0.5 - p + 0.5);
        double q = pLower - 0.5;
        if (Math.abs(q) <= 0.425) return mu + sigma * NormalQuantile.central(q);
        // r = min(p, 1 - p) < 0.075
        double r;
        if (q < 0) {
            r = pLower;
        } else {
            r = logP ? (lowerTail ? -Expm1.expm1(p) : ExpLog.exp(p)) : (lowerTail ? 0.5 - p + 0.5 : p);
        }
        r = Math.sqrt(-((logP && ((lowerTail && q <= 0) || (!lowerTail && q > 0))) ? p : ExpLog.log(r)));
        double val = NormalQuantile.tail(r);
        if (q < 0.0) val = -val;
        return mu + sigma * val;
    }

    /** {@code pnorm(x, mu, sigma, lower.tail, log.p)}. */
    public static double cdf(double x, double mu, double sigma, boolean lowerTail, boolean logP) {
        if (Double.isNaN(x) || Double.isNaN(mu) || Double.isNaN(sigma)) return x + mu + sigma;
        if (Double.isInfinite(x) && mu == x) return Double.NaN;
        if (sigma <= 0) {
            if (sigma < 0) return Double.NaN;
            return x < mu ? bound0(lowerTail, logP) : bound1(lowerTail, logP);
        }
        double p = (x - mu) / sigma;
        if (Double.isInfinite(p)) return x < mu ? bound0(lowerTail, logP) : bound1(lowerTail, logP);
        double[] both = new double[2];
        both(p, both, lowerTail ? 0 : 1, logP);
        return lowerTail ? both[0] : both[1];
    }

    private static double bound0(boolean lowerTail, boolean logP) {
        return lowerTail ? (logP ? Double.NEGATIVE_INFINITY : 0.) : (logP ? 0. : 1.);
    }

    private static double bound1(boolean lowerTail, boolean logP) {
        return lowerTail ? (logP ? 0. : 1.) : (logP ? Double.NEGATIVE_INFINITY : 0.);
    }

    private static final double[] A = {
        2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582, 18154.981253343561249,
        0.065682337918207449113};
    private static final double[] B = {
        47.20258190468824187, 976.09855173777669322, 10260.932208618978205, 45507.789335026729956};
    private static final double[] C = {
        0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979, 597.27027639480026226,
        2494.5375852903726711, 6848.1904505362823326, 11602.651437647350124, 9842.7148383839780218,
        1.0765576773720192317e-8};
    private static final double[] D = {
        22.266688044328115691, 235.38790178262499861, 1519.377599407554805, 6485.558298266760755,
        18615.571640885098091, 34900.952721145977266, 38912.003286093271411, 19685.429676859990727};
    private static final double[] P = {
        0.21589853405795699, 0.1274011611602473639, 0.022235277870649807, 0.001421619193227893466,
        2.9112874951168792e-5, 0.02307344176494017303};
    private static final double[] Q = {
        1.28426009614491121, 0.468238212480865118, 0.0659881378689285515, 0.00378239633202758244,
        7.29751555083966205e-5};

    /**
     * R's {@code pnorm_both}: {@code cum[0]} = P(X <= x), {@code cum[1]} = P(X > x) (log when
     * {@code logP}); {@code iTail} 0 computes the lower tail, 1 the upper, 2 both.
     */
    private static void both(double x, double[] cum, int iTail, boolean logP) {
        double xden;
        double xnum;
        double temp;
        double xsq;
        double eps = 0x1.0p-53;
        boolean lower = iTail != 1;
        boolean upper = iTail != 0;
        double y = Math.abs(x);
        if (y <= 0.67448975) {
            if (y > eps) {
                xsq = x * x;
                xnum = A[4] * xsq;
                xden = xsq;
                for (int i = 0; i < 3; ++i) {
                    xnum = (xnum + A[i]) * xsq;
                    xden = (xden + B[i]) * xsq;
                }
            } else {
                xnum = xden = 0.0;
            }
            temp = x * (xnum + A[3]) / (xden + B[3]);
            if (lower) cum[0] = 0.5 + temp;
            if (upper) cum[1] = 0.5 - temp;
            if (logP) {
                if (lower) cum[0] = ExpLog.log(cum[0]);
                if (upper) cum[1] = ExpLog.log(cum[1]);
            }
            return;
        }
        if (y <= M_SQRT_32) {
            xnum = C[8] * y;
            xden = y;
            for (int i = 0; i < 7; ++i) {
                xnum = (xnum + C[i]) * y;
                xden = (xden + D[i]) * y;
            }
            temp = (xnum + C[7]) / (xden + D[7]);
            tails(y, x, temp, cum, lower, upper, logP);
        } else if ((logP && y < 1e170) || (lower && -37.5193 < x && x < 8.2924)
                || (upper && -8.2924 < x && x < 37.5193)) {
            xsq = 1.0 / (x * x);
            xnum = P[5] * xsq;
            xden = xsq;
            for (int i = 0; i < 4; ++i) {
                xnum = (xnum + P[i]) * xsq;
                xden = (xden + Q[i]) * xsq;
            }
            temp = xsq * (xnum + P[4]) / (xden + Q[4]);
            temp = (M_1_SQRT_2PI - temp) / y;
            tails(x, x, temp, cum, lower, upper, logP);
        } else if (x > 0) {
            cum[0] = logP ? 0. : 1.;
            cum[1] = logP ? Double.NEGATIVE_INFINITY : 0.;
        } else {
            cum[0] = logP ? Double.NEGATIVE_INFINITY : 0.;
            cum[1] = logP ? 0. : 1.;
        }
    }

    /** R's {@code do_del(X)} followed by {@code swap_tail}: exp(-X^2/2) split to keep precision. */
    private static void tails(double xx, double x, double temp, double[] cum, boolean lower, boolean upper, boolean logP) {
        double xsq = trunc(xx * 16) / 16;
        double del = (xx - xsq) * (xx + xsq);
        if (logP) {
            cum[0] = (-xsq * (xsq * 0.5)) - del * 0.5 + ExpLog.log(temp);
            if ((lower && x > 0.) || (upper && x <= 0.)) {
                cum[1] = Log1p.log1p(-ExpLog.exp(-xsq * (xsq * 0.5)) * ExpLog.exp(-del * 0.5) * temp);
            }
        } else {
            cum[0] = ExpLog.exp(-xsq * (xsq * 0.5)) * ExpLog.exp(-del * 0.5) * temp;
            cum[1] = 1.0 - cum[0];
        }
        if (x > 0.) {
            temp = cum[0];
            if (lower) cum[0] = cum[1];
            cum[1] = temp;
        }
    }

    private static double trunc(double v) {
        return v < 0 ? Math.ceil(v) : Math.floor(v);
    }

    /** {@code dnorm(x, mu, sigma, log)}. */
    public static double density(double x, double mu, double sigma, boolean giveLog) {
        if (Double.isNaN(x) || Double.isNaN(mu) || Double.isNaN(sigma)) return x + mu + sigma;
        if (sigma < 0) return Double.NaN;
        if (Double.isInfinite(sigma)) return giveLog ? Double.NEGATIVE_INFINITY : 0.;
        if (Double.isInfinite(x) && mu == x) return Double.NaN;
        if (sigma == 0) return x == mu ? Double.POSITIVE_INFINITY : (giveLog ? Double.NEGATIVE_INFINITY : 0.);
        x = (x - mu) / sigma;
        if (Double.isInfinite(x)) return giveLog ? Double.NEGATIVE_INFINITY : 0.;
        x = Math.abs(x);
        if (x >= 2 * Math.sqrt(Double.MAX_VALUE)) return giveLog ? Double.NEGATIVE_INFINITY : 0.;
        if (giveLog) return -(M_LN_SQRT_2PI + 0.5 * x * x + ExpLog.log(sigma));
        if (x < 5) return M_1_SQRT_2PI * ExpLog.exp(-0.5 * x * x) / sigma;
        // underflow boundary: sqrt(-2 * log(2) * (DBL_MIN_EXP + 1 - DBL_MANT_DIG))
        if (x > Math.sqrt(-2 * M_LN2 * (-1021 + 1 - 53))) return 0.;
        double x1 = Math.scalb(Math.rint(Math.scalb(x, 16)), -16);
        double x2 = x - x1;
        return M_1_SQRT_2PI / sigma * (ExpLog.exp(-0.5 * x1 * x1) * ExpLog.exp((-0.5 * x2 - x1) * x2));
    }
}
