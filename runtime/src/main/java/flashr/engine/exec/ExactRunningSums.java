package flashr.engine.exec;

/**
 * The running sum of a block of doubles when no long double step would round: every input, and
 * the running value it continues from, is a whole multiple of one power of two q (the lowest set
 * bit among them all: runif's values are multiples of 2^-31, counts of 1), and the block cannot
 * carry the sum past 2^61 q. Then every partial sum is an integer multiple m q with |m| < 2^61,
 * which a 64-bit significand holds exactly, so R's long double sum is exact at each step and each
 * output is m q rounded to a double, ties to even: {@code (double) m * q} (the conversion rounds
 * so, and the scaling by a power of two is exact). The step is one integer add, where the
 * emulated long double step ({@link CumSums}) is a chain of some twenty dependent flops.
 *
 * <p>The running pair left behind is the one the emulated step leaves after an exact step:
 * hi the sum rounded to a double (ties to even) and lo the exact rest, so blocks can alternate
 * between the two paths.
 */
final class ExactRunningSums {
    private ExactRunningSums() {}

    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;
    /** Headroom of the bound: partial sums stay below 2^LIMIT_BITS q. */
    private static final int LIMIT_BITS = 61;

    /**
     * Continues the running sum (hi[col], lo[col]) over x[xOff, xOff+n) into out[oOff, oOff+n) for
     * the longest n up to len before a NaN or infinite input when that stretch (with the running
     * value) is exact as above, updating the pair; returns n, or 0 when the stretch is not exact
     * (nothing is written then).
     */
    static int scan(double[] x, int xOff, double[] out, int oOff, int len, double[] hi, double[] lo, int col) {
        double h = hi[col], l = lo[col];
        // the lowest set bit's biased exponent over the inputs and the running pair; the largest exponent field
        int low = Math.min(lowestBit(h), lowestBit(l)), topField = 0, n = 0;
        for (; n < len; n++) {
            long bits = Double.doubleToRawLongBits(x[xOff + n]);
            int field = (int) (bits >>> 52) & 0x7FF;
            if (field == 0x7FF) break;   // NaN or infinite: the emulated step from here
            low = Math.min(low, lowestBit(bits, field));
            topField = Math.max(topField, field);
        }
        // q = 2^(low - 1075) no smaller than the least normal double, so 1/q is finite and every
        // nonzero output (at least q) is normal
        if (n == 0 || low < 53 || low == Integer.MAX_VALUE || !Double.isFinite(h) || !Double.isFinite(l)) return 0;
        int qExp = low - 1075;
        // every input is below 2^(topField - 1022); two roundings of the bound are far inside its factor-2 headroom
        double bound = Math.abs(h) + Math.abs(l) + n * Math.scalb(1.0, topField - 1022);
        double limit = Math.scalb(1.0, qExp + LIMIT_BITS);
        if (!(bound < limit) || !Double.isFinite(limit)) return 0;
        double q = Math.scalb(1.0, qExp), inv = Math.scalb(1.0, -qExp);
        long m = (long) (h * inv) + (long) (l * inv);
        for (int r = 0; r < n; r++) {
            m += (long) (x[xOff + r] * inv);
            out[oOff + r] = (double) m * q;
        }
        double newHi = (double) m * q;
        hi[col] = newHi;
        lo[col] = (double) (m - (long) (newHi * inv)) * q;
        return n;
    }

    private static int lowestBit(double v) {
        long bits = Double.doubleToRawLongBits(v);
        return lowestBit(bits, (int) (bits >>> 52) & 0x7FF);
    }

    /**
     * The biased exponent (as a double's field, 1075 for 2^0) of the lowest set bit of a finite
     * double's value; Integer.MAX_VALUE for a zero, which is a multiple of everything.
     */
    private static int lowestBit(long bits, int field) {
        long mantissa = bits & MANTISSA;
        if (field == 0) return mantissa == 0 ? Integer.MAX_VALUE : 1 + Long.numberOfTrailingZeros(mantissa);
        return field + Long.numberOfTrailingZeros(mantissa | (1L << 52));
    }
}
