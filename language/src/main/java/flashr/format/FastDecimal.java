package flashr.format;

/**
 * The step of {@link RealFormat#scientific} that rounds |x| / 10^kp to r digits, in double
 * arithmetic when that is provably the exact answer: 10^k is exact for |k| <= 22, so the scaled
 * value carries one rounding error (half an ulp), and when it lies farther than that from a
 * rounding tie and from the 10^(r-1) boundary, rounding it gives what exact decimal arithmetic
 * gives. Otherwise the caller takes the exact (BigDecimal) path. Printing a column of a million
 * doubles then costs one multiplication per element instead of a BigDecimal.
 */
final class FastDecimal {
    private static final double[] POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    private FastDecimal() {}

    /** The number of trailing zeros (at most r) of |x| / 10^kp rounded, after the boundary step; -1 when unsure. */
    static int trailingZeros(double a, int kp, int r) {
        if (r > 15) return -1;
        double scaled = scaled(a, kp);
        if (Double.isNaN(scaled) || nearBoundary(scaled, POW10[r - 1])) return -1;
        if (scaled < POW10[r - 1]) scaled = scaled(a, kp - 1);
        if (Double.isNaN(scaled) || nearTie(scaled)) return -1;
        long alpha = Math.round(scaled);
        int zeros = 0;
        while (zeros < r && alpha % 10 == 0) {
            alpha /= 10;
            zeros++;
        }
        return zeros;
    }

    /** kp after the boundary step (valid after {@link #trailingZeros} answered). */
    static int exponent(double a, int kp, int r) {
        return scaled(a, kp) < POW10[r - 1] ? kp - 1 : kp;
    }

    /** a / 10^k with one rounding; NaN when 10^k is not exact in a double. */
    private static double scaled(double a, int k) {
        if (k > 22 || k < -22) return Double.NaN;
        return k >= 0 ? a / POW10[k] : a * POW10[-k];
    }

    private static boolean nearTie(double s) {
        return Math.abs(s - Math.floor(s) - 0.5) <= margin(s);
    }

    private static boolean nearBoundary(double s, double bound) {
        return Math.abs(s - bound) <= margin(bound);
    }

    /** Well above the half-ulp error of the scaled value. */
    private static double margin(double s) {
        return Math.ulp(s) * 4;
    }
}
