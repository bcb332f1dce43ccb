package flashr.engine.exec;

import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.Casts;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/**
 * The element functions of one inner.prod with their types resolved: f1 on operands of type t1
 * giving r1, then f2 folding values of type t2 (r1 converted). Values travel as double when t2 is
 * DOUBLE, else as int storage.
 */
final class InnerProdFns {
    final BinaryOp f1, f2;
    final ElementType t1, r1, t2;

    InnerProdFns(BinaryOp f1, BinaryOp f2, ElementType ta, ElementType tb) {
        this.f1 = f1;
        this.f2 = f2;
        this.t1 = f1.operandType(ta, tb);
        this.r1 = f1.resultType(ta, tb);
        this.t2 = f2.operandType(r1, r1);
    }

    boolean isDoubleFold() { return t2 == ElementType.DOUBLE; }

    /** Whether this is the product of doubles, f1 * and f2 + on double operands (R's %*%). */
    boolean isProduct() {
        return f1 == BinaryOp.MUL && f2 == BinaryOp.ADD && t1 == ElementType.DOUBLE && isDoubleFold();
    }

    /** f1 on double operands, as a double-domain value (t2 DOUBLE). */
    double f1D(double a, double b) {
        if (r1 == ElementType.DOUBLE) return f1.applyDouble(a, b);
        return Casts.intToDouble(f1.applyDoubleToLogical(a, b));
    }

    /** f1 on double operands, as an int-domain value (t2 int storage). */
    int f1DI(double a, double b) {
        if (r1 == ElementType.DOUBLE) {
            double x = f1.applyDouble(a, b);
            return t2 == ElementType.LOGICAL ? Casts.doubleToLogical(x) : Casts.doubleToInt(x);
        }
        return f1.applyDoubleToLogical(a, b);
    }

    /** f1 on int operands, as an int-domain value. */
    int f1I(int a, int b) {
        int v = f1.applyInt(a, b);
        return t2 == ElementType.LOGICAL && r1 != ElementType.LOGICAL ? Casts.intToLogical(v) : v;
    }

    /** f1 on int operands, as a double-domain value (t2 DOUBLE, e.g. ints folded by an op giving doubles). */
    double f1ID(int a, int b) { return Casts.intToDouble(f1.applyInt(a, b)); }

    double identityD() {
        switch (f2) {
            case ADD: return 0;
            case MUL: return 1;
            case MIN: return Double.POSITIVE_INFINITY;
            case MAX: return Double.NEGATIVE_INFINITY;
            default: return NA.REAL;
        }
    }

    int identityI() {
        switch (f2) {
            case ADD: case OR: return 0;
            case MUL: case AND: return 1;
            default: return NA.INT;
        }
    }
}
