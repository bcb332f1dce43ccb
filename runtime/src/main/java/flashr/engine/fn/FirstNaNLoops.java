package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * R's {@code + - * /} of doubles over whole blocks, with the NaN rule of {@link RMath#add}: where
 * both operands are NaN the first one's payload comes out (NA + NaN is NA, NaN + NA is NaN), as
 * GNU R's build on x86 gives for vectors of one length. The hardware's {@code addsd} and
 * {@code vaddpd} return their first source's NaN, but C2 may swap the sources of a commutative
 * add or multiply (it sorts them to number values), so a plain loop's result changed with the
 * compilation (and the Vector API's fallback before C2 compiles it is Java's {@code a + b}). Lanes
 * run the hardware op; a vector with a NaN lane takes RMath's explicit rule by blends.
 * EUCLIDEAN ((a - b)^2) is a subtraction squared, so its NaN is the subtraction's.
 */
public final class FirstNaNLoops {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();

    private FirstNaNLoops() {}

    /** Whether op has a lane loop here (the others keep their scalar loops). */
    public static boolean handles(BinaryOp op) {
        return switch (op) {
            case ADD, SUB, MUL, DIV, EUCLIDEAN -> true;
            default -> false;
        };
    }

    /**
     * out[oOff + k] = a[aOff + k] op b[bOff + k] for k < n. out may be a or b at the same offset
     * (each element is read before it is written).
     */
    public static void apply(BinaryOp op, double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int n) {
        int upper = n - n % L, k = 0;
        // one loop per op: a switch inside the loop (a lanes(op, x, y) helper) kept C2 from
        // intrinsifying the vectors, and every lane went through the boxed fallback (20x slower)
        switch (op) {
            case ADD -> { for (; k < upper; k += L) add(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k); }
            case SUB -> { for (; k < upper; k += L) sub(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k); }
            case MUL -> { for (; k < upper; k += L) mul(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k); }
            case DIV -> { for (; k < upper; k += L) div(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k); }
            default -> {
                for (; k < upper; k += L) { DoubleVector d = sub(v(a, aOff + k), v(b, bOff + k)); d.mul(d).intoArray(out, oOff + k); }
            }
        }
        for (; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], b[bOff + k]);
    }

    /** out[oOff + k] = a[aOff + k] op s, or s op a[aOff + k] when scalarLeft (out may be a). */
    public static void applyScalar(BinaryOp op, double[] a, int aOff, double s, boolean scalarLeft, double[] out, int oOff, int n) {
        int upper = n - n % L, k = 0;
        DoubleVector c = DoubleVector.broadcast(S, s);
        if (scalarLeft) {
            switch (op) {
                case ADD -> { for (; k < upper; k += L) add(c, v(a, aOff + k)).intoArray(out, oOff + k); }
                case SUB -> { for (; k < upper; k += L) sub(c, v(a, aOff + k)).intoArray(out, oOff + k); }
                case MUL -> { for (; k < upper; k += L) mul(c, v(a, aOff + k)).intoArray(out, oOff + k); }
                case DIV -> { for (; k < upper; k += L) div(c, v(a, aOff + k)).intoArray(out, oOff + k); }
                default -> {
                    for (; k < upper; k += L) { DoubleVector d = sub(c, v(a, aOff + k)); d.mul(d).intoArray(out, oOff + k); }
                }
            }
            for (; k < n; k++) out[oOff + k] = op.applyDouble(s, a[aOff + k]);
        } else {
            switch (op) {
                case ADD -> { for (; k < upper; k += L) add(v(a, aOff + k), c).intoArray(out, oOff + k); }
                case SUB -> { for (; k < upper; k += L) sub(v(a, aOff + k), c).intoArray(out, oOff + k); }
                case MUL -> { for (; k < upper; k += L) mul(v(a, aOff + k), c).intoArray(out, oOff + k); }
                case DIV -> { for (; k < upper; k += L) div(v(a, aOff + k), c).intoArray(out, oOff + k); }
                default -> {
                    for (; k < upper; k += L) { DoubleVector d = sub(v(a, aOff + k), c); d.mul(d).intoArray(out, oOff + k); }
                }
            }
            for (; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], s);
        }
    }

    private static DoubleVector v(double[] a, int off) {
        return DoubleVector.fromArray(S, a, off);
    }

    /**
     * x + y lane-wise with the first NaN operand's payload (also generated kernels' vector
     * bodies): the hardware's lanes, and where one is NaN (one compare and a predicted branch per
     * vector) the lanes chosen by RMath's rule.
     */
    public static DoubleVector add(DoubleVector x, DoubleVector y) {
        DoubleVector r = x.add(y);
        return r.test(VectorOperators.IS_NAN).anyTrue() ? firstNaN(x, y, r) : r;
    }

    public static DoubleVector sub(DoubleVector x, DoubleVector y) {
        DoubleVector r = x.sub(y);
        return r.test(VectorOperators.IS_NAN).anyTrue() ? firstNaN(x, y, r) : r;
    }

    public static DoubleVector mul(DoubleVector x, DoubleVector y) {
        DoubleVector r = x.mul(y);
        return r.test(VectorOperators.IS_NAN).anyTrue() ? firstNaN(x, y, r) : r;
    }

    public static DoubleVector div(DoubleVector x, DoubleVector y) {
        DoubleVector r = x.div(y);
        return r.test(VectorOperators.IS_NAN).anyTrue() ? firstNaN(x, y, r) : r;
    }

    /** RMath's rule lane by lane: x made quiet (x + x) where x is NaN, else the hardware's r. */
    private static DoubleVector firstNaN(DoubleVector x, DoubleVector y, DoubleVector r) {
        return r.blend(x.add(x), x.test(VectorOperators.IS_NAN));
    }
}
