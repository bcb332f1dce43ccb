package flashr.eval;

import flashr.lang.EngineValue;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of one builtin call. For a builtin with formals, {@link #get(int)} is the value
 * matched to formal i (null when not supplied) and the values matched to {@code ...} are in
 * {@link #dots()}. For a builtin without formals, every supplied value is a dot, in order.
 * For a special, {@link #call()} holds the unevaluated arguments and {@link #env()} the
 * environment to evaluate them in.
 */
public final class Args {
    private final Interpreter interp;
    private final RCall call;
    private final REnvironment env;
    private final RValue[] matched;
    private final RValue[] dots;
    private final String[] dotNames;

    public Args(Interpreter interp, RCall call, REnvironment env, RValue[] matched, RValue[] dots, String[] dotNames) {
        this.interp = interp;
        this.call = call;
        this.env = env;
        this.matched = matched;
        this.dots = dots;
        this.dotNames = dotNames;
    }

    public Interpreter interp() {
        return interp;
    }

    /** The call as written (for error messages and specials). */
    public RCall call() {
        return call;
    }

    /**
     * Whether an empty value among the arguments is the value of an argument expression (the
     * empty symbol, as {@code quote(expr = )} gives) rather than an empty argument: the call as
     * written has neither an empty argument nor a {@code ...} that could have carried one.
     */
    public boolean emptyValuesAreSymbols() {
        if (call == null) return false;
        for (RValue e : call.args()) {
            if (e == flashr.lang.RMissing.MISSING || e == Interpreter.DOTS) return false;
        }
        return true;
    }

    /** The environment the call is evaluated in. */
    public REnvironment env() {
        return env;
    }

    /** The value matched to formal {@code i}, or null when the argument was not supplied. */
    public RValue get(int i) {
        return matched[i];
    }

    public boolean has(int i) {
        return matched[i] != null;
    }

    /** The values matched to {@code ...} (or all values, for a builtin without formals). */
    public RValue[] dots() {
        return dots;
    }

    /** The names of {@link #dots()}: null entries where unnamed. */
    public String[] dotNames() {
        return dotNames;
    }

    public int formalCount() {
        return matched.length;
    }

    /** True when a supplied value is held by the matrix engine. */
    public boolean hasEngineValue() {
        return EngineCalls.any(matched) || EngineCalls.any(dots);
    }

    /** True when a supplied engine value carries dimnames ({@link EngineValue#hasDimnames()}). */
    public boolean hasNamedEngineValue() {
        for (RValue v : matched) if (v instanceof EngineValue e && e.hasDimnames()) return true;
        for (RValue v : dots) if (v instanceof EngineValue e && e.hasDimnames()) return true;
        return false;
    }

    /** These arguments with every engine value materialized as its R vector. */
    public Args materialized() {
        List<EngineValue> values = new ArrayList<>();
        for (RValue v : matched) if (v instanceof EngineValue e) values.add(e);
        for (RValue v : dots) if (v instanceof EngineValue e) values.add(e);
        if (values.size() > 1) interp.materializeTogether(values);
        return mapped(EngineValue::local);
    }

    /** These arguments with {@code f} applied to each supplied value. */
    public Args mapped(java.util.function.UnaryOperator<RValue> f) {
        return new Args(interp, call, env, map(matched, f), map(dots, f), dotNames);
    }

    private static RValue[] map(RValue[] values, java.util.function.UnaryOperator<RValue> f) {
        RValue[] r = values.clone();
        for (int i = 0; i < r.length; i++) if (r[i] != null) r[i] = f.apply(r[i]);
        return r;
    }
}
