package flashr.engine.fn.math;

import java.math.BigDecimal;
import java.math.MathContext;

/** exp and ln in BigDecimal (60 digits), for computing the tables by their rules ({@link PowConstantsTest}). */
final class HighPrecision {
    static final MathContext MC = new MathContext(60);
    private static final BigDecimal EPS = new BigDecimal("1e-70");
    static final BigDecimal LN2 = ln(new BigDecimal(2));

    private HighPrecision() {}

    /** ln(y) for y > 0 near 1 (here y in [1/2, 2]): 2 atanh((y-1)/(y+1)). */
    static BigDecimal ln(BigDecimal y) {
        BigDecimal u = y.subtract(BigDecimal.ONE).divide(y.add(BigDecimal.ONE), MC);
        BigDecimal u2 = u.multiply(u, MC), pow = u, sum = BigDecimal.ZERO;
        for (int k = 1; pow.abs().compareTo(EPS) > 0; k += 2) {
            sum = sum.add(pow.divide(BigDecimal.valueOf(k), MC), MC);
            pow = pow.multiply(u2, MC);
        }
        return sum.multiply(BigDecimal.valueOf(2), MC);
    }

    /** e^a for |a| <= 1 by its Taylor series. */
    static BigDecimal exp(BigDecimal a) {
        BigDecimal term = BigDecimal.ONE, sum = BigDecimal.ONE;
        for (int n = 1; term.abs().compareTo(EPS) > 0; n++) {
            term = term.multiply(a, MC).divide(BigDecimal.valueOf(n), MC);
            sum = sum.add(term, MC);
        }
        return sum;
    }

    /** The double nearest to v minus h, i.e. the tail of v after its leading double h. */
    static double tail(BigDecimal v, double h) { return v.subtract(new BigDecimal(h), MC).doubleValue(); }

    /** d with its low {@code bits} significand bits cleared, so products by small integers are exact. */
    static double truncate(double d, int bits) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) & -(1L << bits));
    }
}
