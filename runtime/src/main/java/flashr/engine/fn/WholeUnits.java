package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Sums that round at no step: while the elements, and the running sum they continue, are whole
 * multiples of one unit u = 2^k (R's runif data are multiples of 2^-32 scaled, counts of 1)
 * and the sums stay below 2^62 units, every partial sum fits the x87's 64-bit significand, so
 * R's long double chain of adds is exact at each step and is an integer sum of units: one
 * integer add an element, in any order. The heap's sums ({@link ExactRun}) and the engine's
 * running sums ({@code ExactRunningSums}) both work in such units; this is their arithmetic.
 */
public final class WholeUnits {
    /** x + RINT holds x rounded to an integer in its low bits, for |x| < 2^51. */
    private static final double RINT = 0x1.8p52;
    private static final long RINT_BITS = Double.doubleToRawLongBits(RINT);
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Long> SL = LongVector.SPECIES_PREFERRED;
    /** Not a whole number of units, or too many of them. */
    public static final long NOT_WHOLE = Long.MIN_VALUE;

    private WholeUnits() {}

    /** u = 2^k, for k in the normal range. */
    public static double unit(int k) {
        return Double.longBitsToDouble((long) (k + 1023) << 52);
    }

    /**
     * The long double hi + lo (a pair as {@link LongDouble} keeps it) in units of 2^k, when
     * both are whole numbers of units and |hi| + |lo| is below 2^bits of them; else NOT_WHOLE.
     */
    public static long ofPair(double hi, double lo, int k, int bits) {
        double inv = unit(-k), h = hi * inv, l = lo * inv;
        if ((double) (long) h != h || (double) (long) l != l || !(Math.abs(h) + Math.abs(l) < Math.scalb(1.0, bits))) return NOT_WHOLE;
        return (long) h + (long) l;
    }

    /** m units of 2^k (|m| < 2^62) rounded to the nearest double, ties to even. */
    public static double nearest(long m, int k) {
        return (double) m * unit(k);
    }

    /** m units of 2^k less {@code nearest(m, k)}, exactly: the pair's lo. */
    public static double rest(long m, int k) {
        return (double) (m - (long) (double) m) * unit(k);
    }

    /** acc = m units of 2^k, exactly. */
    public static void store(LongDouble acc, long m, int k) {
        acc.set(nearest(m, k), rest(m, k));
    }

    /**
     * x / 2^k when a whole number (|x| < 2^63 units): the test of the running loops, which
     * need every partial sum and so add in sequence.
     */
    public static boolean whole(double units) {
        return (double) (long) units == units;
    }

    /**
     * The sum of a[i .. i + n) in units of 2^k, k at most 0, when every element is a whole
     * number of them below 2^51 (n at most 2^11, so the sum is below 2^62); else NOT_WHOLE (NaN
     * and infinities included). With k at most 0 no element underflows to a whole 0 when scaled.
     * A plain loop that the JIT compiles to vector code.
     */
    public static long sum(double[] a, int i, int n, int k) {
        double inv = unit(-k);
        long sum = 0;
        boolean whole = true;
        for (int j = i; j < i + n; j++) {
            double x = a[j] * inv, y = x + RINT;
            // below 2^51 (not NaN) and a whole number (y holds x rounded in its low bits): & for
            // no branch an element
            whole &= Math.abs(x) < 0x1p51 & y - RINT == x;
            sum += Double.doubleToRawLongBits(y) - RINT_BITS;
        }
        return whole ? sum : NOT_WHOLE;
    }

    /**
     * out[at + j] = a[i + j] / 2^k for j < n, each a whole number of units (k at most 0): returns
     * the OR over j of |out[at + j]| (less one for a negative value: {@code u ^ (u >> 63)}), so
     * that a result below 2^b says every element is within 2^b units; -1 when an element is not a
     * whole number of units below 2^51 (NaN and infinities included), out then holding anything.
     * No loop-carried chain: vector lanes, where the scalar test ({@link #whole}) and conversion
     * of the running loops cost three times as much (the engine's cumsum, ExactRunningSums.addLocal,
     * whose running sum then adds the units in sequence).
     */
    public static long units(double[] a, int i, int n, int k, long[] out, int at) {
        double inv = unit(-k);
        LongVector bad = LongVector.zero(SL), mag = bad;
        int j = 0;
        for (; j + S.length() <= n; j += S.length()) {
            // y holds x rounded in its low bits when |x| < 2^51 (else |u| >= 2^51); y - RINT - x is
            // +0 exactly when x is a whole number (NaN for NaN and infinities)
            DoubleVector x = DoubleVector.fromArray(S, a, i + j).mul(inv), y = x.add(RINT);
            LongVector u = y.reinterpretAsLongs().sub(RINT_BITS);
            bad = bad.or(y.sub(RINT).sub(x).reinterpretAsLongs());
            mag = mag.or(u.lanewise(VectorOperators.XOR, u.lanewise(VectorOperators.ASHR, 63)));
            u.intoArray(out, at + j);
        }
        long wrong = bad.reduceLanes(VectorOperators.OR), size = mag.reduceLanes(VectorOperators.OR);
        for (; j < n; j++) {
            double x = a[i + j] * inv, y = x + RINT;
            long u = Double.doubleToRawLongBits(y) - RINT_BITS;
            wrong |= Double.doubleToRawLongBits(y - RINT - x);
            size |= u ^ (u >> 63);
            out[at + j] = u;
        }
        return wrong != 0 || size >= 1L << 51 ? -1 : size;
    }
}
