package flashr.engine.fn.math;

import static flashr.engine.fn.math.Log1p.highWord;
import static flashr.engine.fn.math.Log1p.withHighWord;

/**
 * The C library's expm1 (glibc's s_expm1.c in its FMA build, chosen on any processor with fused
 * multiply-add; R calls it), bit for bit: the fdlibm method with the rational function's
 * polynomial evaluated in three pairs (hxs, hxs^2, hxs^4) rather than by Horner's rule, and
 * products fused with an addition where its compiler fuses them (read from the library's machine
 * code), so Java's Math.expm1 differs from it in the last bit on about 1 argument in 1000.
 *
 * <p>x = k ln2 + r (r carrying a correction c), expm1(r) from a rational approximation, then
 * scaled back by 2^k by adding k to the exponent, each range of k as glibc orders the terms.
 * NaN is returned as it is, so R's NA stays NA.
 */
public final class Expm1 {
    private Expm1() {}

    private static final double O_THRESHOLD = 7.09782712893383973096e+02, LN2_HI = 6.93147180369123816490e-01,
            LN2_LO = 1.90821492927058770002e-10, INVLN2 = 1.44269504088896338700e+00;
    private static final double Q1 = -3.33333333333331316428e-02, Q2 = 1.58730158725481460165e-03,
            Q3 = -7.93650757867487942473e-05, Q4 = 4.00821782732936239552e-06, Q5 = -2.01099218183624371326e-07;

    public static double expm1(double x) {
        int hx = highWord(x);
        boolean negative = hx < 0;
        hx &= 0x7fffffff;
        if (hx >= 0x4043687A) {                         // |x| >= 56 ln2
            if (hx >= 0x40862E42) {                     // |x| >= 709.78...
                if (hx >= 0x7ff00000) return x != x ? x : negative ? -1.0 : x;
                if (x > O_THRESHOLD) return Double.POSITIVE_INFINITY;
            }
            if (negative) return -1.0;                  // 1e-300 - 1 rounds to -1
        }
        int k;
        double c = 0;
        if (hx > 0x3fd62e42) {                          // |x| > ln2 / 2: reduce
            double hi, lo;
            if (hx < 0x3FF0A2B2) {                      // and |x| < 3 ln2 / 2
                if (!negative) {
                    hi = x - LN2_HI; lo = LN2_LO; k = 1;
                } else {
                    hi = x + LN2_HI; lo = -LN2_LO; k = -1;
                }
            } else {
                k = (int) (INVLN2 * x + (negative ? -0.5 : 0.5));   // not fused: the sum is in another block
                double t = k;
                hi = Math.fma(-t, LN2_HI, x);           // t * LN2_HI is exact
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;
        } else if (hx < 0x3c900000) {                   // |x| < 2^-54
            return x;
        } else {
            k = 0;
        }
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double h2 = hxs * hxs, h4 = h2 * h2;
        double r1 = Math.fma(hxs, Q1, 1.0), r2 = Math.fma(hxs, Q3, Q2), r3 = Math.fma(hxs, Q5, Q4);
        double rr = Math.fma(h4, r3, Math.fma(h2, r2, r1));
        double t = Math.fma(-rr, hfx, 3.0);
        double e = hxs * ((rr - t) / Math.fma(-x, t, 6.0));
        if (k == 0) return x - Math.fma(x, e, -hxs);
        e = Math.fma(x, e - c, -c);
        e -= hxs;
        if (k == -1) return Math.fma(x - e, 0.5, -0.5);
        if (k == 1) return x < -0.25 ? -2.0 * (e - (x + 0.5)) : Math.fma(x - e, 2.0, 1.0);
        double y;
        if (k <= -2 || k > 56) {                        // exp(x) - 1 suffices
            y = 1.0 - (e - x);
            y = withHighWord(y, highWord(y) + (k << 20));
            return y - 1.0;
        }
        if (k < 20) {
            double oneLess = withHighWord(0.0, 0x3ff00000 - (0x200000 >> k));   // 1 - 2^-k
            y = oneLess - (e - x);
        } else {
            double twoToMinusK = withHighWord(0.0, (0x3ff - k) << 20);
            y = x - (e + twoToMinusK);
            y += 1.0;
        }
        return withHighWord(y, highWord(y) + (k << 20));
    }
}
