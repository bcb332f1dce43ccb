package flashr.lang;

/**
 * An R error condition raised by R code ({@code stop}) or by a builtin. Printed as
 * {@code Error in <call> : <message>}. The call is filled in by the evaluator when the
 * raiser did not give one. {@code condition} holds the R condition object when one was
 * signalled with {@code stop(cond)}. No stack trace is captured: errors are ordinary
 * control flow in R.
 */
public class RError extends RuntimeException {
    private RValue call;
    private final RValue condition;
    private boolean callSet;
    /** The evaluator's call stack where the error was raised (opaque here), kept for calling handlers. */
    private Object stack;
    private RValue signaller;
    /** The evaluator's builtin contexts where the error was raised (opaque here), for the traceback. */
    private Object contexts;
    /** Whether its calling handlers have already run (where a restart established inside them was still visible). */
    private boolean handled;
    /** Whether the top level already printed it (R's default handler prints before the unwinding runs on.exit code). */
    private boolean reported;

    public RError(String message) {
        this(message, null, null);
    }

    public RError(String message, RValue call) {
        this(message, call, null);
        this.callSet = call != null;
    }

    public RError(String message, RValue call, RValue condition) {
        super(message, null, false, false);
        this.call = call;
        this.condition = condition;
        this.callSet = call != null;
    }

    /** The call the error is reported in, or null ("Error: message"). */
    public RValue call() {
        return call;
    }

    /** True once a call (possibly none) was decided for this error. */
    public boolean hasCall() {
        return callSet;
    }

    /** Sets the call unless one was already decided. */
    public RError withCallIfAbsent(RValue c) {
        if (!callSet) {
            call = c;
            callSet = true;
        }
        return this;
    }

    /** Marks the error as reported without a call ({@code Error: message}). */
    public RError withoutCall() {
        call = null;
        callSet = true;
        return this;
    }

    /** The call stack where the error was raised, or null when not recorded. */
    public Object stack() {
        return stack;
    }

    public boolean handlersRan() {
        return handled;
    }

    public void markHandlersRan() {
        handled = true;
    }

    public boolean reported() {
        return reported;
    }

    public void markReported() {
        reported = true;
    }

    /** Records the call stack where the error was raised, unless one was already recorded. */
    public void recordStackIfAbsent(Object s) {
        if (stack == null) stack = s;
    }

    /** The builtin contexts recorded with the stack, or null. */
    public Object contexts() {
        return contexts;
    }

    /** Records the builtin contexts where the error was raised, unless they were already recorded. */
    public void recordContextsIfAbsent(Object c) {
        if (contexts == null) contexts = c;
    }

    /** The condition object given to {@code stop}, or null. */
    /** The call of stop() that raised this error (a frame of R's stack while its calling handlers run), or null. */
    public RValue signaller() {
        return signaller;
    }

    public RError withSignaller(RValue call) {
        signaller = call;
        return this;
    }

    public RValue condition() {
        return condition;
    }
}
