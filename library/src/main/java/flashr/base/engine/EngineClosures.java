package flashr.base.engine;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.bind.closure.ScalarClosures;
import flashr.engine.Matrix;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RLogical;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.List;

/**
 * {@code sapply(x, FUN)} and {@code vapply(x, FUN, FUN.VALUE)} over a plain engine vector with a
 * closure of one scalar in the compiled subset ({@link ScalarClosures}): the closure joins the
 * engine's DAG and the result is an engine vector. Anything else (a matrix, extra arguments,
 * simplify = FALSE, names, a FUN.VALUE other than one number, a closure outside the subset, values
 * of a higher type than FUN.VALUE's) goes to the R body, which calls FUN element by element.
 */
final class EngineClosures {
    private EngineClosures() {}

    static void register(Registry r) {
        r.engineMethod("sapply", a -> {
            if (a.has(3) && !isTrue(a.get(3))) return null;
            return apply(a, null);
        });
        r.engineMethod("vapply", a -> {
            if (!(a.get(2) instanceof RVector v) || v.length() != 1 || v.hasAttributes() || !v.type().isNumeric()) return null;
            ElementType limit = v.type() == RType.DOUBLE ? ElementType.DOUBLE : v.type() == RType.INTEGER ? ElementType.INTEGER
                    : ElementType.LOGICAL;
            return apply(a, limit);
        });
    }

    private static boolean isTrue(RValue v) {
        return v instanceof RLogical l && l.length() == 1 && !l.hasAttributes() && l.getInt(0) == 1;
    }

    /** FUN over x's elements, as vapply with FUN.VALUE of type {@code limit} gives them (sapply: null). */
    private static RValue apply(Args a, ElementType limit) {
        if (!(a.get(0) instanceof FmMatrix x) || x.isFlashR() || x.kind() != FmMatrix.Kind.VECTOR || x.hasAttributes()
                || x.length() == 0 || !(a.get(1) instanceof RClosure f) || a.dots().length != 0) {
            return null;
        }
        Matrix m = x.column();
        var operand = new ScalarClosures.Operand(m, m.type(), true, x::materialize);
        RCall call = ScalarClosures.sapplyCall();
        var r = ScalarClosures.apply(a.interp(), EngineOperand.engine(a), f, List.of(operand), limit, i -> call, a.env());
        if (r == null) return null;
        Matrix values = r.values();
        if (limit != null && r.type() != limit) {
            values = EngineOperand.engine(a).sapply(values, limit == ElementType.DOUBLE ? UnaryOp.AS_DOUBLE : UnaryOp.AS_INTEGER);
        }
        return FmMatrix.plain(values, false);
    }
}
