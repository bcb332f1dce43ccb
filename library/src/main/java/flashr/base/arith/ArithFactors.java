package flashr.base.arith;

import flashr.base.vectors.SortSets;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Operators on factors, as R's {@code Ops.factor}: {@code ==} and {@code !=} compare the
 * labels; any other operator warns that it is not meaningful and gives NAs.
 */
public final class ArithFactors {
    private ArithFactors() {}

    public static boolean isFactor(RValue v) {
        return v instanceof RVector vec && vec.inherits("factor") && vec.getAttr("levels") instanceof RString;
    }

    /** R gives a function (or other non-vector) operand one NA, as its Ops.factor does. */
    private static int length(RValue v) {
        return v instanceof RVector vec ? vec.length() : 1;
    }

    static RValue ops(String op, RValue x, RValue y, Interpreter interp, RValue call) {
        if (op.equals("==") || op.equals("!=")) {
            if (!(x instanceof RVector vx && y instanceof RVector vy)) {
                throw new RError("comparison (" + op + ") is possible only for atomic and list types");
            }
            return CompareOps.binary(op, SortSets.values(vx, "e1"), SortSets.values(vy, "e2"), interp, call);
        }
        RCall methodCall = call instanceof RCall c ? new RCall(RSymbol.of("Ops.factor"), c.args(), c.names(), c.pos()) : null;
        interp.warning(methodCall, "\u2018" + op + "\u2019 not meaningful for factors");
        return RLogical.ofLength(0).allocate(Math.max(length(x), length(y)));
    }
}
