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

    /**
     * A call of a closure typed on scalars ({@link TypedCall.Entry}) entered without promises or
     * the general call's frame: where each argument is a constant or a variable bound to a value
     * (not an unforced promise, not an active binding, not missing), reading it now has no
     * effects and cannot fail, so the values stand for the promises R would bind in a frame (the
     * typed body reads its parameters and calls nothing that could see the frame or its absence).
     * Null where the callee is not such a function, an argument is not such a value, or the
     * typed body's guards fail: the caller then makes the general call, with promises.
     */
    public static RValue direct(Interpreter in, RClosure f, REnvironment env, RValue call) {
        return direct(in, f, env, call, null);
    }

    /**
     * As {@link #direct(Interpreter, RClosure, REnvironment, RValue)}, where an argument may also
     * be base arithmetic ({@code + - * /}) of such values, computed now ({@link EagerArith}) where
     * that cannot fail, warn or dispatch; {@code site} keeps whether base's operators were found.
     */
    static RValue direct(Interpreter in, RClosure f, REnvironment env, RValue call, DirectSite site) {
        if (!(f.compiledBody() instanceof TypedCall.Entry entry)) return null;
        RCall c = (RCall) call;
        String[] formals = f.formalNames();
        int n = c.argCount();
        if (formals.length != n || f.dotsAt() >= 0 || in.callDepthLeft() <= 1) return null;
        RValue[] values = new RValue[n];
        for (int i = 0; i < n; i++) {
            RValue a = c.arg(i);
            RValue v = a instanceof RSymbol s ? boundValue(env, s.name()) : a instanceof RCall k ? EagerArith.value(in, env, k, site) : constant(a);
            if (v == null) return null;
            values[i] = v;
        }
        return entry.typedCall(in, f.env(), values);
    }

    /** The value {@code name} is bound to along {@code env}'s chain, when reading it has no effects; else null. */
    static RValue boundValue(REnvironment env, String name) {
        if (name.startsWith("..")) return null;
        REnvironment where = env.whereDefined(name);
        if (where == null) return null;
        REnvironment.Binding b = where.binding(name);
        if (b == null || b.isActive()) return null;
        RValue v = b.value();
        if (v instanceof RPromise p) v = p.isForced() ? p.value() : null;
        return v == null || v == flashr.lang.RMissing.MISSING ? null : v;
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
