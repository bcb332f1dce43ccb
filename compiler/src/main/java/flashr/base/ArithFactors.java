package flashr.base;

import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Operators on factors, as R's {@code Ops.factor}: {@code ==} and {@code !=} compare the
 * labels; any other operator warns that it is not meaningful and gives NAs.
 */
final class ArithFactors {
    private ArithFactors() {}

    static boolean isFactor(RValue v) {
        return v instanceof RVector vec && vec.inherits("factor") && vec.getAttr("levels") instanceof RString;
    }

    static RValue ops(String op, RValue x, RValue y, Interpreter interp, RValue call) {
        RVector vx = (RVector) x, vy = (RVector) y;
        if (op.equals("==") || op.equals("!=")) {
            return CompareOps.binary(op, SortSets.values(vx, "e1"), SortSets.values(vy, "e2"), interp, call);
        }
        RCall methodCall = call instanceof RCall c ? new RCall(RSymbol.of("Ops.factor"), c.args(), c.names(), c.pos()) : null;
        interp.warning(methodCall, "\u2018" + op + "\u2019 not meaningful for factors");
        return RLogical.ofLength(0).allocate(Math.max(vx.length(), vy.length()));
    }
}
