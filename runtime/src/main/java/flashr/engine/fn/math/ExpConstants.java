package flashr.engine.fn.math;

import java.math.BigDecimal;

import static flashr.engine.fn.math.HighPrecision.*;

/**
 * Constants of exp: x = k ln2/16 + r with |r| <= ln2/32, exp(x) = 2^(k>>4) 2^((k&15)/16) e^r.
 * The table holds 2^(j/16) as the bits of its leading double less j << 48 (adding k << 48 then
 * gives the scale 2^(k/16) directly) and the relative tail 2^(j/16)/scale - 1.
 */
final class ExpConstants {
    static final int BITS = 4, N = 1 << BITS;
    /** 1.5 * 2^52: adding it rounds to an integer held in the low bits of the sum. */
    static final double SHIFT = 0x1.8p52;
    static final double INV_LN2_N = BigDecimal.valueOf(N).divide(LN2, MC).doubleValue();
    /** ln2/16 split: the leading part has 37 significant bits, so k * it is exact for |k| < 2^16. */
    static final double NEG_LN2_HI_N, NEG_LN2_LO_N;
    /** Taylor coefficients 1/n! of e^r - 1 - r, n = 2..8 (|r| <= 0.0217: truncation below 2^-68). */
    static final double C2 = 0.5, C3, C4, C5, C6, C7, C8;
    /** Per j: bits of 2^(j/16) less j << 48, as a double (only its bits matter). */
    static final double[] SCALE_BITS = new double[N];
    static final double[] TAIL = new double[N];

    static {
        BigDecimal ln2n = LN2.divide(BigDecimal.valueOf(N), MC);
        double hi = truncate(ln2n.doubleValue(), 16);
        NEG_LN2_HI_N = -hi;
        NEG_LN2_LO_N = -tail(ln2n, hi);
        double[] c = new double[9];
        BigDecimal f = BigDecimal.ONE;
        for (int n = 1; n <= 8; n++) {
            f = f.multiply(BigDecimal.valueOf(n));
            c[n] = BigDecimal.ONE.divide(f, MC).doubleValue();
        }
        C3 = c[3]; C4 = c[4]; C5 = c[5]; C6 = c[6]; C7 = c[7]; C8 = c[8];
        for (int j = 0; j < N; j++) {
            BigDecimal v = exp(ln2n.multiply(BigDecimal.valueOf(j), MC));
            double h = v.doubleValue();
            SCALE_BITS[j] = Double.longBitsToDouble(Double.doubleToRawLongBits(h) - ((long) j << (52 - BITS)));
            TAIL[j] = v.divide(new BigDecimal(h), MC).subtract(BigDecimal.ONE).doubleValue();
        }
    }

    private ExpConstants() {}
}
