package flashr.base.arith;

import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code bitwAnd}, {@code bitwOr}, {@code bitwXor}, {@code bitwNot} and the shifts, on 32-bit integers. */
final class ArithBitwise {
    private ArithBitwise() {}

    static final int AND = 0, OR = 1, XOR = 2, SHIFT_LEFT = 3, SHIFT_RIGHT = 4;

    static RValue binary(int op, RValue a, RValue b, Interpreter interp, RValue call) {
        RVector x = operand(a), y = operand(b);
        if (op <= XOR && x.type() != y.type() && !(x.type().isNumeric() && y.type().isNumeric())) {
            throw new RError("'a' and 'b' must have the same type");
        }
        int[] xs = ints(x, interp, call), ys = ints(y, interp, call);
        int n = Recycling.length(xs.length, ys.length);
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            int u = xs[i % xs.length], v = ys[i % ys.length];
            r[i] = u == RInt.NA || v == RInt.NA ? RInt.NA : switch (op) {
                case AND -> u & v;
                case OR -> u | v;
                case XOR -> u ^ v;
                case SHIFT_LEFT -> v > 31 ? RInt.NA : u << v;
                default -> v > 31 ? RInt.NA : u >>> v;
            };
        }
        return new RInt(r);
    }

    static RValue not(RValue a, Interpreter interp, RValue call) {
        int[] xs = ints(operand(a), interp, call);
        int[] r = new int[xs.length];
        for (int i = 0; i < r.length; i++) r[i] = xs[i] == RInt.NA ? RInt.NA : ~xs[i];
        return new RInt(r);
    }

    private static RVector operand(RValue v) {
        if (v instanceof RVector vec && vec.type().isAtomic()) return vec;
        throw new RError("'a' and 'b' must have the same type");
    }

    /** The values as integers, with R's warning for doubles outside the integer range. */
    private static int[] ints(RVector v, Interpreter interp, RValue call) {
        if (!v.type().isNumeric()) throw new RError("'a' and 'b' must have the same type");
        int n = v.length();
        int[] r = new int[n];
        boolean outOfRange = false;
        for (int i = 0; i < n; i++) {
            r[i] = v.getInt(i);
            if (r[i] == RInt.NA && !v.isNA(i)) outOfRange = true;
        }
        if (outOfRange) interp.warning(call, "NAs introduced by coercion to integer range");
        return r;
    }
}
