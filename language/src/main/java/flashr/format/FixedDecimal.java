package flashr.format;

/**
 * {@code %.<d>f} of a non-negative double without BigDecimal, exact as decimal arithmetic is
 * ({@link ExactScaling}): the value times 10^d rounded half-even, written with d decimals.
 */
final class FixedDecimal {
    private FixedDecimal() {}

    /** The digits of {@code a} (finite, not negative) with {@code decimals} after the point; null when out of range. */
    static String fixed(double a, int decimals) {
        if (decimals < 0) return null;
        long n = ExactScaling.rounded(a, -decimals);
        return n < 0 ? null : withPoint(n, decimals);
    }

    /** {@code n} / 10^decimals written with {@code decimals} digits after the point. */
    private static String withPoint(long n, int decimals) {
        String digits = Long.toString(n);
        if (decimals == 0) return digits;
        StringBuilder sb = new StringBuilder(decimals + 3);
        int whole = digits.length() - decimals;
        if (whole <= 0) {
            sb.append("0.");
            for (int i = whole; i < 0; i++) sb.append('0');
            return sb.append(digits).toString();
        }
        return sb.append(digits, 0, whole).append('.').append(digits, whole, digits.length()).toString();
    }
}
