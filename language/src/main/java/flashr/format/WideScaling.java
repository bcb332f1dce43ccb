package flashr.format;

import java.math.BigInteger;

/**
 * {@link ExactScaling}'s decisions for any power of ten and any finite double, in BigInteger
 * arithmetic: a = m * 2^e, so a / 10^k is a ratio of two integers. Slower than the double path,
 * it serves the values that one leaves (p-values of 1e-300, say), still without BigDecimal.
 */
final class WideScaling {
    private WideScaling() {}

    /** a / 10^k rounded to a whole number, ties to even, for a finite a >= 0; -1 when that is 2^62 or more. */
    static long rounded(double a, int k) {
        BigInteger[] ratio = ratio(a, k);
        BigInteger[] qr = ratio[0].divideAndRemainder(ratio[1]);
        if (qr[0].bitLength() > 62) return -1;
        long q = qr[0].longValue();
        int half = qr[1].shiftLeft(1).compareTo(ratio[1]);
        return half > 0 || half == 0 && (q & 1) == 1 ? q + 1 : q;
    }

    /** The sign of a / 10^k - bound (-1, 0 or 1) for a finite a >= 0 and a whole bound >= 0. */
    static int compare(double a, int k, long bound) {
        BigInteger[] ratio = ratio(a, k);
        return ratio[0].compareTo(ratio[1].multiply(BigInteger.valueOf(bound)));
    }

    /** {numerator, denominator} of a / 10^k. */
    private static BigInteger[] ratio(double a, int k) {
        long bits = Double.doubleToRawLongBits(a);
        int biased = (int) (bits >>> 52) & 0x7ff;
        long m = bits & 0xfffffffffffffL;
        if (biased == 0) biased = 1; // subnormal
        else m |= 1L << 52;
        int e = biased - 1075; // a = m * 2^e
        BigInteger num = BigInteger.valueOf(m), den = BigInteger.ONE;
        if (k >= 0) den = BigInteger.TEN.pow(k);
        else num = num.multiply(BigInteger.TEN.pow(-k));
        if (e >= 0) num = num.shiftLeft(e);
        else den = den.shiftLeft(-e);
        return new BigInteger[] {num, den};
    }
}
