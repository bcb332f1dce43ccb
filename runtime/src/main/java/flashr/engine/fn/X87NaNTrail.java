package flashr.engine.fn;

/**
 * What a run of elements does to an x87 accumulator that adds them from memory
 * ({@link X87NaNs#memoryAdd}: R's colSums, rowSums and their means) as far as infinities and NaNs
 * go, so that partial sums of consecutive runs (partitions, threads) merge into the NaN the
 * whole column added in order gives. A NaN accumulator ignores numbers and infinities, so after
 * the run's first NaN element only the quiet NaN of largest significand among the later ones
 * can change it; before that first NaN, only which infinities came matters (+Inf and -Inf make
 * Inf - Inf's NaN). So the run acts as the sequence: +Inf if one came before its first NaN,
 * -Inf likewise, the first NaN (its own bits: a signalling NA loses to a NaN accumulator), and
 * the largest later quiet NaN; two runs in order are the first's sequence then the second's.
 * The finite part of a sum stays in its long double; a trail matters once it holds a NaN.
 */
public final class X87NaNTrail {
    private static final long QUIET = 0x0008000000000000L;
    /** Bit 1: +Inf came before the first NaN; bit 2: -Inf did. */
    private int infinities;
    private boolean hasFirst, hasLater;
    private double first, later;

    /** Whether an element of the run was NaN (then {@link #after} decides the sum). */
    public boolean hasNaN() { return hasFirst; }

    /** The next element of the run (numbers change nothing here). */
    public void add(double x) {
        if (x == x) {
            if (!hasFirst && Double.isInfinite(x)) infinities |= x > 0 ? 1 : 2;
        } else if (!hasFirst) {
            first = x;
            hasFirst = true;
        } else if ((Double.doubleToRawLongBits(x) & QUIET) != 0) {
            // of the quiet NaNs after the first, the one an accumulator could take (ties: the earlier)
            later = hasLater ? X87NaNs.memoryAdd(later, x) : x;
            hasLater = true;
        }
    }

    /** The non-finite elements of a[off, off + n) added in order. */
    public void addNonFinite(double[] a, int off, int n) {
        for (int k = off; k < off + n; k++) if (!Double.isFinite(a[k])) add(a[k]);
    }

    /** The run of other, which follows this one, appended. */
    public void append(X87NaNTrail other) {
        if ((other.infinities & 1) != 0) add(Double.POSITIVE_INFINITY);
        if ((other.infinities & 2) != 0) add(Double.NEGATIVE_INFINITY);
        if (other.hasFirst) add(other.first);
        if (other.hasLater) add(other.later);
    }

    /** The accumulator after the run, from acc before it (its NaN or infinity; a finite acc for the run's own). */
    public double after(double acc) {
        if (acc == acc) {
            // Inf - Inf in the hardware: the default NaN, as the x87's
            if ((infinities & 1) != 0) acc += Double.POSITIVE_INFINITY;
            if ((infinities & 2) != 0) acc += Double.NEGATIVE_INFINITY;
        }
        if (hasFirst) acc = X87NaNs.memoryAdd(acc, first);
        if (hasLater) acc = X87NaNs.memoryAdd(acc, later);
        return acc;
    }
}
