package flashr.rng;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;

/** The uniform distribution functions as R's nmath computes them. */
public final class Uniform {
    private Uniform() {}

    public static double density(double x, double a, double b, boolean giveLog) {
        if (Double.isNaN(x) || Double.isNaN(a) || Double.isNaN(b)) return x + a + b;
        if (b <= a) return Double.NaN;
        if (a <= x && x <= b) return giveLog ? -ExpLog.log(b - a) : 1. / (b - a);
        return giveLog ? Double.NEGATIVE_INFINITY : 0.;
    }

    public static double cdf(double x, double a, double b, boolean lowerTail, boolean logP) {
        if (Double.isNaN(x) || Double.isNaN(a) || Double.isNaN(b)) return x + a + b;
        if (b < a || !Double.isFinite(a) || !Double.isFinite(b)) return Double.NaN;
        if (x >= b) return lowerTail ? (logP ? 0. : 1.) : (logP ? Double.NEGATIVE_INFINITY : 0.);
        if (x <= a) return lowerTail ? (logP ? Double.NEGATIVE_INFINITY : 0.) : (logP ? 0. : 1.);
        double v = lowerTail ? (x - a) / (b - a) : (b - x) / (b - a);
        return logP ? ExpLog.log(v) : v;
    }

    public static double quantile(double p, double a, double b, boolean lowerTail, boolean logP) {
        if (Double.isNaN(p) || Double.isNaN(a) || Double.isNaN(b)) return p + a + b;
        if ((logP && p > 0) || (!logP && (p < 0 || p > 1))) return Double.NaN;
        if (!Double.isFinite(a) || !Double.isFinite(b) || b < a) return Double.NaN;
        if (b == a) return a;
        double pLower = logP ? (lowerTail ? ExpLog.exp(p) : -Expm1.expm1(p)) : (lowerTail ? p : 0.5 - p + 0.5);
        return a + pLower * (b - a);
    }
}
