package flashr.engine.fn.math;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.RoundingMode;

import static flashr.engine.fn.math.HighPrecision.LN2;
import static flashr.engine.fn.math.HighPrecision.MC;
import static flashr.engine.fn.math.HighPrecision.exp;
import static flashr.engine.fn.math.HighPrecision.ln;
import static flashr.engine.fn.math.HighPrecision.tail;
import static flashr.engine.fn.math.PowConstants.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The tables that {@link PowConstants} writes out, computed again by the rules that define them
 * (in BigDecimal, 60 digits), compared bit for bit: the written tables are the rules' values.
 */
class PowConstantsTest {
    /**
     * 1/c is the centre's inverse rounded to a multiple of 1/128 below 1 and of 1/256 above, so
     * z/c - 1 is exact; log(c) is rounded to a multiple of 2^-43 so that k ln2_hi + log(c) has no
     * rounding error, its rest is the tail.
     */
    @Test
    void logTableFollowsItsRule() {
        assertEquals(LOG_N, INVC.length);
        assertEquals(LOG_N, LOGC.length);
        assertEquals(LOG_N, LOGC_TAIL.length);
        BigDecimal n = BigDecimal.valueOf(LOG_N);
        for (int i = 0; i < LOG_N; i++) {
            BigDecimal lo = new BigDecimal(Double.longBitsToDouble(LOG_OFF + ((long) i << (52 - LOG_BITS))));
            BigDecimal hi = new BigDecimal(Double.longBitsToDouble(LOG_OFF + ((long) (i + 1) << (52 - LOG_BITS))));
            BigDecimal centre = lo.add(hi).divide(BigDecimal.valueOf(2), MC);
            BigDecimal scale = centre.compareTo(BigDecimal.ONE) < 0 ? n : n.multiply(BigDecimal.valueOf(2));
            BigDecimal invc = scale.divide(centre, MC).setScale(0, RoundingMode.HALF_EVEN).divide(scale, MC);
            BigDecimal logc = ln(invc).negate();
            double rounded = logc.multiply(BigDecimal.valueOf(0x1p43), MC).setScale(0, RoundingMode.HALF_EVEN).doubleValue() * 0x1p-43;
            assertBits(invc.doubleValue(), INVC[i], "INVC", i);
            assertBits(rounded, LOGC[i], "LOGC", i);
            assertBits(tail(logc, rounded), LOGC_TAIL[i], "LOGC_TAIL", i);
        }
    }

    /** 2^(j/128): its leading double's bits less j << 45, and its relative tail. */
    @Test
    void expTableFollowsItsRule() {
        assertEquals(EXP_N, SCALE_BITS.length);
        assertEquals(EXP_N, EXP_TAIL.length);
        BigDecimal ln2n = LN2.divide(BigDecimal.valueOf(EXP_N), MC);
        for (int j = 0; j < EXP_N; j++) {
            BigDecimal v = exp(ln2n.multiply(BigDecimal.valueOf(j), MC));
            double h = v.doubleValue();
            assertEquals(Double.doubleToRawLongBits(h) - ((long) j << (52 - EXP_BITS)), SCALE_BITS[j], "SCALE_BITS[" + j + "]");
            assertBits(v.subtract(new BigDecimal(h)).divide(new BigDecimal(h), MC).doubleValue(), EXP_TAIL[j], "EXP_TAIL", j);
        }
    }

    private static void assertBits(double expected, double actual, String table, int i) {
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual),
                () -> table + "[" + i + "]: " + Double.toHexString(expected) + " written as " + Double.toHexString(actual));
    }
}
