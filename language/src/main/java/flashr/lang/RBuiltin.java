package flashr.lang;

import flashr.eval.Args;

/**
 * A function implemented in Java. A {@link Kind#BUILTIN} gets its arguments evaluated and
 * matched to {@code formals} (R's exact, partial, positional rules, with {@code ...});
 * a {@link Kind#SPECIAL} gets the unevaluated call and the calling environment
 * (quote, if, for, function, assignment, ...).
 */
public final class RBuiltin extends RFunction {
    public enum Kind { BUILTIN, SPECIAL }

    /** The Java body of a builtin. */
    @FunctionalInterface
    public interface Body {
        RValue apply(Args args);
    }

    private final String name;
    private final Kind kind;
    private final String[] formals;
    private final Body body;
    private final boolean replacement;
    private Body engineMethod;
    private boolean takesEngineValues;
    private boolean reduces;
    private boolean seesEngineNames;
    private boolean missingArgsAbsent;
    /** Whether R defines this function as a primitive: 0 not yet known, 1 yes, 2 no (kept for the evaluator). */
    private byte primitiveInR;
    /** R's visibility rule for this builtin, as flags the evaluator defines; -1 until recorded. */
    private byte visibility = -1;

    /**
     * @param formals formal parameter names in order (may contain "..."), or null to take the
     *                supplied arguments positionally, names kept, without matching
     */
    public RBuiltin(String name, Kind kind, String[] formals, Body body) {
        this.name = name;
        this.kind = kind;
        this.formals = formals;
        this.body = body;
        this.replacement = name != null && name.endsWith("<-") && !name.equals("<-") && !name.equals("<<-");
    }

    public String name() {
        return name;
    }

    /** 0 when not yet recorded, 1 when R defines this function as a primitive, 2 when as a closure. */
    public byte primitiveInR() {
        return primitiveInR;
    }

    public void recordPrimitiveInR(boolean primitive) {
        primitiveInR = primitive ? (byte) 1 : (byte) 2;
    }

    /** The visibility flags recorded by {@link #recordVisibility}, -1 when not yet recorded. */
    public byte visibility() {
        return visibility;
    }

    public void recordVisibility(byte flags) {
        visibility = flags;
    }

    /** True for a replacement function ({@code names<-}): it may change its first argument in place. */
    public boolean isReplacement() {
        return replacement;
    }

    public Kind kind() {
        return kind;
    }

    public String[] formals() {
        return formals;
    }

    public Body body() {
        return body;
    }

    /**
     * What the builtin does when an argument is an {@link EngineValue}: this method runs first and
     * may return null to decline, and then (or when there is none) the engine values are
     * materialized and {@link #body()} runs on the R values. Null when the builtin has none.
     */
    public Body engineMethod() {
        return engineMethod;
    }

    /** True for a builtin whose body takes engine values as they are (containers, FlashR's API). */
    public boolean takesEngineValues() {
        return takesEngineValues;
    }

    /**
     * True for a builtin whose engine method gives a small result whatever the size of its
     * arguments (a sum, a count, a table, a dim): on engine data that is computed but not at hand
     * it runs whatever that data's size, as one pass of the engine reads the data once where
     * copying it out for the body reads it and writes it again.
     */
    public boolean reduces() {
        return reduces;
    }

    /** Marks the builtin as one that {@link #reduces()}; done once, while the base library is built. */
    public void setReduces() {
        this.reduces = true;
    }

    /**
     * True for a builtin whose engine method gives R's names for engine values that carry
     * dimnames ({@link EngineValue#hasDimnames()}); any other builtin gets such values
     * materialized, names and all, so it computes R's answer on R vectors.
     */
    public boolean seesEngineNames() {
        return seesEngineNames;
    }

    /** Marks the builtin as one that {@link #seesEngineNames()}; done once, while the base library is built. */
    public void setSeesEngineNames() {
        this.seesEngineNames = true;
    }

    /**
     * True for a builtin that R writes as a closure asking {@code missing()} of its arguments (ls): an
     * argument that is a symbol bound to the caller's missing argument reaches it as absent instead of
     * failing. Other builtins keep R's error (paste(x) with x missing).
     */
    public boolean missingArgsAbsent() {
        return missingArgsAbsent;
    }

    /** Marks the builtin as one whose {@link #missingArgsAbsent()}; done once, while the base library is built. */
    public void setMissingArgsAbsent() {
        this.missingArgsAbsent = true;
    }

    /** Sets the engine method (see {@link #engineMethod()}); done once, while the base library is built. */
    public void setEngineMethod(Body method) {
        this.engineMethod = method;
    }

    /** Lets engine values reach the body unmaterialized; done once, while the base library is built. */
    public void setTakesEngineValues() {
        this.takesEngineValues = true;
    }

    @Override
    public RType type() {
        return kind == Kind.SPECIAL ? RType.SPECIAL : RType.BUILTIN;
    }
}
