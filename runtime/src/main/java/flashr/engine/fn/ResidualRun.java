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
 * infinity, a sum leaving its binade or too small for m's units take the next way: each
 * difference rounded as the scalar step rounds it, then added to t's significand as an integer
 * with the rounding decided from its fraction ({@link #roundedAdd}); what neither takes (NaN,
 * infinities, a sum leaving its binade) takes the scalar step.
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
        boolean whole = em != Integer.MIN_VALUE && em <= 62
                && m.lo() * LongDoubleRun.power(63 - em) == Math.rint(m.lo() * LongDoubleRun.power(63 - em));
        int i = from, wholeFrom = from;
        while (i < to) {
            int e = LongDoubleRun.binade(t.hi(), t.lo());
            if (e != Integer.MIN_VALUE) {
                double sign = t.hi() < 0 ? -1.0 : 1.0;
                long b = LongDoubleRun.significand(t.hi(), t.lo(), sign * LongDoubleRun.power(63 - e));
                if (b >= 0) {
                    if (whole && i >= wholeFrom && e - em >= 0 && e - em <= 62) {
                        int start = i;
                        i = fastAdd(a, i, to, b, e, em, sign, m, t);
                        if (i == to) break;
                        if (i > start) continue;   // the binade changed or an element is not whole: decide again
                        wholeFrom = i + BACK_OFF;
                    }
                    i = roundedAdd(a, i, to, b, e, sign, m, t);
                    if (i == to) break;
                }
            }
            t.addDifference(a[i], m);
            i++;
        }
    }

    /**
     * The loop for any data (residuals of a fit, whose mean is a tiny long double): each
     * difference x - m rounded to 64 bits as {@link LongDouble#addDifference} makes it, a pair
     * dHi + dLo with |dLo| at most half a unit of dHi's last place; in t's units u, dHi / u = rh +
     * fh (rh its nearest integer, |fh| <= 1/2) and dLo / u = rl + fl. The sum rounds to b + rh +
     * rl unless the fraction that decides is a half: fh, or fl when dHi / u is whole (then dLo /
     * u may hold whole units too), with fl, below it, as a sticky part that breaks the tie (the
     * pair's parts never carry: |fh| < 1/2 leaves at least a unit of dHi's last place, more than
     * fl, to 1/2). Returns where it stopped, t the sum before that element.
     */
    private static int roundedAdd(double[] a, int i, int to, long b, int e, double sign, LongDouble m, LongDouble t) {
        double scale = sign * LongDoubleRun.power(63 - e), mHi = m.hi(), mLo = m.lo();
        for (; i < to; i++) {
            double x = a[i];
            double s = x - mHi, bb = s - x;
            double err = (x - (s - bb)) + (-mHi - bb) - mLo;
            double dHi = s + err;
            double h = dHi * scale, l = LongDouble.roundedLow(dHi, err - (dHi - s)) * scale;
            if (!(Math.abs(h) < 0x1p62)) break;   // NaN, infinite, or too large for the binade
            double rh = Math.rint(h), fh = h - rh, rl = Math.rint(l), fl = l - rl;
            double g = fh == 0 ? fl : fh, sticky = fh == 0 ? 0 : fl;
            long r = (long) rh + (long) rl;
            if (Math.abs(g) == 0.5 && sticky != 0) {   // not a tie: away from r when the sticky part has g's sign
                if ((sticky > 0) == (g > 0)) r += g > 0 ? 1 : -1;
                g = 0;
            }
            long next = (b + r + (g == 0.5 ? 1 : 0)) & (Math.abs(g) == 0.5 ? ~1L : ~0L);
            if (next <= 0) break;                // left the binade (or may have: the scalar step decides)
            b = next;
        }
        LongDoubleRun.store(t, b, e, sign);
        return i;
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
