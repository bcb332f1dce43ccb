package flashr.stats.distributions;

/**
 * Quantiles of continuous distributions by inverting their distribution function: the root is
 * bracketed by stepping out from a first guess (geometrically, so that both huge and tiny
 * quantiles are reached in few steps), then narrowed by regula falsi (Illinois variant) kept
 * safe by bisection, until the bracket is a few units in the last place wide.
 */
final class DistQuantile {
    private DistQuantile() {}

    /** The distribution function in the scale the caller works in. */
    @FunctionalInterface
    interface Cdf {
        double at(double x, boolean lower, boolean log);
    }

    private static final int MAX_ITERATIONS = 5000;

    /**
     * The x in [lo, hi] with {@code cdf(x, lower, log) == p}, where p is strictly inside (0, 1)
     * in its scale; {@code guess} must lie strictly inside the support.
     */
    static double solve(Cdf cdf, double p, boolean lower, boolean log, double lo, double hi, double guess) {
        double sign = lower ? 1 : -1;
        java.util.function.DoubleUnaryOperator h = x -> sign * (cdf.at(x, lower, log) - p);
        double a = guess;
        double fa = h.applyAsDouble(a);
        if (fa == 0) return a;
        double b = a;
        double fb = fa;
        // step out until the sign changes; a and b then bracket the root
        double step = Math.max(1, Math.abs(guess));
        boolean up = fa < 0;
        for (int i = 0; i < 4000 && (fb < 0) == up && fb != 0; i++) {
            a = b;
            fa = fb;
            b = up ? outward(b, hi, step, true) : outward(b, lo, step, false);
            step *= 2;
            fb = h.applyAsDouble(b);
            if (b == (up ? hi : lo) && (fb < 0) == up) return b;
        }
        if (fb == 0) return b;
        if (a > b) {
            double t = a; a = b; b = t;
            t = fa; fa = fb; fb = t;
        }
        return narrow(h, a, fa, b, fb);
    }

    /** The next point beyond x toward the end of the support: doubling away from 0, or halving toward it. */
    private static double outward(double x, double end, double step, boolean up) {
        double next;
        if (up) next = x > 0 ? 2 * x : (x < 0 ? (x > -1 ? x + step : x / 2) : 1);
        else next = x < 0 ? 2 * x : (x > 0 ? (x < 1 ? x / 2 : x - step) : -1);
        if (x > 0 && !up && next <= 0 && end >= 0) next = x / 2;
        if (up ? next > end : next < end) next = end;
        return next;
    }

    /** Narrows a bracket [a, b] with h(a) < 0 < h(b); a root below the smallest double is 0, as in R. */
    private static double narrow(java.util.function.DoubleUnaryOperator h, double a, double fa, double b, double fb) {
        if (a == 0 && b == Double.MIN_VALUE) return 0;
        int side = 0;
        for (int i = 0; i < MAX_ITERATIONS; i++) {
            double width = b - a;
            if (width <= 4 * Math.ulp(Math.max(Math.abs(a), Math.abs(b)))) break;
            double x;
            if (a > 0 && b > 4 * a) {
                x = Math.sqrt(a) * Math.sqrt(b);
            } else if (b < 0 && a < 4 * b) {
                x = -Math.sqrt(-a) * Math.sqrt(-b);
            } else if (a == 0 && b > 1e-300 && fa == Double.NEGATIVE_INFINITY) {
                x = b / 16;
            } else if (i % 3 == 2 || !Double.isFinite(fa) || !Double.isFinite(fb)) {
                x = a + width / 2;
            } else {
                x = (a * fb - b * fa) / (fb - fa);
                if (!(x > a && x < b)) x = a + width / 2;
            }
            if (x <= a || x >= b) break;
            double fx = h.applyAsDouble(x);
            if (fx == 0) return x;
            if (Double.isNaN(fx)) return Double.NaN;
            if (fx < 0) {
                a = x;
                fa = fx;
                if (side == -1) fb /= 2;
                side = -1;
            } else {
                b = x;
                fb = fx;
                if (side == 1) fa /= 2;
                side = 1;
            }
        }
        return Math.abs(fa) < Math.abs(fb) ? a : b;
    }
}
