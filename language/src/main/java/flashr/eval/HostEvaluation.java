package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.function.Supplier;

/**
 * Evaluation on behalf of a Java program that embeds flashr: a top-level expression or a call
 * with Java-made arguments, in the global environment, with what Rscript's top level does around
 * each one (warnings printed after it; the call stack and handlers cleared after an error or an
 * interrupt), and the outcome returned, or thrown as a {@link HostFailure}, instead of printed.
 * Runs on the caller's thread: the host gives it one with room for R's recursion.
 */
public final class HostEvaluation {
    private HostEvaluation() {}

    /**
     * Evaluates {@code expr} in the global environment; when {@code print}, a visible value is
     * printed as the console prints it (with {@code print}, dispatching on its class).
     */
    public static RValue eval(Interpreter in, RValue expr, boolean print) {
        return run(in, () -> {
            in.setVisible(true);
            RValue v = in.eval(expr, in.globalEnv());
            if (print && in.isVisible()) Session.printValue(in, v);
            return v;
        });
    }

    /**
     * Calls {@code function} (a function, or the name of one found from the global environment)
     * with evaluated arguments, as {@code do.call} does; {@code names} has null where unnamed.
     */
    public static RValue call(Interpreter in, RValue function, RValue[] args, String[] names) {
        return run(in, () -> {
            RValue[] shown = new RValue[args.length];
            for (int i = 0; i < args.length; i++) shown[i] = quotedIfLanguage(args[i]);
            RValue head = function instanceof RSymbol ? function : quotedIfLanguage(function);
            RCall call = new RCall(head, shown, names, null);
            RFunction f = function instanceof RSymbol s ? in.findFunction(s, in.globalEnv(), call)
                    : function instanceof RFunction fn ? fn : null;
            if (f == null) throw new RError("attempt to apply non-function");
            in.setVisible(true);
            return in.apply(f, args, names, in.globalEnv(), call);
        });
    }

    /** A language object as an argument stands for itself, not for its value (as {@code do.call(quote = TRUE)}). */
    private static RValue quotedIfLanguage(RValue v) {
        return v instanceof RSymbol || v instanceof RCall || v instanceof RPromise
                ? new RCall(RSymbol.of("quote"), new RValue[] {v}, null, null) : v;
    }

    /**
     * Runs {@code body} (evaluator calls on {@code in}) as a top-level call: its value, with warnings
     * printed after it, or a {@link HostFailure} with the session back at the top level.
     */
    public static RValue run(Interpreter in, Supplier<RValue> body) {
        Conditions conditions = in.conditions();
        try {
            RValue v = body.get();
            in.out().flush();
            conditions.printWarnings(in.err(), "");
            return v;
        } catch (HostFailure nested) {
            throw nested; // from a host evaluation inside the body: already back at the top level
        } catch (SystemQuit q) {
            throw unwound(in, HostFailure.quit(q.status()));
        } catch (RError e) {
            throw unwound(in, HostFailure.error(e));
        } catch (Interrupt i) {
            throw unwound(in, HostFailure.interrupt());
        } catch (ControlFlow.Return r) {
            throw unwound(in, HostFailure.error(new RError("no function to return from, jumping to top level")));
        } catch (ControlFlow f) {
            String message = f == ControlFlow.BREAK || f == ControlFlow.NEXT ? "no loop for break/next, jumping to top level"
                    : f instanceof ControlFlow.Restart r ? "no 'restart' '" + r.name + "' found" : "unexpected jump";
            throw unwound(in, HostFailure.error(new RError(message)));
        } catch (StackOverflowError e) {
            throw unwound(in, HostFailure.error(new RError(Conditions.stackOverflowMessage())));
        } catch (OutOfMemoryError e) {
            throw unwound(in, HostFailure.error(BuiltinCalls.memoryExhausted(e)));
        } catch (RuntimeException e) {
            throw unwound(in, HostFailure.error(BuiltinCalls.internalError(e, null).withoutCall()));
        }
    }

    /** Back at the top level, as after Rscript reports an error: no frames or handlers left; pending warnings printed. */
    private static HostFailure unwound(Interpreter in, HostFailure failure) {
        in.out().flush();
        in.resetFrames(0);
        in.conditions().resetAll();
        in.conditions().printWarnings(in.err(), failure.kind() == HostFailure.Kind.ERROR ? "In addition: " : "");
        return failure;
    }
}
