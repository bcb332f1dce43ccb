package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RValue;

/**
 * One call of an eager builtin: S3 dispatch to a user method, R's argument matching against the
 * builtin's formals, engine values (the builtin's engine method, else materialized arguments; a
 * large result moved into the engine), and Java failures turned into R's errors.
 */
final class BuiltinInvocation {
    private BuiltinInvocation() {}

    static RValue invoke(Interpreter in, RBuiltin b, RCall call, REnvironment env, RValue[] values, String[] names, boolean dispatch) {
        if (dispatch && values.length > 0 && S3Dispatch.mayDispatch(b.name(), values)) {
            RValue r = S3Dispatch.dispatchBuiltin(in, b.name(), values, names, call, env);
            if (r != null) {
                // a primitive's method prints as the primitive's value would; a closure's passes its visibility on
                if (RPrimitives.isPrimitive(b) && !Visibility.passes(b)) in.setVisible(true);
                return r;
            }
        }
        Args a;
        String[] formals = b.formals();
        if (formals == null) {
            a = new Args(in, call, env, Interpreter.NO_VALUES, values, names);
        } else {
            RValue[] matched;
            try {
                matched = ArgumentMatcher.match(formals, values, names);
            } catch (RError e) {
                throw e.withCallIfAbsent(call);
            }
            RValue[] dots = Interpreter.NO_VALUES;
            String[] dotNames = BuiltinCalls.unnamed(0);
            for (int i = 0; i < formals.length; i++) {
                if (matched[i] instanceof RDots d) {
                    dots = d.values;
                    dotNames = d.names;
                    matched[i] = null;
                } else if (matched[i] == flashr.lang.RMissing.MISSING) {
                    matched[i] = null;   // formatC(x, , format = "f"): an empty argument is a missing one
                }
            }
            a = new Args(in, call, env, matched, dots, dotNames);
        }
        if (!Visibility.returnsArgument(b)) in.setVisible(true); // identity(invisible(1)) stays invisible
        in.holding++;
        boolean inContext = !RPrimitives.isPrimitive(b);
        if (inContext) in.enterContext(call, true);
        int level = in.visibilityLevel() + 1;
        in.builtinDepth++;
        try {
            EngineStorage storage = in.engineStorage();
            if (!b.takesEngineValues() && a.hasEngineValue()) {
                if (b.engineMethod() != null && EngineCalls.worthTheEngine(b, a, storage)
                        && (b.seesEngineNames() || !a.hasNamedEngineValue())) {
                    int mark = storage == null ? 0 : storage.markOperation();
                    RValue r = b.engineMethod().apply(a);
                    if (r != null && (storage == null || storage.silentAsR(r, mark, a))) return settled(in, b, level, r);
                }
                a = EngineCalls.materialize(b, a);
            }
            RValue r = b.body().apply(a);
            if (r == null) r = noValue(b, a, call);
            return settled(in, b, level, storage == null ? r : storage.adopt(b, r));
        } catch (RError e) {
            if (inContext) in.recordWhereRaised(e);
            throw e.withCallIfAbsent(call);
        } catch (ControlFlow | SystemQuit e) {
            throw e;
        } catch (NullPointerException e) {
            throw missingArgument(b, a, call, e);
        } catch (RuntimeException e) {
            throw BuiltinCalls.failure(in, e, call);
        } catch (OutOfMemoryError e) {
            // what was being allocated is garbage now: the session goes on, as R's does
            throw BuiltinCalls.memoryExhausted(e);
        } finally {
            in.builtinDepth--;
            if (inContext) in.leaveContext();
            in.holding--;
        }
    }

    /**
     * R makes a builtin's value visible when it returns: an invisible value left by a function it
     * called (lapply's FUN, a method) does not hide it. Builtins that pass visibility on, and those
     * that make their value invisible at their own level, keep what they set.
     */
    private static RValue settled(Interpreter in, RBuiltin b, int level, RValue r) {
        if (in.invisibleBelow(level) && !Visibility.passes(b)) in.setVisible(true);
        return r;
    }

    /**
     * A builtin body that answered no value (Java's null) read a formal that was not supplied: R's
     * error for the missing argument; NULL when every formal was there.
     */
    private static RValue noValue(RBuiltin b, Args a, RCall call) {
        String formal = missingFormal(b, a);
        if (formal != null) throw new RError("argument \"" + formal + "\" is missing, with no default", call);
        return flashr.lang.RNull.NULL;
    }

    /**
     * A builtin body reads its formals without checking each for absence; when one was not
     * supplied and the body fails on it, R's message for the situation is the right one.
     */
    private static RError missingArgument(RBuiltin b, Args a, RCall call, NullPointerException e) {
        String formal = missingFormal(b, a);
        return formal != null ? new RError("argument \"" + formal + "\" is missing, with no default", call)
                : BuiltinCalls.internalError(e, call);
    }

    /** The first formal (other than {@code ...}) that the call did not supply, or null. */
    private static String missingFormal(RBuiltin b, Args a) {
        String[] formals = b.formals();
        for (int i = 0; formals != null && i < formals.length; i++) {
            if (!formals[i].equals("...") && (a.get(i) == null || a.get(i) == flashr.lang.RMissing.MISSING)) return formals[i];
        }
        return null;
    }
}
