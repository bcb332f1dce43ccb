package flashr.engine.fn.math;

/**
 * The C library's log1p (glibc's s_log1p.c in its FMA build, chosen on any processor with fused
 * multiply-add; R calls it), bit for bit: the fdlibm method with the polynomial in s^2 evaluated
 * in four pairs (z, z^2, z^4, z^6) rather than by Horner's rule, and products fused with an
 * addition where its compiler fuses them (read from the library's machine code), so Java's
 * Math.log1p (fdlibm's order, unfused) differs from it in the last bit on about 1 argument in 2000.
 *
 * <p>1 + x = 2^k (1 + f) with sqrt(2)/2 &lt; 1 + f &lt; sqrt(2) and a correction c for the
 * rounding of 1 + x; log(1 + f) = f - (f^2/2 - s (f^2/2 + R(s^2))) with s = f / (2 + f); then
 * k ln2 is added in two parts. NaN is returned as it is, so R's NA stays NA.
 */
public final class Log1p {
    private Log1p() {}

    private static final double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10;
    private static final double LP1 = 6.666666666666735130e-01, LP2 = 3.999999999940941908e-01,
            LP3 = 2.857142874366239149e-01, LP4 = 2.222219843214978396e-01, LP5 = 1.818357216161805012e-01,
            LP6 = 1.531383769920937332e-01, LP7 = 1.479819860511658591e-01;

    public static double log1p(double x) {
        int hx = highWord(x);
        int ax = hx & 0x7fffffff;
        int k = 1, hu = 0;
        double f = 0, c = 0;
        if (hx < 0x3FDA827A) {                          // x < 0.41422
            if (ax >= 0x3ff00000) {                     // x <= -1
                return x == -1.0 ? Double.NEGATIVE_INFINITY : Double.NaN;
            }
            if (ax < 0x3e200000) {                      // |x| < 2^-29
                return ax < 0x3c900000 ? x : Math.fma(-(x * x), 0.5, x);
            }
            if (hx > 0 || hx <= 0xbfd2bec3) {           // -0.2929 < x < 0.41422: f = x exactly
                k = 0;
                f = x;
                hu = 1;
            }
        } else if (hx >= 0x7ff00000) {
            return x;                                   // +Inf, or NaN kept
        }
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {
                u = 1.0 + x;
                hu = highWord(u);
                k = (hu >> 20) - 1023;
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0);   // what 1 + x lost in rounding
                c /= u;
            } else {
                u = x;
                hu = highWord(u);
                k = (hu >> 20) - 1023;
                c = 0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {
                u = withHighWord(u, hu | 0x3ff00000);       // u normalized into [1, sqrt(2))
            } else {
                k += 1;
                u = withHighWord(u, hu | 0x3fe00000);       // u/2 normalized into [sqrt(2)/2, 1)
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        if (hu == 0) {                                  // |f| < 2^-20
            if (f == 0) {
                if (k == 0) return 0.0;
                c = Math.fma(k, LN2_LO, c);
                return Math.fma(k, LN2_HI, c);
            }
            double r = hfsq * Math.fma(-0.66666666666666666, f, 1.0);
            return k == 0 ? f - r : Math.fma(k, LN2_HI, -((r - Math.fma(k, LN2_LO, c)) - f));
        }
        double s = f / (2.0 + f);
        double z = s * s;
        double z2 = z * z, z4 = z2 * z2, z6 = z4 * z2;
        double r2 = Math.fma(z, LP3, LP2), r3 = Math.fma(z, LP5, LP4), r4 = Math.fma(z, LP7, LP6);
        double r = Math.fma(z6, r4, Math.fma(z4, r3, Math.fma(z, LP1, z2 * r2)));
        double sr = s * (hfsq + r);                     // shared by both returns, so not fused
        if (k == 0) return f - (hfsq - sr);
        return Math.fma(k, LN2_HI, -((hfsq - (sr + Math.fma(k, LN2_LO, c))) - f));
    }

    static int highWord(double x) {
        return (int) (Double.doubleToRawLongBits(x) >>> 32);
    }

    static double withHighWord(double x, int high) {
        return Double.longBitsToDouble(((long) high << 32) | (Double.doubleToRawLongBits(x) & 0xffffffffL));
    }
}
