package flashr.bind.closure;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RInt;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * A user closure of one or two scalars applied to every element of engine operands, compiled into
 * the engine's element-wise DAG ({@link ClosureTranslator}), so that it fuses with what reads it.
 * The result is lazy unless some element may warn or stop in R or the elements' types may differ;
 * then one pass computes it with those checks, and the elements that warn or stop run again
 * through the evaluator for R's conditions ({@link ClosureChecks}).
 */
public final class ScalarClosures {
    /** Whether closures in the subset are compiled; {@code -Dflashr.closures.compile=false} sends all to the evaluator (for comparisons). */
    private static final boolean ENABLED = !"false".equals(System.getProperty("flashr.closures.compile"));

    private ScalarClosures() {}

    /**
     * One argument of the closure: {@code matrix} has the result's shape when {@code varying}, else
     * it is 1x1 (the same value for every call); {@code values} gives its elements as R values,
     * for replays.
     */
    public record Operand(Matrix matrix, ElementType type, boolean varying, Supplier<RVector> values) {}

    /** The closure's values, in the varying operands' shape, and their R type. */
    public record Result(Matrix values, ElementType type) {}

    /**
     * f over the operands' elements, or null when f's body is outside the compiled subset, f has
     * other formals than one per operand, or (with {@code limit}) its values may be of a higher type
     * than {@code limit}. R's warnings and errors of the elements are given now, with {@code call}
     * giving the call of f for element i (R's {@code FUN(X[[i]], ...)}), evaluated from {@code callerEnv}.
     */
    public static Result apply(Interpreter interp, Engine e, RClosure f, List<Operand> operands, ElementType limit,
            IntFunction<RCall> call, REnvironment callerEnv) {
        String[] formals = f.formalNames();
        if (!ENABLED || formals.length != operands.size() || f.dotsAt() >= 0) return null;
        Matrix shape = null;
        Map<String, ClosureTerm> args = new HashMap<>();
        for (int i = 0; i < formals.length; i++) {
            Operand o = operands.get(i);
            args.put(formals[i], ClosureTerm.of(o.matrix(), o.type(), o.varying()));
            if (o.varying()) shape = o.matrix();
        }
        if (shape == null || shape.length() >= Integer.MAX_VALUE) return null;
        ClosureTranslator tr = new ClosureTranslator(e, interp, f.env(), args);
        ClosureTerm t;
        try {
            t = tr.body(f.body());
        } catch (ClosureTranslator.Unsupported | IllegalArgumentException unsupported) {
            return null;
        }
        if (limit != null && t.type().compareTo(limit) > 0) return null;
        Matrix values = t.varying() ? t.m() : broadcast(e, shape, t.m(), t.type());
        RVector[] elements = new RVector[operands.size()];   // read once, at the first replay
        ElementType type = ClosureChecks.run(e, values, t.type(), t.tag(), tr.warnings(), tr.errors(),
                i -> replay(interp, f, operands, elements, i, call, callerEnv));
        if (type != t.type()) values = e.sapply(values, type == ElementType.INTEGER ? UnaryOp.AS_INTEGER : UnaryOp.AS_LOGICAL);
        return new Result(values, type);
    }

    /** R's sapply's call of FUN, {@code FUN(X[[i]], ...)}. */
    public static RCall sapplyCall() {
        return new RCall(RSymbol.of("FUN"), new RValue[] {RCall.of("[[", RSymbol.of("X"), RSymbol.of("i")), RSymbol.of("...")}, null, null);
    }

    /** R's mapply's call of f for element i: {@code f(dots[[1L]][[i]], dots[[2L]][[i]])}, a recycled scalar's index 1. */
    public static RCall mapplyCall(RClosure f, List<Operand> operands, int i) {
        RValue[] shown = new RValue[operands.size()];
        for (int j = 0; j < shown.length; j++) {
            shown[j] = RCall.of("[[", RCall.of("[[", RSymbol.of("dots"), RInt.of(j + 1)), RInt.of(operands.get(j).varying() ? i + 1 : 1));
        }
        return new RCall(f, shown, null, null);
    }

    /** The value {@code v} (1x1) in every element of shape's shape. */
    private static Matrix broadcast(Engine e, Matrix shape, Matrix v, ElementType type) {
        Matrix all = e.mapply(e.sapply(shape, UnaryOp.IS_NA), e.scalar(1, ElementType.LOGICAL), BinaryOp.OR);
        return e.ifelse(all, v, v, type);
    }

    /** f of element i, through the evaluator, for its warnings and errors (its value is the compiled one). */
    private static void replay(Interpreter interp, RClosure f, List<Operand> operands, RVector[] elements, int i,
            IntFunction<RCall> call, REnvironment callerEnv) {
        RValue[] args = new RValue[operands.size()];
        for (int k = 0; k < args.length; k++) {
            Operand o = operands.get(k);
            if (elements[k] == null) elements[k] = o.values().get();
            args[k] = elements[k].getElement(o.varying() ? i : 0);
        }
        interp.apply(f, args, null, callerEnv, call.apply(i));
    }
}
