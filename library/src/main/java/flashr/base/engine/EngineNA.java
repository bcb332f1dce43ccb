package flashr.base.engine;

import flashr.base.Registry;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.dag.SapplyNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RValue;

/**
 * R's NA predicates on engine values ({@code is.na}, {@code is.nan}, {@code is.finite},
 * {@code is.infinite}) as lazy sapply nodes giving logical with the operand's dim, and the
 * building blocks of {@code na.rm = TRUE}: a value with its NA and NaN replaced by a neutral
 * element (an ifelse node) and the count of elements that are not; {@code anyNA} as one pass.
 */
final class EngineNA {
    private EngineNA() {}

    static void register(Registry r) {
        for (UnaryOp op : new UnaryOp[] {UnaryOp.IS_NA, UnaryOp.IS_NAN, UnaryOp.IS_FINITE, UnaryOp.IS_INFINITE}) {
            r.engineMethod(op.rName(), a -> predicate(a, op));
        }
        r.engineMethod("anyNA", EngineNA::anyNA);
    }

    /** {@code anyNA(x)} of an engine value: one pass for any NA or NaN (a sink), as R's any(is.na(x)). */
    private static RValue anyNA(Args a) {
        if (!a.has(0)) return null;
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine() || x.isFlashR()) return null;
        Engine e = EngineOperand.engine(a);
        Matrix any = e.agg(e.sapply(x.matrix(e), UnaryOp.IS_NA), AggOp.ANY);
        e.materialize(any);
        return flashr.lang.RLogical.of(any.toIntArray()[0] == 1);
    }

    private static RValue predicate(Args a, UnaryOp op) {
        if (a.formalCount() < 1 || !a.has(0)) return null;
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine()) return null;
        Engine e = EngineOperand.engine(a);
        return EngineOperand.result(e.sapply(x.matrix(e), op), x.dim != null, x.isFlashR());
    }

    /** True when the logical m can hold no NA: the result of a predicate. */
    static boolean neverNA(Matrix m) {
        return m.node() instanceof SapplyNode s && s.op.isPredicate();
    }

    /** m with its NA and NaN elements replaced by {@code fill}, as type t. */
    static Matrix replaceNA(Engine e, Matrix m, Matrix fill, ElementType t) {
        return e.ifelse(e.sapply(m, UnaryOp.IS_NA), fill, m, t);
    }

    /** m with its NA and NaN elements replaced by the double {@code fill}, as doubles. */
    static Matrix replaceNA(Engine e, Matrix m, double fill) {
        return replaceNA(e, m, e.scalar(fill), ElementType.DOUBLE);
    }

    /** TRUE for each element of m that is neither NA nor NaN (sums of it count them, as integers). */
    static Matrix present(Engine e, Matrix m) {
        return e.sapply(e.sapply(m, UnaryOp.IS_NA), UnaryOp.NOT);
    }

    /** How many elements of m are neither NA nor NaN, as a double (a lazy 1x1 sink). */
    static Matrix presentCount(Engine e, Matrix m) {
        return e.agg(e.sapply(present(e, m), UnaryOp.AS_DOUBLE), AggOp.SUM);
    }
}
