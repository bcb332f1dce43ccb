package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RMissing;
import flashr.lang.RPromise;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The evaluator's calls of builtins: a special gets its call unevaluated; an eager builtin's
 * arguments are evaluated first (expanding {@code ...}, the earlier values held while later ones
 * are evaluated) and it is invoked with them. A Java failure inside a builtin becomes R's error in
 * the call, or the user's interrupt that stopped it.
 */
final class BuiltinCalls {
    private static final String[][] NULL_NAMES = new String[9][];

    static {
        for (int i = 0; i < NULL_NAMES.length; i++) NULL_NAMES[i] = new String[i];
    }

    private BuiltinCalls() {}

    /** Evaluates the arguments of a builtin call, expanding {@code ...}; empty arguments stay {@link RMissing}. */
    static RValue call(Interpreter in, RBuiltin b, RCall call, REnvironment env) {
        if (b.kind() == RBuiltin.Kind.SPECIAL) {
            in.setVisible(true);
            // R's closures among these (local, system.time, tryCatch ...) force their arguments in their own context
            boolean inContext = !RPrimitives.isPrimitive(b);
            if (inContext) in.enterContext(call, true);
            try {
                RValue r = InternalGenerics.dispatchSpecial(in, b, call, env);
                if (r == null) r = b.body().apply(new Args(in, call, env, Interpreter.NO_VALUES, Interpreter.NO_VALUES, NULL_NAMES[0]));
                if (Visibility.visibleSpecial(b)) in.setVisible(true); // f()$a prints, as R's primitive `$`
                return r;
            } catch (RError e) {
                if (inContext) in.recordWhereRaised(e);
                throw e.withCallIfAbsent(call);
            } catch (ControlFlow | SystemQuit e) {
                throw e;
            } catch (RuntimeException e) {
                throw failure(in, e, call);
            } finally {
                if (inContext) in.leaveContext();
            }
        }
        try {
            return callEager(in, b, call, env);
        } catch (RError e) {
            throw RPrimitives.isPrimitive(b.name()) ? e : missingInCallee(in, e, call);
        }
    }

    /**
     * A missing argument met while the arguments of a builtin are evaluated: R evaluates them
     * inside the function unless it is a primitive, so the error is the function's call.
     */
    private static RError missingInCallee(Interpreter in, RError e, RCall call) {
        Frame f = in.topFrame();
        if (f == null || e.call() != f.call || e.condition() != null || !e.getMessage().endsWith("is missing, with no default")) return e;
        return new RError(e.getMessage(), call);
    }

    private static RValue callEager(Interpreter in, RBuiltin b, RCall call, REnvironment env) {
        RValue[] exprs = call.args();
        String[] names = call.names();
        int n = exprs.length;
        boolean hasDots = Interpreter.hasDots(exprs);
        if (!hasDots) {
            if (n == 2 && exprs[0] instanceof RCall && "%*%".equals(b.name())) {
                RValue r = NegatedProduct.of(in, b, call, env); // -X %*% y without the copy -X
                if (r != null) return r;
            }
            RValue[] values = new RValue[n];
            boolean inContext = n > 0 && !RPrimitives.isPrimitive(b);
            if (inContext) in.enterContext(call, false);
            try {
                boolean absent = b.missingArgsAbsent();
                if (n > 0) values[0] = absent ? evalOrAbsent(in, exprs[0], env) : evalArg(in, exprs[0], env);
                if (n > 1) {
                    in.holding++; // the first values are held while later arguments are evaluated
                    try {
                        for (int i = 1; i < n; i++) values[i] = absent ? evalOrAbsent(in, exprs[i], env) : evalArg(in, exprs[i], env);
                    } finally {
                        in.holding--;
                    }
                }
            } finally {
                if (inContext) in.leaveContext();
            }
            if (n > 0 && b.isReplacement()) keepCallersValue(values[0]);
            return in.invokeBuiltin(b, call, env, values, names == null ? unnamed(n) : names, true);
        }
        in.holding++;
        try {
            return callWithDots(in, b, call, env);
        } finally {
            in.holding--;
        }
    }

    /** An argument that is the caller's missing argument stays {@link RMissing}, as missing() in R's closure sees it. */
    private static RValue evalOrAbsent(Interpreter in, RValue expr, REnvironment env) {
        if (expr instanceof flashr.lang.RSymbol s && in.frameOf(env) != null && Calls.passesMissing(in, env, s.name())) return RMissing.MISSING;
        return evalArg(in, expr, env);
    }

    private static RValue evalArg(Interpreter in, RValue expr, REnvironment env) {
        return expr == RMissing.MISSING ? RMissing.MISSING : in.eval(expr, env);
    }

    private static RValue callWithDots(Interpreter in, RBuiltin b, RCall call, REnvironment env) {
        List<RValue> vs = new ArrayList<>();
        List<String> ns = new ArrayList<>();
        boolean inContext = !RPrimitives.isPrimitive(b);
        if (inContext) in.enterContext(call, false);
        try {
            evaluateWithDots(in, call, env, vs, ns);
        } finally {
            if (inContext) in.leaveContext();
        }
        if (!vs.isEmpty() && b.isReplacement()) keepCallersValue(vs.get(0));
        return in.invokeBuiltin(b, call, env, vs.toArray(Interpreter.NO_VALUES), ns.toArray(new String[0]), true);
    }

    private static void evaluateWithDots(Interpreter in, RCall call, REnvironment env, List<RValue> vs, List<String> ns) {
        RValue[] exprs = call.args();
        String[] names = call.names();
        int n = exprs.length;
        for (int i = 0; i < n; i++) {
            if (exprs[i] == Interpreter.DOTS) {
                RDots d = in.dotsIn(env);
                for (int k = 0; k < d.values.length; k++) {
                    RValue v = d.values[k];
                    vs.add(v instanceof RPromise p ? in.force(p) : v);
                    ns.add(d.names[k]);
                }
            } else {
                vs.add(evalArg(in, exprs[i], env));
                ns.add(names == null ? null : names[i]);
            }
        }
    }

    /**
     * A replacement builtin ({@code names<-}, {@code colnames<-}) changes its first argument in
     * place when it is unshared, as an assignment's target is; called by name, as
     * {@code y <- `names<-`(x, v)}, the value is still the caller's x and must not change.
     */
    private static void keepCallersValue(RValue target) {
        if (!target.isTemporary()) target.markShared();
    }

    /** An array of n null names (shared for small n: never written to). */
    static String[] unnamed(int n) {
        return n < NULL_NAMES.length ? NULL_NAMES[n] : new String[n];
    }

    /**
     * A Java failure of a builtin: when an interrupt is pending the builtin was stopped by it (an
     * engine pass cancelled, which reports itself as an exception), so the interrupt unwinds.
     */
    static RuntimeException failure(Interpreter in, RuntimeException e, RCall call) {
        in.checkInterrupt();
        return internalError(e, call);
    }

    /** A Java failure inside R code, reported as an R error in {@code call} (with the Java trace when FLASHR_DEBUG=1). */
    static RError internalError(RuntimeException e, RCall call) {
        if ("1".equals(System.getenv("FLASHR_DEBUG"))) e.printStackTrace();
        return new RError(JavaFailures.message(e), call);
    }

    /** R's error for memory that ran out (R's own when its vector heap reaches its limit); the session goes on. */
    static RError memoryExhausted(OutOfMemoryError e) {
        if ("1".equals(System.getenv("FLASHR_DEBUG"))) e.printStackTrace();
        return new RError("vector memory exhausted (limit reached?)").withoutCall();
    }
}
