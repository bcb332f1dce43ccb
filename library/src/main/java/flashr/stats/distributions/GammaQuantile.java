package flashr.stats.distributions;

import flashr.base.math.MathGamma;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;

/**
 * R's qgamma (qgamma.c): Best and Roberts' AS 91 starting value (qchisq_appr), its seven-term
 * Taylor iteration on R's pgamma_raw, then Newton steps on the log scale. Written as R's C is, so
 * that qgamma, qchisq and qf at large df give R's bits.
 */
final class GammaQuantile {
    private GammaQuantile() {}

    private static final double LN2 = 0.693147180559945309417232121458;
    private static final double EPS1 = 1e-2, EPS2 = 5e-7, EPS_N = 1e-15;
    private static final int MAXIT = 1000;
    private static final double P_MIN = 1e-100, P_MAX = 1 - 1e-14;
    private static final double I420 = 1. / 420., I2520 = 1. / 2520., I5040 = 1. / 5040;

    /** The chi-squared quantile's starting value; g = lgamma(nu / 2) (qchisq_appr). */
    static double qchisqAppr(double p, double nu, double g, boolean lower, boolean log, double tol) {
        final double c7 = 4.67, c8 = 6.66, c9 = 6.73, c10 = 13.32;
        if (Double.isNaN(p) || Double.isNaN(nu)) return p + nu;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (nu <= 0) return Double.NaN;
        double alpha = 0.5 * nu, c = alpha - 1, ch, p1 = dtLog(p, lower, log);
        if (nu < (-1.24) * p1) {
            double lgam1pa = alpha < 0.5 ? GammaRatio.lgamma1p(alpha) : ExpLog.log(alpha) + g;
            ch = ExpLog.exp((lgam1pa + p1) / alpha + LN2);
        } else if (nu > 0.32) {
            double x = Normal.quantile(p, 0, 1, lower, log);
            p1 = 2. / (9 * nu);
            ch = nu * RMath.pow(x * Math.sqrt(p1) + 1 - p1, 3);
            if (ch > 2.2 * nu + 6) ch = -2 * (DistTails.logUpper(p, lower, log) - c * ExpLog.log(0.5 * ch) + g);
        } else {
            ch = 0.4;
            double a = DistTails.logUpper(p, lower, log) + g + c * LN2, q;
            do {
                q = ch;
                p1 = 1. / (1 + ch * (c7 + ch));
                double p2 = ch * (c9 + ch * (c8 + ch));
                double t = -0.5 + (c7 + 2 * ch) * p1 - (c9 + ch * (c10 + 3 * ch)) / p2;
                ch -= (1 - ExpLog.exp(a + 0.5 * ch) * p2 * p1) / t;
            } while (Math.abs(q - ch) > tol * Math.abs(ch));
        }
        return ch;
    }

    /** log p of the lower tail (R_DT_log). */
    private static double dtLog(double p, boolean lower, boolean log) {
        if (lower) return log ? p : ExpLog.log(p);
        return log ? DistTails.log1mExp(p) : Log1p.log1p(-p);
    }

    /** R's {@code qgamma(p, shape, scale, lower.tail, log.p)}. */
    static double qgamma(double p, double alpha, double scale, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(alpha) || Double.isNaN(scale)) return p + alpha + scale;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0.;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        if (alpha < 0 || scale <= 0) return Double.NaN;
        if (alpha == 0) return 0.;
        int maxItNewton = alpha < 1e-10 ? 7 : 1;
        double pLower = DistTails.lowerValue(p, lower, log);
        double g = MathGamma.lgamma(alpha);
        double ch = qchisqAppr(p, 2 * alpha, g, lower, log, EPS1);
        if (!Double.isFinite(ch)) {
            maxItNewton = 0;
        } else if (ch < EPS2 || pLower > P_MAX || pLower < P_MIN) {
            maxItNewton = 20;
        } else {
            // seven-term Taylor series steps on pgamma (AS 239)
            double c = alpha - 1, s6 = (120 + c * (346 + 127 * c)) * I5040, ch0 = ch;
            for (int i = 1; i <= MAXIT; i++) {
                double q = ch, p1 = 0.5 * ch;
                double p2 = pLower - GammaRatio.pgammaRaw(p1, alpha, true, false);
                if (!Double.isFinite(p2) || ch <= 0) {
                    ch = ch0;
                    maxItNewton = 27;
                    break;
                }
                double t = p2 * ExpLog.exp(alpha * LN2 + g + p1 - c * ExpLog.log(ch));
                double b = t / ch, a = 0.5 * t - b * c;
                double s1 = (210 + a * (140 + a * (105 + a * (84 + a * (70 + 60 * a))))) * I420;
                double s2 = (420 + a * (735 + a * (966 + a * (1141 + 1278 * a)))) * I2520;
                double s3 = (210 + a * (462 + a * (707 + 932 * a))) * I2520;
                double s4 = (252 + a * (672 + 1182 * a) + c * (294 + a * (889 + 1740 * a))) * I5040;
                double s5 = (84 + 2264 * a + c * (1175 + 606 * a)) * I2520;
                ch += t * (1 + 0.5 * t * s1 - b * c * (s1 - b * (s2 - b * (s3 - b * (s4 - b * (s5 - b * s6))))));
                if (Math.abs(q - ch) < EPS2 * ch) break;
                if (Math.abs(q - ch) > 0.1 * ch) ch = ch < q ? 0.9 * q : 1.1 * q;
            }
        }
        return newton(p, alpha, scale, lower, log, 0.5 * scale * ch, maxItNewton);
    }

    /** R's final Newton steps, always on the log scale. */
    private static double newton(double p, double alpha, double scale, boolean lower, boolean log, double x, int maxIt) {
        if (maxIt == 0) return x;
        if (!log) {
            p = ExpLog.log(p);
            log = true;
        }
        double pp;
        if (x == 0) {
            x = Double.MIN_NORMAL;
            pp = DistGamma.cdf(x, alpha, scale, lower, log);
            if ((lower && pp > p * (1. + 1e-7)) || (!lower && pp < p * (1. - 1e-7))) return 0.;
        } else {
            pp = DistGamma.cdf(x, alpha, scale, lower, log);
        }
        if (pp == Double.NEGATIVE_INFINITY) return 0;
        for (int i = 1; i <= maxIt; i++) {
            double p1 = pp - p;
            if (Math.abs(p1) < Math.abs(EPS_N * p)) break;
            double g = DistGamma.density(x, alpha, scale, log);
            if (g == Double.NEGATIVE_INFINITY) break;
            double t = p1 * ExpLog.exp(pp - g);
            t = lower ? x - t : x + t;
            pp = DistGamma.cdf(t, alpha, scale, lower, log);
            if (Math.abs(pp - p) > Math.abs(p1) || (i > 1 && Math.abs(pp - p) == Math.abs(p1))) break;
            x = t;
        }
        return x;
    }
}
