package flashr.base.arith;

import flashr.base.complex.Cplx;
import flashr.eval.Interpreter;
import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Arithmetic and comparison where an operand is complex: the other (logical, integer or double)
 * is coerced to complex, as R's coercion order says; {@code %%} and {@code %/%} are R's error,
 * and only {@code ==} and {@code !=} compare.
 */
public final class ComplexArith {
    private ComplexArith() {}

    /** True when {@code x op y} is complex arithmetic (neither operand is a string or a factor). */
    static boolean applies(RValue x, RValue y) {
        return (x instanceof RComplex || y instanceof RComplex) && isOperand(x) && isOperand(y);
    }

    private static boolean isOperand(RValue v) {
        return v == RNull.NULL || v instanceof RVector vec && (vec.type().isNumeric() || vec.type() == RType.COMPLEX)
                && !vec.inherits("factor");
    }

    private static RComplex operand(RValue v) {
        return v == RNull.NULL ? new RComplex(new double[0], new double[0]) : RComplex.from((RVector) v);
    }

    static RValue binary(int op, RValue x, RValue y, Interpreter interp, RValue call) {
        if (op == Arithmetic.MOD || op == Arithmetic.IDIV) throw new RError("unimplemented complex operation");
        RVector vx = (RVector) (x == RNull.NULL ? operand(x) : x), vy = (RVector) (y == RNull.NULL ? operand(y) : y);
        RComplex a = operand(x), b = operand(y);
        int nx = a.length(), ny = b.length();
        Recycling.checkConformable(vx, vy);
        Recycling.checkMultiple(nx, ny, interp, call);
        Recycling.checkArrayLength(vx, vy);
        int n = Recycling.length(nx, ny);
        double[] re = new double[n], im = new double[n];
        double[] z = new double[2];
        for (int i = 0; i < n; i++) {
            int ia = i % nx, ib = i % ny;
            double ar = a.re(ia), ai = a.im(ia), br = b.re(ib), bi = b.im(ib);
            switch (op) {
                case Arithmetic.ADD -> { z[0] = ar + br; z[1] = ai + bi; }
                case Arithmetic.SUB -> { z[0] = ar - br; z[1] = ai - bi; }
                case Arithmetic.MUL -> Cplx.mul(ar, ai, br, bi, z);
                case Arithmetic.DIV -> Cplx.div(ar, ai, br, bi, z);
                default -> Cplx.pow(ar, ai, br, bi, z);
            }
            re[i] = z[0];
            im[i] = z[1];
        }
        RComplex result = new RComplex(re, im);
        Recycling.copyAttributes(result, vx, vy, true);
        return result;
    }

    static RValue unary(boolean minus, RComplex v) {
        if (!minus) return v;
        int n = v.length();
        double[] re = new double[n], im = new double[n];
        for (int i = 0; i < n; i++) {
            re[i] = -v.re(i);
            im[i] = -v.im(i);
        }
        RComplex r = new RComplex(re, im);
        if (v.hasAttributes()) r.setAttributes(v.attributes());
        return r;
    }

    static RValue compare(int op, RValue x, RValue y, Interpreter interp, RValue call) {
        if (op != CompareOps.EQ && op != CompareOps.NE) throw new RError("invalid comparison with complex values");
        RVector vx = (RVector) (x == RNull.NULL ? operand(x) : x), vy = (RVector) (y == RNull.NULL ? operand(y) : y);
        RComplex a = operand(x), b = operand(y);
        int nx = a.length(), ny = b.length();
        Recycling.checkConformable(vx, vy);
        Recycling.checkMultiple(nx, ny, interp, call);
        Recycling.checkArrayLength(vx, vy);
        int n = Recycling.length(nx, ny);
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            int ia = i % nx, ib = i % ny;
            if (a.isNA(ia) || b.isNA(ib)) {
                r[i] = RLogical.NA;
            } else {
                boolean eq = a.re(ia) == b.re(ib) && a.im(ia) == b.im(ib);
                r[i] = eq == (op == CompareOps.EQ) ? 1 : 0;
            }
        }
        RLogical result = new RLogical(r);
        Recycling.copyAttributes(result, vx, vy, false);
        return result;
    }
}
