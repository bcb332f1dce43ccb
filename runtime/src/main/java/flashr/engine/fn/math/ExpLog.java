package flashr.engine.fn.math;

import static flashr.engine.fn.math.LogTable.*;

/**
 * R's exp, log and log10 of one double, bit-identical to the C library's (glibc's, which R calls; both
 * within 0.52 ulp) and to {@link ExpLogVectors}, which performs the same operations lane by lane. Special values behave as in {@link Math#exp} and {@link Math#log}, except that a NaN
 * operand is returned as it is, so R's NA (a NaN with a payload) stays NA.
 */
public final class ExpLog {
    private ExpLog() {}

    /** The C library's exp ({@link Exp128}); NaN returned as it is. */
    public static double exp(double x) {
        if (x != x) return x;
        return Exp128.exp(x, 0.0, 0);
    }

    /** log(x) for x in [1 - 2^-4, 1 + 0x1.09p-4) (as bits, unsigned): one polynomial in x - 1. */
    private static final long NEAR_ONE_LO = Double.doubleToRawLongBits(1.0 - 0x1p-4);
    private static final long NEAR_ONE_HI = Double.doubleToRawLongBits(1.0 + 0x1.09p-4);

    /**
     * The C library's log (glibc's, FMA build). As in {@link Pow}, a * b + c is fused exactly
     * where its compiler fuses it: a product whose every use is an addition in the same block.
     */
    public static double log(double x) {
        long ix = Double.doubleToRawLongBits(x);
        if (nearOne(ix)) return logNearOne(x);
        if (x >= Double.MIN_NORMAL && x <= Double.MAX_VALUE) return logNormal(ix);
        if (x != x) return x;
        if (x == 0) return Double.NEGATIVE_INFINITY;
        if (x < 0) return Double.NaN;
        if (x == Double.POSITIVE_INFINITY) return x;
        // subnormal: scale into the normal range and take 52 from the exponent
        return logNormal(Double.doubleToRawLongBits(x * 0x1p52) - (52L << 52));
    }

    private static final double TWO54 = 0x1p54, IVLN10 = 4.34294481903251816668e-01,
            LOG10_2HI = 3.01029995663611771306e-01, LOG10_2LO = 3.69423907715893078616e-13;

    /**
     * The C library's log10 (glibc's e_log10.c, on top of {@link #log}): x = 2^k * m with m in
     * [sqrt(1/2), sqrt(2)) folded as glibc folds it, then k * log10(2) in two parts plus
     * log(m) / ln(10). Math.log10 differs from it in the last bit on about a tenth of inputs.
     */
    public static double log10(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int hx = (int) (bits >>> 32);
        int k = 0;
        if (hx < 0x00100000) {                      // zero, negative or subnormal
            if ((bits & 0x7fffffffffffffffL) == 0) return Double.NEGATIVE_INFINITY;
            if (hx < 0) return x != x ? x : Double.NaN;
            k -= 54;
            x *= TWO54;
            bits = Double.doubleToRawLongBits(x);
            hx = (int) (bits >>> 32);
        }
        if (hx >= 0x7ff00000) return x;             // +Inf, or NaN (kept, so NA stays NA)
        k += (hx >> 20) - 1023;
        int i = (k & 0x80000000) >>> 31;
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = k + i;
        double m = Double.longBitsToDouble(((long) hx << 32) | (bits & 0xffffffffL));
        double z = y * LOG10_2LO + IVLN10 * log(m);
        return z + y * LOG10_2HI;
    }

    static boolean nearOne(long ix) { return Long.compareUnsigned(ix - NEAR_ONE_LO, NEAR_ONE_HI - NEAR_ONE_LO) < 0; }

    /** True when log(x) takes logNormal's path, which ExpLogVectors does lane by lane. */
    static boolean logCommon(double x) {
        return x >= Double.MIN_NORMAL && x <= Double.MAX_VALUE && !nearOne(Double.doubleToRawLongBits(x));
    }

    /**
     * Near 1 no table entry: log1p(r) for r = x - 1 (exact), with r^2/2 split so that its
     * leading part is exact (r cut to 26 bits) and its rounding error is carried along.
     */
    private static double logNearOne(double x) {
        if (x == 1.0) return 0.0;
        double[] b = B;
        double r = x - 1.0;
        double r2 = r * r;
        double r3 = r * r2;
        double inner = Math.fma(r3, b[10], Math.fma(r2, b[9], Math.fma(r, b[8], b[7])));
        double middle = Math.fma(r3, inner, Math.fma(r2, b[6], Math.fma(r, b[5], b[4])));
        double outer = Math.fma(r3, middle, Math.fma(r2, b[3], Math.fma(r, b[2], b[1])));
        double w = r * 0x1p27;
        double rhi = r + w - w;
        double rlo = r - rhi;
        w = rhi * rhi * b[0];
        double hi = r + w;
        double lo = r - hi + w;
        lo = Math.fma(b[0] * rlo, rhi + r, lo);
        return Math.fma(r3, outer, lo) + hi;
    }

    /** log of the positive double with bits ix (its exponent field may be below 1, see log). */
    static double logNormal(long ix) {
        long tmp = ix - OFF;
        int i = (int) ((tmp >>> (52 - BITS)) & (N - 1));
        double kd = (double) (tmp >> 52);
        double z = Double.longBitsToDouble(ix - (tmp & (0xfffL << 52)));
        // z/c - 1 exact: 1/c has few bits
        double r = Math.fma(z, INVC[i], -1.0);
        // k ln2 + log(c) exact, + r with its rounding error
        double w = Math.fma(kd, LN2_HI, LOGC[i]);
        double hi = w + r;
        double lo = Math.fma(kd, LN2_LO, w - hi + r);
        double r2 = r * r;
        double q = Math.fma(r2, Math.fma(r, A4, A3), Math.fma(r, A2, A1));
        return Math.fma(r * r2, q, Math.fma(r2, A0, lo)) + hi;
    }
}
