package flashr.lang;

import java.util.Arrays;

/**
 * A call (R's language object): a function expression and arguments, each optionally named.
 * The parser produces these for every construct, as R does: {@code if}, {@code for},
 * {@code \{}, {@code <-} and {@code function} are calls too, so quote/substitute/deparse see
 * R's structure. {@code function(x, y = 1) body} is the call {@code function(formals, body)}
 * whose first argument is an {@link RList} of defaults named by parameter
 * ({@link RMissing} where there is none). Source positions are kept for error messages.
 */
public final class RCall extends RValue {
    private final RValue function;
    private final RValue[] args;
    private final String[] names; // null entries for unnamed arguments; the array itself may be null
    private final SourcePos pos;
    /** Evaluator's cache for this call site (e.g. a compiled node); not part of the value. */
    public Object cache;
    /**
     * For a {@code function(formals, body)} call of a compiled script: the compiled body that the
     * closures it makes run in place of evaluating {@code body} (a {@code flashr.eval.CompiledCode}).
     */
    public Object compiledBody;
    /**
     * The tag of the function slot, or null: R's calls are pairlists whose first cell may be named
     * ({@code quote(list(w = 1))[-1]} is the call {@code 1()} tagged "w"); only names() shows it.
     */
    private String functionTag;

    public RCall(RValue function, RValue[] args, String[] names, SourcePos pos) {
        this.function = function;
        this.args = args;
        this.names = names;
        this.pos = pos;
    }

    public static RCall of(String function, RValue... args) {
        return new RCall(RSymbol.of(function), args, null, null);
    }

    public RValue function() {
        return function;
    }

    /** The function slot's tag (see {@link #functionTag}), or null. */
    public String functionTag() {
        return functionTag;
    }

    /** This call with its function slot tagged {@code tag} (null or "" for none); a call fresh from its builder. */
    public RCall withFunctionTag(String tag) {
        functionTag = tag == null || tag.isEmpty() ? null : tag;
        return this;
    }

    /** The name of the function when it is a symbol, else null. */
    public String functionName() {
        return function instanceof RSymbol s ? s.name() : null;
    }

    public int argCount() {
        return args.length;
    }

    public RValue arg(int i) {
        return args[i];
    }

    /** Argument name i, or null when unnamed. */
    public String argName(int i) {
        return names == null ? null : names[i];
    }

    public RValue[] args() {
        return args;
    }

    /** The argument names array, possibly null when no argument is named. */
    public String[] names() {
        return names;
    }

    /** Where the call starts in its source, or null for calls built at run time. */
    public SourcePos pos() {
        return pos;
    }

    @Override
    public RType type() {
        return RType.LANGUAGE;
    }

    @Override
    public String toString() {
        return function + Arrays.toString(args);
    }
}
