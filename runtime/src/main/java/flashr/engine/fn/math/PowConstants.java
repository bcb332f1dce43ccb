package flashr.engine.fn.math;

import java.math.BigDecimal;
import java.math.RoundingMode;

import static flashr.engine.fn.math.HighPrecision.*;

/**
 * Constants of {@link Pow}, the ones of the C library R calls on x86-64 Linux (glibc 2.28 and
 * later): its results are matched bit for bit only with the same table entries and polynomial
 * coefficients. The tables are computed here by the rules that define them; the polynomial
 * coefficients are minimax fits and are given as they are.
 *
 * <p>log part: x = 2^k z with z in [{@link #LOG_OFF}, 2 {@link #LOG_OFF}) split into 128
 * subintervals, log(x) = k ln2 + log(c) + log1p(z/c - 1) with c near the centre of z's
 * subinterval and 1/c a multiple of 1/256, so that z/c - 1 is exact.
 *
 * <p>exp part: x = k ln2/128 + r, exp(x) = 2^(k>>7) 2^((k&127)/128) e^r with 2^(j/128) held as
 * a leading double H (its bits less j << 45, so adding k << 45 gives the scale) and the relative
 * tail (2^(j/128) - H)/H.
 */
final class PowConstants {
    static final int LOG_BITS = 7, LOG_N = 1 << LOG_BITS;
    /** The start of the reduced range of the log part: below 1, so that near x = 1 no cancellation happens. */
    static final long LOG_OFF = 0x3fe6955500000000L;
    /** ln2 split: the leading part has its last bits zero, so k ln2_hi + log(c) is exact. */
    static final double LN2_HI = 0x1.62e42fefa3800p-1, LN2_LO = 0x1.ef35793c76730p-45;
    /** log1p(r) - r + r^2/2 = r^3 (A1 + r A2 + ...), coefficients scaled as they are used (relative error 2^-70). */
    static final double A0 = -0x1p-1, A1 = 0x1.555555555556p-2 * -2, A2 = -0x1.0000000000006p-2 * -2,
            A3 = 0x1.999999959554ep-3 * 4, A4 = -0x1.555555529a47ap-3 * 4,
            A5 = 0x1.2495b9b4845e9p-3 * -8, A6 = -0x1.0002b8b263fc3p-3 * -8;
    static final double[] INVC = new double[LOG_N], LOGC = new double[LOG_N], LOGC_TAIL = new double[LOG_N];

    static final int EXP_BITS = 7, EXP_N = 1 << EXP_BITS;
    static final double INV_LN2_N = 0x1.71547652b82fep0 * EXP_N;
    /** ln2/128 split: the leading part ends in zero bits, so k times it is exact. */
    static final double NEG_LN2_HI_N = -0x1.62e42fefa0000p-8, NEG_LN2_LO_N = -0x1.cf79abc9e3b3ap-47;
    /** 1.5 * 2^52: adding it rounds to an integer held in the low bits of the sum. */
    static final double SHIFT = 0x1.8p52;
    /** e^r - 1 - r = r^2 (C2 + r C3 + ...) for |r| <= ln2/256 (absolute error 1.6 2^-66). */
    static final double C2 = 0x1.ffffffffffdbdp-2, C3 = 0x1.555555555543cp-3,
            C4 = 0x1.55555cf172b91p-5, C5 = 0x1.1111167a4d017p-7;
    static final long[] SCALE_BITS = new long[EXP_N];
    static final double[] EXP_TAIL = new double[EXP_N];

    static {
        logTable();
        expTable();
    }

    private PowConstants() {}

    /**
     * 1/c is the centre's inverse rounded to a multiple of 1/128 below 1 and of 1/256 above, so
     * z/c - 1 is exact; log(c) is rounded to a multiple of 2^-43 so that k ln2_hi + log(c) has no
     * rounding error, its rest is the tail.
     */
    private static void logTable() {
        BigDecimal n = BigDecimal.valueOf(LOG_N);
        for (int i = 0; i < LOG_N; i++) {
            BigDecimal lo = new BigDecimal(Double.longBitsToDouble(LOG_OFF + ((long) i << (52 - LOG_BITS))));
            BigDecimal hi = new BigDecimal(Double.longBitsToDouble(LOG_OFF + ((long) (i + 1) << (52 - LOG_BITS))));
            BigDecimal centre = lo.add(hi).divide(BigDecimal.valueOf(2), MC);
            BigDecimal scale = centre.compareTo(BigDecimal.ONE) < 0 ? n : n.multiply(BigDecimal.valueOf(2));
            BigDecimal invc = scale.divide(centre, MC).setScale(0, RoundingMode.HALF_EVEN).divide(scale, MC);
            INVC[i] = invc.doubleValue();
            BigDecimal logc = ln(invc).negate();
            double rounded = logc.multiply(BigDecimal.valueOf(0x1p43), MC).setScale(0, RoundingMode.HALF_EVEN).doubleValue() * 0x1p-43;
            LOGC[i] = rounded;
            LOGC_TAIL[i] = tail(logc, rounded);
        }
    }

    private static void expTable() {
        BigDecimal ln2n = LN2.divide(BigDecimal.valueOf(EXP_N), MC);
        for (int j = 0; j < EXP_N; j++) {
            BigDecimal v = exp(ln2n.multiply(BigDecimal.valueOf(j), MC));
            double h = v.doubleValue();
            SCALE_BITS[j] = Double.doubleToRawLongBits(h) - ((long) j << (52 - EXP_BITS));
            EXP_TAIL[j] = v.subtract(new BigDecimal(h)).divide(new BigDecimal(h), MC).doubleValue();
        }
    }
}
