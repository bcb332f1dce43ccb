package flashr.base.arith;

import static flashr.base.arith.Arithmetic.ADD;
import static flashr.base.arith.Arithmetic.DIV;
import static flashr.base.arith.Arithmetic.MUL;
import static flashr.base.arith.Arithmetic.POW;
import static flashr.base.arith.Arithmetic.SUB;

import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.FirstNaNLoops;
import flashr.lang.RDouble;
import flashr.lang.VectorHeapTrigger;

/**
 * The element loops of R's double arithmetic, one small method per operation and operand shape
 * (vector op scalar, scalar op vector, equal lengths, recycled). Each loop is a method of its own
 * so that the JIT compiles, and on a new path recompiles, only the loop a script runs: one method
 * holding all of them was compiled whole again for every operation or shape first met (and its
 * long loops compiled on stack replacement once per loop), a large share of a short script's
 * compile time. The dispatching methods are too small to matter. {@code x^2} is {@code x * x}, as
 * R_POW computes it.
 */
final class DoubleArithmetic {
    private DoubleArithmetic() {}

    /**
     * {@code a op b} recycled to length {@code n}, written into {@code into} when not null (an
     * operand's array of length n, {@link flashr.lang.Temporaries}: each loop reads element i
     * before writing it).
     */
    static RDouble of(int op, double[] a, double[] b, int n, double[] into) {
        double[] r = into;
        if (r == null) {
            VectorHeapTrigger.allocating(8L * n);
            r = new double[n];
        }
        if (n == 0) return new RDouble(r);
        if (b.length == 1) {
            vectorScalar(op, a, b[0], r);
        } else if (a.length == 1) {
            scalarVector(op, a[0], b, r);
        } else if (a.length == b.length) {
            vectors(op, a, b, r);
        } else {
            recycled(op, a, b, r);
        }
        return new RDouble(r);
    }

    private static void vectorScalar(int op, double[] a, double b, double[] r) {
        switch (op) {
            case ADD -> addVS(a, b, r);
            case SUB -> subVS(a, b, r);
            case MUL -> mulVS(a, b, r);
            case DIV -> divVS(a, b, r);
            case POW -> {
                if (b == 2.0) square(a, r); else applyVS(op, a, b, r);
            }
            default -> applyVS(op, a, b, r);
        }
    }

    private static void scalarVector(int op, double a, double[] b, double[] r) {
        switch (op) {
            case ADD -> addSV(a, b, r);
            case SUB -> subSV(a, b, r);
            case MUL -> mulSV(a, b, r);
            case DIV -> divSV(a, b, r);
            default -> applySV(op, a, b, r);
        }
    }

    private static void vectors(int op, double[] a, double[] b, double[] r) {
        switch (op) {
            case ADD -> addVV(a, b, r);
            case SUB -> subVV(a, b, r);
            case MUL -> mulVV(a, b, r);
            case DIV -> divVV(a, b, r);
            default -> applyVV(op, a, b, r);
        }
    }

    private static void addVS(double[] a, double b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.addVS(a, b, r);
        else FirstNaNLoops.applyScalar(BinaryOp.ADD, a, 0, b, false, r, 0, r.length);
    }

    private static void subVS(double[] a, double b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.subVS(a, b, r);
        else FirstNaNLoops.applyScalar(BinaryOp.SUB, a, 0, b, false, r, 0, r.length);
    }

    private static void mulVS(double[] a, double b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.mulVS(a, b, r);
        else FirstNaNLoops.applyScalar(BinaryOp.MUL, a, 0, b, false, r, 0, r.length);
    }

    private static void divVS(double[] a, double b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.divVS(a, b, r);
        else FirstNaNLoops.applyScalar(BinaryOp.DIV, a, 0, b, false, r, 0, r.length);
    }

    private static void square(double[] a, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = a[i] * a[i];
    }

    private static void applyVS(int op, double[] a, double b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = Arithmetic.apply(op, a[i], b);
    }

    // a + b and b + a differ when both are NaNs (which one's payload, NA or NaN, comes out): GNU
    // R's build keeps the vector's for + and * whichever side the scalar is on (NaN + NA is NA),
    // the first operand's for - and / (and for vectors of one length)
    private static void addSV(double a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.addVS(b, a, r);
        else FirstNaNLoops.applyScalar(BinaryOp.ADD, b, 0, a, false, r, 0, r.length);
    }

    private static void mulSV(double a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.mulVS(b, a, r);
        else FirstNaNLoops.applyScalar(BinaryOp.MUL, b, 0, a, false, r, 0, r.length);
    }

    private static void subSV(double a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.subSV(a, b, r);
        else FirstNaNLoops.applyScalar(BinaryOp.SUB, b, 0, a, true, r, 0, r.length);
    }

    private static void divSV(double a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.divSV(a, b, r);
        else FirstNaNLoops.applyScalar(BinaryOp.DIV, b, 0, a, true, r, 0, r.length);
    }

    private static void applySV(int op, double a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = Arithmetic.apply(op, a, b[i]);
    }

    private static void addVV(double[] a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.addVV(a, b, r);
        else FirstNaNLoops.apply(BinaryOp.ADD, a, 0, b, 0, r, 0, r.length);
    }

    private static void subVV(double[] a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.subVV(a, b, r);
        else FirstNaNLoops.apply(BinaryOp.SUB, a, 0, b, 0, r, 0, r.length);
    }

    private static void mulVV(double[] a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.mulVV(a, b, r);
        else FirstNaNLoops.apply(BinaryOp.MUL, a, 0, b, 0, r, 0, r.length);
    }

    private static void divVV(double[] a, double[] b, double[] r) {
        if (ScalarArithmetic.use(r.length)) ScalarArithmetic.divVV(a, b, r);
        else FirstNaNLoops.apply(BinaryOp.DIV, a, 0, b, 0, r, 0, r.length);
    }

    private static void applyVV(int op, double[] a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = Arithmetic.apply(op, a[i], b[i]);
    }

    /** R's recycling loop is compiled with the second operand first for + and *: of two NaNs, the second's. */
    private static void recycled(int op, double[] a, double[] b, double[] r) {
        int na = a.length, nb = b.length;
        boolean swap = op == ADD || op == MUL;
        // R's element is op(x, y) with x, y the operands in its order; the longer one is the result's length
        double[] x = swap ? b : a, y = swap ? a : b;
        if (x.length == r.length && r.length % y.length == 0 && ScalarArithmetic.longLeft(op, x, y, r)) return;
        if (y.length == r.length && r.length % x.length == 0 && ScalarArithmetic.longRight(op, x, y, r)) return;
        for (int i = 0, ia = 0, ib = 0; i < r.length; i++) {
            r[i] = swap ? Arithmetic.apply(op, b[ib], a[ia]) : Arithmetic.apply(op, a[ia], b[ib]);
            if (++ia == na) ia = 0;
            if (++ib == nb) ib = 0;
        }
    }
}
