package flashr.stats.optim;

import flashr.eval.Args;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Brent's one-dimensional searches, as R runs them. The root search behind {@code uniroot}
 * ({@code .zeroin2}, as Forsythe, Malcolm and Moler give it): each step keeps b (the best
 * estimate), a (the previous one) and c (with f(c) of the other sign than f(b)), tries inverse
 * interpolation (linear through a and b, quadratic when a, b and c differ) and falls back to
 * bisection of [b, c] when the interpolated point is not well inside it; a step is never shorter
 * than the tolerance. The minimum search behind {@code optimize} ({@code .fmin}, Brent's
 * localmin): golden-section steps and parabolas through the three best points. Errors name the
 * calling closure (uniroot, optimize), as R's do.
 */
public final class BrentSearches {
    private static final double EPS = Math.ulp(1.0);

    private BrentSearches() {}

    /** {@code .zeroin2(f, lower, upper, f.lower, f.upper, tol, maxiter)}: c(root, iterations or -1, estimated precision). */
    public static RValue zeroin2(Args a) {
        RFunction f = function(a);
        double lower = number(a, 1), upper = number(a, 2);
        checkInterval(a, lower, upper);
        double fLower = number(a, 3), fUpper = number(a, 4);
        if (Double.isNaN(fLower)) throw a.interp().errorHere("NA value for 'f.lower' is not allowed");
        if (Double.isNaN(fUpper)) throw a.interp().errorHere("NA value for 'f.upper' is not allowed");
        double tol = number(a, 5);
        if (!Double.isFinite(tol) || tol <= 0) throw a.interp().errorHere("invalid 'tol' value");
        int maxit = (int) number(a, 6);
        if (maxit <= 0) throw a.interp().errorHere("'maxiter' must be positive");
        double[] result = search(x -> value(a, f, x, true), lower, upper, fLower, fUpper, tol, maxit);
        return new RDouble(result);
    }

    /** {@code .fmin(f, lower, upper, tol)}: where f is least on [lower, upper]. */
    public static RValue fmin(Args a) {
        RFunction f = function(a);
        double lower = number(a, 1), upper = number(a, 2);
        checkInterval(a, lower, upper);
        double tol = number(a, 3);
        if (!Double.isFinite(tol) || tol <= 0) throw a.interp().errorHere("invalid 'tol' value");
        return RDouble.of(minimum(x -> value(a, f, x, false), lower, upper, tol));
    }

    /** Brent's localmin on [lo, hi] to tolerance tol. */
    static double minimum(java.util.function.DoubleUnaryOperator f, double lo, double hi, double tol) {
        final double golden = (3. - Math.sqrt(5.)) * .5;   // the squared inverse of the golden ratio
        double eps = Math.sqrt(EPS);
        double a = lo, b = hi;
        double v = a + golden * (b - a), w = v, x = v;
        double d = 0, e = 0;
        double fx = f.applyAsDouble(x), fv = fx, fw = fx;
        double tol3 = tol / 3.;
        while (true) {
            double xm = (a + b) * .5, tol1 = eps * Math.abs(x) + tol3, t2 = tol1 * 2.;
            if (Math.abs(x - xm) <= t2 - (b - a) * .5) return x;
            double p = 0, q = 0, r = 0;
            if (Math.abs(e) > tol1) {   // a parabola through x, w and v
                r = (x - w) * (fx - fv);
                q = (x - v) * (fx - fw);
                p = (x - v) * q - (x - w) * r;
                q = (q - r) * 2.;
                if (q > 0.) p = -p; else q = -q;
                r = e;
                e = d;
            }
            double u;
            if (Math.abs(p) >= Math.abs(q * .5 * r) || p <= q * (a - x) || p >= q * (b - x)) {
                e = x < xm ? b - x : a - x;   // golden section into the larger part
                d = golden * e;
            } else {
                d = p / q;
                u = x + d;
                if (u - a < t2 || b - u < t2) d = x >= xm ? -tol1 : tol1;   // not too close to the ends
            }
            // nor too close to x
            u = Math.abs(d) >= tol1 ? x + d : d > 0. ? x + tol1 : x - tol1;
            double fu = f.applyAsDouble(u);
            if (fu <= fx) {
                if (u < x) b = x; else a = x;
                v = w; w = x; x = u;
                fv = fw; fw = fx; fx = fu;
            } else {
                if (u < x) a = u; else b = u;
                if (fu <= fw || w == x) {
                    v = w; fv = fw;
                    w = u; fw = fu;
                } else if (fu <= fv || v == x || v == w) {
                    v = u; fv = fu;
                }
            }
        }
    }

    private static RFunction function(Args a) {
        if (!(a.get(0) instanceof RFunction f)) throw a.interp().errorHere("attempt to minimize non-function");
        return f;
    }

    /** R's checks of a search interval: finite ends, the lower below the upper. */
    private static void checkInterval(Args a, double lower, double upper) {
        if (!Double.isFinite(lower)) throw a.interp().errorHere("invalid 'xmin' value");
        if (!Double.isFinite(upper)) throw a.interp().errorHere("invalid 'xmax' value");
        if (lower >= upper) throw a.interp().errorHere("'xmin' not less than 'xmax'");
    }

    private static double number(Args a, int i) {
        if (!(a.get(i) instanceof RVector vec) || vec.length() < 1 || !vec.type().isNumeric()) throw a.interp().errorHere("invalid argument");
        return vec.getDouble(0);
    }

    /**
     * f(x) as a search reads it: NA or an infinity becomes the largest finite double, with R's
     * warnings; the root search keeps -Inf's sign (-DBL_MAX), the minimum search does not.
     */
    private static double value(Args a, RFunction f, double x, boolean rootSearch) {
        RValue s = a.interp().apply(f, new RValue[] {RDouble.of(x)}, null, a.env(), null);
        if (s instanceof EngineValue e) s = e.materialize();
        if (!(s instanceof RVector v) || v.length() != 1 || !(v instanceof RDouble || v instanceof RInt)) {
            throw a.interp().errorHere("invalid function value in '" + (rootSearch ? "zeroin" : "optimize") + "'");
        }
        if (v instanceof RInt i) {
            if (i.get(0) != RInt.NA) return i.get(0);
            a.interp().warning(a.call(), "NA replaced by maximum positive value");
            return Double.MAX_VALUE;
        }
        double y = v.getDouble(0);
        if (Double.isFinite(y)) return y;
        if (rootSearch && y == Double.NEGATIVE_INFINITY) {
            a.interp().warning(a.call(), "-Inf replaced by maximally negative value");
            return -Double.MAX_VALUE;
        }
        a.interp().warning(a.call(), "NA/Inf replaced by maximum positive value");
        return Double.MAX_VALUE;
    }

    /** Brent's search on [lo, hi] given f(lo) and f(hi): {root, iterations (-1: not converged), precision}. */
    static double[] search(java.util.function.DoubleUnaryOperator f, double lo, double hi, double fLo, double fHi, double tol, int maxit) {
        if (fLo == 0) return new double[] {lo, 0, 0};
        if (fHi == 0) return new double[] {hi, 0, 0};
        double a = lo, b = hi, c = a, fa = fLo, fb = fHi, fc = fa;
        for (int left = maxit + 1; left-- > 0; ) {
            double previous = b - a;
            if (Math.abs(fc) < Math.abs(fb)) {   // b must be the best estimate
                a = b; b = c; c = a;
                fa = fb; fb = fc; fc = fa;
            }
            double tolAct = 2 * EPS * Math.abs(b) + tol / 2;
            double step = (c - b) / 2;
            if (Math.abs(step) <= tolAct || fb == 0) return new double[] {b, maxit + 1 - left - 1, Math.abs(c - b)};
            if (Math.abs(previous) >= tolAct && Math.abs(fa) > Math.abs(fb)) {
                // inverse interpolation, its step p/q with the division delayed
                double p, q, cb = c - b;
                if (a == c) {
                    double t1 = fb / fa;
                    p = cb * t1;
                    q = 1.0 - t1;
                } else {
                    double r = fa / fc, t1 = fb / fc, t2 = fb / fa;
                    p = t2 * (cb * r * (r - t1) - (b - a) * (t1 - 1.0));
                    q = (r - 1.0) * (t1 - 1.0) * (t2 - 1.0);
                }
                if (p > 0) q = -q; else p = -p;
                if (p < (0.75 * cb * q - Math.abs(tolAct * q) / 2) && p < Math.abs(previous * q / 2)) step = p / q;
            }
            if (Math.abs(step) < tolAct) step = step > 0 ? tolAct : -tolAct;
            a = b;
            fa = fb;
            b += step;
            fb = f.applyAsDouble(b);
            if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
                c = a;
                fc = fa;
            }
        }
        return new double[] {b, -1, Math.abs(c - b)};
    }
}
