package flashr.eval;

import flashr.lang.RBuiltin;

import java.util.Set;

/**
 * R's rule for whether a builtin's value auto-prints (R_Visible and the PRIMPRINT column of
 * names.c): a primitive or internal makes its value visible once it returns, whatever the code it
 * evaluated left (so {@code f()$a}, {@code f()[["a"]]} and {@code lapply(x, function(i) invisible(i))}
 * print), unless it is one of the few that pass on the visibility of what they evaluated
 * ({@code eval}, {@code do.call}, {@code Recall}, {@code UseMethod} ...) or that make it invisible
 * themselves (assignments, {@code invisible}, {@code print} ...).
 */
final class Visibility {
    /** Eager builtins whose value is as visible as the code they ran last (R's eval column 2xx, or closures around it). */
    private static final Set<String> PASSES = Set.of("eval", "do.call", "Recall", "UseMethod", "NextMethod",
            "standardGeneric", "callNextMethod", "identity", "force", "forceAndCall", "print", "source", "sys.source",
            "withAutoprint", "invokeRestart", "invisible", "return", "browser", "show");

    /** Specials that evaluate their arguments and whose value is nevertheless visible (R's eval column 0xx). */
    private static final Set<String> VISIBLE_SPECIALS = Set.of("$", "@", "&&", "||", "(", "::", ":::", "quote",
            "substitute", "missing", "function", "~", "expression", "alist", "bquote", "match.arg", "system.time");

    /** Builtins that return their argument as R's closures {@code function(x) x} do: as visible as it was. */
    private static final Set<String> ARGUMENT = Set.of("identity", "force");

    private static final byte PASS = 1, VISIBLE_SPECIAL = 2, RETURNS_ARGUMENT = 4;

    private Visibility() {}

    /** The builtin's flags, looked up by name once and kept on it: this runs at every builtin call. */
    private static byte flags(RBuiltin b) {
        byte f = b.visibility();
        if (f < 0) {
            String n = b.name() == null ? "" : b.name();
            f = (byte) ((PASSES.contains(n) ? PASS : 0) | (VISIBLE_SPECIALS.contains(n) ? VISIBLE_SPECIAL : 0)
                    | (ARGUMENT.contains(n) ? RETURNS_ARGUMENT : 0));
            b.recordVisibility(f);
        }
        return f;
    }

    /** Whether the builtin returns its argument with the visibility its evaluation left. */
    static boolean returnsArgument(RBuiltin b) {
        return (flags(b) & RETURNS_ARGUMENT) != 0;
    }

    /** Whether the eager builtin leaves the visibility its body's evaluations set. */
    static boolean passes(RBuiltin b) {
        return (flags(b) & PASS) != 0;
    }

    /** Whether the special makes its value visible after evaluating its arguments. */
    static boolean visibleSpecial(RBuiltin b) {
        return (flags(b) & VISIBLE_SPECIAL) != 0;
    }
}
