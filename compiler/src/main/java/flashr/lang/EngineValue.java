package flashr.lang;

/**
 * An R vector or matrix held by the matrix engine, possibly not computed yet (a node of a lazy
 * DAG). It is one more storage behind R's numeric and logical types: code that needs its elements
 * asks for {@link #materialize()}, which runs the engine and gives the ordinary R value.
 */
public interface EngineValue {
    /** The value as an R vector (with its dim when it is a matrix). Shared: never modify it in place. */
    RVector materialize();

    /** The dim of the value, or null for a vector. */
    int[] dim();

    /** The number of elements. */
    long length();

    /** {@code v} itself, or the R vector an engine value stands for. */
    static RValue local(RValue v) {
        return v instanceof EngineValue e ? e.materialize() : v;
    }
}
