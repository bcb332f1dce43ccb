package flashr.compiler.rt;

import flashr.eval.Interpreter;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RValue;

/**
 * A compiled call site that may enter a typed callee directly ({@link Calls#direct}). Where the
 * try fails (the callee is not typed, an argument is a promise, a type is not the guess) the site
 * skips its next tries, 1, 3, 7, ... up to 1023 calls, and tries at every call again once one
 * succeeds: a failed try costs a frame of values and the callee's guards, which a site whose
 * arguments never fit would pay at every call. Skipping a try only skips a shortcut: the general
 * call computes the same.
 */
public final class DirectSite {
    private static final int MAX_SKIP = 1023;

    private int skip;
    private int backOff;
    /** The interpreter and its function version when base's arithmetic operators were last found from this site ({@link EagerArith}). */
    Interpreter opsIn;
    int opsVersion;

    public static DirectSite[] make(int n) {
        DirectSite[] d = new DirectSite[n];
        for (int i = 0; i < n; i++) d[i] = new DirectSite();
        return d;
    }

    /** The typed callee's value, or null: the caller makes the general call. */
    public RValue call(Interpreter in, RClosure f, REnvironment env, RValue call) {
        if (skip > 0) {
            skip--;
            return null;
        }
        RValue v = Calls.direct(in, f, env, call, this);
        if (v != null) backOff = 0;
        else {
            skip = backOff;
            backOff = Math.min(2 * backOff + 1, MAX_SKIP);
        }
        return v;
    }
}
