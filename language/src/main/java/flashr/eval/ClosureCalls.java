package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RMissing;
import flashr.lang.RPromise;
import flashr.lang.RValue;
import java.util.List;

/**
 * Applying a closure: its frame made (the arguments matched to the formals, defaults as promises
 * in the frame, missing ones marked), pushed on the call stack, the body run (its compiled code
 * where it has one), {@code return} caught, {@code on.exit} run and the frame popped however the
 * body ends, the promises the call made given back ({@link ArgumentRelease}).
 */
final class ClosureCalls {
    private ClosureCalls() {}

    /** A call site's last closure and whether its formals shadow base functions. */
    private record ClosureSite(RClosure closure, boolean shadowsBase) {}

    /** @param release what the call's end does with the promises in {@code args} ({@link ArgumentRelease}) */
    static RValue apply(Interpreter in, RClosure f, RCall call, REnvironment callerEnv, RValue[] args, String[] names,
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
        fenv.setFrameArgs(formals.length);   // R's frame: the arguments, then locals consed in front
        if (shadowsBase(in, f, call)) in.functionVersion++; // an argument may be a function named like a base function
        if (dispatch != null) dispatch.defineIn(fenv);
        if (in.frameCount() >= Interpreter.MAX_DEPTH) {
            throw new RError("evaluation nested too deeply: infinite recursion / options(expressions=)?").withoutCall();
        }
        in.checkInterrupt();
        Frame frame = new Frame(call, f, fenv, callerEnv, args, names, missing, dispatch);
        in.pushFrame(frame);
        RValue result = null;
        try {
            result = f.compiledBody() instanceof CompiledCode code ? code.run(in, fenv) : in.eval(f.body(), fenv);
            return result;
        } catch (ControlFlow.Return r) {
            if (r.env != fenv) throw r;
            result = r.value;
            return result;
        } catch (RError e) {
            // calling handlers run where R signals the error: they see the frames it leaves
            if (e.stack() == null) {   // the innermost closure records; the outer ones it unwinds keep that
                e.recordStackIfAbsent(in.frames());
                e.recordContextsIfAbsent(in.builtinContexts());
            }
            if (frame.onExit != null) in.reportIfUncaught(e);
            throw e;
        } finally {
            if (frame.onExit != null) runOnExit(in, frame);
            in.popFrame();
            ArgumentRelease.release(release, args, fenv, result);
        }
    }

    /** Whether a formal of {@code f} is named like a base function; remembered at the call site. */
    private static boolean shadowsBase(Interpreter in, RClosure f, RCall call) {
        if (call.cache instanceof ClosureSite site && site.closure == f) return site.shadowsBase;
        boolean shadows = false;
        for (String name : f.formalNames()) {
            if (in.baseEnv().bindsFunction(name)) shadows = true;
        }
        if (!(call.cache instanceof CallSite)) call.cache = new ClosureSite(f, shadows);
        return shadows;
    }

    private static void runOnExit(Interpreter in, Frame frame) {
        boolean vis = in.isVisible();
        List<RValue> exprs = frame.onExit;
        frame.onExit = null;
        for (RValue e : exprs) in.eval(e, frame.env);
        in.setVisible(vis);
    }
}
