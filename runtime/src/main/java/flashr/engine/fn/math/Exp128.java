package flashr.engine.fn.math;

import static flashr.engine.fn.math.PowConstants.*;

/**
 * The C library's exp (glibc's, FMA build), shared by {@link Pow} (which passes a tail and a
 * sign) and {@link ExpLog#exp}: x = k ln2/128 + r, e^x = 2^(k/128) e^r with 2^(k/128) from a
 * 128-entry table and e^r - 1 a degree-5 polynomial; error below 0.51 ulp.
 * {@link ExpLogVectors} performs the same operations lane by lane.
 */
final class Exp128 {
    private static final long SIGN = 0x8000000000000000L;
    /** Added to k before it becomes the exponent of the scale: sets the sign bit of the result. */
    static final long SIGN_BIAS = 0x800L << EXP_BITS;
    /** |x| from this on, the scale may overflow or underflow: {@link #special}. */
    static final double LARGE = 512.0;
    /** |x| below this: e^x rounds to 1 + x. */
    static final double TINY = 0x1p-54;

    private Exp128() {}

    /** True when exp(x, 0, 0) takes the common path, which ExpLogVectors does lane by lane. */
    static boolean common(double x) {
        double a = Math.abs(x);
        return a >= TINY && a < LARGE;
    }

    /** sign * exp(x + xtail), |xtail| below 2^-15 and |x|. */
    static double exp(double x, double xtail, long signBias) {
        int abstop = (int) (Double.doubleToRawLongBits(x) >>> 52) & 0x7ff;
        boolean large = false;
        // |x| < 2^-54 or |x| >= 512 (as unsigned comparisons)
        if (Integer.compareUnsigned(abstop - 0x3c9, 0x408 - 0x3c9) >= 0) {
            if (abstop - 0x3c9 < 0) {
                double one = 1.0 + x;
                return signBias != 0 ? -one : one;
            }
            if (abstop >= 0x409) {
                double big = x < 0 ? 0.0 : Double.POSITIVE_INFINITY;
                return signBias != 0 ? -big : big;
            }
            large = true;   // may overflow or underflow: see special
        }
        // x = k ln2/128 + r, |r| <= ln2/256; the product's rounding ahead of the shift is fused
        double kd = Math.fma(INV_LN2_N, x, SHIFT);
        long ki = Double.doubleToRawLongBits(kd);
        kd -= SHIFT;
        double r = Math.fma(kd, NEG_LN2_LO_N, Math.fma(kd, NEG_LN2_HI_N, x));
        r += xtail;
        int j = (int) (ki & (EXP_N - 1));
        long top = (ki + signBias) << (52 - EXP_BITS);
        double tail = EXP_TAIL[j];
        long sbits = SCALE_BITS[j] + top;
        // 2^(k/128) e^r = scale (1 + tmp)
        double r2 = r * r;
        double tmp = Math.fma(r2 * r2, Math.fma(r, C5, C4), Math.fma(r2, Math.fma(r, C3, C2), tail + r));
        if (large) return special(tmp, sbits, ki);
        double scale = Double.longBitsToDouble(sbits);
        return Math.fma(scale, tmp, scale);
    }

    /**
     * scale (1 + tmp) where the exponent in sbits may have wrapped: scaled into range first, and
     * in the subnormal range rounded once at its precision (adding 1 first), not twice.
     */
    static double special(double tmp, long sbits, long ki) {
        if ((ki & 0x80000000L) == 0) {
            // k > 0: the exponent may have overflowed by up to 460
            double scale = Double.longBitsToDouble(sbits - (1009L << 52));
            return Math.fma(scale, tmp, scale) * 0x1p1009;
        }
        // k < 0. The C code uses scale * tmp here and again in the branch below, in another basic
        // block, and its compiler fuses a product into an addition only when every use is in the
        // same block: here neither sum is fused.
        sbits += 1022L << 52;
        double scale = Double.longBitsToDouble(sbits);
        double product = scale * tmp;
        double y = scale + product;
        if (Math.abs(y) < 1.0) {
            double one = y < 0.0 ? -1.0 : 1.0;
            double lo = scale - y + product;
            double hi = one + y;
            lo = one - hi + y + lo;
            y = (hi + lo) - one;
            if (y == 0.0) y = Double.longBitsToDouble(sbits & SIGN);
        }
        return 0x1p-1022 * y;
    }

}
