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
     * Elements each op's lane loop (of each form) leaves to a scalar loop of the same bits
     * (RMath's rule, element by element) before it runs: until C2 has compiled a lane loop, its
     * vectors run the Vector API's Java fallback, 20-30x slower than scalar code, and a script's
     * first {@code 2 * x} of 2e5 elements ran whole in it while C2 compiled (a third of a 2e5-row
     * lm's samples). The scalar loops compile in a few milliseconds; the lane loops' compile and
     * fallback are paid only where an op keeps running. The counts race between threads: a
     * heuristic, never a result.
     */
    private static final int SCALAR_FIRST = 1 << 20;
    private static final int[] scalarDone = new int[3 * 5];

    /** For tests: every lane loop due from now on (true), or each one's scalar elements counted again from none. */
    static void lanesNow(boolean now) {
        java.util.Arrays.fill(scalarDone, now ? SCALAR_FIRST : 0);
    }

    /** Whether the lane loop (form 0: vector op vector, 1: scalar op vector, 2: vector op scalar) is due, counting n. */
    private static boolean lanes(BinaryOp op, int form, int n) {
        int slot = form * 5 + switch (op) {
            case ADD -> 0;
            case SUB -> 1;
            case MUL -> 2;
            case DIV -> 3;
            default -> 4;
        };
        int done = scalarDone[slot];
        if (done >= SCALAR_FIRST) return n >= 2 * L;   // short blocks: the lane loop's entry and exit tests would see loops of no trip and trap
        scalarDone[slot] = (int) Math.min(SCALAR_FIRST, (long) done + n);
        return false;
    }

    /**
     * out[oOff + k] = a[aOff + k] op b[bOff + k] for k < n. out may be a or b at the same offset
     * (each element is read before it is written).
     */
    public static void apply(BinaryOp op, double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int n) {
        if (!lanes(op, 0, n)) {
            scalar(op, a, aOff, b, bOff, out, oOff, n);
            return;
        }
        int upper = n - n % L;
        // one small method per op's loop: a switch inside the loop (a lanes(op, x, y) helper)
        // kept C2 from intrinsifying the vectors (the boxed fallback, 20x slower), and all the
        // loops in one method made each OSR and standard compile of it compile every op's loop
        // (40-170 ms of C2 a compile for a 2e5-row lm or glm, several times over)
        switch (op) {
            case ADD -> addVV(a, aOff, b, bOff, out, oOff, upper);
            case SUB -> subVV(a, aOff, b, bOff, out, oOff, upper);
            case MUL -> mulVV(a, aOff, b, bOff, out, oOff, upper);
            case DIV -> divVV(a, aOff, b, bOff, out, oOff, upper);
            default -> squareVV(a, aOff, b, bOff, out, oOff, upper);
        }
        for (int k = upper; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], b[bOff + k]);
    }

    /** out[oOff + k] = a[aOff + k] op s, or s op a[aOff + k] when scalarLeft (out may be a). */
    public static void applyScalar(BinaryOp op, double[] a, int aOff, double s, boolean scalarLeft, double[] out, int oOff, int n) {
        if (!lanes(op, scalarLeft ? 1 : 2, n)) {
            if (scalarLeft) scalarLeft(op, s, a, aOff, out, oOff, n);
            else scalarRight(op, a, aOff, s, out, oOff, n);
            return;
        }
        int upper = n - n % L;
        if (scalarLeft) {
            switch (op) {
                case ADD -> addSV(s, a, aOff, out, oOff, upper);
                case SUB -> subSV(s, a, aOff, out, oOff, upper);
                case MUL -> mulSV(s, a, aOff, out, oOff, upper);
                case DIV -> divSV(s, a, aOff, out, oOff, upper);
                default -> squareSV(s, a, aOff, out, oOff, upper);
            }
            for (int k = upper; k < n; k++) out[oOff + k] = op.applyDouble(s, a[aOff + k]);
        } else {
            switch (op) {
                case ADD -> addVS(a, aOff, s, out, oOff, upper);
                case SUB -> subVS(a, aOff, s, out, oOff, upper);
                case MUL -> mulVS(a, aOff, s, out, oOff, upper);
                case DIV -> divVS(a, aOff, s, out, oOff, upper);
                default -> squareVS(a, aOff, s, out, oOff, upper);
            }
            for (int k = upper; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], s);
        }
    }

    // The scalar loops, for whole blocks before the lane loop is due. The lane loops' tails keep
    // loops of their own: one loop serving both whole blocks and tails of a few elements was
    // deoptimized at its loop predicates (recompiled four times in a 2e5-row glm).

    private static void scalar(BinaryOp op, double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int n) {
        for (int k = 0; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], b[bOff + k]);
    }

    private static void scalarLeft(BinaryOp op, double s, double[] a, int aOff, double[] out, int oOff, int n) {
        for (int k = 0; k < n; k++) out[oOff + k] = op.applyDouble(s, a[aOff + k]);
    }

    private static void scalarRight(BinaryOp op, double[] a, int aOff, double s, double[] out, int oOff, int n) {
        for (int k = 0; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], s);
    }

    // The lane loops, vector by vector, for k < upper (a multiple of L).

    private static void addVV(double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int upper) {
        for (int k = 0; k < upper; k += L) add(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k);
    }

    private static void subVV(double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int upper) {
        for (int k = 0; k < upper; k += L) sub(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k);
    }

    private static void mulVV(double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int upper) {
        for (int k = 0; k < upper; k += L) mul(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k);
    }

    private static void divVV(double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int upper) {
        for (int k = 0; k < upper; k += L) div(v(a, aOff + k), v(b, bOff + k)).intoArray(out, oOff + k);
    }

    private static void squareVV(double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int upper) {
        for (int k = 0; k < upper; k += L) { DoubleVector d = sub(v(a, aOff + k), v(b, bOff + k)); d.mul(d).intoArray(out, oOff + k); }
    }

    private static void addSV(double s, double[] a, int aOff, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) add(c, v(a, aOff + k)).intoArray(out, oOff + k);
    }

    private static void subSV(double s, double[] a, int aOff, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) sub(c, v(a, aOff + k)).intoArray(out, oOff + k);
    }

    private static void mulSV(double s, double[] a, int aOff, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) mul(c, v(a, aOff + k)).intoArray(out, oOff + k);
    }

    private static void divSV(double s, double[] a, int aOff, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) div(c, v(a, aOff + k)).intoArray(out, oOff + k);
    }

    private static void squareSV(double s, double[] a, int aOff, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) { DoubleVector d = sub(c, v(a, aOff + k)); d.mul(d).intoArray(out, oOff + k); }
    }

    private static void addVS(double[] a, int aOff, double s, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) add(v(a, aOff + k), c).intoArray(out, oOff + k);
    }

    private static void subVS(double[] a, int aOff, double s, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) sub(v(a, aOff + k), c).intoArray(out, oOff + k);
    }

    private static void mulVS(double[] a, int aOff, double s, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) mul(v(a, aOff + k), c).intoArray(out, oOff + k);
    }

    private static void divVS(double[] a, int aOff, double s, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) div(v(a, aOff + k), c).intoArray(out, oOff + k);
    }

    private static void squareVS(double[] a, int aOff, double s, double[] out, int oOff, int upper) {
        DoubleVector c = DoubleVector.broadcast(S, s);
        for (int k = 0; k < upper; k += L) { DoubleVector d = sub(v(a, aOff + k), c); d.mul(d).intoArray(out, oOff + k); }
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
