package flashr.rng;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;

/**
 * R's {@code rgamma}: Ahrens and Dieter's GD (1982) for shape >= 1, their GS (1974) for
 * shape < 1; and the deviates R builds on it ({@code rchisq}, {@code rt}). R caches the setup
 * between calls with the same shape; the draws do not depend on that, so it is recomputed.
 */
public final class Gamma {
    private Gamma() {}

    private static final double SQRT32 = 5.656854;
    private static final double EXP_M1 = 0.36787944117144233;
    private static final double Q1 = 0.04166669;
    private static final double Q2 = 0.02083148;
    private static final double Q3 = 0.00801191;
    private static final double Q4 = 0.00144121;
    private static final double Q5 = -7.388e-5;
    private static final double Q6 = 2.4511e-4;
    private static final double Q7 = 2.424e-4;
    private static final double A1 = 0.3333333;
    private static final double A2 = -0.250003;
    private static final double A3 = 0.2000062;
    private static final double A4 = -0.1662921;
    private static final double A5 = 0.1423657;
    private static final double A6 = -0.1367177;
    private static final double A7 = 0.1233795;

    /** One deviate of shape {@code a} and scale; NaN for invalid parameters. */
    public static double random(RandomState rng, double a, double scale) {
        if (Double.isNaN(a) || Double.isNaN(scale)) return Double.NaN;
        if (a <= 0.0 || scale <= 0.0) {
            if (scale == 0. || a == 0.) return 0.;
            return Double.NaN;
        }
        if (!Double.isFinite(a) || !Double.isFinite(scale)) return Double.POSITIVE_INFINITY;
        if (a < 1.) return scale * smallShape(rng, a);

        // GD, step 1
        double s2 = a - 0.5;
        double s = Math.sqrt(s2);
        double d = SQRT32 - s * 12.;
        // step 2: t standard normal, x = (s, 1/2)-normal; immediate acceptance
        double t = rng.normRand();
        double x = s + 0.5 * t;
        double retVal = x * x;
        if (t >= 0.) return scale * retVal;
        // step 3: squeeze acceptance
        double u = rng.unifRand();
        if (d * u <= t * t * t) return scale * retVal;
        // step 4
        double r = 1. / a;
        double q0 = ((((((Q7 * r + Q6) * r + Q5) * r + Q4) * r + Q3) * r + Q2) * r + Q1) * r;
        double b;
        double si;
        double c;
        if (a <= 3.686) {
            b = 0.463 + s + 0.178 * s2;
            si = 1.235;
            c = 0.195 / s - 0.079 + 0.16 * s;
        } else if (a <= 13.022) {
            b = 1.654 + 0.0076 * s2;
            si = 1.68 / s + 0.275;
            c = 0.062 / s + 0.024;
        } else {
            b = 1.77;
            si = 0.75;
            c = 0.1515 / s;
        }
        // steps 5-7: quotient acceptance
        if (x > 0.) {
            double q = quotient(t, s, s2, q0);
            if (ExpLog.log(1.0 - u) <= q) return scale * retVal;
        }
        // steps 8-11: double exponential (Laplace) hat
        for (;;) {
            double e = rng.expRand();
            u = rng.unifRand();
            u = u + u - 1.0;
            t = u < 0.0 ? b - si * e : b + si * e;
            if (t >= -0.71874483771719) {
                double q = quotient(t, s, s2, q0);
                if (q > 0.0) {
                    double w = Expm1.expm1(q);
                    if (c * Math.abs(u) <= w * ExpLog.exp(e - 0.5 * t * t)) break;
                }
            }
        }
        x = s + 0.5 * t;
        return scale * x * x;
    }

    private static double quotient(double t, double s, double s2, double q0) {
        double v = t / (s + s);
        if (Math.abs(v) <= 0.25) {
            return q0 + 0.5 * t * t * ((((((A7 * v + A6) * v + A5) * v + A4) * v + A3) * v + A2) * v + A1) * v;
        }
        return q0 - s * t + 0.25 * t * t + (s2 + s2) * ExpLog.log(1.0 + v);
    }

    /** GS for shape < 1. */
    private static double smallShape(RandomState rng, double a) {
        double e = 1.0 + EXP_M1 * a;
        for (;;) {
            double p = e * rng.unifRand();
            if (p >= 1.0) {
                double x = -ExpLog.log((e - p) / a);
                if (rng.expRand() >= (1.0 - a) * ExpLog.log(x)) return x;
            } else {
                double x = ExpLog.exp(ExpLog.log(p) / a);
                if (rng.expRand() >= x) return x;
            }
        }
    }

    /** R's {@code rchisq(df)}: a gamma deviate of shape df/2, scale 2. */
    public static double chisq(RandomState rng, double df) {
        if (!Double.isFinite(df) || df < 0.0) return Double.NaN;
        return random(rng, df / 2.0, 2.0);
    }

    /** R's {@code rt(df)}: a normal over the root of a scaled chi-squared. */
    public static double studentT(RandomState rng, double df) {
        if (Double.isNaN(df) || df <= 0.0) return Double.NaN;
        if (!Double.isFinite(df)) return rng.normRand();
        double num = rng.normRand();
        return num / Math.sqrt(chisq(rng, df) / df);
    }
}
