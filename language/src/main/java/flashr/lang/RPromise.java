package flashr.lang;

/**
 * A lazy argument: an expression and the environment to evaluate it in, evaluated at most
 * once. Promises live in function frames and are forced on first use.
 */
public final class RPromise extends RValue {
    private final RValue expr;
    private REnvironment env; // null once forced
    private RValue value;
    private boolean underEvaluation;
    /** Compiled code computing {@code expr} in {@code env} (a {@code flashr.eval.CompiledCode}), or null. */
    private Object code;

    public RPromise(RValue expr, REnvironment env) {
        this.expr = expr;
        this.env = REnvironment.held(env); // may outlive the call that made it (delayedAssign)
    }

    /**
     * A call's argument or default: the caller tracks it, so {@code env} is not marked as held
     * (see {@code flashr.eval.ArgumentRelease}); only the interpreter's calls make these.
     */
    public static RPromise argument(RValue expr, REnvironment env) {
        RPromise p = new RPromise(expr, null);
        p.env = env;
        return p;
    }

    /** A promise that is already forced (e.g. arguments supplied as values by do.call). */
    /** A promise whose expression has compiled code: forcing it runs the code instead of evaluating the expression. */
    public RPromise(RValue expr, REnvironment env, Object code) {
        this.expr = expr;
        this.env = REnvironment.held(env);
        this.code = code;
    }

    public Object code() {
        return code;
    }

    public static RPromise forced(RValue expr, RValue value) {
        RPromise p = new RPromise(expr, null);
        p.value = value;
        return p;
    }

    public RValue expr() {
        return expr;
    }

    public REnvironment env() {
        return env;
    }

    public boolean isForced() {
        return value != null;
    }

    public RValue value() {
        return value;
    }

    public void setValue(RValue v) {
        v.markBound();
        value = v;
        env = null;
        code = null;
    }

    /** Guards against a promise whose evaluation needs itself ("promise already under evaluation"). */
    public boolean isUnderEvaluation() {
        return underEvaluation;
    }

    public void setUnderEvaluation(boolean b) {
        underEvaluation = b;
    }

    @Override
    public RType type() {
        return RType.SYMBOL; // never visible: always forced before use
    }
}
