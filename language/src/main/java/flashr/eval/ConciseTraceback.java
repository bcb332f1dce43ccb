package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code Calls:} line Rscript prints after an uncaught error's message, as R's
 * R_ConciseTraceback makes it: the functions of the calls active where the error was raised,
 * outermost first, joined by " -> "; a call to stop or warning starts the list afresh (it is the
 * reporting machinery, not the program); past about 50 characters the older calls become "... ",
 * with the outermost in front. No line when the error has no call, or when the list would name
 * only the function the error's own call names.
 * <p>
 * R's contexts are its closure calls. flashr's frames are its closure calls too; a base function
 * that R writes in R but flashr as a builtin has no frame, so when the error was raised in such a
 * call (its call is not the innermost frame's) that call is counted as R would count its closure.
 */
final class ConciseTraceback {
    /** R_NShowCalls: past this many characters the list is cut. */
    private static final int SHOW_CALLS = 50;

    private ConciseTraceback() {}

    /** The text after "Calls: ", or "" for no line. */
    static String of(Interpreter in, RError e) {
        RValue call = e.call();
        if (!(call instanceof RCall errorCall)) return "";
        List<String> innermostFirst = new ArrayList<>();
        if (e.stack() instanceof List<?> frames) {
            for (int i = frames.size() - 1; i >= 0; i--) {
                if (frames.get(i) instanceof Frame f) innermostFirst.add(name(f.call));
            }
            Frame top = frames.isEmpty() || !(frames.get(frames.size() - 1) instanceof Frame f) ? null : f;
            if ((top == null || top.call != errorCall) && isClosureInR(in, errorCall)) innermostFirst.add(0, name(errorCall));
        } else if (isClosureInR(in, errorCall)) {
            innermostFirst.add(name(errorCall));
        }
        return concise(innermostFirst, name(errorCall));
    }

    /** R_ConciseTraceback over function names, innermost first. */
    static String concise(List<String> innermostFirst, String errorFunction) {
        StringBuilder buf = new StringBuilder();
        int ncalls = 0;
        boolean tooMany = false;
        String top = "";
        for (String fn : innermostFirst) {
            if (fn.equals("stop") || fn.equals("warning") || fn.equals("suppressWarnings") || fn.equals(".signalSimpleWarning")) {
                buf.setLength(0);
                ncalls = 0;
                tooMany = false;
                continue;
            }
            ncalls++;
            if (tooMany) {
                top = fn;
            } else if (buf.length() > SHOW_CALLS) {
                buf.insert(0, "... ");
                tooMany = true;
                top = fn;
            } else if (buf.length() > 0) {
                buf.insert(0, fn + " -> ");
            } else {
                buf.append(fn);
            }
        }
        if (tooMany && top.length() < 50) buf.insert(0, top + " ");
        if (ncalls == 1 && buf.toString().equals(errorFunction)) return "";
        return buf.toString();
    }

    private static String name(RCall c) {
        return c.function() instanceof RSymbol s ? s.name() : "<Anonymous>";
    }

    /** Whether the call's function is a base builtin that R defines as a closure (R would have a context for it). */
    private static boolean isClosureInR(Interpreter in, RCall c) {
        if (!(c.function() instanceof RSymbol s)) return false;
        return in.baseEnv().hasLocal(s.name()) && !in.baseEnv().isLazy(s.name())
                && in.baseEnv().getLocal(s.name()) instanceof RBuiltin && !RPrimitives.isPrimitive(s.name());
    }
}
