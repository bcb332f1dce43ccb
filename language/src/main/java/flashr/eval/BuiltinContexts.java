package flashr.eval;

import flashr.lang.RCall;
import java.util.Arrays;
import java.util.List;

/**
 * The function contexts R would have for base functions that it writes as closures but flashr as
 * builtins (print, sapply, vapply, do.call ...): R evaluates such a function's arguments and runs
 * its body inside a context of its own, so an error there names its call ({@code Error in
 * print(xx)}) and Rscript's {@code Calls:} line lists it ({@code Calls: vapply -> FUN}). Each entry
 * is a call, whether its arguments or its body are being evaluated, and the closure frame depth
 * it began at; entries nest with the evaluation, so depths never decrease up the stack.
 */
final class BuiltinContexts {
    private RCall[] calls = new RCall[8];
    private int[] depths = new int[8];
    private boolean[] bodies = new boolean[8];
    private int count;

    /** One entry of a snapshot: a call, its body (else its arguments), the frame depth it began at. */
    record Entry(RCall call, boolean body, int depth) {}

    void enter(RCall call, boolean body, int depth) {
        if (count == calls.length) {
            calls = Arrays.copyOf(calls, count * 2);
            depths = Arrays.copyOf(depths, count * 2);
            bodies = Arrays.copyOf(bodies, count * 2);
        }
        calls[count] = call;
        bodies[count] = body;
        depths[count++] = depth;
    }

    void leave() {
        calls[--count] = null;
    }

    /**
     * The innermost call whose arguments are being evaluated at frame depth {@code depth}, or null.
     * Bodies are passed over: a builtin that reports an error or warning from its body (stop,
     * warning) reports it in its caller's context; but code that eval evaluates runs in eval's.
     */
    RCall argumentsAt(int depth) {
        for (int i = count - 1; i >= 0 && depths[i] == depth; i--) {
            if (!bodies[i]) return calls[i];
            RCall evaluating = evaluatingCall(calls[i]);
            if (evaluating != null) return evaluating;
        }
        return null;
    }

    /**
     * The call of R's eval context while the body of eval, evalq or local evaluates code (an error
     * there reads {@code Error in eval(quote(x)) :}): eval's and evalq's own call; local's
     * {@code eval(quote(expr), envir)}, as its body substitutes it. Null for other functions.
     */
    static RCall evaluatingCall(RCall c) {
        if (!(c.function() instanceof flashr.lang.RSymbol s)) return null;
        return switch (s.name()) {
            case "eval", "evalq" -> c;
            case "local" -> c.argCount() == 0 ? null : RCall.of("eval", RCall.of("quote", c.arg(0)),
                    c.argCount() > 1 ? c.arg(1) : RCall.of("new.env"));
            default -> null;
        };
    }

    /** The entries as they are now, outermost first. */
    List<Entry> snapshot() {
        Entry[] e = new Entry[count];
        for (int i = 0; i < count; i++) e[i] = new Entry(calls[i], bodies[i], depths[i]);
        return List.of(e);
    }
}
