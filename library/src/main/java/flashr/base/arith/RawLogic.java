package flashr.base.arith;

import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RRaw;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code & | !} on raw vectors (bitwise, giving raw) and comparisons with a raw operand. */
final class RawLogic {
    private RawLogic() {}

    static final int AND = 0, OR = 1, XOR = 2;

    /** True when both operands of {@code &} or {@code |} are raw (R's bitwise case); one raw alone is R's error. */
    static boolean applies(RValue x, RValue y) {
        boolean rx = x instanceof RRaw, ry = y instanceof RRaw;
        if (rx != ry && (rx || ry)) {
            RValue other = rx ? y : x;
            if (other != RNull.NULL) throw new RError("operations are possible only for numeric, logical or complex types");
        }
        return rx || ry;
    }

    static RValue binary(int op, RValue x, RValue y, Interpreter interp, RValue call) {
        RRaw a = x instanceof RRaw r ? r : new RRaw(new byte[0]);
        RRaw b = y instanceof RRaw r ? r : new RRaw(new byte[0]);
        int nx = a.length(), ny = b.length();
        Recycling.checkConformable(a, b);
        Recycling.checkMultiple(nx, ny, interp, call);
        int n = nx == 0 || ny == 0 ? 0 : Math.max(nx, ny);
        byte[] out = new byte[n];
        for (int i = 0; i < n; i++) {
            byte p = a.data()[i % nx], q = b.data()[i % ny];
            out[i] = (byte) (op == AND ? p & q : op == OR ? p | q : p ^ q);
        }
        RRaw result = new RRaw(out);
        Recycling.copyAttributes(result, a, b, false);
        return result;
    }

    static RValue not(RRaw x) {
        byte[] out = new byte[x.length()];
        for (int i = 0; i < out.length; i++) out[i] = (byte) ~x.data()[i];
        RRaw result = new RRaw(out);
        for (String name : new String[] {"names", "dim", "dimnames"}) result.setAttr(name, x.getAttr(name));
        return result;
    }

    /** A comparison with a raw operand: as strings against a string, else as the bytes' integer values. */
    static RValue compare(int op, RValue x, RValue y, Interpreter interp, RValue call) {
        if (x instanceof RString || y instanceof RString) {
            return CompareOps.binary(op, asText(x), asText(y), interp, call);
        }
        return CompareOps.binary(op, asInts(x), asInts(y), interp, call);
    }

    private static RValue asText(RValue v) {
        return v instanceof RRaw r ? Coerce.toKeepingAttributes(r, RType.CHARACTER) : v;
    }

    private static RValue asInts(RValue v) {
        if (!(v instanceof RRaw r)) return v;
        int[] d = new int[r.length()];
        for (int i = 0; i < d.length; i++) d[i] = r.get(i);
        RInt out = new RInt(d);
        if (r.hasAttributes()) out.setAttributes(r.attributes());
        return out;
    }

    /** {@code xor(x, y)} of two raw vectors. */
    static RValue xor(RVector x, RVector y, Interpreter interp, RValue call) {
        return binary(XOR, x, y, interp, call);
    }
}
