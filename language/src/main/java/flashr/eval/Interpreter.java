package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Evaluates R expressions with R's semantics. One interpreter is one R session: a base
 * environment holding the builtins, a global environment, the output streams, the call
 * stack, the condition handlers and the pending warnings.
 */
public final class Interpreter {
    /** R's default {@code options(expressions=)}: the deepest nesting of closure calls. */
    static final int MAX_DEPTH = 5000;
    static final RSymbol DOTS = RSymbol.of("...");
    static final RValue[] NO_VALUES = new RValue[0];

    private PrintStream out;
    private PrintStream err;
    private final REnvironment emptyEnv = new REnvironment(null, "R_EmptyEnv");
    private final REnvironment baseEnv = new REnvironment(emptyEnv, "base");
    private final REnvironment globalEnv = new REnvironment(baseEnv, "R_GlobalEnv");
    /** The environment of base functions written in R: base's bindings, enclosed by the global environment, as R's. */
    private final REnvironment baseNamespace = new REnvironment(globalEnv, "namespace:base", baseEnv);
    private final Conditions conditions = new Conditions(this);
    private final List<Frame> frames = new ArrayList<>();
    /** Contexts R would have for base functions it writes as closures, flashr as builtins. */
    private final BuiltinContexts builtinContexts = new BuiltinContexts();
    private boolean visible = true;
    /** How deep (closure frames plus builtin bodies) the evaluation that last made a value invisible ran (see {@link Visibility}). */
    private int invisibleLevel;
    /** Builtin bodies running: with the closure frames, the level an invisible value is made at. */
    int builtinDepth;
    /** Set by another thread (the console's Ctrl-C handler); checked at loop iterations and function calls. */
    private volatile boolean interruptRequested;
    /** Stops the blocking operation in progress when an interrupt is requested (see {@link #setInterruptHandler}). */
    private volatile Runnable interruptHandler;
    /** Bumped whenever a function is bound to a base function's name outside base: invalidates call-site caches. */
    int functionVersion;
    /** The last result of the scalar arithmetic fast path: until bound anywhere it may be reused as a temporary. */
    RValue freshArith;
    /** The value of a scalar operation evaluated unboxed ({@link FastPaths#intoScalar}). */
    double scalar;
    /**
     * Nonzero while evaluator code holds values it has read (earlier arguments, a left operand,
     * a builtin's arguments) and evaluates more R code: an assignment must not then update the
     * value it rebinds in place, as a holder may still read it.
     */
    int holding;
    /** Where large builtin results go; null until the language binding installs the engine's. */
    private EngineStorage engineStorage;
    /** Runs before the first engine value; null once run. */
    private volatile Runnable beforeEngineValues;

    /** What runs when the session ends (open graphics devices write their files), in order. */
    private final java.util.List<Runnable> endHooks = new java.util.ArrayList<>();

    public Interpreter(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
        // bound at once, not with a lazily loaded domain: base R code (asOneSidedFormula) reads it
        // before any script names it
        baseEnv.defineRaw(".GlobalEnv", globalEnv);
        Library.installed().install(this, baseEnv);
    }

    /**
     * Asks the running evaluation to stop at its next loop iteration or function call and unwind
     * to the top level (R's user interrupt); false withdraws a request not yet acted on.
     */
    public void setInterruptRequested(boolean requested) {
        interruptRequested = requested;
        Runnable cancel = interruptHandler;
        if (requested && cancel != null) cancel.run();
    }

    /**
     * Sets what stops the blocking operation about to run (an engine pass, a sleep) when the user
     * interrupts; it runs at once when an interrupt is already pending. The operation then ends
     * early and its builtin calls {@link #checkInterrupt}. Null when nothing blocks.
     */
    public void setInterruptHandler(Runnable cancel) {
        interruptHandler = cancel;
        if (cancel != null && interruptRequested) cancel.run();
    }

    /** Registers what must run when the session ends (as R closes its devices at exit). */
    public void atSessionEnd(Runnable hook) {
        endHooks.add(hook);
    }

    /** Runs the session's end hooks once; a failing hook is reported and the others still run. */
    public void endSession() {
        java.util.List<Runnable> hooks = new java.util.ArrayList<>(endHooks);
        endHooks.clear();
        for (Runnable h : hooks) {
            try {
                h.run();
            } catch (RuntimeException e) {
                err.println("Error: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
            }
        }
        err.flush();
    }

    /** Unwinds with R's user interrupt when one was requested (loops, calls, and builtins whose operation was stopped). */
    public void checkInterrupt() {
        if (interruptRequested) {
            interruptRequested = false;
            throw new Interrupt();
        }
    }

    public REnvironment baseEnv() {
        return baseEnv;
    }

    public REnvironment baseNamespace() {
        return baseNamespace;
    }

    public REnvironment globalEnv() {
        return globalEnv;
    }

    public REnvironment emptyEnv() {
        return emptyEnv;
    }

    /** Standard output, where print and cat write. */
    public PrintStream out() {
        return out;
    }

    /** Sends standard output to {@code to} (capture.output) and returns where it went before. */
    public PrintStream redirectOutput(PrintStream to) {
        PrintStream before = out;
        out = to;
        return before;
    }

    /** Standard error, where messages, warnings and errors go. */
    public PrintStream err() {
        return err;
    }

    /** Sends standard error to {@code to} (sink(type = "message")) and returns where it went before. */
    public PrintStream redirectError(PrintStream to) {
        PrintStream before = err;
        err = to;
        return before;
    }

    /** The condition system: handlers, warnings and messages ({@code message()} signals through it). */
    public Conditions conditions() {
        return conditions;
    }

    public void setEngineStorage(EngineStorage storage) {
        this.engineStorage = storage;
    }

    /** Sets what must run before this session's first engine value (the base library's engine methods). */
    public void setBeforeEngineValues(Runnable prepare) {
        beforeEngineValues = prepare;
    }

    /** Runs, once, what {@link #setBeforeEngineValues} set: the engine is about to make values. */
    public void prepareForEngineValues() {
        Runnable prepare = beforeEngineValues;
        if (prepare != null) {
            beforeEngineValues = null;
            prepare.run();
        }
    }

    /** Computes engine values needed together in one pass where they can share one (see {@link EngineStorage}). */
    public void materializeTogether(java.util.List<flashr.lang.EngineValue> values) {
        if (engineStorage != null) engineStorage.materializeTogether(values);
    }

    /** A sequence too long for a heap vector, held by the engine, or null (see {@link EngineStorage#longSequence}). */
    public RValue longSequence(double from, double step, long n, boolean integer) {
        if (engineStorage == null) return null;
        prepareForEngineValues();
        return engineStorage.longSequence(from, step, n, integer);
    }

    /** Copies of one value too many for a heap vector, held by the engine, or null (see {@link EngineStorage#longConstant}). */
    public RValue longConstant(long nrow, long ncol, boolean matrix, flashr.lang.RType type, double value) {
        if (engineStorage == null) return null;
        prepareForEngineValues();
        return engineStorage.longConstant(nrow, ncol, matrix, type, value);
    }

    /** Deviates too many for a heap vector, drawn by the engine, or null (see {@link EngineStorage#longRandom}). */
    public RValue longRandom(boolean normal, long n, double a, double b, java.util.function.LongSupplier seed) {
        if (engineStorage == null) return null;
        prepareForEngineValues();
        return engineStorage.longRandom(normal, n, a, b, seed);
    }

    /** Evaluates {@code expr} in {@code env}. Sets the visibility flag as R does. */
    public RValue eval(RValue expr, REnvironment env) {
        if (expr instanceof RCall c) return evalCall(c, env);
        visible = true;
        if (expr instanceof RSymbol s) return getVariable(s, env);
        if (expr instanceof RPromise p) return force(p);
        expr.markShared(); // a constant of the program text: never to be modified in place
        return expr;
    }

    /**
     * Calls {@code f} with already evaluated arguments (as lapply or do.call do).
     * @param names argument names, null entries (or a null array) where unnamed
     * @param call  the call to report in errors and to return from sys.call (may be null)
     */
    public RValue apply(RFunction f, RValue[] args, String[] names, REnvironment callerEnv, RCall call) {
        if (call == null) call = new RCall(RSymbol.of("FUN"), quoted(args), names, null);
        if (f instanceof RClosure c) return applyClosure(c, call, callerEnv, args, names, null);
        // the caller holds these values (a Java array, an optimizer's parameters): a builtin must
        // not write its result over one as over a temporary (flashr.lang.Temporaries); a closure's
        // frame binds them once, as any argument
        for (RValue v : args) if (v != null && v.isTemporary()) v.markBound();
        RBuiltin b = (RBuiltin) f;
        if (b.kind() == RBuiltin.Kind.SPECIAL) {
            return BuiltinCalls.call(this, b, new RCall(RSymbol.of(b.name()), quoted(args), names, call.pos()), callerEnv);
        }
        return invokeBuiltin(b, call, callerEnv, args, names == null ? BuiltinCalls.unnamed(args.length) : names, true);
    }

    /** Records a warning to be printed after the current top-level call, as Rscript does. */
    public void warning(RValue call, String message) {
        conditions.warning(call, message);
    }

    /** Whether the last evaluated value should auto-print at top level. */
    public boolean isVisible() {
        return visible;
    }

    public void setVisible(boolean visible) {
        this.visible = visible;
        if (!visible) invisibleLevel = frames.size() + builtinDepth;
    }

    /** The level of the code running now: closure frames plus builtin bodies. */
    int visibilityLevel() {
        return frames.size() + builtinDepth;
    }

    /** Whether the value is invisible because of code nested deeper than {@code level} (a call the builtin made). */
    boolean invisibleBelow(int level) {
        return !visible && invisibleLevel > level;
    }

    /** How many more closure calls may be nested before R's "evaluation nested too deeply" error. */
    public int callDepthLeft() {
        return MAX_DEPTH - frames.size();
    }

    /** Counts definitions of functions named like base functions: what a call site found stays valid while it is unchanged. */
    public int functionVersion() {
        return functionVersion;
    }

    /** Marks values as held while further arguments are evaluated (fast paths do not update them in place); pair with {@link #release}. */
    public void hold() {
        holding++;
    }

    public void release() {
        holding--;
    }

    /** Invalidates what call sites remember of base functions: a function named like one may now be found first (attach). */
    public void functionsRebound() {
        functionVersion++;
    }

    // ---- variables ----

    /** The value of a variable, forcing a promise. */
    public RValue getVariable(RSymbol s, REnvironment env) {
        String name = s.name();
        RValue v = env.lookup(name);
        if (v == null) {
            if (name.startsWith("..") && name.length() > 2) return dotDot(name, env);
            throw errorHere("object '" + name + "' not found");
        }
        if (v instanceof RPromise p) return force(p);
        if (v == RMissing.MISSING) throw errorHere("argument \"" + name + "\" is missing, with no default");
        if (v instanceof RDots) throw errorHere("'...' used in an incorrect context");
        return v;
    }

    private RValue dotDot(String name, REnvironment env) {
        int k;
        try {
            k = Integer.parseInt(name.substring(2));
        } catch (NumberFormatException e) {
            throw errorHere("object '" + name + "' not found");
        }
        RValue d = env.lookup("...");
        if (!(d instanceof RDots dots)) throw errorHere("..." + k + " used in an incorrect context, no ... to look in");
        if (k < 1 || k > dots.length()) throw errorHere("the ... list contains fewer than " + k + " elements");
        RValue v = dots.values[k - 1];
        if (v == RMissing.MISSING) throw errorHere("argument \"" + name + "\" is missing, with no default");
        return v instanceof RPromise p ? force(p) : v;
    }

    /** Binds {@code name} in {@code env} as {@code <-} does. */
    public void assignVariable(REnvironment env, String name, RValue value) {
        REnvironment.Binding b = env.binding(name);
        if (b != null && !b.isActive() && b.value() == value) return; // x[i] <- v modified x in place: still bound once
        if (value instanceof RFunction && env != baseEnv && baseEnv.bindsFunction(name)) functionVersion++;
        env.define(name, value);
    }

    /** Binds {@code name} without forcing or marking {@code value} (a promise, say), as delayedAssign does. */
    public void bindRaw(REnvironment env, String name, RValue value) {
        if (baseEnv.bindsFunction(name)) functionVersion++;
        env.defineRaw(name, value);
    }

    /** Binds {@code name} as {@code <<-} does: where it is defined above {@code env}, else in the global environment. */
    public void superAssignVariable(REnvironment env, String name, RValue value) {
        REnvironment target = env.parent() == null ? null : env.parent().whereDefined(name);
        if (target == null || target == emptyEnv || target == baseEnv) target = globalEnv;
        assignVariable(target, name, value);
    }

    public RValue force(RPromise p) {
        if (p.isForced()) return p.value();
        if (p.isUnderEvaluation()) {
            throw errorHere("promise already under evaluation: recursive default argument reference or earlier problems?");
        }
        p.setUnderEvaluation(true);
        try {
            RValue v = p.code() instanceof CompiledCode c ? c.run(this, p.env()) : eval(p.expr(), p.env());
            p.setValue(v);
            return v;
        } finally {
            p.setUnderEvaluation(false);
        }
    }

    /** An error reported in the innermost closure call ({@code Error in f() :}), or without a call at top level. */
    public RError errorHere(String message) {
        RValue call = contextCall();
        return call == null ? new RError(message).withoutCall() : new RError(message, call);
    }

    /**
     * The call R's innermost function context has: a closure's, or that of a base function R
     * defines as a closure whose arguments are being evaluated; null at top level.
     */
    RValue contextCall() {
        RCall arguments = builtinContexts.argumentsAt(frames.size());
        if (arguments != null) return arguments;
        Frame f = topFrame();
        return f == null ? null : f.call;
    }

    /**
     * The arguments ({@code body} false) or the body of {@code call}, a base function R defines as
     * a closure, are evaluated until {@link #leaveContext}.
     */
    void enterContext(RCall call, boolean body) {
        builtinContexts.enter(call, body, frames.size());
    }

    void leaveContext() {
        builtinContexts.leave();
    }

    /**
     * Prints an error that no handler will catch as the session's top level would, now, before
     * the unwinding runs on.exit code (R's default error handler prints before it jumps): called
     * where such code is about to run. Nothing when no session is reporting or a handler is established.
     */
    public void reportIfUncaught(RError e) {
        if (uncaughtErrors == null || e.reported() || !e.hasCall() || conditions().wouldHandle(e)) return;
        recordWhereRaised(e);
        e.markReported();
        uncaughtErrors.accept(e);
    }

    /**
     * Records the frames and builtin contexts where an error was raised, unless recorded already:
     * a builtin that R writes as a closure records them as its body fails, while its context
     * (stopifnot's, in Calls: f -> stopifnot) is still there.
     */
    void recordWhereRaised(RError e) {
        if (e.stack() != null) return;
        e.recordStackIfAbsent(frames());
        e.recordContextsIfAbsent(builtinContexts());
    }

    /** Set by a session while it runs a top-level expression: prints an uncaught error. */
    private java.util.function.Consumer<RError> uncaughtErrors;

    java.util.function.Consumer<RError> uncaughtErrors(java.util.function.Consumer<RError> reporter) {
        java.util.function.Consumer<RError> old = uncaughtErrors;
        uncaughtErrors = reporter;
        return old;
    }

    /** The builtins' contexts as they are now, outermost first (what an error records for its traceback). */
    List<BuiltinContexts.Entry> builtinContexts() {
        return builtinContexts.snapshot();
    }

    // ---- calls ----

    RValue evalCall(RCall call, REnvironment env) {
        RValue fexpr = call.function();
        if (fexpr instanceof RSymbol sym) {
            if (call.cache instanceof CallSite site && site.version == functionVersion) {
                return callBase(site, call, env);
            }
            RFunction fn = findFunction(sym, env, call);
            if (fn instanceof RBuiltin b && baseEnv.getLocal(sym.name()) == b) {
                CallSite site = new CallSite(b, functionVersion, FastPaths.opOf(b.name()), call);
                call.cache = site;
                return callBase(site, call, env);
            }
            return applyFunction(fn, call, env);
        }
        if (!(eval(fexpr, env) instanceof RFunction fn)) throw new RError("attempt to apply non-function", call);
        return applyFunction(fn, call, env);
    }

    private RValue callBase(CallSite site, RCall call, REnvironment env) {
        if (site.op != FastPaths.NONE) {
            RValue r = FastPaths.eval(this, site, call, env);
            if (r != null) return r;
        }
        return BuiltinCalls.call(this, site.function, call, env);
    }

    /** The function a call's symbol names: the first binding along the chain that is a function. */
    public RFunction findFunction(RSymbol sym, REnvironment env, RCall call) {
        String name = sym.name();
        for (REnvironment e = env; e != null; e = e.parent()) {
            RValue v = e.getLocal(name);
            if (v == null) continue;
            if (v instanceof RPromise p) v = force(p);
            if (v instanceof RFunction f) return f;
            if (v == RMissing.MISSING) throw new RError("argument \"" + name + "\" is missing, with no default", call);
        }
        throw new RError("could not find function \"" + name + "\"", call);
    }

    RValue applyFunction(RFunction fn, RCall call, REnvironment env) {
        if (fn instanceof RBuiltin b) return BuiltinCalls.call(this, b, call, env);
        RClosure c = (RClosure) fn;
        RValue[] exprs = call.args();
        String[] names = call.names();
        int n = exprs.length;
        boolean hasDots = hasDots(exprs);
        RValue[] args;
        String[] argNames;
        if (!hasDots) {
            args = new RValue[n];
            for (int i = 0; i < n; i++) args[i] = promiseFor(exprs[i], env);
            // these promises are this call's alone (no ... passes them on): release them at its end
            if (c.dotsAt() < 0) return ClosureCalls.apply(this, c, call, env, args, names, null, ArgumentRelease.Mode.OWN);
            argNames = names;
        } else {
            List<RValue> vs = new ArrayList<>();
            List<String> ns = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (exprs[i] == DOTS) {
                    RDots d = dotsIn(env);
                    vs.addAll(Arrays.asList(d.values));
                    ns.addAll(Arrays.asList(d.names));
                } else {
                    vs.add(promiseFor(exprs[i], env));
                    ns.add(names == null ? null : names[i]);
                }
            }
            args = vs.toArray(NO_VALUES);
            argNames = ns.toArray(new String[0]);
        }
        return ClosureCalls.apply(this, c, call, env, args, argNames, null, ArgumentRelease.Mode.PASSED);
    }

    private static RValue promiseFor(RValue expr, REnvironment env) {
        if (expr instanceof RSymbol || expr instanceof RCall) return RPromise.argument(expr, env);
        expr.markShared();
        return expr;
    }

    /** The {@code ...} of {@code env}; empty when bound to nothing. */
    RDots dotsIn(REnvironment env) {
        RValue d = env.lookup("...");
        if (d instanceof RDots dots) return dots;
        if (d == RMissing.MISSING) return RDots.EMPTY;
        throw errorHere("'...' used in an incorrect context");
    }

    /** Whether a call's argument expressions include {@code ...}. */
    static boolean hasDots(RValue[] exprs) {
        for (RValue e : exprs) if (e == DOTS) return true;
        return false;
    }

    /** Calls an eager builtin with evaluated arguments, after S3 dispatch to a user method when {@code dispatch}. */
    RValue invokeBuiltin(RBuiltin b, RCall call, REnvironment env, RValue[] values, String[] names, boolean dispatch) {
        return BuiltinInvocation.invoke(this, b, call, env, values, names, dispatch);
    }

    EngineStorage engineStorage() {
        return engineStorage;
    }

    private static RValue[] quoted(RValue[] values) {
        RValue[] q = new RValue[values.length];
        for (int i = 0; i < q.length; i++) {
            RValue v = values[i];
            q[i] = v instanceof RSymbol || v instanceof RCall || v instanceof RPromise
                    ? new RCall(RSymbol.of("quote"), new RValue[] {v instanceof RPromise p ? p.expr() : v}, null, null) : v;
        }
        return q;
    }

    // ---- closures and the call stack ----

    RValue applyClosure(RClosure f, RCall call, REnvironment callerEnv, RValue[] args, String[] names, S3Dispatch.Info dispatch) {
        return ClosureCalls.apply(this, f, call, callerEnv, args, names, dispatch, ArgumentRelease.Mode.NONE);
    }

    /** The innermost closure call, or null at top level. */
    Frame topFrame() {
        return frames.isEmpty() ? null : frames.get(frames.size() - 1);
    }

    /** The innermost closure call whose frame is {@code env}, or null (top level or a local environment). */
    Frame frameOf(REnvironment env) {
        for (int i = frames.size() - 1; i >= 0; i--) {
            if (frames.get(i).env == env) return frames.get(i);
        }
        return null;
    }

    int frameCount() {
        return frames.size();
    }

    Frame frameAt(int i) {
        return frames.get(i);
    }

    void pushFrame(Frame f) {
        frames.add(f);
    }

    void popFrame() {
        frames.remove(frames.size() - 1);
    }

    /** The call stack as it is now, outermost first (what an error records for its handlers). */
    List<Frame> frames() {
        return List.copyOf(frames);
    }

    /** Pushes again the frames of {@code stack} above the current ones, when the current ones are its prefix. */
    boolean restoreFrames(List<?> stack) {
        int depth = frames.size();
        if (stack.size() <= depth) return false;
        for (int i = 0; i < depth; i++) {
            if (stack.get(i) != frames.get(i)) return false;
        }
        for (int i = depth; i < stack.size(); i++) frames.add((Frame) stack.get(i));
        return true;
    }

    /** Drops frames above {@code depth} (after an error unwound to top level). */
    void resetFrames(int depth) {
        while (frames.size() > depth) frames.remove(frames.size() - 1);
    }

    /** Wraps values as a list (for condition objects and the like). */
    static RList namedList(String[] names, RValue... values) {
        RList l = new RList(values);
        l.setAttr("names", new RString(names));
        return l;
    }
}
