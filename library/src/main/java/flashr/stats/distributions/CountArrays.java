package flashr.stats.distributions;

import flashr.lang.RError;

/**
 * The tables behind the exact distributions, sized as R's C code sizes them: R converts the sample
 * sizes to C ints and multiplies them in int arithmetic, so a huge n asks for an impossible (or
 * negative, hence enormous) table and R reports its failed allocation. The same sizes give the same
 * message here, at once, rather than a Java error or a heap worn out over minutes.
 */
final class CountArrays {
    private CountArrays() {}

    /** Headroom left in the heap after a table (so that the session can go on). */
    private static final long HEADROOM = 64L << 20;

    /** C's (int) of a double on the machines R runs on: out of range (or NaN) gives INT_MIN. */
    static int cInt(double x) {
        return Double.isNaN(x) || x >= 2147483648.0 || x <= -2147483649.0 ? Integer.MIN_VALUE : (int) x;
    }

    /**
     * A zeroed table of {@code count} doubles, {@code count} being R's {@code (size_t) c + 1} read as a
     * signed long (a negative c gives a count beyond 2^63), or R's error when it cannot be had.
     */
    static double[] doubles(long count) {
        if (count > 0 && count <= flashr.base.vectors.VectorSizes.MAX && count * 8 + HEADROOM <= Runtime.getRuntime().maxMemory()) {
            try {
                return new double[(int) count];
            } catch (OutOfMemoryError e) {
                // the heap holds too much else: R's failed calloc too, and the session goes on
            }
        }
        throw failed(count, 8);
    }

    /** R's R_Calloc failure: the element count as R prints it (an unsigned 64-bit count through a double). */
    static RError failed(long count, int elementBytes) {
        double n = count >= 0 ? count : 0x1p64 + count;
        String shown = new java.math.BigDecimal(n).toPlainString();
        return new RError("'R_Calloc' could not allocate memory (" + shown + " of " + elementBytes + " bytes)");
    }
}
