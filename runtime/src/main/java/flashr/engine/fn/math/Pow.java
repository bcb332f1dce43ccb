package flashr.engine.fn.math;

import static flashr.engine.fn.math.PowConstants.*;

/**
 * x^y for finite nonzero x and y, bit-identical to the pow of the C library R calls on x86-64
 * Linux (glibc's, from ARM's optimized-routines, in its build for processors with fused
 * multiply-add, which is the one chosen on any such processor): log(x) to about 68 bits as a
 * head and a tail, its product with y as a head and a tail, and exp of that sum. The error is
 * below 0.52 ulp, so it is correctly rounded except very near halfway cases, and Java's
 * {@link Math#pow} differs from it in the last bit on a few inputs in a thousand.
 *
 * <p>The C code is compiled with contraction of a * b + c into a fused multiply-add wherever
 * every use of the product is such an addition in the same basic block; the {@link Math#fma}
 * calls below sit exactly where the compiler puts them, since each changes a rounding (checked
 * against the C library on tens of millions of arguments; PowTest holds R's results). R's own
 * cases (zero, one, infinities, NaN, y == 2) are left to the caller, {@code RMath.pow}.
 */
public final class Pow {
    private static final long SIGN = 0x8000000000000000L;
    private static final long ONE_BITS = Double.doubleToRawLongBits(1.0);
    /** What the C code's 0/0 gives on x86-64 (the sign bit set), for a negative x and y not an integer. */
    private static final double DEFAULT_NAN = Double.longBitsToDouble(0xfff8000000000000L);

    private Pow() {}

    public static double pow(double x, double y) {
        long ix = Double.doubleToRawLongBits(x);
        long iy = Double.doubleToRawLongBits(y);
        int topx = (int) (ix >>> 52);
        int topy = (int) (iy >>> 52) & 0x7ff;
        long signBias = 0;
        // x negative or subnormal, or |y| outside [2^-65, 2^63) (unsigned comparisons, as in C)
        if (Integer.compareUnsigned(topx - 0x001, 0x7ff - 0x001) >= 0 || Integer.compareUnsigned(topy - 0x3be, 0x43e - 0x3be) >= 0) {
            if (ix < 0) {
                int yint = checkInt(iy);
                if (yint == 0) return DEFAULT_NAN;
                if (yint == 1) signBias = Exp128.SIGN_BIAS;
                ix &= ~SIGN;
                topx &= 0x7ff;
            }
            if (Integer.compareUnsigned(topy - 0x3be, 0x43e - 0x3be) >= 0) {
                // |y| is tiny or huge; y is even here, as every double of 2^53 or more
                if (ix == ONE_BITS) return 1.0;
                if (topy < 0x3be) return ix > ONE_BITS ? 1.0 + y : 1.0 - y;   // x^y ~ 1 + y log(x)
                return (ix > ONE_BITS) == (iy >= 0) ? Double.POSITIVE_INFINITY : 0.0;
            }
            if (topx == 0) {
                // subnormal x: normalized, with an exponent field below 1 carried by the sign bit
                ix = Double.doubleToRawLongBits(x * 0x1p52) & ~SIGN;
                ix -= 52L << 52;
            }
        }
        return powFromLog(ix, y, signBias);
    }

    /** exp(y log(x)) with the sign of signBias, for x with bits ix (positive, maybe denormalized). */
    private static double powFromLog(long ix, double y, long signBias) {
        // log(x) = k ln2 + log(c) + log1p(r), r = z/c - 1 exact
        long tmp = ix - LOG_OFF;
        int i = (int) ((tmp >>> (52 - LOG_BITS)) & (LOG_N - 1));
        double kd = (double) (tmp >> 52);
        double z = Double.longBitsToDouble(ix - (tmp & (0xfffL << 52)));
        double invc = INVC[i];
        double r = Math.fma(z, invc, -1.0);
        // k ln2 + log(c) + r with the rounding error of the last sum
        double t1 = Math.fma(kd, LN2_HI, LOGC[i]);
        double t2 = t1 + r;
        double lo1 = Math.fma(kd, LN2_LO, LOGC_TAIL[i]);
        double lo2 = t1 - t2 + r;
        // + A0 r^2 with its rounding errors
        double ar = A0 * r;
        double ar2 = r * ar;
        double ar3 = r * ar2;
        double hi = t2 + ar2;
        double lo3 = Math.fma(ar, r, -ar2);
        double lo4 = t2 - hi + ar2;
        // the rest of log1p(r), a polynomial in r and r^2
        double q = Math.fma(ar2, Math.fma(ar2, Math.fma(r, A6, A5), Math.fma(r, A4, A3)), Math.fma(r, A2, A1));
        double lo = Math.fma(ar3, q, lo1 + lo2 + lo3 + lo4);
        double logHi = hi + lo;
        double logLo = hi - logHi + lo;
        // y log(x) as a head and a tail
        double ehi = y * logHi;
        double elo = Math.fma(y, logLo, Math.fma(y, logHi, -ehi));
        return Exp128.exp(ehi, elo, signBias);
    }

    /** 0 if the double with bits iy (finite, nonzero) is not an integer, 1 if odd, 2 if even. */
    private static int checkInt(long iy) {
        int e = (int) (iy >>> 52) & 0x7ff;
        if (e < 0x3ff) return 0;
        if (e > 0x3ff + 52) return 2;
        if ((iy & ((1L << (0x3ff + 52 - e)) - 1)) != 0) return 0;
        if ((iy & (1L << (0x3ff + 52 - e))) != 0) return 1;
        return 2;
    }
}
