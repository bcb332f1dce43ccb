package flashr.eval;

import flashr.lang.RClosure;
import flashr.lang.RError;
import flashr.lang.REnvironment;
import flashr.lang.RValue;

/**
 * What S4 dispatch needs of the evaluator: running a method in place of the generic's call (with the
 * generic's call, arguments and caller, as R's standardGeneric does) and the arguments a method was
 * called with, as its formals now hold them (for {@code callNextMethod()} without arguments).
 */
public final class S4Calls {
    private S4Calls() {}

    /** Calls {@code method} as the generic whose frame is {@code genericEnv} was called. */
    public static RValue callAsGeneric(Interpreter in, REnvironment genericEnv, RClosure method) {
        Frame frame = in.frameOf(genericEnv);
        if (frame == null) throw new RError("expected a generic function or a primitive for dispatch, got an object of class \"NULL\"");
        return in.applyClosure(method, frame.call, frame.callerEnv, frame.passedArgs(), frame.names, null);
    }

    /** Calls {@code method} with the arguments of the method running in {@code methodEnv}, as its formals now hold them. */
    public static RValue callWithCurrentArgs(Interpreter in, REnvironment methodEnv, RClosure method) {
        Frame frame = in.frameOf(methodEnv);
        if (frame == null) throw new RError("callNextMethod() called from outside a method dispatch");
        return in.applyClosure(method, frame.call, frame.callerEnv, S3Dispatch.currentFormals(frame, methodEnv), frame.names, null);
    }

    /** The call of the closure whose frame is {@code env} (for error messages), or null. */
    public static RValue callOf(Interpreter in, REnvironment env) {
        Frame frame = in.frameOf(env);
        return frame == null ? null : frame.call;
    }
}
