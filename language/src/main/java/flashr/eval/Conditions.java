package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.Deparser;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * R's condition system: the stack of established handlers (calling handlers from
 * withCallingHandlers, exiting ones from tryCatch), signalling, and the warnings that Rscript
 * prints after each top-level call. Errors travel as {@link RError} exceptions; tryCatch and
 * withCallingHandlers catch them and see them as condition objects.
 */
public final class Conditions {
    /** R's LONGWARN: a call and message longer than this are printed on two lines. */
    private static final int LONG = 75;
    private static final int MAX_WARNINGS = 50;

    /** One established handler. {@code target} non-null: exiting (unwinds to that tryCatch); {@code muffle} non-null: muffles. */
    record Handler(String cls, RFunction fn, Object target, String muffle) {}

    private final Interpreter in;
    private final List<Handler> handlers = new ArrayList<>();
    private final Restarts restarts = new Restarts();
    private final List<RValue> warningCalls = new ArrayList<>();
    private final List<String> warningMessages = new ArrayList<>();
    private int warningCount;
    private String lastErrorMessage = "";
    /** How the condition being signalled got here, and the call of the R function that signalled it (see {@link HandlerFrames}). */
    private HandlerFrames.Via via = HandlerFrames.Via.SIGNAL;
    private RCall signaller;

    Conditions(Interpreter in) {
        this.in = in;
    }

    // ---- condition objects ----

    /** A condition object: {@code list(message=, call=)} with the given classes. */
    public static RList condition(String message, RValue call, String... classes) {
        RList c = Interpreter.namedList(new String[] {"message", "call"}, RString.of(message), call == null ? RNull.NULL : call);
        c.setAttr("class", new RString(classes));
        return c;
    }

    /** The condition object an error stands for. */
    public static RValue conditionOf(RError e) {
        if (e.condition() != null) return e.condition();
        return condition(e.getMessage(), e.call(), "simpleError", "error", "condition");
    }

    public static String messageOf(RValue cond) {
        RValue m = field(cond, "message");
        return m instanceof RString s && s.length() > 0 ? s.get(0) : "";
    }

    public static RValue field(RValue cond, String name) {
        if (cond instanceof RList l && l.names() != null) {
            RString n = l.names();
            for (int i = 0; i < n.length(); i++) {
                if (name.equals(n.get(i))) return l.get(i);
            }
        }
        return RNull.NULL;
    }

    static RString classesOf(RValue cond) {
        RString c = cond.classAttr();
        return c == null ? RString.of("condition") : c;
    }

    static boolean hasClass(RValue cond, String cls) {
        RString c = classesOf(cond);
        for (int i = 0; i < c.length(); i++) {
            if (cls.equals(c.get(i))) return true;
        }
        return false;
    }

    /** The restarts established now (withRestarts, and warning's and message's muffle restarts). */
    public Restarts restarts() {
        return restarts;
    }

    // ---- handlers ----

    int mark() {
        return handlers.size();
    }

    void push(Handler h) {
        handlers.add(h);
    }

    void reset(int mark) {
        while (handlers.size() > mark) handlers.remove(handlers.size() - 1);
    }

    /** Back at the top level: no handler and no restart established. */
    void resetAll() {
        reset(0);
        restarts.reset(0);
    }

    /**
     * Offers a condition to the established handlers, innermost first: an exiting handler
     * unwinds, a calling handler is called (with only the handlers below it established) and
     * the search goes on when it returns.
     */
    public void signal(RValue cond) {
        RString classes = classesOf(cond);
        for (int i = handlers.size() - 1; i >= 0; i--) {
            Handler h = handlers.get(i);
            if (h.target == TRY || !contains(classes, h.cls)) continue;
            if (h.muffle != null) throw restarts.jumpTo(h.muffle, new RValue[0], null);
            if (h.target != null) throw new ControlFlow.Unwind(h.target, cond, h.fn);
            callHandler(i, h.fn, cond);
        }
    }

    /** Whether an established handler (exiting or calling) would see the error, so that it may not reach the top level. */
    boolean wouldHandle(RError e) {
        RString classes = classesOf(conditionOf(e));
        for (Handler h : handlers) {
            if (h.muffle == null && contains(classes, h.cls)) return true;
        }
        return false;
    }

    /** Marks the extent of a try: errors stop there (it is an exiting handler for them), other conditions pass. */
    static final Object TRY = new Object();

    /**
     * Runs the calling handlers of an error that is unwinding out of a withRestarts, before its
     * restarts are gone, as R runs them where the error is raised: innermost first, up to the
     * first exiting handler (tryCatch, try) that will catch it. Marks the error so that the
     * withCallingHandlers it passes later do not run them again.
     */
    void runErrorHandlers(RError e) {
        if (e.handlersRan()) return;
        e.markHandlersRan();
        RValue cond = conditionOf(e);
        RString classes = classesOf(cond);
        int depth = in.frameCount();
        try {
            if (e.stack() instanceof List<?> stack) in.restoreFrames(stack);
            for (int i = handlers.size() - 1; i >= 0; i--) {
                Handler h = handlers.get(i);
                if (h.target == TRY) return;
                if (!contains(classes, h.cls) || h.muffle != null) continue;
                if (h.target != null) return;
                callErrorHandler(i, h.fn, cond, e);
            }
        } finally {
            in.resetFrames(depth);
        }
    }

    /**
     * Records that the next conditions are signalled by {@code call} (warning(...), message(...),
     * signalCondition(...), the R closures that signal in R); returns what it replaces, for
     * {@link #restoreSignaller}.
     */
    public RCall signalledBy(RCall call) {
        RCall old = signaller;
        signaller = call;
        return old;
    }

    public void restoreSignaller(RCall old) {
        signaller = old;
    }

    /** Calls a calling handler with the handler stack cut below position {@code at}, as R does. */
    void callHandler(int at, RFunction fn, RValue cond) {
        callHandler(at, fn, cond, via, signaller);
    }

    /** Calls the calling handler {@code fn} of an error (stop's, or a builtin's). */
    void callErrorHandler(int at, RFunction fn, RValue cond, RError e) {
        callHandler(at, fn, cond, e.condition() != null ? HandlerFrames.Via.ERROR : HandlerFrames.Via.SIMPLE_ERROR,
                e.signaller() instanceof RCall c ? c : null);
    }

    private void callHandler(int at, RFunction fn, RValue cond, HandlerFrames.Via how, RCall by) {
        List<Handler> saved = new ArrayList<>(handlers.subList(at, handlers.size()));
        reset(at);
        int depth = in.frameCount();
        HandlerFrames.Via outerVia = via;
        RCall outerSignaller = signaller;
        via = HandlerFrames.Via.SIGNAL;   // what the handler signals starts afresh
        signaller = null;
        try {
            RCall call = HandlerFrames.push(in, how, by, fn, cond);
            in.apply(fn, new RValue[] {cond}, null, in.globalEnv(), call);
        } finally {
            in.resetFrames(depth);
            via = outerVia;
            signaller = outerSignaller;
            reset(at);
            handlers.addAll(saved);
        }
    }

    /** Signals {@code cond} as having come {@code how}. */
    private boolean signalMuffled(RValue cond, String muffle, HandlerFrames.Via how) {
        HandlerFrames.Via outer = via;
        via = how;
        try {
            return signalMuffled(cond, muffle);
        } finally {
            via = outer;
        }
    }

    /** Signals a condition as message(cond) does (through message's restart); true when it was muffled. */
    public boolean signalMessage(RValue cond) {
        return signalMuffled(cond, "muffleMessage", HandlerFrames.Via.MESSAGE);
    }

    private static boolean contains(RString classes, String cls) {
        for (int i = 0; i < classes.length(); i++) {
            if (cls.equals(classes.get(i))) return true;
        }
        return false;
    }

    // ---- warnings and messages ----

    /** {@code warning(message)} raised in {@code call} (null for none). */
    public void warning(RValue call, String message) {
        warning(condition(message, call, "simpleWarning", "warning", "condition"), HandlerFrames.Via.SIMPLE_WARNING);
    }

    /** Signals a warning condition; unless a handler muffles it, it is printed after the top-level call. */
    public void warning(RValue cond) {
        warning(cond, HandlerFrames.Via.WARNING);
    }

    private void warning(RValue cond, HandlerFrames.Via how) {
        if (signalMuffled(cond, "muffleWarning", how)) return;
        RValue call = field(cond, "call");
        int level = warnLevel();
        if (level < 0) return;
        if (level >= 2) throw new RError("(converted from warning) " + messageOf(cond), call == RNull.NULL ? null : call);
        if (level == 1) {
            printWarningNow(call == RNull.NULL ? null : call, messageOf(cond));
            return;
        }
        warningCount++;
        if (warningCalls.size() < MAX_WARNINGS) {
            warningCalls.add(call == RNull.NULL ? null : call);
            warningMessages.add(messageOf(cond));
        }
    }

    /** Signals {@code cond} with the restart {@code muffle} established, as R's warning and message do; true when it was invoked. */
    private boolean signalMuffled(RValue cond, String muffle) {
        int mark = restarts.mark();
        Restarts.Entry own = restarts.establish(muffle);
        try {
            signal(cond);
            return false;
        } catch (ControlFlow.Restart r) {
            if (r.target == own) return true;
            throw r;
        } finally {
            restarts.reset(mark);
        }
    }

    /** {@code options(warn)}: negative ignores warnings, 0 defers them, 1 prints them at once, 2 makes them errors. */
    private int warnLevel() {
        RValue w = Options.get(in, "warn");
        return w instanceof flashr.lang.RVector v && v.length() == 1 && !v.isNA(0) ? (int) v.getDouble(0) : 0;
    }

    /** A warning printed as it happens ({@code options(warn = 1)}). */
    private void printWarningNow(RValue call, String msg) {
        StringBuilder sb = new StringBuilder();
        if (call == null) {
            sb.append("Warning: ").append(msg).append('\n');
        } else {
            String dcall = Deparser.firstLine(call);
            sb.append("Warning in ").append(dcall).append(" :");
            sb.append(18 + dcall.length() + firstLine(msg).length() > LONG ? "\n  " : " ").append(msg).append('\n');
        }
        in.err().print(sb);
        in.err().flush();
    }

    /**
     * {@code message(text)}: signals a "message" condition and, unless a handler muffles it
     * (suppressMessages), writes the text to standard error. {@code text} includes the newline.
     */
    public void message(RValue call, String text) {
        RList cond = condition(text, call, "simpleMessage", "message", "condition");
        if (signalMuffled(cond, "muffleMessage", HandlerFrames.Via.MESSAGE)) return;
        in.err().print(text);
        in.err().flush();
    }

    boolean hasPendingWarnings() {
        return warningCount > 0;
    }

    /** Prints and clears the pending warnings as Rscript does after a top-level call. */
    void printWarnings(PrintStream err, String prefix) {
        if (warningCount == 0) return;
        StringBuilder sb = new StringBuilder(prefix);
        if (warningCount == 1) {
            sb.append("Warning message:\n");
            appendWarning(sb, warningCalls.get(0), warningMessages.get(0), "", 6);
        } else if (warningCount <= 10) {
            sb.append("Warning messages:\n");
            for (int i = 0; i < warningCount; i++) {
                appendWarning(sb, warningCalls.get(i), warningMessages.get(i), (i + 1) + ": ", 10);
            }
        } else if (warningCount < MAX_WARNINGS) {
            sb.append("There were ").append(warningCount).append(" warnings (use warnings() to see them)\n");
        } else {
            sb.append("There were ").append(MAX_WARNINGS).append(" or more warnings (use warnings() to see the first ")
                    .append(MAX_WARNINGS).append(")\n");
        }
        err.print(sb);
        err.flush();
        keepLastWarnings();
        warningCount = 0;
        warningCalls.clear();
        warningMessages.clear();
    }

    /** What warnings() returns until the next warnings: base's last.warning, calls named by their messages. */
    private void keepLastWarnings() {
        int n = warningCalls.size();
        RValue[] calls = new RValue[n];
        String[] messages = new String[n];
        for (int i = 0; i < n; i++) {
            calls[i] = warningCalls.get(i) == null ? RNull.NULL : warningCalls.get(i);
            messages[i] = warningMessages.get(i);
        }
        RList last = new RList(calls);
        last.setAttr("names", new RString(messages));
        in.baseEnv().define("last.warning", last);
    }

    private static void appendWarning(StringBuilder sb, RValue call, String msg, String number, int width) {
        sb.append(number);
        if (call == null) {
            sb.append(msg).append(" \n");
            return;
        }
        String dcall = Deparser.firstLine(call);
        sb.append("In ").append(dcall).append(" :");
        if (width + dcall.length() + firstLine(msg).length() > LONG) sb.append("\n ");
        sb.append(' ').append(msg).append('\n');
    }

    private static String firstLine(String msg) {
        int nl = msg.indexOf('\n');
        return nl < 0 ? msg : msg.substring(0, nl);
    }

    /** The text R prints for an error: {@code Error in call : message} or {@code Error: message}, with a newline. */
    static String errorText(RError e, String noCallPrefix) {
        String msg = e.getMessage() == null ? "" : e.getMessage();
        RValue call = e.call();
        if (call == null || call == RNull.NULL) return noCallPrefix + msg + "\n";
        String dcall = Deparser.firstLine(call);
        String head = "Error in " + dcall + " : ";
        if (14 + dcall.length() + firstLine(msg).length() > LONG) head += "\n  ";
        return head + msg + "\n";
    }

    /** R's message when the C stack runs out (the JVM's stack, here). */
    static String stackOverflowMessage() {
        return "C stack usage  7971092 is too close to the limit";
    }

    void setLastError(String text) {
        lastErrorMessage = text;
    }

    String lastError() {
        return lastErrorMessage;
    }
}
