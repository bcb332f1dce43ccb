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
            if (isFactor(x) && isFactor(y) && !sameLevelSets((RString) vx.getAttr("levels"), (RString) vy.getAttr("levels"))) {
                throw new RError("level sets of factors are different", methodCall(call));
            }
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

    /** R compares the sorted level sets: the same labels in any order are compatible. */
    private static boolean sameLevelSets(RString a, RString b) {
        if (a.length() != b.length()) return false;
        String[] sa = a.data().clone(), sb = b.data().clone();
        java.util.Arrays.sort(sa, java.util.Comparator.nullsLast(java.util.Comparator.naturalOrder()));
        java.util.Arrays.sort(sb, java.util.Comparator.nullsLast(java.util.Comparator.naturalOrder()));
        return java.util.Arrays.equals(sa, sb);
    }

    /** Messages name the method, as R's do: {@code Ops.factor(e1, e2)}. */
    private static RCall methodCall(RValue call) {
        return call instanceof RCall c ? new RCall(RSymbol.of("Ops.factor"), c.args(), c.names(), c.pos()) : null;
    }
}
