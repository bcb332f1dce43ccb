package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * R's sum of doubles in vector lanes when no order of addition can round it. If every element is
 * a multiple of q = 2^m and the sum of magnitudes is below 2^53 q, every partial sum, in any order
 * and in R's long double as in double, is k q with |k| < 2^53: exact. Then R's chain of long
 * double adds and a sum in lanes give the same value, bit for bit, and the lanes do not wait on
 * one add after another. R's uniform draws are such data (multiples of 2^-32 or so), whose sums
 * the scalar exact check (SummaryFunctions) otherwise adds one at a time.
 */
public final class QuantizedSum {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;

    private QuantizedSum() {}

    /** The exact sum of {@code a}, or NaN when the data are not such (or hold NaN, NA or Inf). */
    public static double of(double[] a) {
        int n = a.length, k = 0;
        // one pass: the sum, the sum of magnitudes and the smallest weight of an element's lowest
        // set bit (the largest q all elements are multiples of); whether the sum is exact is
        // decided after it, as a second pass would double the reads (the loop is memory bound)
        DoubleVector sum = DoubleVector.zero(S), magnitude = sum;
        DoubleVector quantum = DoubleVector.broadcast(S, Double.POSITIVE_INFINITY);
        for (; k + L <= n; k += L) {
            DoubleVector x = DoubleVector.fromArray(S, a, k);
            sum = sum.add(x);
            magnitude = magnitude.add(x.abs());
            quantum = quantum.min(lowestBit(x));
        }
        double total = sum.reduceLanes(VectorOperators.ADD);
        double bound = magnitude.reduceLanes(VectorOperators.ADD);
        double q = quantum.reduceLanes(VectorOperators.MIN);
        for (; k < n; k++) {
            total += a[k];
            bound += Math.abs(a[k]);
            q = Math.min(q, lowestBit(a[k]));
        }
        if (!Double.isFinite(bound)) return Double.NaN;
        if (bound == 0) return 0.0;   // zeros: R's sum starts at +0, so -0 elements give +0
        // the computed bound is within a factor 1 + n 2^-53 of the true one: below 2^(e+2) = 2^53 q
        int e = Math.getExponent(bound);
        if (e > 1000) return Double.NaN;   // partial sums kept far from overflow (the x87's range is wider)
        return q >= Math.scalb(1.0, e - 51) ? total : Double.NaN;
    }

    /**
     * The weight of each element's lowest set bit (|x| less |x| with that bit cleared, exact;
     * |x| itself for a power of two); +Inf for zeros, which are multiples of anything.
     */
    private static DoubleVector lowestBit(DoubleVector x) {
        LongVector bits = x.viewAsIntegralLanes();
        DoubleVector abs = x.abs();
        DoubleVector cleared = bits.and(bits.sub(1)).viewAsFloatingLanes().abs();
        DoubleVector w = abs.sub(cleared).blend(abs, bits.and(MANTISSA).eq(0).cast(S));
        return w.blend(Double.POSITIVE_INFINITY, abs.eq(0));
    }

    private static double lowestBit(double x) {
        if (x == 0) return Double.POSITIVE_INFINITY;
        long bits = Double.doubleToRawLongBits(x);
        if ((bits & MANTISSA) == 0) return Math.abs(x);
        return Math.abs(x) - Math.abs(Double.longBitsToDouble(bits & (bits - 1)));
    }
}
