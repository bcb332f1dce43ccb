package flashr.base.arith;

import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's elementwise logic operators {@code & | !} with three-valued NA rules. */
public final class LogicOps {
    private LogicOps() {}

    /** {@code x & y} (and = true) or {@code x | y}. */
    public static RValue binary(boolean and, RValue x, RValue y, Interpreter interp, RValue call) {
        if (RawLogic.applies(x, y)) return RawLogic.binary(and ? RawLogic.AND : RawLogic.OR, x, y, interp, call);
        RVector vx = operand(x), vy = operand(y);
        int nx = vx.length(), ny = vy.length();
        if (nx == 1 && ny == 1 && !vx.hasAttributes() && !vy.hasAttributes()) {
            return new RLogical(new int[] {combine(and, vx.getLogical(0), vy.getLogical(0))});
        }
        Recycling.checkConformable(vx, vy);
        Recycling.checkMultiple(nx, ny, interp, call);
        Recycling.checkArrayLength(vx, vy);
        int n = Recycling.length(nx, ny);
        int[] a = logicals(vx), b = logicals(vy);
        RLogical result = new RLogical(nx == ny ? combined(and, a, b) : recycled(and, a, b, n));
        Recycling.copyAttributes(result, vx, vy, false);
        return result;
    }

    /** {@code !x}: logical for logical and numeric x; a logical x keeps all its attributes. */
    public static RValue not(RValue x) {
        if (x instanceof flashr.lang.RRaw raw) return RawLogic.not(raw);
        if (!(x instanceof RVector v) || !(v.type().isNumeric() || v.type() == RType.COMPLEX)) throw new RError("invalid argument type");
        RLogical result = new RLogical(v instanceof RLogical l ? negated(l.data()) : negatedElements(v));
        if (v.hasAttributes()) {
            if (v.type() == RType.LOGICAL) {
                result.setAttributes(v.attributes());
            } else {
                for (String name : new String[] {"names", "dim", "dimnames"}) result.setAttr(name, v.getAttr(name));
            }
        }
        return result;
    }

    // The element loops are small methods of their own: the JIT compiles the loop that a long
    // vector makes hot, not the argument checks around it (a whole-script first call paid for
    // compiling those), and a new operand type recompiles only its loop.

    private static int[] combined(boolean and, int[] a, int[] b) {
        int[] r = new int[a.length];
        for (int i = 0; i < r.length; i++) r[i] = combine(and, a[i], b[i]);
        return r;
    }

    /** Operands of different lengths, the shorter recycled (n is 0 when either is empty). */
    private static int[] recycled(boolean and, int[] a, int[] b, int n) {
        int[] r = new int[n];
        for (int i = 0, ia = 0, ib = 0; i < n; i++) {
            r[i] = combine(and, a[ia], b[ib]);
            if (++ia == a.length) ia = 0;
            if (++ib == b.length) ib = 0;
        }
        return r;
    }

    private static int[] negated(int[] a) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] == RLogical.NA ? RLogical.NA : 1 - a[i];
        return r;
    }

    private static int[] negatedElements(RVector v) {
        int[] r = new int[v.length()];
        for (int i = 0; i < r.length; i++) {
            int b = v.getLogical(i);
            r[i] = b == RLogical.NA ? RLogical.NA : 1 - b;
        }
        return r;
    }

    /** One three-valued and/or: {@code NA & FALSE} is FALSE, {@code NA | TRUE} is TRUE. */
    static int combine(boolean and, int a, int b) {
        if (and) {
            if (a == 0 || b == 0) return 0;
            return a == RLogical.NA || b == RLogical.NA ? RLogical.NA : 1;
        }
        if (a == 1 || b == 1) return 1;
        return a == RLogical.NA || b == RLogical.NA ? RLogical.NA : 0;
    }

    private static RVector operand(RValue v) {
        if (v == RNull.NULL) return new RLogical(new int[0]);
        if (v instanceof RVector vec && (vec.type().isNumeric() || vec.type() == RType.COMPLEX)) return vec;
        throw new RError("operations are possible only for numeric, logical or complex types");
    }

    private static int[] logicals(RVector v) {
        return v instanceof RLogical l ? l.data() : ((RLogical) Coerce.to(v, RType.LOGICAL)).data();
    }
}
