package flashr.engine.fn.math;

import static flashr.engine.fn.math.Log1p.highWord;

/**
 * The C library's sinh, cosh and tanh (glibc's e_sinh.c, e_cosh.c and s_tanh.c, fdlibm's method)
 * and their inverses asinh, acosh and atanh (s_asinh.c, e_acosh.c, e_atanh.c), bit for bit. The method is the one Java's StrictMath uses too, but glibc's forms call its own
 * exp and expm1 (ARM's exp and the FMA build of expm1: {@link ExpLog#exp}, {@link Expm1}), so
 * Java's sinh differs from R's in the last bit on about 3% of arguments. None of the three fuses
 * a product with an addition where it would change a bit (the products are by 0.5 or 2); the
 * inverses are built without fused multiply-add (glibc has no FMA variant of them) and call its
 * log and log1p ({@link ExpLog#log}, {@link Log1p}).
 * NaN is returned as it is, so R's NA stays NA.
 */
public final class Hyperbolic {
    private Hyperbolic() {}

    /** |x| below which the exponential terms are taken as they are (22: e^-22 is below half an ulp of e^22). */
    private static final int BELOW_22 = 0x40360000;
    /** log(Double.MAX_VALUE)'s high word, and the overflow threshold (high and low word). */
    private static final int LOG_MAX = 0x40862e42, OVERFLOW_HIGH = 0x408633ce;
    private static final long OVERFLOW_LOW = 0x8fb9f87dL;

    public static double sinh(double x) {
        int jx = highWord(x), ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) return x != x ? x : x + x;
        double h = jx < 0 ? -0.5 : 0.5;
        if (ix < BELOW_22) {
            if (ix < 0x3e300000) return x;               // |x| < 2^-28: sinh(x) rounds to x
            double t = Expm1.expm1(Math.abs(x));
            if (ix < 0x3ff00000) return h * (2.0 * t - t * t / (t + 1.0));
            return h * (t + t / (t + 1.0));
        }
        if (ix < LOG_MAX) return h * ExpLog.exp(Math.abs(x));
        if (belowOverflow(x, ix)) {                      // exp(|x|) overflows, its square root does not
            double w = ExpLog.exp(0.5 * Math.abs(x));
            return h * w * w;
        }
        return x * 1.0e307;
    }

    public static double cosh(double x) {
        int ix = highWord(x) & 0x7fffffff;
        if (ix < BELOW_22) {
            if (ix < 0x3fd62e43) {                       // |x| < ln2 / 2: 1 + expm1(|x|)^2 / (2 exp(|x|))
                if (ix < 0x3c800000) return 1.0;
                double t = Expm1.expm1(Math.abs(x));
                double w = 1.0 + t;
                return 1.0 + (t * t) / (w + w);
            }
            double t = ExpLog.exp(Math.abs(x));
            return 0.5 * t + 0.5 / t;
        }
        if (ix < LOG_MAX) return 0.5 * ExpLog.exp(Math.abs(x));
        if (belowOverflow(x, ix)) {
            double w = ExpLog.exp(0.5 * Math.abs(x));
            return 0.5 * w * w;
        }
        if (ix >= 0x7ff00000) return x != x ? x : x * x;
        return Double.POSITIVE_INFINITY;
    }

    public static double tanh(double x) {
        int jx = highWord(x), ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) return x != x ? x : jx >= 0 ? 1.0 : -1.0;
        double z;
        if (ix < BELOW_22) {
            if (x == 0) return x;                        // keeps the sign of zero
            if (ix < 0x3c800000) return x * (1.0 + x);   // |x| < 2^-55
            if (ix >= 0x3ff00000) {
                double t = Expm1.expm1(2.0 * Math.abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                double t = Expm1.expm1(-2.0 * Math.abs(x));
                z = -t / (t + 2.0);
            }
        } else {
            z = 1.0;
        }
        return jx >= 0 ? z : -z;
    }

    private static final double LN2 = 6.93147180559945286227e-01;
    /** The NaN the C library's (x - x) / (x - x) makes on x86-64: the sign bit set. */
    private static final double DEFAULT_NAN = Double.longBitsToDouble(0xfff8000000000000L);

    public static double asinh(double x) {
        int ix = highWord(x) & 0x7fffffff;
        if (ix < 0x3e300000) return x;                   // |x| < 2^-28 (and zero): asinh(x) rounds to x
        double w;
        if (ix > 0x41b00000) {                           // |x| > 2^28
            if (ix >= 0x7ff00000) return x != x ? x : x + x;
            w = ExpLog.log(Math.abs(x)) + LN2;
        } else {
            double xa = Math.abs(x);
            if (ix > 0x40000000) {                       // 2 < |x| <= 2^28
                w = ExpLog.log(2.0 * xa + 1.0 / (Math.sqrt(xa * xa + 1.0) + xa));
            } else {
                double t = xa * xa;
                w = Log1p.log1p(xa + t / (1.0 + Math.sqrt(1.0 + t)));
            }
        }
        return Math.copySign(w, x);
    }

    public static double acosh(double x) {
        if (x != x) return x;
        long bits = Double.doubleToRawLongBits(x);       // compared whole, as glibc's 64-bit form does
        if (bits > 0x4000000000000000L) {                // x > 2
            if (bits < 0x41b0000000000000L) {            // and below 2^28
                double t = x * x;
                return ExpLog.log(2.0 * x - 1.0 / (x + Math.sqrt(t - 1.0)));
            }
            return bits < 0x7ff0000000000000L ? ExpLog.log(x) + LN2 : x + x;
        }
        if (bits > 0x3ff0000000000000L) {                // 1 < x <= 2
            double t = x - 1.0;
            return Log1p.log1p(t + Math.sqrt(2.0 * t + t * t));
        }
        return bits == 0x3ff0000000000000L ? 0.0 : DEFAULT_NAN;   // acosh(1) = 0; x < 1 (or negative)
    }

    public static double atanh(double x) {
        if (x != x) return x;
        double xa = Math.abs(x), t;
        if (xa < 0.5) {
            if (xa < 0x1.0p-28) return x;
            t = xa + xa;
            t = 0.5 * Log1p.log1p(t + t * xa / (1.0 - xa));
        } else if (xa < 1.0) {
            t = 0.5 * Log1p.log1p((xa + xa) / (1.0 - xa));
        } else {
            return xa > 1.0 ? DEFAULT_NAN : x / 0.0;
        }
        return Math.copySign(t, x);
    }

    private static boolean belowOverflow(double x, int ix) {
        return ix < OVERFLOW_HIGH
                || (ix == OVERFLOW_HIGH && (Double.doubleToRawLongBits(x) & 0xffffffffL) <= OVERFLOW_LOW);
    }
}
