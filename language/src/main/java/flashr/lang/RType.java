package flashr.lang;

/** R's SEXP types that flashr has, with the names {@code typeof} prints. Ordered vector types coerce upward. */
public enum RType {
    NULL("NULL"),
    RAW("raw"),
    LOGICAL("logical"),
    INTEGER("integer"),
    DOUBLE("double"),
    COMPLEX("complex"),
    CHARACTER("character"),
    LIST("list"),
    EXPRESSION("expression"),
    CLOSURE("closure"),
    BUILTIN("builtin"),
    SPECIAL("special"),
    ENVIRONMENT("environment"),
    SYMBOL("symbol"),
    LANGUAGE("language"),
    S4("S4");

    private final String typeName;

    RType(String typeName) {
        this.typeName = typeName;
    }

    /** The name {@code typeof()} returns. */
    public String typeName() {
        return typeName;
    }

    /** True for the atomic vector types raw, logical, integer, double, complex and character. */
    public boolean isAtomic() {
        return this == LOGICAL || this == INTEGER || this == DOUBLE || this == CHARACTER || this == COMPLEX || this == RAW;
    }

    /** True for logical, integer and double. */
    public boolean isNumeric() {
        return this == LOGICAL || this == INTEGER || this == DOUBLE;
    }

    /** The type two atomic (or list) vectors combine to, as {@code c()} does. */
    public static RType higher(RType a, RType b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}
