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

    /** True when the value is computed (held by the engine or as an R vector), not a lazy operation. */
    boolean isComputed();

    /** True when its R vector is at hand: {@link #materialize()} costs nothing. */
    boolean isLocal();

    /**
     * True when the value carries dimnames beside its elements (a product with a named small
     * matrix): only builtins that {@link RBuiltin#seesEngineNames() see engine names} may keep it
     * in the engine, as the others would drop the names.
     */
    default boolean hasDimnames() {
        return false;
    }

    /**
     * {@code v} itself, or the R vector a plain engine value stands for; an object of FlashR's API
     * (one with a class attribute) stays as it is. For Java code that reads values it did not get
     * as builtin arguments: list elements, results of R functions it called.
     */
    static RValue localUnlessObject(RValue v) {
        return v instanceof EngineValue e && v.classAttr() == null ? e.materialize() : v;
    }

    /** {@code v} itself, or the R vector an engine value stands for. */
    static RValue local(RValue v) {
        return v instanceof EngineValue e ? e.materialize() : v;
    }
}
