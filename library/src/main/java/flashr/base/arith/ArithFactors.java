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
 * Operators on factors reached without R's Ops.factor (base/factor.R), which dispatch runs first:
 * {@code ==} and {@code !=} compare the labels; any other operator warns that it is not
 * meaningful and gives NAs.
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
            // Ops.factor (R code) has dispatched before: two factors here are a factor and an ordered one,
            // whose methods R finds incompatible, and R's internal comparison takes no factor pair
            if (isFactor(x) && isFactor(y)) throw new RError("comparison of these types is not implemented");
            return CompareOps.binary(op, SortSets.values(vx, "e1"), SortSets.values(vy, "e2"), interp, call);
        }
        interp.warning(methodCall(call), "\u2018" + op + "\u2019 not meaningful for factors");
        return RLogical.ofLength(0).allocate(Math.max(length(x), length(y)));
    }

    /** Unary {@code -f}, {@code +f} or {@code !f}: R's Ops.factor warns and gives NAs. */
    static RValue unary(String op, RValue x, Interpreter interp, RValue call) {
        interp.warning(methodCall(call), "\u2018" + op + "\u2019 not meaningful for factors");
        return RLogical.ofLength(0).allocate(length(x));
    }

    /** Messages name the method, as R's do: {@code Ops.factor(e1, e2)}. */
    private static RCall methodCall(RValue call) {
        return call instanceof RCall c ? new RCall(RSymbol.of("Ops.factor"), c.args(), c.names(), c.pos()) : null;
    }
}
