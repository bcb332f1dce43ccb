package flashr.lang;

/**
 * A function written in R: formal parameters with their default expressions
 * ({@link RMissing} for none), a body expression and the environment it was created in.
 * {@code source} is the function's text as written, which R prints for the function.
 */
public final class RClosure extends RFunction {
    private final String[] formalNames;
    private final RValue[] defaults;
    private final RValue body;
    private final REnvironment env;
    private final String source;
    /** The position of {@code ...} among the formals, or -1. */
    private final int dotsAt;
    /** The body compiled to JVM code (a {@code flashr.eval.CompiledCode}), or null: the body is evaluated. */
    private Object compiledBody;

    public RClosure(String[] formalNames, RValue[] defaults, RValue body, REnvironment env, String source) {
        // the names as symbols spell them (one String per name), so frames bind and find them by identity
        this.formalNames = formalNames.clone();
        for (int i = 0; i < formalNames.length; i++) this.formalNames[i] = RSymbol.of(formalNames[i]).name();
        int dots = -1;
        for (int i = 0; i < formalNames.length && dots < 0; i++) if (formalNames[i].equals("...")) dots = i;
        this.dotsAt = dots;
        this.defaults = defaults;
        this.body = body;
        this.env = REnvironment.held(env); // the closure keeps its environment alive
        this.source = source;
    }

    public String[] formalNames() {
        return formalNames;
    }

    /** The position of {@code ...} among the formals, or -1 when there is none. */
    public int dotsAt() {
        return dotsAt;
    }

    public RValue[] defaults() {
        return defaults;
    }

    public RValue body() {
        return body;
    }

    public REnvironment env() {
        return env;
    }

    /** The source text the function was parsed from, or null when built at run time. */
    public String source() {
        return source;
    }

    public Object compiledBody() {
        return compiledBody;
    }

    /** Runs {@code code} in place of evaluating the body (it must compute what evaluating the body would). */
    public RClosure setCompiledBody(Object code) {
        this.compiledBody = code;
        return this;
    }

    @Override
    public RType type() {
        return RType.CLOSURE;
    }
}
