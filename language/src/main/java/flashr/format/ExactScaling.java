package flashr.format;

/**
 * Decisions about a / 10^k, exact as decimal arithmetic is, in doubles: 10^|k| is exact for
 * |k| <= 22, the rounded quotient or product q carries an error that a fused multiply-add gives
 * exactly (a - q * 10^k for a quotient, a * 10^-k - q for a product), and the sign of a / 10^k - t
 * for a t near q is then the sign of one more exact operation rounded once, which keeps it. The
 * printing of doubles decides its digits here instead of in BigDecimal, whose first use costs a
 * script tens of milliseconds (its class initialisation squares 5^(2^15) in the interpreter).
 * Values out of the double path's range ({@code |k| > 22}, quotients of 2^50 or more, tiny values)
 * go to {@link WideScaling}.
 */
final class ExactScaling {
    private static final double[] POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    /** Quotients below 2^50 are within 1/16 of the exact value: a fraction under 1/4 rounds down. */
    private static final double LIMIT = 0x1p50;
    /** Above this the errors of the quotient and product are doubles (no underflow). */
    private static final double SMALLEST = 0x1p-900;
    private ExactScaling() {}

    /** a / 10^k rounded to a whole number, ties to even, for a finite a >= 0; -1 when that is 2^62 or more. */
    static long rounded(double a, int k) {
        double q = scaled(a, k);
        if (!(q < LIMIT)) return WideScaling.rounded(a, k);
        double whole = Math.floor(q);
        double frac = q - whole; // exact
        long n = (long) whole;
        if (frac >= 0.25) {
            double above = signBeyond(a, k, q, frac - 0.5); // frac - 0.5 is exact here
            if (above > 0 || above == 0 && (n & 1) == 1) n++;
        }
        return n;
    }

    /** The sign of a / 10^k - bound (-1, 0 or 1) for a finite a >= 0 and a whole bound from 1 to 2^50. */
    static int compare(double a, int k, long bound) {
        double q = scaled(a, k);
        if (!(q < LIMIT)) return WideScaling.compare(a, k, bound);
        double d = q - bound;
        if (Math.abs(d) >= 0.25) return d > 0 ? 1 : -1; // the error is below 1/16
        return (int) Math.signum(signBeyond(a, k, q, d)); // d is exact: q and bound are within a factor 2
    }

    /** The rounded a / 10^k; NaN when 10^|k| is not exact or a is too small for exact errors. */
    private static double scaled(double a, int k) {
        if (k > 22 || k < -22 || a < SMALLEST && a != 0) return Double.NaN;
        return k >= 0 ? a / POW10[k] : a * POW10[-k];
    }

    /** A double with the sign of a / 10^k - (q - d), given q = scaled(a, k) and the exact difference d. */
    private static double signBeyond(double a, int k, double q, double d) {
        if (k >= 0) {
            double p = POW10[k];
            double rem = Math.fma(-q, p, a); // a - q * p, exactly
            return Math.fma(d, p, rem);      // (a / p - (q - d)) * p, rounded once
        }
        double p = POW10[-k];
        return d + Math.fma(a, p, -q);       // d + (a * p - q), the error exact, rounded once
    }
}
