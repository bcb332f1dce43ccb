package flashr.engine.type;

/**
 * R's missing values. NA_integer_ (and logical NA) is Integer.MIN_VALUE; NA_real_ is the NaN whose
 * low word is 1954, as R defines it. Arithmetic on x86 keeps a NaN operand's payload, so NA + 1 stays
 * NA and NaN + 1 stays NaN, as in R; when both operands are NaN the result may carry either payload.
 */
public final class NA {
    public static final int INT = Integer.MIN_VALUE;
    public static final int LOGICAL = Integer.MIN_VALUE;
    public static final long REAL_BITS = 0x7FF00000000007A2L;
    public static final double REAL = Double.longBitsToDouble(REAL_BITS);

    private NA() {}

    /** True for R's NA_real_ (any NaN whose low word is 1954, quiet or signalling). */
    public static boolean isNA(double x) {
        return Double.isNaN(x) && (int) Double.doubleToRawLongBits(x) == 1954;
    }

    /** True for a NaN that is not NA (R's is.nan). */
    public static boolean isNaNNotNA(double x) {
        return Double.isNaN(x) && (int) Double.doubleToRawLongBits(x) != 1954;
    }

    public static boolean isNA(int x) { return x == INT; }
}
