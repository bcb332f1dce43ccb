package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.RParser;

/**
 * The frames R has between the code that signals a condition and a calling handler of
 * withCallingHandlers, and the call that runs the handler, so that sys.calls(), sys.function()
 * and tracebacks inside a handler see R's stack. warning(), stop(), message() and signalCondition()
 * are closures in R: their own call is a frame. A simple warning then goes through
 * {@code .signalSimpleWarning} and warning's muffle restart ({@code withRestarts},
 * {@code withOneRestart}, {@code doWithOneRestart}), a message through message's restart and
 * {@code signalCondition(cond)}, a simple error through {@code .handleSimpleError}, whose handler
 * call is {@code h(simpleError(msg, call))}; other handlers are called by value, {@code
 * (function(w) ...)(<condition>)}. flashr pushes these as frames without functions, as
 * {@link TryCatchFrames} does for tryCatch.
 */
final class HandlerFrames {
    private HandlerFrames() {}

    /** How the condition was signalled (which of R's paths leads to the handler). */
    enum Via { SIGNAL, SIMPLE_WARNING, WARNING, MESSAGE, SIMPLE_ERROR, ERROR }

    private static RCall simpleWarningRestarts, warningRestarts, messageRestarts;
    private static final RCall WITH_ONE = parse("withOneRestart(expr, restarts[[1L]])");
    private static final RCall DO_WITH_ONE = parse("doWithOneRestart(return(expr), restart)");
    private static final RCall SIGNAL_COND = parse("signalCondition(cond)");
    private static final RCall SIMPLE_ERROR_CALL = parse("h(simpleError(msg, call))");

    private static RCall parse(String text) {
        RValue v = RParser.parse(text, "<handler frames>").get(0);
        v.markShared();
        return (RCall) v;
    }

    /**
     * Pushes the frames between the signaller and the handler {@code fn} of {@code cond} and
     * returns the handler's call. {@code signaller} is the call of warning(), stop(), message()
     * or signalCondition(), null for a condition signalled by a builtin.
     */
    static RCall push(Interpreter in, Via via, RCall signaller, RFunction fn, RValue cond) {
        REnvironment env = in.globalEnv();
        if (signaller != null) TryCatchFrames.push(in, signaller, env);
        switch (via) {
            case SIMPLE_WARNING -> {
                TryCatchFrames.push(in, new RCall(RSymbol.of(".signalSimpleWarning"),
                        new RValue[] {RString.of(Conditions.messageOf(cond)), quoted(Conditions.field(cond, "call"))}, null, null), env);
                restarts(in, simpleWarningRestarts(), env);
            }
            case WARNING -> restarts(in, warningRestarts(), env);
            case MESSAGE -> {
                restarts(in, messageRestarts(), env);
                TryCatchFrames.push(in, SIGNAL_COND, env);
            }
            case SIMPLE_ERROR -> {
                TryCatchFrames.push(in, new RCall(RSymbol.of(".handleSimpleError"),
                        new RValue[] {fn, RString.of(Conditions.messageOf(cond)), quoted(Conditions.field(cond, "call"))}, null, null), env);
                return SIMPLE_ERROR_CALL;
            }
            default -> { }
        }
        return new RCall(fn, new RValue[] {cond}, null, null); // R calls the handler by its value, with the condition's value
    }

    private static void restarts(Interpreter in, RCall withRestarts, REnvironment env) {
        TryCatchFrames.push(in, withRestarts, env);
        TryCatchFrames.push(in, WITH_ONE, env);
        TryCatchFrames.push(in, DO_WITH_ONE, env);
    }

    /** {@code base::quote(call)}, as R's C code quotes the condition's call for the R function it calls. */
    private static RCall quoted(RValue call) {
        RCall baseQuote = new RCall(RSymbol.of("::"), new RValue[] {RSymbol.of("base"), RSymbol.of("quote")}, null, null);
        return new RCall(baseQuote, new RValue[] {call == null ? RNull.NULL : call}, null, null);
    }

    private static synchronized RCall simpleWarningRestarts() {
        if (simpleWarningRestarts == null) {
            simpleWarningRestarts = parse("withRestarts({\n.Internal(.signalCondition(simpleWarning(msg, call), msg, call))\n"
                    + ".Internal(.dfltWarn(msg, call))\n}, muffleWarning = function() NULL)");
        }
        return simpleWarningRestarts;
    }

    private static synchronized RCall warningRestarts() {
        if (warningRestarts == null) {
            warningRestarts = parse("withRestarts({\n.Internal(.signalCondition(cond, message, call))\n"
                    + ".Internal(.dfltWarn(message, call))\n}, muffleWarning = function() NULL)");
        }
        return warningRestarts;
    }

    private static synchronized RCall messageRestarts() {
        if (messageRestarts == null) {
            messageRestarts = parse("withRestarts({\nsignalCondition(cond)\ndefaultHandler(cond)\n}, muffleMessage = function() NULL)");
        }
        return messageRestarts;
    }
}
