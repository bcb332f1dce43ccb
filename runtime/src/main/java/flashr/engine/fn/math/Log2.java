package flashr.engine.fn.math;

import static flashr.engine.fn.math.Log2Table.*;

/**
 * The C library's log2 of one double (glibc 2.36's, from ARM's optimized-routines, in the build
 * its ifunc picks on x86-64 with FMA and AVX2, {@code __log2_fma}), bit for bit. R's
 * {@code log2(x)} and {@code log(x, 2)} call it; {@code Math.log(x) / Math.log(2)} differs from it
 * in the last bit on about a quarter of everyday arguments (log2(100) among them, so smooth.spline's
 * knot count .nknots.smspl(200) = 2^log2(100) is 99.99999999999997, trunc'ed to 99, as in R).
 *
 * <p>x = 2^k z, z in a table subinterval around c: log2(x) = k + log2(c) + log2(1 + r) with
 * r = z/c - 1 exact to one rounding (a fused multiply-add; 1/c has few bits), r/ln2 as a head
 * and a tail (1/ln2 in two parts), and a degree-7 polynomial for the rest. Near 1 (|log2 x|
 * below about 2^-4) no table entry: r = x - 1 exactly and a degree-11 polynomial. The fused
 * operations sit where the library's machine code has them (read from its disassembly): every
 * a * b + c of the polynomials, and the head/tail split of r/ln2; the sums of head and tail are
 * plain additions. Checked against the machine's libm on 13M arguments (0 differ) and against R
 * ({@code Log2Test}, golden math/log2-bits).
 */
public final class Log2 {
    private Log2() {}

    /** x in [1 - 0x1.5b51p-5, 1 + 0x1.6ab2p-5) (as bits, unsigned) takes the path near 1. */
    private static final long NEAR_ONE_LO = Double.doubleToRawLongBits(1.0 - 0x1.5b51p-5);
    private static final long NEAR_ONE_HI = Double.doubleToRawLongBits(1.0 + 0x1.6ab2p-5);

    /** log2(x); NaN is returned as it is (so R's NA stays NA), log2(0) is -Inf, negative x NaN. */
    public static double log2(double x) {
        long ix = Double.doubleToRawLongBits(x);
        if (Long.compareUnsigned(ix - NEAR_ONE_LO, NEAR_ONE_HI - NEAR_ONE_LO) < 0) return nearOne(x);
        int top = (int) (ix >>> 48);
        if (Integer.compareUnsigned(top - 0x0010, 0x7ff0 - 0x0010) >= 0) {   // not a positive normal
            if (ix << 1 == 0) return Double.NEGATIVE_INFINITY;
            if (x != x || x == Double.POSITIVE_INFINITY) return x;
            if (ix < 0) return Double.NaN;
            // subnormal: scale into the normal range and take 52 from the exponent
            ix = Double.doubleToRawLongBits(x * 0x1p52) - (52L << 52);
        }
        long tmp = ix - OFF;
        int i = (int) ((tmp >>> (52 - BITS)) & (N - 1));
        double kd = (double) (tmp >> 52);
        double z = Double.longBitsToDouble(ix - (tmp & (0xfffL << 52)));
        double r = Math.fma(z, INVC[i], -1.0);
        // r/ln2 as t1 + t2; k + log2(c) is exact (the table's search saw to that)
        double t1 = r * INV_LN2_HI;
        double t2 = Math.fma(r, INV_LN2_LO, Math.fma(r, INV_LN2_HI, -t1));
        double t3 = kd + LOGC[i];
        double hi = t3 + t1;
        double lo = t3 - hi + t1 + t2;
        double r2 = r * r;
        double r4 = r2 * r2;
        double p = Math.fma(r4, Math.fma(r, A5, A4), Math.fma(r2, Math.fma(r, A3, A2), Math.fma(r, A1, A0)));
        return Math.fma(r2, p, lo) + hi;
    }

    /** Near 1: r = x - 1 exact, r/ln2 as hi + lo, the first polynomial term added with its rounding error. */
    private static double nearOne(double x) {
        if (x == 1.0) return 0.0;
        double[] b = B;
        double r = x - 1.0;
        double hi = r * INV_LN2_HI;
        double lo = Math.fma(r, INV_LN2_LO, Math.fma(r, INV_LN2_HI, -hi));
        double r2 = r * r;
        double r4 = r2 * r2;
        double q = Math.fma(r, b[1], b[0]);
        double y = Math.fma(r2, q, hi);
        lo += Math.fma(r2, q, hi - y);
        double low = Math.fma(r2, Math.fma(r, b[5], b[4]), Math.fma(r, b[3], b[2]));
        double high = Math.fma(r2, Math.fma(r, b[9], b[8]), Math.fma(r, b[7], b[6]));
        return y + Math.fma(r4, Math.fma(r4, high, low), lo);
    }
}
