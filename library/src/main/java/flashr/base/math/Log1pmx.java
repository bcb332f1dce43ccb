package flashr.base.math;

import flashr.engine.fn.math.Log1p;

/**
 * R's {@code log1pmx(x) = log(1 + x) - x} (pgamma.c), accurate for small x: a series in
 * (x / (2 + x))^2 near 0, its continued fraction ({@code logcf}) out to -0.79 and 1, and the
 * C library's log1p beyond. In R's order, so that it gives R's bits.
 */
public final class Log1pmx {
    private Log1pmx() {}

    private static final double MIN_LOG1_VALUE = -0.79149064;
    /** 2^256, the rescaling step of logcf. */
    private static final double SCALE_FACTOR = 0x1p256;

    public static double log1pmx(double x) {
        if (x > 1 || x < MIN_LOG1_VALUE) return Log1p.log1p(x) - x;
        double r = x / (2 + x), y = r * r;
        if (Math.abs(x) < 1e-2) {
            final double two = 2;
            return r * ((((two / 9 * y + two / 7) * y + two / 5) * y + two / 3) * y - x);
        }
        return r * (2 * y * logcf(y, 3, 2, 1e-14) - x);
    }

    /** sum_{k >= 0} x^k / (i + k d) by its continued fraction, rescaled to stay in range (logcf). */
    public static double logcf(double x, double i, double d, double eps) {
        double c1 = 2 * d, c2 = i + d, c4 = c2 + d, a1 = c2;
        double b1 = i * (c2 - i * x), b2 = d * d * x, a2 = c4 * c2 - b2;
        b2 = c4 * b1 - i * b2;
        while (Math.abs(a2 * b1 - a1 * b2) > Math.abs(eps * b1 * b2)) {
            double c3 = c2 * c2 * x;
            c2 += d;
            c4 += d;
            a1 = c4 * a2 - c3 * a1;
            b1 = c4 * b2 - c3 * b1;
            c3 = c1 * c1 * x;
            c1 += d;
            c4 += d;
            a2 = c4 * a1 - c3 * a2;
            b2 = c4 * b1 - c3 * b2;
            if (Math.abs(b2) > SCALE_FACTOR) {
                a1 /= SCALE_FACTOR;
                b1 /= SCALE_FACTOR;
                a2 /= SCALE_FACTOR;
                b2 /= SCALE_FACTOR;
            } else if (Math.abs(b2) < 1 / SCALE_FACTOR) {
                a1 *= SCALE_FACTOR;
                b1 *= SCALE_FACTOR;
                a2 *= SCALE_FACTOR;
                b2 *= SCALE_FACTOR;
            }
        }
        return a2 / b2;
    }
}
