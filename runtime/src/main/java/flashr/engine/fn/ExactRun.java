package flashr.engine.fn;


/**
 * The part of a long double running sum that needs no rounding at all ({@link WholeUnits}): R's
 * runif data, whole numbers and most decimal data of few digits once large enough are summed a
 * block at a time as integers; others stop at their first block.
 */
final class ExactRun {
    /** Elements summed between checks of the sum's range. */
    static final int BLOCK = 256;

    private ExactRun() {}

    /**
     * acc += a[i], ... in whole blocks while the sum stays exact; returns the index of the first
     * element not added (i itself when none was).
     */
    static int add(LongDouble acc, double[] a, int i, int to) {
        double hi = acc.hi(), lo = acc.lo(), first = largest(a, i);
        if (!Double.isFinite(hi) || !Double.isFinite(first) || first == 0 && hi == 0) return i;
        // the unit: the larger of the sum and the first block's elements below 2^51 units (as
        // WholeUnits.sum needs), leaving the sum 2^11 of room below 2^62
        int e = Math.max(hi == 0 ? Integer.MIN_VALUE : Math.getExponent(hi), first == 0 ? Integer.MIN_VALUE : Math.getExponent(first));
        int unitExponent = e - 50;
        if (unitExponent < -1000 || unitExponent > 0) return i;   // elements of 2^51 and more: the binade way
        long total = WholeUnits.ofPair(hi, lo, unitExponent, 62);
        if (total == WholeUnits.NOT_WHOLE) return i;   // the sum is not a whole number of units
        int start = i;
        while (i + BLOCK <= to) {
            long sum = WholeUnits.sum(a, i, BLOCK, unitExponent);
            if (sum == WholeUnits.NOT_WHOLE) break;
            long next = total + sum;
            if (Math.abs(next) >= 1L << 62) break;
            total = next;
            i += BLOCK;
        }
        if (i > start) WholeUnits.store(acc, total, unitExponent);
        return i;
    }

    /** The largest magnitude in a[i .. i + BLOCK) (NaN when one is NaN). */
    private static double largest(double[] a, int i) {
        double m = 0;
        for (int k = i; k < i + BLOCK; k++) m = Math.max(m, Math.abs(a[k]));
        return m;
    }
}
