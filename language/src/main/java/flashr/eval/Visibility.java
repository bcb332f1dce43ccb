package flashr.eval;

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

    private Visibility() {}

    /** Whether the builtin {@code name} returns its argument with the visibility its evaluation left. */
    static boolean returnsArgument(String name) {
        return ARGUMENT.contains(name);
    }

    /** Whether the eager builtin {@code name} leaves the visibility its body's evaluations set. */
    static boolean passes(String name) {
        return PASSES.contains(name);
    }

    /** Whether the special {@code name} makes its value visible after evaluating its arguments. */
    static boolean visibleSpecial(String name) {
        return VISIBLE_SPECIALS.contains(name);
    }
}
