package flashr.engine.fn;


/**
 * The part of a long double running sum that needs no rounding at all: while every element and
 * the sum so far are whole multiples of one unit and the sum stays below 2^62 units, every
 * partial sum fits the x87's 64-bit significand, so R's chain of long double adds is exact, its
 * order of no account, and the sum is an integer sum (any order would do; here in order, a block at a time). R's runif data
 * are such (multiples of 2^-32 scaled), as are whole numbers and most decimal data of few digits
 * once large enough; others stop at their first block.
 */
final class ExactRun {
    /** Elements summed between checks of the sum's range. */
    static final int BLOCK = 256;
    private static final double RINT = 0x1.8p52;
    private static final long RINT_BITS = Double.doubleToRawLongBits(RINT);

    private ExactRun() {}

    /**
     * acc += a[i], ... in whole blocks while the sum stays exact; returns the index of the first
     * element not added (i itself when none was).
     */
    static int add(LongDouble acc, double[] a, int i, int to) {
        double hi = acc.hi(), lo = acc.lo(), first = largest(a, i);
        if (!Double.isFinite(hi) || !Double.isFinite(first) || first == 0 && hi == 0) return i;
        // the unit: the larger of the sum and the first block's elements below 2^51 units (as the
        // lanes' rounding needs), leaving the sum 2^11 of room below 2^62
        int e = Math.max(hi == 0 ? Integer.MIN_VALUE : Math.getExponent(hi), first == 0 ? Integer.MIN_VALUE : Math.getExponent(first));
        int unitExponent = e - 50;
        if (unitExponent < -1000 || e > 1000) return i;
        double scale = Math.scalb(1.0, -unitExponent);
        double hs = hi * scale, ls = lo * scale;
        if (hs != Math.rint(hs) || ls != Math.rint(ls)) return i;   // the sum is not a whole number of units
        long total = (long) hs + (long) ls;
        int start = i;
        while (i + BLOCK <= to) {
            long sum = 0;
            boolean whole = true;
            for (int k = i; k < i + BLOCK; k++) {
                double x = a[k] * scale, y = x + RINT;
                // below 2^51 (not NaN) and a whole number of units: & for no branch an element
                whole &= Math.abs(x) < 0x1p51 & y - RINT == x;
                sum += Double.doubleToRawLongBits(y) - RINT_BITS;
            }
            if (!whole) break;
            long next = total + sum;
            if (Math.abs(next) >= 1L << 62) break;
            total = next;
            i += BLOCK;
        }
        if (i > start) store(acc, total, unitExponent);
        return i;
    }

    /** The largest magnitude in a[i .. i + BLOCK) (NaN when one is NaN). */
    private static double largest(double[] a, int i) {
        double m = 0;
        for (int k = i; k < i + BLOCK; k++) m = Math.max(m, Math.abs(a[k]));
        return m;
    }

    /** acc = total * 2^unitExponent, as the nearest double and the rest. */
    private static void store(LongDouble acc, long total, int unitExponent) {
        double top = (double) (total & ~0x7FFL), rest = (double) (total & 0x7FFL);   // both exact
        double hi = top + rest, lo = rest - (hi - top);
        double unit = Math.scalb(1.0, unitExponent);
        acc.set(hi * unit, lo * unit);
    }
}
