package flashr.engine.fn;

/**
 * R's second pass of a mean of doubles: t += x - m for each x in order, in long double (the
 * difference rounded to 64 bits, then the sum), with the same bits as
 * {@link LongDouble#addDifference} element by element, at the cost of a few integer operations.
 *
 * <p>As in {@link LongDoubleRun}, while t stays in one binade [2^E, 2^(E+1)) it is an integer b
 * of units u = 2^(E-63), and adding an exact addend rounds b + addend/u to an integer, ties to
 * even. The addend x - m is exact when x is a whole number of m's units w = 2^(Em-63) and
 * |x - m| < 2^63 w (it then has at most 64 bits): (x - m) / w is a long, split into a whole
 * number of units u (an arithmetic shift) and a rest that decides the rounding. That holds for
 * data near their mean (R's runif data: all of it); an element far from the mean, a NaN, an
 * infinity, a sum leaving its binade or too small for m's units take the scalar step.
 */
public final class ResidualRun {
    /** |(x - m.hi) / w| below this leaves room for the two-sum's error and m.lo in a long. */
    private static final double LIMIT = 0x1p63 - 0x1p12;
    /** Elements taken by the scalar step after a fast attempt that added none (data far from their mean). */
    private static final int BACK_OFF = 64;

    private ResidualRun() {}

    /** t += a[i] - m for i = from .. to - 1, in order. */
    public static void add(LongDouble t, double[] a, int from, int to, LongDouble m) {
        int em = LongDoubleRun.binade(m.hi(), m.lo());
        boolean fast = em != Integer.MIN_VALUE && em <= 62
                && m.lo() * LongDoubleRun.power(63 - em) == Math.rint(m.lo() * LongDoubleRun.power(63 - em));
        int i = from, fastFrom = from;
        while (i < to) {
            int e = fast && i >= fastFrom ? LongDoubleRun.binade(t.hi(), t.lo()) : Integer.MIN_VALUE;
            if (e != Integer.MIN_VALUE && e - em >= 0 && e - em <= 62) {
                double sign = t.hi() < 0 ? -1.0 : 1.0;
                long b = LongDoubleRun.significand(t.hi(), t.lo(), sign * LongDoubleRun.power(63 - e));
                if (b >= 0) {
                    int start = i;
                    i = fastAdd(a, i, to, b, e, em, sign, m, t);
                    if (i == to) break;
                    if (i == start) fastFrom = i + BACK_OFF;
                }
            }
            t.addDifference(a[i], m);
            i++;
        }
    }

    /**
     * The fast loop: t = sign * (2^63 + b) * 2^(e - 63) on entry; returns the index where it
     * stopped, with t the sum before that element.
     */
    private static int fastAdd(double[] a, int i, int to, long b, int e, int em, double sign, LongDouble m, LongDouble t) {
        int k = e - em;   // u = 2^k w
        double scale = sign * LongDoubleRun.power(63 - em);   // in units w, in t's direction
        double mHi = m.hi() * scale;                          // a whole number, below 2^64 (exact scalings)
        long mLo = (long) (m.lo() * scale);                   // a whole number, at most 2^11
        long half = k == 0 ? Long.MAX_VALUE : 1L << (k - 1), rest = (1L << k) - 1;
        for (; i < to; i++) {
            double x = a[i] * scale;
            // x - mHi exactly as d + err (a two-sum), both whole numbers when x is
            double d = x - mHi, bb = d - x;
            double err = (x - (d - bb)) + (-mHi - bb);
            if (!(Math.abs(d) < LIMIT) || x != Math.rint(x)) break;
            long v = (long) d + (long) err - mLo;   // (x - m) / w, exactly
            long whole = v >> k, r = v & rest;
            long tie = r == half ? 1 : 0, up = (half - r) >>> 63;
            long next = (b + whole + up + tie) & ~tie;   // on a tie the even one of b + whole and b + whole + 1
            if (next <= 0) break;                        // left the binade (or may have: the scalar step decides)
            b = next;
        }
        LongDoubleRun.store(t, b, e, sign);
        return i;
    }
}
