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
    private static final String[][] NULL_NAMES = new String[9][];

    static {
        for (int i = 0; i < NULL_NAMES.length; i++) NULL_NAMES[i] = new String[i];
    }

    private PrintStream out;
    private PrintStream err;
    private final REnvironment emptyEnv = new REnvironment(null, "R_EmptyEnv");
    private final REnvironment baseEnv = new REnvironment(emptyEnv, "base");
    private final REnvironment globalEnv = new REnvironment(baseEnv, "R_GlobalEnv");
    /** The environment of base functions written in R: base's bindings, enclosed by the global environment, as R's. */
    private final REnvironment baseNamespace = new REnvironment(globalEnv, "namespace:base", baseEnv);
    private final Conditions conditions = new Conditions(this);
    private final List<Frame> frames = new ArrayList<>();
    private boolean visible = true;
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
            return callBuiltin(b, new RCall(RSymbol.of(b.name()), quoted(args), names, call.pos()), callerEnv);
        }
        return invokeBuiltin(b, call, callerEnv, args, names == null ? unnamed(args.length) : names, true);
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
        if (env.getLocal(name) == value) return; // x[i] <- v modified x in place: still bound once
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
        Frame f = topFrame();
        return f == null ? new RError(message).withoutCall() : new RError(message, f.call);
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
        return callBuiltin(site.function, call, env);
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
        if (fn instanceof RBuiltin b) return callBuiltin(b, call, env);
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
            if (c.dotsAt() < 0) return applyClosure(c, call, env, args, names, null, ArgumentRelease.Mode.OWN);
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
        return applyClosure(c, call, env, args, argNames, null, ArgumentRelease.Mode.PASSED);
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

    /** Evaluates the arguments of a builtin call, expanding {@code ...}; empty arguments stay {@link RMissing}. */
    RValue callBuiltin(RBuiltin b, RCall call, REnvironment env) {
        if (b.kind() == RBuiltin.Kind.SPECIAL) {
            visible = true;
            try {
                RValue method = InternalGenerics.dispatchSpecial(this, b, call, env);
                if (method != null) return method;
                return b.body().apply(new Args(this, call, env, NO_VALUES, NO_VALUES, NULL_NAMES[0]));
            } catch (RError e) {
                throw e.withCallIfAbsent(call);
            } catch (ControlFlow | SystemQuit e) {
                throw e;
            } catch (RuntimeException e) {
                throw builtinFailure(e, call);
            }
        }
        try {
            return callEager(b, call, env);
        } catch (RError e) {
            throw RPrimitives.isPrimitive(b.name()) ? e : missingInCallee(e, call);
        }
    }

    /**
     * A missing argument met while the arguments of a builtin are evaluated: R evaluates them
     * inside the function unless it is a primitive, so the error is the function's call.
     */
    private RError missingInCallee(RError e, RCall call) {
        Frame f = topFrame();
        if (f == null || e.call() != f.call || e.condition() != null || !e.getMessage().endsWith("is missing, with no default")) return e;
        return new RError(e.getMessage(), call);
    }

    private RValue callEager(RBuiltin b, RCall call, REnvironment env) {
        RValue[] exprs = call.args();
        String[] names = call.names();
        int n = exprs.length;
        boolean hasDots = hasDots(exprs);
        if (!hasDots) {
            if (n == 2 && exprs[0] instanceof RCall && "%*%".equals(b.name())) {
                RValue r = NegatedProduct.of(this, b, call, env); // -X %*% y without the copy -X
                if (r != null) return r;
            }
            RValue[] values = new RValue[n];
            if (n > 0) values[0] = evalArg(exprs[0], env);
            if (n > 1) {
                holding++; // the first values are held while later arguments are evaluated
                try {
                    for (int i = 1; i < n; i++) values[i] = evalArg(exprs[i], env);
                } finally {
                    holding--;
                }
            }
            return invokeBuiltin(b, call, env, values, names == null ? unnamed(n) : names, true);
        }
        holding++;
        try {
            return callWithDots(b, call, env);
        } finally {
            holding--;
        }
    }

    private RValue evalArg(RValue expr, REnvironment env) {
        return expr == RMissing.MISSING ? RMissing.MISSING : eval(expr, env);
    }

    private RValue callWithDots(RBuiltin b, RCall call, REnvironment env) {
        RValue[] exprs = call.args();
        String[] names = call.names();
        int n = exprs.length;
        List<RValue> vs = new ArrayList<>();
        List<String> ns = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (exprs[i] == DOTS) {
                RDots d = dotsIn(env);
                for (int k = 0; k < d.values.length; k++) {
                    RValue v = d.values[k];
                    vs.add(v instanceof RPromise p ? force(p) : v);
                    ns.add(d.names[k]);
                }
            } else {
                vs.add(evalArg(exprs[i], env));
                ns.add(names == null ? null : names[i]);
            }
        }
        return invokeBuiltin(b, call, env, vs.toArray(NO_VALUES), ns.toArray(new String[0]), true);
    }

    /** Whether a call's argument expressions include {@code ...}. */
    private static boolean hasDots(RValue[] exprs) {
        for (RValue e : exprs) if (e == DOTS) return true;
        return false;
    }

    /** An array of n null names (shared for small n: never written to). */
    static String[] unnamed(int n) {
        return n < NULL_NAMES.length ? NULL_NAMES[n] : new String[n];
    }

    /** Calls an eager builtin with evaluated arguments, after S3 dispatch to a user method when {@code dispatch}. */
    RValue invokeBuiltin(RBuiltin b, RCall call, REnvironment env, RValue[] values, String[] names, boolean dispatch) {
        return BuiltinInvocation.invoke(this, b, call, env, values, names, dispatch);
    }

    EngineStorage engineStorage() {
        return engineStorage;
    }

    /**
     * A Java failure of a builtin: when an interrupt is pending the builtin was stopped by it (an
     * engine pass cancelled, which reports itself as an exception), so the interrupt unwinds.
     */
    RuntimeException builtinFailure(RuntimeException e, RCall call) {
        if (interruptRequested) {
            checkInterrupt();
        }
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
        return applyClosure(f, call, callerEnv, args, names, dispatch, ArgumentRelease.Mode.NONE);
    }

    /** @param release what the call's end does with the promises in {@code args} ({@link ArgumentRelease}) */
    private RValue applyClosure(RClosure f, RCall call, REnvironment callerEnv, RValue[] args, String[] names,
            S3Dispatch.Info dispatch, ArgumentRelease.Mode release) {
        String[] formals = f.formalNames();
        // a frame holds the formals and a few locals: sized for them, it rarely grows
        REnvironment fenv = REnvironment.sized(f.env(), formals.length + 2);
        RValue[] matched;
        try {
            matched = ArgumentMatcher.matchForReading(formals, f.dotsAt(), args, names);
        } catch (RError e) {
            throw e.withCallIfAbsent(call);
        }
        RValue[] defaults = f.defaults();
        boolean[] missing = null; // made when an argument is missing: most calls supply all
        for (int i = 0; i < formals.length; i++) {
            String name = formals[i];
            RValue m = matched[i];
            if (m == null || m == RMissing.MISSING) {
                if (missing == null) missing = new boolean[formals.length];
                missing[i] = true;
                RValue d = defaults[i];
                if (d != RMissing.MISSING) fenv.defineRaw(name, RPromise.argument(d, fenv));
                else fenv.defineRaw(name, name.equals("...") ? RDots.EMPTY : RMissing.MISSING);
            } else if (m instanceof RPromise || m instanceof RDots) {
                fenv.defineRaw(name, m);
            } else {
                fenv.define(name, m);
            }
        }
        if (shadowsBase(f, call)) functionVersion++; // an argument may be a function named like a base function
        if (dispatch != null) dispatch.defineIn(fenv);
        if (frames.size() >= MAX_DEPTH) {
            throw new RError("evaluation nested too deeply: infinite recursion / options(expressions=)?").withoutCall();
        }
        checkInterrupt();
        Frame frame = new Frame(call, f, fenv, callerEnv, args, names, missing, dispatch);
        frames.add(frame);
        RValue result = null;
        try {
            result = f.compiledBody() instanceof CompiledCode code ? code.run(this, fenv) : eval(f.body(), fenv);
            return result;
        } catch (ControlFlow.Return r) {
            if (r.env != fenv) throw r;
            result = r.value;
            return result;
        } catch (RError e) {
            // calling handlers run where R signals the error: they see the frames it leaves
            e.recordStackIfAbsent(List.copyOf(frames));
            throw e;
        } finally {
            if (frame.onExit != null) runOnExit(frame);
            frames.remove(frames.size() - 1);
            ArgumentRelease.release(release, args, fenv, result);
        }
    }

    /** Whether a formal of {@code f} is named like a base function; remembered at the call site. */
    private boolean shadowsBase(RClosure f, RCall call) {
        if (call.cache instanceof ClosureSite site && site.closure == f) return site.shadowsBase;
        boolean shadows = false;
        for (String name : f.formalNames()) {
            if (baseEnv.bindsFunction(name)) shadows = true;
        }
        if (!(call.cache instanceof CallSite)) call.cache = new ClosureSite(f, shadows);
        return shadows;
    }

    /** A call site's last closure and whether its formals shadow base functions. */
    private record ClosureSite(RClosure closure, boolean shadowsBase) {}

    private void runOnExit(Frame frame) {
        boolean vis = visible;
        List<RValue> exprs = frame.onExit;
        frame.onExit = null;
        for (RValue e : exprs) eval(e, frame.env);
        visible = vis;
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
