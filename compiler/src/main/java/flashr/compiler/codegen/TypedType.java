package flashr.compiler.codegen;

/**
 * A typed value: a double, an int, a logical (an int: 1, 0 or R's NA; conditions and locals),
 * or a plain double, integer or logical vector ({@code double[]}, {@code int[]} of exactly its
 * length; a logical vector's elements as {@code RLogical} stores them).
 */
enum TypedType {
    D, I, L, DV, IV, LV;

    boolean vector() {
        return this == DV || this == IV || this == LV;
    }

    /** A vector's element type. */
    TypedType element() {
        return this == DV ? D : this == LV ? L : I;
    }

    /** The other numeric type of the same shape: a double for an int, a double vector for an integer one. */
    TypedType flipped() {
        return switch (this) {
            case D -> I;
            case I -> D;
            case DV -> IV;
            case IV -> DV;
            case L -> L;
            case LV -> LV; // a logical vector is no number: never flipped
        };
    }

    /** The JVM descriptor of a value of this type. */
    String jvm() {
        return switch (this) {
            case D -> "D";
            case DV -> "[D";
            case IV, LV -> "[I";
            default -> "I";
        };
    }
}
