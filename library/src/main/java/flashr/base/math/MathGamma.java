package flashr.base.math;

import flashr.engine.fn.math.ExpLog;
import flashr.rng.SaddlePoint;
import flashr.stats.distributions.IncompleteBeta;

/**
 * The gamma function and its relatives (gamma, lgamma, beta, lbeta, choose, lchoose) by R's nmath
 * algorithms, with the C library's exp and log ({@link ExpLog}), so they give R's bits.
 */
public final class MathGamma {
    private MathGamma() {}

    private static final double GAMMA_XMIN = -170.5674972726612, GAMMA_XMAX = 171.61447887182298;
    private static final double XSML = 2.2474362225598545e-308, LGAMMA_XMAX = 2.5327372760800758e+305;
    private static final double LN_SQRT_2PI = 0.918938533204672741780329736406;
    private static final double LN_SQRT_PID2 = 0.225791352644727432363097614947;

    /**
     * R's gammafn: for |x| &lt;= 10 a Chebyshev series on [1, 2) carried to x by products or
     * quotients, beyond by Stirling's formula with R's correction (exact products for whole x up
     * to 50), and the reflection formula for negative x. NaN at 0 and the negative integers.
     */
    public static double gamma(double x) {
        if (x != x) return x;
        if (x == 0 || (x < 0 && x == Math.rint(x))) return Double.NaN;
        double y = Math.abs(x);
        if (y <= 10) {
            int n = (int) x;
            if (x < 0) --n;
            y = x - n;                      // n = floor(x), y in [0, 1)
            --n;
            double value = LogGammaCorrection.gammaOnePlus(y);
            if (n == 0) return value;
            if (n < 0) {
                if (y < XSML) return x > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
                for (int i = 0; i < -n; i++) value /= (x + i);
                return value;
            }
            for (int i = 1; i <= n; i++) value *= (y + i);
            return value;
        }
        if (x > GAMMA_XMAX) return Double.POSITIVE_INFINITY;
        if (x < GAMMA_XMIN) return 0.;
        double value;
        if (y <= 50 && y == (int) y) {      // (y - 1)!
            value = 1.;
            for (int i = 2; i < y; i++) value *= i;
        } else {
            // R's test (2*y == (int)2*y) casts 2, not 2*y, so it always takes stirlerr
            value = ExpLog.exp((y - 0.5) * ExpLog.log(y) - y + LN_SQRT_2PI + SaddlePoint.stirlerr(y));
        }
        if (x > 0) return value;
        double sinpiy = LogGammaCorrection.sinpi(y);
        if (sinpiy == 0) return Double.POSITIVE_INFINITY;
        return -Math.PI / (y * sinpiy * value);
    }

    /** R's lgammafn, log|gamma(x)|: +Inf at 0 and the negative integers. */
    public static double lgamma(double x) {
        if (x != x) return x;
        if (x <= 0 && x == Math.floor(x)) return Double.POSITIVE_INFINITY;
        double y = Math.abs(x);
        if (y < 1e-306) return -ExpLog.log(y);
        if (y <= 10) return ExpLog.log(Math.abs(gamma(x)));
        if (y > LGAMMA_XMAX) return Double.POSITIVE_INFINITY;
        if (x > 0) {
            if (x > 1e17) return x * (ExpLog.log(x) - 1.);
            if (x > 4934720.) return LN_SQRT_2PI + (x - 0.5) * ExpLog.log(x) - x;
            return LN_SQRT_2PI + (x - 0.5) * ExpLog.log(x) - x + LogGammaCorrection.lgammacor(x);
        }
        double sinpiy = Math.abs(LogGammaCorrection.sinpi(y));
        if (sinpiy == 0) return Double.NaN;
        return LN_SQRT_PID2 + (x - 0.5) * ExpLog.log(y) - x - ExpLog.log(sinpiy) - LogGammaCorrection.lgammacor(y);
    }

    static double beta(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return a + b;
        if (a < 0 || b < 0) return Double.NaN;
        if (a == 0 || b == 0) return Double.POSITIVE_INFINITY;
        if (Double.isInfinite(a) || Double.isInfinite(b)) return 0;
        if (a + b < GAMMA_XMAX) return (1 / gamma(a + b)) * gamma(a) * gamma(b);   // R's order
        return ExpLog.exp(lbeta(a, b));
    }

    /** R's {@code choose(n, k)}: k rounded; n within 1e-7 (relative) of a whole number is taken as one. */
    public static double choose(double n, double k) {
        k = Math.rint(k);
        if (Double.isNaN(n) || Double.isNaN(k)) return n + k;
        if (k < 30) {
            if (n - k < k && n >= 0 && isInt(n)) k = Math.rint(n - k);   // symmetry
            if (k < 0) return 0;
            if (k == 0) return 1;
            double r = n;
            for (int j = 2; j <= k; j++) r *= (n - j + 1) / j;
            return isInt(n) ? Math.rint(r) : r;
        }
        if (n < 0) {
            double r = choose(-n + k - 1, k);
            return k != 2 * Math.floor(k / 2.) ? -r : r;
        }
        if (isInt(n)) {
            n = Math.rint(n);
            if (n < k) return 0;
            if (n - k < 30) return choose(n, n - k);
            return Math.rint(ExpLog.exp(logChoose(n, k)));
        }
        if (n < k - 1) {
            double r = logChooseBySign(n, k);
            return signOfGamma(n - k + 1.) * ExpLog.exp(r);
        }
        return ExpLog.exp(logChoose(n, k));
    }

    /** log B(a, b): NaN below 0, +Inf at 0, -Inf when the other is infinite. */
    public static double lbeta(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return a + b;
        double p = Math.min(a, b), q = Math.max(a, b);
        if (p < 0) return Double.NaN;
        if (p == 0) return Double.POSITIVE_INFINITY;
        if (Double.isInfinite(q)) return Double.NEGATIVE_INFINITY;
        return IncompleteBeta.lbeta(p, q);
    }

    /** R's {@code lchoose(n, k)}, log |choose(n, k)|: k rounded; n as {@link #choose} takes it. */
    public static double lchoose(double n, double k) {
        k = Math.rint(k);
        if (Double.isNaN(n) || Double.isNaN(k)) return n + k;
        if (k < 2) {
            if (k < 0) return Double.NEGATIVE_INFINITY;
            if (k == 0) return 0;
            return ExpLog.log(Math.abs(n));
        }
        if (n < 0) return lchoose(-n + k - 1, k);
        if (isInt(n)) {
            n = Math.rint(n);
            if (n < k) return Double.NEGATIVE_INFINITY;
            if (n - k < 2) return lchoose(n, n - k);
            return logChoose(n, k);
        }
        if (n < k - 1) return logChooseBySign(n, k);
        return logChoose(n, k);
    }

    /** R's lfastchoose. */
    private static double logChoose(double n, double k) {
        return -ExpLog.log(n + 1.) - lbeta(n - k + 1., k + 1.);
    }

    /** R's lfastchoose2, for n - k + 1 below 0 (its sign is {@link #signOfGamma}). */
    private static double logChooseBySign(double n, double k) {
        return lgamma(n + 1.) - lgamma(k + 1.) - lgamma(n - k + 1.);
    }

    /** The sign lgammafn_sign reports: -1 for negative x with an even floor(-x). */
    private static double signOfGamma(double x) {
        return x < 0 && Math.floor(-x) % 2. == 0 ? -1 : 1;
    }

    /** R's !R_nonint(x): within 1e-7 of a whole number, relative to |x| above 1. */
    private static boolean isInt(double x) {
        return Math.abs(x - Math.rint(x)) <= 1e-7 * Math.max(1., Math.abs(x));
    }
}
