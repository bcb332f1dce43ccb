package flashr.compiler.codegen;

import flashr.compiler.codegen.LoopPlan.Type;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Part of a {@link LoopPlan}'s analysis: the types of calls of typed callees, of functions of one
 * argument, of {@code if} as a value and of logic; what they find (functions for the guards,
 * whether the body may give up, the typed calls) goes into the plan.
 */
final class LoopPlanExprs {
    private final LoopPlan p;

    LoopPlanExprs(LoopPlan p) {
        this.p = p;
    }

    /**
     * {@code f(a, b)} of a function the script assigns at top level whose body is typed on
     * scalars ({@link TypedFunction}), each argument a typed expression, the callee having a typed
     * method for those types (an integer passed for a double parameter runs the callee's body with
     * R's integer arithmetic: a method of its own where that types): that method, called directly (no frame, no promises: its
     * arguments have no effects, its body cannot see frames), where the name finds that function
     * when the loop starts and after each escape. The callee may give up (an NA condition, R's
     * nesting limit, a warning): the iteration is given up, and the generic loop calls it as R does.
     * Its value's type is the callee's.
     */
    Type typedCall(RValue n) {
        if (!(n instanceof RCall c) || !(c.function() instanceof RSymbol f) || c.names() != null) return null;
        if (!p.hints.isCallee(f.name()) || f.name().equals(p.var)) return null;
        List<Type> args = new ArrayList<>();
        for (RValue a : c.args()) {
            Type t = p.type(a);
            if (t != Type.D && t != Type.I) return null;
            args.add(t);
        }
        TypedFunction.Callee callee = p.hints.callee(f.name(), args); // the method for these types: an integer passed to a double parameter has its own
        if (callee == null) return null;
        p.typedCalls.put(c, callee);
        p.fallible = true;
        return callee.returns();
    }

    /**
     * {@code -a}, {@code +a} of a number (its type, a logical's being integer; an integer's negation
     * cannot overflow, NA being the one int without a positive twin); {@code length(x)} of one of
     * the loop's vectors (an int: a typed body never changes a vector's length) or of a scalar; {@code is.na(a)} of
     * a scalar; {@code abs(a)} (an integer's stays integer) and the functions of
     * {@link MathCode#DOUBLE_FUNCTIONS} of a number (a double; a NaN from a number, which R warns
     * about, gives up).
     */
    Type unary(RCall c) {
        String h = ((RSymbol) c.function()).name();
        p.functions.putIfAbsent(h, c);
        if (h.equals("length")) {
            // of a scalar surely assigned by now (the counter, a variable the iteration set): 1
            if (c.arg(0) instanceof RSymbol s && (s.name().equals(p.var) || p.defined.contains(s.name()))) return p.type(s) == null ? null : Type.I;
            return p.vectorName(c.arg(0)) ? Type.I : null;
        }
        Type t = p.type(c.arg(0));
        if (t == null) return null;
        return switch (h) {
            case "is.na" -> Type.L;
            case "-", "+", "abs" -> t == Type.D ? Type.D : Type.I;
            default -> { // sqrt, sin, round, ...: a double; a NaN from a number (R warns) gives up
                if (MathCode.mayGiveUp(h)) p.fallible = true;
                yield Type.D;
            }
        };
    }

    /**
     * {@code if (c) a else b} as a value: both branches of one type (R's value is the branch's own,
     * so an integer branch and a double one cannot share a JVM local).
     */
    Type ifValue(RCall c) {
        p.functions.putIfAbsent("if", c);
        if (c.argCount() != 3 || p.type(c.arg(0)) != Type.L) return null;
        Type a = p.type(c.arg(1));
        Type b = p.type(c.arg(2));
        if (a == null || a != b) {
            p.refuse(c);
            return null;
        }
        return a;
    }

    /**
     * {@code a && b}, {@code a || b}, {@code !a} of logical scalars (comparisons): both sides are
     * computed, which nobody can tell from R's short circuit, as typed expressions have no effects
     * and raise no errors.
     */
    Type logical(RCall c) {
        String h = ((RSymbol) c.function()).name();
        if (c.argCount() != (h.equals("!") ? 1 : 2)) return null; // & and | of logical scalars: as && and ||
        p.functions.putIfAbsent(h, c);
        for (RValue a : c.args()) if (p.type(a) != Type.L) return null;
        return Type.L;
    }
}
