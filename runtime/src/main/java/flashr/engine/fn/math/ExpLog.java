package flashr.engine.fn.math;

import static flashr.engine.fn.math.LogConstants.*;

/**
 * R's exp and log of one double: exp bit-identical to the C library's (glibc's, which R calls),
 * log within about half an ulp of the exact result; both bit-identical to {@link ExpLogVectors},
 * which performs the same operations lane by lane. Special values behave as in {@link Math#exp} and {@link Math#log}, except that a NaN
 * operand is returned as it is, so R's NA (a NaN with a payload) stays NA.
 */
public final class ExpLog {
    private ExpLog() {}

    /** The C library's exp ({@link Exp128}); NaN returned as it is. */
    public static double exp(double x) {
        if (x != x) return x;
        return Exp128.exp(x, 0.0, 0);
    }

    public static double log(double x) {
        if (x >= Double.MIN_NORMAL && x <= Double.MAX_VALUE) return logNormal(Double.doubleToRawLongBits(x));
        if (x != x) return x;
        if (x == 0) return Double.NEGATIVE_INFINITY;
        if (x < 0) return Double.NaN;
        if (x == Double.POSITIVE_INFINITY) return x;
        // subnormal: scale into the normal range and take 52 from the exponent
        return logNormal(Double.doubleToRawLongBits(x * 0x1p52) - (52L << 52));
    }

    /** log of the positive double with bits ix (its exponent field may be below 1, see log). */
    static double logNormal(long ix) {
        long tmp = ix - OFF;
        int i = (int) ((tmp >>> 48) & (LogConstants.N - 1));
        double kd = Double.longBitsToDouble(SHIFT_BITS + (tmp >> 52)) - SHIFT;
        double z = Double.longBitsToDouble(ix - (tmp & (0xfffL << 52)));
        double invc = INVC[i];
        // z invc = 1 + r + plo exactly
        double p = z * invc;
        double plo = Math.fma(z, invc, -p);
        double r = p - 1.0;
        // k ln2 + log(c) + r - r^2/2, each sum with its rounding error (Fast2Sum: the first
        // operand is 0 or the larger)
        double a = kd * LN2_HI;
        double s = a + LOGC[i];
        double e1 = LOGC[i] - (s - a);
        double hi1 = s + r;
        double e2 = r - (hi1 - s);
        return logFinish(r, hi1, e1 + e2 + kd * LN2_LO + LOGC_TAIL[i] + (plo - r * plo));
    }

    /** hi1 + part + log1p(r) - r, adding -r^2/2 with its rounding error first. */
    static double logFinish(double r, double hi1, double part) {
        double rr = r * r;
        double rrlo = Math.fma(r, r, -rr);
        double th = -0.5 * rr;
        double hi2 = hi1 + th;
        double e3 = th - (hi2 - hi1);
        double lo = part + e3 + -0.5 * rrlo + r * rr * logPoly(r);
        return hi2 + lo;
    }

    /** (log1p(r) - r + r^2/2) / r^3 by Horner's rule with fused multiply-adds. */
    static double logPoly(double r) {
        double q = Math.fma(r, P[16], P[15]);
        for (int n = 14; n >= 3; n--) q = Math.fma(q, r, P[n]);
        return q;
    }
}
