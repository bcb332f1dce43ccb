package flashr.engine.fn;

/**
 * Which NaN a GNU R sum on x86-64 leaves when NA and NaN meet, as its x87 long double
 * arithmetic decides. R's NA_real_ is a signalling NaN in memory (0x7FF00000000007A2), its NaN a
 * quiet one (0x7FF8000000000000, and Inf - Inf gives 0xFFF8000000000000); arithmetic on an NA
 * gives the quiet NA (0x7FF80000000007A2). colSums, colMeans, rowSums, rowMeans and cumsum add
 * each element from memory to a register accumulator ({@code fadd m64}): a signalling operand
 * loses to a NaN accumulator, and of two quiet NaNs the larger significand wins, so
 * {@code colSums(cbind(c(NaN, NA)))} is NaN but {@code colSums(cbind(c(NaN, NA + 1)))} is NA.
 * sum and mean load every element first (the load quiets it): the larger significand wins
 * there, NA over NaN in any order ({@link LongDouble#nonFinite}).
 */
public final class X87NaNs {
    private static final long QUIET = 0x0008000000000000L;
    private static final long SIGNIFICAND = 0x000FFFFFFFFFFFFFL;

    private X87NaNs() {}

    /**
     * acc + x for a memory operand x, where acc or x is NaN: x where acc is a number (x's own
     * bits, so a signalling NA still loses to a NaN when partial sums merge in order); acc where
     * x is a number or signalling; else the larger significand (acc on a tie), acc taken as quiet.
     */
    public static double memoryAdd(double acc, double x) {
        if (acc == acc) return x;
        if (x == x) return acc;
        long xb = Double.doubleToRawLongBits(x);
        if ((xb & QUIET) == 0) return acc;
        long ab = Double.doubleToRawLongBits(acc) | QUIET;
        return (xb & SIGNIFICAND) > (ab & SIGNIFICAND) ? x : acc;
    }

    /**
     * R's running sum (cumsum) or product (cumprod) from its first NaN on: acc is the accumulator
     * before x[xOff] (a number, an infinity or a NaN), x[xOff] is NaN; each out[oOff + k] is the
     * accumulator after x[xOff + k], by {@link #memoryAdd} (a number leaves a NaN accumulator as
     * it is, and x87 multiplication keeps NaNs by the same rule). Returns the last accumulator.
     */
    public static double runFromNaN(double acc, double[] x, int xOff, double[] out, int oOff, int len) {
        for (int k = 0; k < len; k++) {
            double v = x[xOff + k];
            if (v != v) acc = memoryAdd(acc, v);
            out[oOff + k] = acc;
        }
        return acc;
    }

    /** x with its quiet bit set (what x87 and SSE arithmetic make of a signalling NaN operand). */
    public static double quiet(double x) {
        return x == x ? x : Double.longBitsToDouble(Double.doubleToRawLongBits(x) | QUIET);
    }
}
