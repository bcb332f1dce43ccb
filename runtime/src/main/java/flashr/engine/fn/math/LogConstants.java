package flashr.engine.fn.math;

import java.math.BigDecimal;

import static flashr.engine.fn.math.HighPrecision.*;

/**
 * Constants of log: x = 2^k z with z in [0x1.6p-1, 0x1.6p0), split by the top 4 significand bits
 * of x (counted from {@link #OFF}) into 16 subintervals with a centre c each;
 * log(x) = k ln2 + log(c) + log1p(z/c - 1). The two subintervals next to 1 use c = 1, so near
 * x = 1 the reduced argument is x - 1 exactly and no table value cancels against it.
 */
final class LogConstants {
    static final int BITS = 4, N = 1 << BITS;
    static final long OFF = 0x3fe6000000000000L;
    /** 1.5 * 2^52 and its bits: adding a small integer k to the bits gives 1.5 * 2^52 + k. */
    static final double SHIFT = 0x1.8p52;
    static final long SHIFT_BITS = Double.doubleToRawLongBits(SHIFT);
    /** ln2 split: 42 significant bits in the leading part, so k * it is exact for |k| < 2^11. */
    static final double LN2_HI, LN2_LO;
    /** Coefficients (-1)^(n+1)/n of log1p's Taylor series, n = 3..16, at index n. */
    static final double[] P = new double[17];
    static final double[] INVC = new double[N], LOGC = new double[N], LOGC_TAIL = new double[N];

    static {
        LN2_HI = truncate(LN2.doubleValue(), 11);
        LN2_LO = tail(LN2, LN2_HI);
        for (int n = 3; n <= 16; n++) P[n] = (n % 2 == 1 ? 1.0 : -1.0) / n;
        for (int i = 0; i < N; i++) {
            double lo = Double.longBitsToDouble(OFF + ((long) i << 48));
            double hi = Double.longBitsToDouble(OFF + ((long) (i + 1) << 48));
            if (lo == 1.0 || hi == 1.0) { INVC[i] = 1.0; continue; }
            double invc = BigDecimal.valueOf(2).divide(new BigDecimal(lo).add(new BigDecimal(hi)), MC).doubleValue();
            BigDecimal logc = ln(new BigDecimal(invc)).negate();
            INVC[i] = invc;
            LOGC[i] = logc.doubleValue();
            LOGC_TAIL[i] = tail(logc, LOGC[i]);
        }
    }

    private LogConstants() {}
}
