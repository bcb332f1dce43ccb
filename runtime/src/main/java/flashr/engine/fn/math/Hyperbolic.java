package flashr.engine.fn.math;

import static flashr.engine.fn.math.Log1p.highWord;

/**
 * The C library's sinh, cosh and tanh (glibc's e_sinh.c, e_cosh.c and s_tanh.c, fdlibm's method),
 * bit for bit. The method is the one Java's StrictMath uses too, but glibc's forms call its own
 * exp and expm1 (ARM's exp and the FMA build of expm1: {@link ExpLog#exp}, {@link Expm1}), so
 * Java's sinh differs from R's in the last bit on about 3% of arguments. None of the three fuses
 * a product with an addition where it would change a bit (the products are by 0.5 or 2).
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

    private static boolean belowOverflow(double x, int ix) {
        return ix < OVERFLOW_HIGH
                || (ix == OVERFLOW_HIGH && (Double.doubleToRawLongBits(x) & 0xffffffffL) <= OVERFLOW_LOW);
    }
}
