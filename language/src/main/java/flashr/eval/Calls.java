package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/** What builtins may ask about the active closure calls: sys.call, parent.frame, missing, nargs, on.exit, return. */
public final class Calls {
    private Calls() {}

    /** The call of the function whose frame is {@code env} (sys.call()), or NULL at top level. */
    public static RValue sysCall(Interpreter in, REnvironment env, int which) {
        Frame f = relativeFrame(in, env, which);
        return f == null ? RNull.NULL : f.call;
    }

    /** The function whose frame is {@code env} (sys.function()). */
    public static RValue sysFunction(Interpreter in, REnvironment env, int which) {
        Frame f = relativeFrame(in, env, which);
        if (f == null || f.function == null) throw new RError("not that many frames on the stack");
        return f.function;
    }

    /** sys.frames(): the environment of every active frame, outermost first, or NULL at top level. */
    /** Every active frame's environment, outermost first, or NULL at top level. */
    public static RValue sysFrames(Interpreter in) {
        int n = in.frameCount();
        if (n == 0) return RNull.NULL;
        RValue[] frames = new RValue[n];
        for (int i = 0; i < n; i++) frames[i] = in.frameAt(i).env;
        return new flashr.lang.RList(frames);
    }

    public static RValue sysFrames(Interpreter in, REnvironment env) {
        int n = depth(in, env);
        if (n == 0) return RNull.NULL;
        RValue[] frames = new RValue[n];
        for (int i = 0; i < n; i++) frames[i] = in.frameAt(i).env;
        return new flashr.lang.RList(frames);
    }

    /** sys.frame(which) called from {@code env}: 0 is the global environment, negative counts back from the caller. */
    public static RValue sysFrame(Interpreter in, REnvironment env, int which) {
        if (which == 0) return in.globalEnv();
        Frame f = relativeFrame(in, env, which);
        if (f == null) throw new RError("not that many frames on the stack");
        return f.env;
    }

    /**
     * How many frames sys.calls(), sys.frames(), sys.parents() and sys.nframe() called from
     * {@code env} see: R's do_sys counts up to the newest frame of {@code env}'s function (none,
     * as for code a promise runs at top level inside tryCatch: 0).
     */
    public static int depth(Interpreter in, REnvironment env) {
        for (int i = in.frameCount() - 1; i >= 0; i--) if (in.frameAt(i).env == env) return i + 1;
        return 0;
    }

    /** sys.calls() called from {@code env}: the call of every frame up to env's, outermost first, or NULL. */
    public static RValue sysCalls(Interpreter in, REnvironment env) {
        int n = depth(in, env);
        if (n == 0) return RNull.NULL;
        RValue[] calls = new RValue[n];
        for (int i = 0; i < n; i++) calls[i] = in.frameAt(i).call;
        return new flashr.lang.RList(calls);
    }

    /** sys.parents(): per active frame, the number of the frame it was called from (0: top level). */
    public static RValue sysParents(Interpreter in, REnvironment env) {
        int n = depth(in, env);
        int[] parents = new int[n];
        for (int i = 0; i < n; i++) {
            Frame caller = in.frameOf(in.frameAt(i).callerEnv);
            int p = 0;
            for (int j = i - 1; j >= 0 && caller != null; j--) {
                if (in.frameAt(j) == caller) {
                    p = j + 1;
                    break;
                }
            }
            parents[i] = p;
        }
        return new flashr.lang.RInt(parents);
    }

    /** sys.parent(n) called from {@code env}: the number of the frame the n-th generation's function was called from (0: top level). */
    public static int sysParent(Interpreter in, REnvironment env, int n) {
        if (n <= 0) throw new RError("only positive values of 'n' are allowed");
        REnvironment e = env;
        for (int i = 0; i < n; i++) {
            Frame f = in.frameOf(e);
            if (f == null) return 0;
            e = f.callerEnv;
        }
        return depth(in, e);
    }

    /**
     * The frame {@code which} names, seen from {@code env}'s: positive counts from the outermost,
     * negative counts back down the stack from env's frame (R's R_sysframe: frames in stack order,
     * so that sys.call(-1) in a calling handler is the frame below it, doWithOneRestart(...)).
     */
    private static Frame relativeFrame(Interpreter in, REnvironment env, int which) {
        if (which > 0) return which <= in.frameCount() ? in.frameAt(which - 1) : null;
        int k = depth(in, env) - 1;
        if (k < 0) return null;
        int target = k + which;
        return target >= 0 ? in.frameAt(target) : null;
    }

    /** parent.frame(n) called from {@code env}. */
    public static REnvironment parentFrame(Interpreter in, REnvironment env, int n) {
        REnvironment e = env;
        for (int i = 0; i < n; i++) {
            Frame f = in.frameOf(e);
            if (f == null) return in.globalEnv();
            e = f.callerEnv;
        }
        return e;
    }

    /** The call that stop() and warning() report: the innermost closure call, or null at top level. */
    public static RValue currentCall(Interpreter in) {
        return in.contextCall();
    }

    /** The call of the closure whose frame is {@code env} (R's sys.call(sys.parent()) from a function called there), or null at top level. */
    public static RValue callOfFrame(Interpreter in, REnvironment env) {
        Frame f = in.frameOf(env);
        return f == null ? null : f.call;
    }

    /** missing(name) in the frame {@code env}. */
    public static boolean isMissing(Interpreter in, REnvironment env, String name) {
        if (env.getLocal(name) == null) throw new RError("'missing' can only be used for arguments");
        return isMissing(in, env, name, true);
    }

    /**
     * Whether the variable {@code name} of frame {@code env}, passed on as an argument (its value a
     * promise of that symbol), makes the callee's argument missing, as R's R_isMissing: only a
     * truly missing argument does, not one that takes its default.
     */
    public static boolean passesMissing(Interpreter in, REnvironment env, String name) {
        return env.getLocal(name) != null && isMissing(in, env, name, false);
    }

    private static boolean isMissing(Interpreter in, REnvironment env, String name, boolean direct) {
        Frame f = in.frameOf(env);
        RValue v = env.getLocal(name);
        if (v == RMissing.MISSING) return true;
        if (v instanceof RDots d) return d.length() == 0;
        if (f != null && f.function instanceof RClosure c) {
            String[] formals = c.formalNames();
            for (int i = 0; i < formals.length; i++) {
                if (formals[i].equals(name)) {
                    // missing until assigned: then the binding is no longer the default's promise (R clears the bit)
                    if (f.missing(i)) {
                        boolean dflt = v instanceof RPromise p && p.expr() == c.defaults()[i] && (p.isForced() || p.env() == env);
                        // seen from a callee, a default is an argument (R's missing bit 2), unless it is itself a missing symbol
                        if (direct || !dflt) return dflt;
                    }
                    break;
                }
            }
        }
        // an argument passed on from the caller's missing argument is missing too
        if (v instanceof RPromise p && !p.isForced() && p.expr() instanceof RSymbol s && p.env() != null
                && !(p.env() == env && s.name().equals(name))) {
            RValue outer = p.env().getLocal(s.name());
            if (outer != null && in.frameOf(p.env()) != null) return isMissing(in, p.env(), s.name(), false);
        }
        return false;
    }

    /** nargs(): how many arguments the call of frame {@code env} supplied. */
    public static int nargs(Interpreter in, REnvironment env) {
        Frame f = in.frameOf(env);
        return f == null ? 0 : f.args.length;
    }

    /** on.exit(expr, add, after) in the frame {@code env}. */
    public static void onExit(Interpreter in, REnvironment env, RValue expr, boolean add, boolean after) {
        Frame f = in.frameOf(env);
        if (f == null) return;
        if (expr == null) {
            if (!add) f.onExit = null;
            return;
        }
        f.addOnExit(expr, add, after);
    }

    /** sys.on.exit(): what on.exit() holds for the frame {@code env}, several expressions in braces; NULL when none. */
    public static RValue sysOnExit(Interpreter in, REnvironment env) {
        Frame f = in.frameOf(env);
        if (f == null || f.onExit == null || f.onExit.isEmpty()) return flashr.lang.RNull.NULL;
        if (f.onExit.size() == 1) return f.onExit.get(0);
        return new flashr.lang.RCall(flashr.lang.RSymbol.of("{"), f.onExit.toArray(new RValue[0]), null, null);
    }

    /** return(value) from the function whose frame is {@code env}. */
    public static RuntimeException returnFrom(REnvironment env, RValue value) {
        return new ControlFlow.Return(env, value);
    }

    /** Evaluates {@code expr} in {@code env} as eval() and local() do: a return() there ends the evaluation. */
    public static RValue evalReturning(Interpreter in, RValue expr, REnvironment env) {
        try {
            return in.eval(expr, env);
        } catch (ControlFlow.Return r) {
            if (r.env != env) throw r;
            return r.value;
        }
    }

    /** Recall(...): calls the function of the frame {@code env} again. */
    public static RValue recall(Interpreter in, REnvironment env, RValue[] args, String[] names) {
        Frame f = in.frameOf(env);
        if (f == null || f.function == null) throw new RError("'Recall' called from outside a closure");
        return in.apply(f.function, args, names, f.callerEnv, f.call);
    }

    /** The default expression of formal {@code name} of the function whose frame is {@code env}, or null. */
    public static RValue formalDefault(Interpreter in, REnvironment env, String name) {
        Frame f = in.frameOf(env);
        if (f == null || !(f.function instanceof RClosure c)) return null;
        String[] formals = c.formalNames();
        for (int i = 0; i < formals.length; i++) {
            if (formals[i].equals(name)) return c.defaults()[i] == RMissing.MISSING ? null : c.defaults()[i];
        }
        return null;
    }

    /**
     * match.call() in the frame {@code env}: the call with every argument named by the formal it
     * matched, in the order of the formals ({@code ...} arguments in place, as given; with
     * {@code expandDots} false, kept together as one argument {@code ... = list(...)}).
     */
    public static RValue matchCall(Interpreter in, REnvironment env, boolean expandDots) {
        Frame f = in.frameOf(env);
        if (f == null || !(f.function instanceof RClosure c)) throw new RError("match.call() was called from outside a function");
        RValue[] exprs = new RValue[f.args.length];
        for (int i = 0; i < exprs.length; i++) exprs[i] = f.args[i] instanceof RPromise p ? p.expr() : f.args[i];
        return matchedCall(c, ArgumentMatcher.match(c.formalNames(), exprs, f.names), f.call, expandDots);
    }

    /**
     * match.call(definition, call) with both given: {@code call}'s arguments matched to the formals
     * of {@code definition} as written, without any frame (R's nls and getInitial match a model
     * call such as SSlogis(x, A, m, s) this way).
     */
    public static RValue matchCall(RClosure definition, RCall call, boolean expandDots) {
        RValue[] exprs = call.args().clone();
        String[] names = call.names() == null ? new String[exprs.length] : call.names().clone();
        return matchedCall(definition, ArgumentMatcher.match(definition.formalNames(), exprs, names), call, expandDots);
    }

    private static RValue matchedCall(RClosure c, RValue[] matched, RCall call, boolean expandDots) {
        java.util.List<RValue> args = new java.util.ArrayList<>();
        java.util.List<String> names = new java.util.ArrayList<>();
        String[] formals = c.formalNames();
        for (int i = 0; i < formals.length; i++) {
            if (matched[i] instanceof RDots d && !expandDots) {
                if (d.length() == 0) continue;
                flashr.lang.RList dots = new flashr.lang.RList(d.values.clone());
                boolean named = false;
                for (String n : d.names) named |= n != null && !n.isEmpty();
                if (named) {
                    String[] ns = new String[d.length()];
                    for (int k = 0; k < ns.length; k++) ns[k] = d.names[k] == null ? "" : d.names[k];
                    dots.setAttr("names", new flashr.lang.RString(ns));
                }
                args.add(dots);
                names.add("...");
            } else if (matched[i] instanceof RDots d) {
                for (int k = 0; k < d.length(); k++) {
                    args.add(d.values[k]);
                    names.add(d.names[k]);
                }
            } else if (matched[i] != null) {
                args.add(matched[i]);
                names.add(formals[i]);
            }
        }
        return new RCall(call.function(), args.toArray(Interpreter.NO_VALUES), names.toArray(new String[0]), call.pos());
    }

    /** Runs {@code body} with a pseudo call frame whose call is {@code call} (what R's closures like tryCatch leave on the stack). */
    static <T> T withPseudoFrame(Interpreter in, RCall call, REnvironment callerEnv, java.util.function.Supplier<T> body) {
        int depth = in.frameCount();
        in.pushFrame(new Frame(call, null, new REnvironment(null), callerEnv, Interpreter.NO_VALUES, null, null, null));
        try {
            return body.get();
        } finally {
            in.resetFrames(depth);
        }
    }
}
