package flashr.format;

/**
 * The step of {@link RealFormat#scientific} that rounds |x| / 10^kp to r digits (r <= 15) without
 * BigDecimal ({@link ExactScaling}, exact as decimal arithmetic is; over 15 digits the caller takes
 * the BigDecimal path). Printing a column of a million doubles then costs a few multiplications per
 * element, and a script that prints a few numbers never initialises BigDecimal.
 */
final class FastDecimal {
    private static final long[] POW10 = {
        1L, 10L, 100L, 1000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L, 100_000_000L, 1_000_000_000L,
        10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L, 100_000_000_000_000L};

    private FastDecimal() {}

    /** The number of trailing zeros (at most r) of |x| / 10^kp rounded, after the boundary step; -1 over 15 digits. */
    static int trailingZeros(double a, int kp, int r) {
        if (r > 15) return -1;
        int side = ExactScaling.compare(a, kp, POW10[r - 1]);
        long alpha = ExactScaling.rounded(a, side < 0 ? kp - 1 : kp);
        if (alpha < 0) return -1;
        int zeros = 0;
        while (zeros < r && alpha % 10 == 0) {
            alpha /= 10;
            zeros++;
        }
        return zeros;
    }

    /** kp after the boundary step (valid after {@link #trailingZeros} answered). */
    static int exponent(double a, int kp, int r) {
        return ExactScaling.compare(a, kp, POW10[r - 1]) < 0 ? kp - 1 : kp;
    }
}
