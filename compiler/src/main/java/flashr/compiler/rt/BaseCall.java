package flashr.compiler.rt;

import flashr.eval.Interpreter;
import flashr.eval.RPrimitives;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * A compiled call of a base builtin by name ({@code length(x)}, {@code c(a, b)}): the builtin to
 * call with the evaluated arguments while the name, seen from where the call runs, still means
 * base's eager primitive (checked as {@link Guard} checks constructs). Null otherwise: the call is
 * then evaluated from its node, so a redefined {@code length} is called as R calls it.
 */
public final class BaseCall {
    private Interpreter in;
    private int version;
    private RBuiltin builtin;

    public static BaseCall[] make(int n) {
        BaseCall[] s = new BaseCall[n];
        for (int i = 0; i < n; i++) s[i] = new BaseCall();
        return s;
    }

    public RBuiltin builtin(Interpreter in, REnvironment env, RValue call) {
        if (this.in == in && version == in.functionVersion()) return builtin;
        RCall c = (RCall) call;
        String name = ((RSymbol) c.function()).name();
        RValue base = in.baseEnv().getLocal(name);
        RFunction found = in.findFunction((RSymbol) c.function(), env, c);
        builtin = found == base && base instanceof RBuiltin b && b.kind() != RBuiltin.Kind.SPECIAL && RPrimitives.isPrimitive(name) ? b : null;
        if (found != base) return null; // not remembered: a local function of the same name may go away
        this.in = in;
        this.version = in.functionVersion();
        return builtin;
    }

    /** Calls the builtin with its evaluated arguments, named as in the call. */
    public static RValue call(Interpreter in, RBuiltin b, RValue[] args, REnvironment env, RValue call) {
        RCall c = (RCall) call;
        return in.apply(b, args, c.names(), env, c);
    }
}
