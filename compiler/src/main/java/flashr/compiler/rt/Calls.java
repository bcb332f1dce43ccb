package flashr.compiler.rt;

import flashr.eval.CompiledCode;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * Compiled calls of functions found by name at run time: a closure is applied directly with its
 * arguments as promises (compiled code for calls, the variable for a symbol, the value for a
 * constant), as the evaluator applies it; anything else (a builtin or special under that name)
 * is left to the evaluator.
 */
public final class Calls {
    private Calls() {}

    /** The closure {@code call}'s function names from {@code env}, or null when it names another kind of function. */
    public static RClosure closure(Interpreter in, REnvironment env, RValue call) {
        RCall c = (RCall) call;
        RFunction f = in.findFunction((RSymbol) c.function(), env, c);
        return f instanceof RClosure k ? k : null;
    }

    public static RValue apply(Interpreter in, RClosure f, RValue[] args, REnvironment env, RValue call) {
        RCall c = (RCall) call;
        return in.apply(f, args, c.names(), env, c);
    }

    /** A lazy argument whose expression runs as compiled code when forced. */
    public static RValue promise(RValue expr, REnvironment env, CompiledCode code) {
        return new RPromise(expr, env, code);
    }

    /** A lazy argument that is a variable. */
    public static RValue symbolPromise(RValue sym, REnvironment env) {
        return new RPromise(sym, env);
    }

    /** A constant argument, as the evaluator passes it. */
    public static RValue constant(RValue v) {
        v.markShared();
        return v;
    }
}
