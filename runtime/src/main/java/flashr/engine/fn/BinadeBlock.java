package flashr.engine.fn;

/**
 * A block of elements added to a running long double sum within one binade ({@link
 * LongDoubleRun}), in two steps that keep the work off the chain from one element to the next.
 * First every element x/u becomes its integer step and mask in plain loops that the JIT turns
 * into vector code (and that compile as cheaply as any loop, unlike Vector API code): with
 * n = floor(2x/u), the step is (n + 1) >> 1, x/u rounded half up, and a tie (2x/u an odd
 * integer) masks off the low bit, so that {@code (b + step) & mask} rounds half to even. Then,
 * when no element ties and the block cannot carry the sum out of the binade, the sum moves by
 * the sum of the steps; otherwise the steps go through the chain one by one.
 */
final class BinadeBlock {
    /** Elements a block (a multiple of every lane count). */
    static final int SIZE = 64;
    private static final long TWO_TO_63 = Double.doubleToRawLongBits(0x1p63);

    final long[] steps = new long[SIZE], masks = new long[SIZE];
    /** The index from which a run tries blocks again after one that could not be scaled. */
    int next;
    /** The partial sums of the steps stay below room in magnitude (0: no bound known). */
    private long room;

    /**
     * Fills steps and masks for a[i .. i + SIZE) scaled by {@code scale} (sign / u, a power of
     * two); false when an element is NaN, infinite or of 2^62 units or more.
     */
    boolean scale(double[] a, int i, double scale) {
        long[] s = steps, m = masks;
        double twice = 2 * scale;
        for (int k = 0; k < SIZE; k++) {
            double x2 = a[i + k] * twice, f = Math.floor(x2);
            long n = (long) f;   // exact: |x2| < 2^63
            s[k] = (n + 1) >> 1;
            // ceil(x2 - f) is 0 when x2 is an integer, else 1: the mask is ~1 for an odd integer n
            m[k] = ((long) Math.ceil(x2 - f) - 2) | ~n;
        }
        // the largest |x2| by its bits (those of a NaN are above all others)
        long top = 0;
        for (int k = 0; k < SIZE; k++) top = Math.max(top, Double.doubleToRawLongBits(a[i + k] * twice) & Long.MAX_VALUE);
        if (top >= TWO_TO_63) return false;
        // each step is at most |x2| / 2 + 1 in magnitude
        long most = (long) (Double.longBitsToDouble(top) * 0.5) + 1;
        room = most < 1L << 55 ? most * SIZE : 0;
        return true;
    }

    /**
     * The significand's b (as in {@link LongDoubleRun}) after the block's steps, or a value
     * at most 0 when the sum leaves the binade in the block.
     */
    long add(long b) {
        long[] s = steps, m = masks;
        if (room > 0 && b > room && b < Long.MAX_VALUE - room) {
            long sum = 0, all = ~0L;
            for (int k = 0; k < SIZE; k++) {
                sum += s[k];
                all &= m[k];
            }
            if (all == ~0L) return b + sum;   // no tie, and no partial sum leaves the binade
        }
        for (int k = 0; k < SIZE; k++) {
            long t = (b + s[k]) & m[k];
            if (t <= 0) return t;
            b = t;
        }
        return b;
    }
}
