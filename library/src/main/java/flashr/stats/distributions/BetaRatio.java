package flashr.stats.distributions;

import static flashr.stats.distributions.BetaExpansions.basym;
import static flashr.stats.distributions.BetaExpansions.bfrac;
import static flashr.stats.distributions.BetaExpansions.bgrat;
import static flashr.stats.distributions.BetaSeries.bpser;
import static flashr.stats.distributions.BetaSeries.bup;
import static flashr.stats.distributions.TomsElementary.log1mExp;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;

/**
 * The incomplete beta ratio I_x(a, b) by ACM TOMS 708 (Didonato and Morris 1992), as R's
 * {@code bratio} computes it, with R's log scale additions: the method (power series, bup
 * shifts, continued fraction, asymptotic expansions) is chosen from a, b and x exactly as
 * there, so pbeta and everything built on it give R's bits. Only one of I_x and 1 - I_x is
 * returned, as every caller needs. R's warnings (underflow, non-convergence) go to {@link MathWarnings}.
 */
public final class BetaRatio {
    private BetaRatio() {}

    private static final double DBL_EPSILON = Math.ulp(1.0);

    /**
     * I_x(a, b) when {@code lower}, else 1 - I_x(a, b), on the log scale when {@code log};
     * a, b >= 0 and y = 1 - x, each computed where it is accurate.
     */
    public static double bratio(double a, double b, double x, double y, boolean lower, boolean log) {
        double zero = log ? Double.NEGATIVE_INFINITY : 0., one = log ? 0. : 1.;
        if (Double.isNaN(x) || Double.isNaN(y) || Double.isNaN(a) || Double.isNaN(b)) return zero;
        if (a < 0. || b < 0. || (a == 0. && b == 0.) || x < 0. || x > 1. || y < 0. || y > 1.) return zero;
        double eps = 2. * (0.5 * DBL_EPSILON);
        if (Math.abs(x + y - 0.5 - 0.5) > eps * 3.) return zero;
        if (x == 0.) return a == 0. ? zero : lower ? zero : one;
        if (y == 0.) return b == 0. ? zero : lower ? one : zero;
        if (a == 0.) return lower ? one : zero;
        if (b == 0.) return lower ? zero : one;

        eps = Math.max(eps, 1e-15);
        boolean aLtB = a < b;
        if ((aLtB ? b : a) < eps * .001) {
            // both shapes negligible: the result does not depend on x
            if (log) {
                if (aLtB) return lower ? Log1p.log1p(-a / (a + b)) : ExpLog.log(a / (a + b));
                return lower ? ExpLog.log(b / (a + b)) : Log1p.log1p(-b / (a + b));
            }
            return lower ? b / (a + b) : a / (a + b);
        }
        return Math.min(a, b) <= 1. ? smallShape(a, b, x, y, eps, lower, log) : largeShapes(a, b, x, y, eps, lower, log);
    }

    /** min(a, b) <= 1. */
    private static double smallShape(double a, double b, double x, double y, double eps, boolean lower, boolean log) {
        boolean swap = x > 0.5;
        double a0 = swap ? b : a, b0 = swap ? a : b, x0 = swap ? y : x, y0 = swap ? x : y;
        // wanted: w (of the swapped problem) when lower == !swap
        boolean wantW = lower != swap;
        if (b0 < Math.min(eps, eps * a0)) return fromW(BetaSeries.fpser(a0, b0, x0, eps, log), wantW, log);
        if (a0 < Math.min(eps, eps * b0) && b0 * x0 <= 1.) return fromW1(BetaSeries.apser(a0, b0, x0, eps), wantW, log);

        double w1;
        boolean didBup = false;
        int n = 20;
        if (Math.max(a0, b0) > 1.) {
            if (b0 <= 1.) return fromW(bpser(a0, b0, x0, eps, log), wantW, log);
            if (x0 >= 0.29) return fromW(bpser(b0, a0, y0, eps, log), !wantW, log);
            if (x0 < 0.1 && RMath.pow(x0 * b0, a0) <= 0.7) return fromW(bpser(a0, b0, x0, eps, log), wantW, log);
            if (b0 > 15.) {
                w1 = 0.;
            } else {
                w1 = bup(b0, a0, y0, x0, n, eps, false);
                didBup = true;
                b0 += n;
            }
        } else {
            if (a0 >= Math.min(0.2, b0)) return fromW(bpser(a0, b0, x0, eps, log), wantW, log);
            if (RMath.pow(x0, a0) <= 0.9) return fromW(bpser(a0, b0, x0, eps, log), wantW, log);
            if (x0 >= 0.3) return fromW(bpser(b0, a0, y0, eps, log), !wantW, log);
            w1 = bup(b0, a0, y0, x0, n, eps, false);
            didBup = true;
            b0 += n;
        }
        double g = bgrat(b0, a0, y0, x0, w1, 15 * eps, false);
        if (!Double.isNaN(g)) w1 = g;
        if (w1 == 0 || (0 < w1 && w1 < Double.MIN_NORMAL)) {
            // almost surely underflow: redo on the log scale
            w1 = didBup ? bup(b0 - n, a0, y0, x0, n, eps, true) : Double.NEGATIVE_INFINITY;
            g = bgrat(b0, a0, y0, x0, w1, 15 * eps, true);
            if (!Double.isNaN(g)) w1 = g;
            if (wantW) return log ? log1mExp(w1) : -Expm1.expm1(w1);
            return log ? w1 : ExpLog.exp(w1);
        }
        if (w1 < 0) {
            MathWarnings.warn("bratio(a=" + MathWarnings.g(a) + ", b=" + MathWarnings.g(b) + ", x=" + MathWarnings.g(x)
                    + "): bgrat() -> w1 = " + MathWarnings.g(w1));
        }
        return fromW1Linear(w1, wantW, log);
    }

    /** Both a, b > 1. */
    private static double largeShapes(double a, double b, double x, double y, double eps, boolean lower, boolean log) {
        double lambda = Double.isFinite(a + b) ? (a > b ? (a + b) * y - b : a - (a + b) * x) : a * y - b * x;
        boolean swap = lambda < 0.;
        if (swap) lambda = -lambda;
        double a0 = swap ? b : a, b0 = swap ? a : b, x0 = swap ? y : x, y0 = swap ? x : y;
        boolean wantW = lower != swap;
        if (b0 < 40.) {
            if (b0 * x0 <= 0.7 || (log && lambda > 650.)) return fromW(bpser(a0, b0, x0, eps, log), wantW, log);
            return shiftedB(a0, b0, x0, y0, eps, wantW, log);
        }
        boolean fraction;
        if (a0 > b0) fraction = b0 <= 100. || lambda > b0 * 0.03;
        else fraction = a0 <= 100. || lambda > a0 * 0.03;
        if (fraction) return fromW(bfrac(a0, b0, x0, y0, lambda, eps * 15., log), wantW, log);
        return fromW(basym(a0, b0, lambda, eps * 100., log), wantW, log);
    }

    /** 1 < b0 < 40, b0 x0 > 0.7: bup to reduce b0 into (0, 1], then bpser or bgrat (R's L140). */
    private static double shiftedB(double a0, double b0, double x0, double y0, double eps, boolean wantW, boolean log) {
        int n = (int) b0;
        b0 -= n;
        if (b0 == 0.) {
            --n;
            b0 = 1.;
        }
        double w = bup(b0, a0, y0, x0, n, eps, false);
        if (w < Double.MIN_NORMAL && log) {
            b0 += n;
            return fromW(bpser(a0, b0, x0, eps, log), wantW, log);
        }
        if (x0 <= 0.7) {
            w += bpser(a0, b0, x0, eps, false);
            return fromWLinear(w, wantW, log);
        }
        if (a0 <= 15.) {
            n = 20;
            w += bup(a0, b0, x0, y0, n, eps, false);
            a0 += n;
        }
        double g = bgrat(a0, b0, x0, y0, w, 15 * eps, false);
        if (!Double.isNaN(g)) w = g;
        return fromWLinear(w, wantW, log);
    }

    /** w was computed in the requested scale (R's L_end after w and w1 = its complement). */
    private static double fromW(double w, boolean wantW, boolean log) {
        if (wantW) return w;
        return log ? log1mExp(w) : 0.5 - w + 0.5;
    }

    /** w1 (from apser) on the linear scale (R's L_end_from_w1). */
    private static double fromW1(double w1, boolean wantW, boolean log) {
        return fromW1Linear(w1, wantW, log);
    }

    private static double fromW1Linear(double w1, boolean wantW, boolean log) {
        if (log) return wantW ? Log1p.log1p(-w1) : ExpLog.log(w1);
        return wantW ? 0.5 - w1 + 0.5 : w1;
    }

    /** w on the linear scale, whatever the requested one (R's L_end_from_w). */
    private static double fromWLinear(double w, boolean wantW, boolean log) {
        if (log) return wantW ? ExpLog.log(w) : Log1p.log1p(-w);
        return wantW ? w : 0.5 - w + 0.5;
    }
}
