package flashr.engine.fn.math;

import static flashr.engine.fn.math.ExpConstants.*;
import static flashr.engine.fn.math.LogConstants.*;

/**
 * R's exp and log of one double: within about half an ulp of the exact result (as the C library
 * R uses) and bit-identical to {@link ExpLogVectors}, which performs the same operations lane by
 * lane. Special values behave as in {@link Math#exp} and {@link Math#log}, except that a NaN
 * operand is returned as it is, so R's NA (a NaN with a payload) stays NA.
 */
public final class ExpLog {
    /**
     * |x| below this: the common path applies (the result and scale * tmp are normal doubles far
     * enough above the subnormal range that no rounding happens on its coarser grid).
     */
    static final double EXP_COMMON = 700.0;

    private ExpLog() {}

    public static double exp(double x) {
        if (!(Math.abs(x) < EXP_COMMON)) return expRare(x);
        double kd = INV_LN2_N * x + SHIFT;
        long ki = Double.doubleToRawLongBits(kd);
        kd -= SHIFT;
        int j = (int) (ki & (ExpConstants.N - 1));
        double scale = Double.longBitsToDouble(Double.doubleToRawLongBits(SCALE_BITS[j]) + (ki << (52 - ExpConstants.BITS)));
        return Math.fma(scale, expTmp(x, kd, TAIL[j]), scale);
    }

    /**
     * e^r 2^(j/16) / scale - 1 for r = x - k ln2/16 and the table's tail of j. x - k (ln2/16)_hi is
     * exact (Sterbenz), the rounding error of subtracting k (ln2/16)_lo is carried along.
     */
    static double expTmp(double x, double kd, double tail) {
        double a = x + kd * NEG_LN2_HI_N;
        double b = kd * NEG_LN2_LO_N;
        double r = a + b;
        double rlo = b - (r - a);
        double p = C8 * r + C7;
        p = p * r + C6;
        p = p * r + C5;
        p = p * r + C4;
        p = p * r + C3;
        p = p * r + C2;
        return r + (tail + rlo + r * r * p);
    }

    /** NaN, infinities, and results that overflow or fall below the normal range. */
    static double expRare(double x) {
        if (x != x) return x;
        if (x > 1000) return Double.POSITIVE_INFINITY;
        if (x < -1000) return 0.0;
        double kd = INV_LN2_N * x + SHIFT;
        long ki = Double.doubleToRawLongBits(kd);
        kd -= SHIFT;
        int j = (int) (ki & (ExpConstants.N - 1));
        long sbits = Double.doubleToRawLongBits(SCALE_BITS[j]) + (ki << (52 - ExpConstants.BITS));
        double tmp = expTmp(x, kd, TAIL[j]);
        if (x > 0) {
            // scale 2^1009 lower, then multiply back: overflows to Inf exactly when the result does
            double scale = Double.longBitsToDouble(sbits - (1009L << 52));
            return 0x1p1009 * Math.fma(scale, tmp, scale);
        }
        double scale = Double.longBitsToDouble(sbits + (1022L << 52));
        double y = Math.fma(scale, tmp, scale);
        if (y < 1.0) {
            // a subnormal result: round once, at the subnormal precision, by adding 1 first
            double lo = Math.fma(scale, tmp, scale - y);
            double hi = 1.0 + y;
            lo = 1.0 - hi + y + lo;
            y = (hi + lo) - 1.0;
            if (y == 0) y = 0.0;
        }
        return 0x1p-1022 * y;
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
